#pragma once
// One row of a COPY block being read: the wanted fields' text (capped), the count of fields, the
// check against the columns the rows fill, and delivery to the consumer. Shared by the COPY text
// and CSV scanners.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "profile/row.h"

namespace spanlift::profile {

class RowAssembler : public RowLocator {
 public:
  // Fields are cut to `cap` bytes (see InsertScanner).
  explicit RowAssembler(RowConsumer& consumer, size_t cap = kMaxValueBytes) : consumer_(consumer), cap_(cap) {}
  size_t cap() const { return cap_; }
  model::SourceLocation RowLocation() const override { return position_->At(row_at_); }
  Position::Point RowPoint() const override { return row_at_; }

  // `wanted` as BeginRows answered (its size is the number of fields a row has; empty = count only);
  // `position` locates rows that are reported.
  void Begin(std::vector<bool> wanted, const Position& position);
  void StartRow(Position::Point at);
  bool in_row() const { return in_row_; }
  bool keep() const { return keep_; }
  // A whole row read at once (CopyScanner::WholeLine): the fields a row has (0 = not known), one
  // past the last wanted one, the slot of a wanted field (null when it is not), and the row
  // delivered.
  size_t width() const { return wanted_.size(); }
  size_t wanted_end() const { return wanted_end_; }
  Field* WantedField(size_t index) { return index < wanted_.size() && wanted_[index] ? &fields_[index] : nullptr; }
  void DeliverWhole(Position::Point at) {
    row_at_ = at;
    consumer_.Row(fields_);
  }
  // No field from the current one on is wanted: the rest of the row only counts its fields.
  bool rest_unwanted() const { return index_ >= wanted_end_; }
  // Ends `count` unwanted fields at once (the current one and those after it but the last).
  void SkipFields(size_t count) {
    index_ += count;
    StartField();
  }
  void Append(std::string_view bytes) {
    if (keep_ && text_->size() < cap_) text_->append(bytes.substr(0, cap_ - text_->size()));
  }
  void Append(char c) {
    if (keep_ && text_->size() < cap_) text_->push_back(c);
  }
  const std::string& text() const { return *text_; }  // while keep()
  void EndField(ValueKind kind);
  void EndRow();
  void Bad(const std::string& message);

 private:
  void StartField();

  RowConsumer& consumer_;
  size_t cap_;
  std::vector<uint8_t> wanted_;  // bytes, not std::vector<bool>'s bits: read for every field
  std::vector<Field> fields_;
  const Position* position_ = nullptr;
  Position::Point row_at_;
  size_t index_ = 0;
  size_t wanted_end_ = 0;        // one past the last wanted field
  std::string* text_ = nullptr;  // the kept field's text, written in place (no copy per field)
  bool keep_ = false;
  bool in_row_ = false;
  bool error_ = false;
};

}  // namespace spanlift::profile
