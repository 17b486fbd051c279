#include "profile/row_assembler.h"

namespace spanlift::profile {

void RowAssembler::Begin(std::vector<bool> wanted, const Position& position) {
  wanted_.assign(wanted.begin(), wanted.end());
  position_ = &position;
  fields_.assign(wanted_.size(), Field{});
  wanted_end_ = wanted_.size();
  while (wanted_end_ > 0 && !wanted_[wanted_end_ - 1]) --wanted_end_;
  in_row_ = false;
  keep_ = false;  // text_ pointed into the fields just replaced
  consumer_.RowsFrom(*this);
}

void RowAssembler::StartRow(Position::Point at) {
  row_at_ = at;
  index_ = 0;
  error_ = false;
  in_row_ = true;
  StartField();
}

void RowAssembler::StartField() {
  keep_ = !error_ && index_ < wanted_.size() && wanted_[index_];
  if (keep_) {
    text_ = &fields_[index_].text;
    text_->clear();
  }
}

void RowAssembler::EndField(ValueKind kind) {
  if (!wanted_.empty() && index_ >= wanted_.size()) {
    if (!error_) Bad("row has more fields than the " + std::to_string(wanted_.size()) + " columns it fills");
  } else if (keep_) {
    fields_[index_].kind = kind;
    if (kind == ValueKind::kNull) fields_[index_].text.clear();  // "\N" leaves "N": a NULL has no text
  }
  ++index_;
  StartField();
}

void RowAssembler::EndRow() {
  in_row_ = false;
  if (error_) return;
  if (!wanted_.empty() && index_ != wanted_.size()) {
    Bad("row has " + std::to_string(index_) + " fields; it fills " + std::to_string(wanted_.size()) + " columns");
    return;
  }
  consumer_.Row(fields_);
}

void RowAssembler::Bad(const std::string& message) {
  error_ = true;
  keep_ = false;
  consumer_.BadRow(position_->At(row_at_), message);
}

}  // namespace spanlift::profile
