#include "export/row_sink.h"

#include <algorithm>

#include "export/avro_encoding.h"
#include "export/value_parse.h"

namespace spanlift::exporter {

namespace {

constexpr size_t kNone = static_cast<size_t>(-1);

std::string Label(const std::string& schema, const std::string& table) { return schema.empty() ? table : schema + "." + table; }

std::string ActionText(BadValues policy, bool nulled) {
  if (policy == BadValues::kFail) return "the export fails: --bad-values null or skip-row to go on";
  return nulled ? "written as NULL" : "row skipped";
}

}  // namespace

RowSink::RowSink(const model::Schema& source, const ExportPlan& plan, Reports& reports, RowOutput output,
                 Encodings encodings)
    : source_(source), plan_(plan), reports_(reports), output_(std::move(output)), encodings_(std::move(encodings)),
      counts_(plan.tables.size()),
      ordinals_(plan.tables.size()), counters_(plan.tables.size()) {}

std::vector<bool> RowSink::BeginRows(const model::SourceLocation& at, const std::string& schema, const std::string& table,
                                     const std::vector<std::string>& columns) {
  table_ = nullptr;
  current_name_.clear();
  if (stopped_) return {};
  auto& lookup = const_cast<model::Schema&>(source_);  // FindTable is a non-const lookup
  const model::Table* source = lookup.FindTable(schema, table);
  auto it = source ? plan_.by_source.find(source) : plan_.by_source.end();
  if (it == plan_.by_source.end()) {
    reports_.Error(at, "rows for table " + Label(schema, table) +
                           (source ? ", which the converted schema does not have: they cannot be exported"
                                   : ", which the schema does not define: they cannot be exported"));
    return {};
  }
  table_index_ = it->second;
  table_ = &plan_.tables[table_index_];
  auto encoding = encodings_.find(at.file);
  encoder_.SetTranscoder(encoding == encodings_.end() ? nullptr : encoding->second);
  current_name_ = table_->table->name;
  // Positions of the dump's values: the statement's column list, or the source table's columns.
  std::vector<std::string> names;
  if (columns.empty()) {
    for (const auto& c : source->columns) names.push_back(model::ToLower(c.name));
  } else {
    for (const auto& c : columns) names.push_back(model::ToLower(c));
  }
  position_of_field_.assign(table_->fields.size(), kNone);
  std::vector<bool> wanted(names.size(), false);
  for (size_t p = 0; p < names.size(); ++p) {
    if (!source->FindColumn(names[p])) {
      reports_.Error(at, "table " + Label(schema, table) + " has no column " + names[p] + ": its rows cannot be exported");
      table_ = nullptr;
      return {};
    }
    for (size_t f = 0; f < table_->fields.size(); ++f)
      if (table_->fields[f].source == FieldPlan::Source::kColumn && table_->fields[f].column == names[p]) {
        position_of_field_[f] = p;
        wanted[p] = true;
      }
  }
  return wanted;
}

bool RowSink::Value(size_t index, const std::vector<profile::Field>& fields, const profile::Field*& value) const {
  const size_t p = position_of_field_[index];
  value = p < fields.size() ? &fields[p] : nullptr;
  return value != nullptr;
}

bool RowSink::Bad(const FieldPlan& f, const std::string& why, const profile::Field* value) {
  TableCounts& counts = counts_[table_index_];
  ++counts.bad_values;
  const bool nulled = reports_.policy() == BadValues::kNull && f.rule.nullable;
  reports_.BadValue(locator_ ? locator_->RowLocation() : model::SourceLocation{}, table_->table->name, f.name, why,
                    value ? std::optional<std::string>(Excerpt(value->text)) : std::nullopt, ActionText(reports_.policy(), nulled));
  if (nulled) {
    ++counts.nulled;
    avro::Null(row_);
  }
  return nulled;
}

bool RowSink::EncodeField(size_t index, const std::vector<profile::Field>& fields) {
  const FieldPlan& f = table_->fields[index];
  switch (f.source) {
    case FieldPlan::Source::kGenerated: return true;  // no data: Spanner computes it
    case FieldPlan::Source::kNull: avro::Null(row_); return true;
    case FieldPlan::Source::kColumn: {
      const profile::Field* value = nullptr;
      if (!Value(index, fields, value)) value = Omitted(index);
      if (!value) return Bad(f, "no value in the dump, and the column's default is not a literal", nullptr);
      if (f.generator && f.generator->follows_explicit) Follow(index, *value);
      return encoder_.Encode(f.rule, *value, row_, why_) || Bad(f, why_, value);
    }
    default: return Computed(f, fields, why_) || Bad(f, why_, nullptr);
  }
}

// A column the statement left out: the source fills it with its generator's next value or its
// default (hand-written scripts leave out ids and defaulted columns; dumps never do).
const profile::Field* RowSink::Omitted(size_t index) {
  const FieldPlan& f = table_->fields[index];
  if (f.generator) {
    int64_t& next = Counter(index);
    omitted_ = {profile::ValueKind::kNumber, std::to_string(next)};
    next += f.generator->step;
    return &omitted_;
  }
  if (f.default_value) return &*f.default_value;
  if (!f.rule.nullable) return nullptr;
  omitted_ = {profile::ValueKind::kNull, ""};
  return &omitted_;
}

int64_t& RowSink::Counter(size_t index) {
  auto& table = counters_[table_index_];
  if (table.empty())
    for (const auto& f : table_->fields) table.push_back(f.generator ? f.generator->first : 0);
  return table[index];
}

// MySQL: an explicit id moves AUTO_INCREMENT's counter past it.
void RowSink::Follow(size_t index, const profile::Field& value) {
  int64_t v = 0;
  std::string ignored;
  if (value.kind != profile::ValueKind::kNull && ParseInt64(value.text, v, ignored) && v < INT64_MAX) {
    int64_t& next = Counter(index);
    next = std::max(next, v + 1);
  }
}

// crc32 shard values and derived UUIDs, from the typed values of their inputs.
bool RowSink::Computed(const FieldPlan& f, const std::vector<profile::Field>& fields, std::string& why) {
  std::vector<shard::Value> values;
  bool any_null = false;
  for (size_t in : f.inputs) {
    const profile::Field* value = nullptr;
    shard::Value v = shard::Null{};
    if (Value(in, fields, value) && !encoder_.Typed(table_->fields[in].rule, *value, v, why)) {
      why = "computed from " + table_->fields[in].name + ", which is " + why;
      return false;
    }
    any_null |= std::holds_alternative<shard::Null>(v);
    values.push_back(std::move(v));
  }
  std::string text;
  if (f.source == FieldPlan::Source::kCrc32Shard) {
    if (f.rule.nullable) avro::Present(row_);
    avro::Long(row_, shard::Crc32Shard(shard::KeyText(values), f.shards));
    return true;
  }
  if (f.source == FieldPlan::Source::kRowUuid) {
    text = DerivedUuid(f.uuid_table, "#" + std::to_string(ordinals_[table_index_]));
  } else if (any_null) {  // a foreign key's NULL: no parent
    if (!f.rule.nullable) {
      why = "its key has a NULL part";
      return false;
    }
    avro::Null(row_);
    return true;
  } else {
    text = DerivedUuid(f.uuid_table, shard::KeyText(values));
  }
  if (f.rule.nullable) avro::Present(row_);
  avro::Bytes(row_, text);
  return true;
}

void RowSink::Row(const std::vector<profile::Field>& fields) {
  if (!table_ || stopped_) return;
  ++ordinals_[table_index_];
  row_.clear();
  bool ok = true;
  for (size_t i = 0; i < table_->fields.size() && ok; ++i) ok = EncodeField(i, fields);
  if (!ok) {
    ++counts_[table_index_].skipped;
    return;
  }
  ++counts_[table_index_].rows;
  output_(table_index_, row_);
}

void RowSink::BadRow(const model::SourceLocation& at, const std::string& message) {
  if (!table_ || stopped_) return;
  reports_.Error(at, table_->table->name + ": " + message + ": the row cannot be exported");
}

void RowSink::NotProfiled(const model::SourceLocation& at, const std::string& message) {
  if (stopped_) return;
  reports_.Error(at, message + ": these rows cannot be exported");
}

}  // namespace spanlift::exporter
