#include "export/row_capture.h"

#include <algorithm>

#include "export/value_parse.h"
#include "profile/row_reader.h"

namespace spanlift::exporter {

namespace {

constexpr size_t kNone = static_cast<size_t>(-1);
// A batch is handed over at this many rows or bytes: big enough to keep the encoders busy, small
// enough that a few in flight stay far under the memory budget.
constexpr size_t kBatchRows = 4096;
constexpr size_t kBatchBytes = size_t{4} << 20;

std::string Label(const std::string& schema, const std::string& table) {
  return schema.empty() ? table : schema + "." + table;
}

}  // namespace

RowCapture::RowCapture(const model::Schema& source, const ExportPlan& plan, const std::vector<std::string>& inputs,
                       std::function<void(Batch&&)> deliver)
    : source_(source),
      plan_(plan),
      deliver_(std::move(deliver)),
      ordinals_(plan.tables.size()),
      counters_(plan.tables.size()) {
  for (size_t i = 0; i < inputs.size(); ++i) inputs_.emplace(inputs[i], static_cast<uint32_t>(i));
}

std::string RowCapture::current_table() const {
  const std::string* name = current_.load(std::memory_order_relaxed);
  return name ? *name : std::string();
}

void RowCapture::Error(const model::SourceLocation& at, const std::string& message) {
  batch_.errors.push_back({batch_.rows.size(), at, message});
}

std::vector<bool> RowCapture::BeginRows(const model::SourceLocation& at, const std::string& schema,
                                        const std::string& table, const std::vector<std::string>& columns) {
  table_ = nullptr;
  current_.store(nullptr, std::memory_order_relaxed);
  if (stopped_.load(std::memory_order_relaxed)) return {};
  auto& lookup = const_cast<model::Schema&>(source_);  // FindTable is a non-const lookup
  const model::Table* source = profile::RowTarget(lookup, schema, table);
  auto it = source ? plan_.by_source.find(source) : plan_.by_source.end();
  if (it == plan_.by_source.end()) {
    Error(at, "rows for table " + Label(schema, table) +
                  (source ? ", which the converted schema does not have: they cannot be exported"
                          : ", which the schema does not define: they cannot be exported"));
    return {};
  }
  std::vector<std::string> names;
  if (columns.empty()) {
    for (const auto& c : source->columns) names.push_back(model::ToLower(c.name));
  } else {
    for (const auto& c : columns) names.push_back(model::ToLower(c));
  }
  const TablePlan& plan = plan_.tables[it->second];
  position_of_field_.assign(plan.fields.size(), kNone);
  std::vector<bool> wanted(names.size(), false);
  for (size_t p = 0; p < names.size(); ++p) {
    if (!source->FindColumn(names[p])) {
      Error(at, "table " + Label(schema, table) + " has no column " + names[p] + ": its rows cannot be exported");
      return {};
    }
    for (size_t f = 0; f < plan.fields.size(); ++f)
      if (plan.fields[f].source == FieldPlan::Source::kColumn && plan.fields[f].column == names[p]) {
        position_of_field_[f] = p;
        wanted[p] = true;
      }
  }
  table_ = &plan;
  table_index_ = static_cast<uint32_t>(it->second);
  auto file = inputs_.find(at.file);
  file_ = file == inputs_.end() ? 0 : file->second;
  current_.store(&plan.table->name, std::memory_order_relaxed);
  return wanted;
}

void RowCapture::Put(profile::ValueKind kind, std::string_view text) {
  batch_.values.push_back({kind, false, static_cast<uint32_t>(text.size()), batch_.bytes.size()});
  batch_.bytes.append(text);
}

// A column the statement left out: the source fills it with its generator's next value or its
// default (hand-written scripts leave out ids and defaulted columns; dumps never do). false: none.
bool RowCapture::Omitted(size_t field) {
  const FieldPlan& f = table_->fields[field];
  if (f.generator) {
    auto& table = counters_[table_index_];
    if (table.empty())
      for (const auto& g : table_->fields) table.push_back(g.generator ? g.generator->first : 0);
    Put(profile::ValueKind::kNumber, std::to_string(table[field]));
    table[field] += f.generator->step;
    return true;
  }
  if (f.default_value) {
    Put(f.default_value->kind, f.default_value->text);
    return true;
  }
  if (!f.rule.nullable) return false;
  Put(profile::ValueKind::kNull, {});
  return true;
}

// MySQL: an explicit id moves AUTO_INCREMENT's counter past it.
void RowCapture::Follow(size_t field, const profile::Field& value) {
  int64_t v = 0;
  std::string ignored;
  auto& table = counters_[table_index_];
  if (table.empty())
    for (const auto& g : table_->fields) table.push_back(g.generator ? g.generator->first : 0);
  if (value.kind != profile::ValueKind::kNull && ParseInt64(value.text, v, ignored) && v < INT64_MAX)
    table[field] = std::max(table[field], v + 1);
}

void RowCapture::Row(const std::vector<profile::Field>& fields) {
  if (!table_ || stopped_.load(std::memory_order_relaxed)) return;
  const profile::Position::Point at = locator_ ? locator_->RowPoint() : profile::Position::Point{};
  batch_.rows.push_back({table_index_, file_, at.line, at.column, batch_.values.size(), ++ordinals_[table_index_]});
  for (size_t i = 0; i < table_->fields.size(); ++i) {
    const FieldPlan& f = table_->fields[i];
    const size_t p = position_of_field_[i];
    if (f.source != FieldPlan::Source::kColumn) {
      Put(profile::ValueKind::kNull, {});  // computed by the encoder, or no data
    } else if (p < fields.size()) {
      if (f.generator && f.generator->follows_explicit) Follow(i, fields[p]);
      Put(fields[p].kind, fields[p].text);
    } else if (!Omitted(i)) {
      Put(profile::ValueKind::kNull, {});
      batch_.values.back().missing = true;  // the encoder reports it: no value
    }
  }
  values_per_row_ = table_->fields.size();
  rows_.fetch_add(1, std::memory_order_relaxed);
  if (batch_.rows.size() >= kBatchRows || batch_.bytes.size() >= kBatchBytes) Flush();
}

void RowCapture::Flush() {
  if (batch_.rows.empty() && batch_.errors.empty()) return;
  batch_.seq = seq_++;
  deliver_(std::move(batch_));
  batch_ = Batch{};
  // Sized once: growing the buffers by doubling copied every value again.
  batch_.bytes.reserve(kBatchBytes + (64 << 10));
  batch_.rows.reserve(kBatchRows);
  batch_.values.reserve(kBatchRows * std::max<size_t>(values_per_row_, 1));
}

void RowCapture::BadRow(const model::SourceLocation& at, const std::string& message) {
  if (!table_ || stopped_.load(std::memory_order_relaxed)) return;
  Error(at, table_->table->name + ": " + message + ": the row cannot be exported");
}

void RowCapture::NotProfiled(const model::SourceLocation& at, const std::string& message) {
  if (stopped_.load(std::memory_order_relaxed)) return;
  Error(at, message + ": these rows cannot be exported");
}

}  // namespace spanlift::exporter
