#include "export/row_encoder.h"

#include "export/avro_encoding.h"

namespace spanlift::exporter {

namespace {

std::string ActionText(BadValues policy, bool nulled) {
  if (policy == BadValues::kFail) return "the export fails: --bad-values null or skip-row to go on";
  return nulled ? "written as NULL" : "row skipped";
}

}  // namespace

RowEncoder::RowEncoder(const ExportPlan& plan, BadValues policy, const std::vector<std::string>& inputs,
                       const std::vector<std::string>& encodings, Codec codec, size_t block_bytes)
    : plan_(plan), policy_(policy), inputs_(inputs), codec_(codec), block_bytes_(block_bytes) {
  for (const auto& e : encodings) transcoders_.push_back(std::make_unique<Transcoder>(e));
}

bool RowEncoder::Bad(const Batch::Row& row, const FieldPlan& f, const std::string& why, const Value* value) {
  TableCounts& counts = out_->counts[row.table];
  ++counts.bad_values;
  const bool nulled = policy_ == BadValues::kNull && f.rule.nullable;
  out_->reports.push_back({false,
                           {inputs_[row.file], row.line, row.column},
                           plan_.tables[row.table].table->name,
                           f.name,
                           why,
                           ActionText(policy_, nulled),
                           value ? std::optional<std::string>(Excerpt(value->text)) : std::nullopt});
  if (nulled) {
    ++counts.nulled;
    avro::Null(raw_);
  }
  return nulled;
}

bool RowEncoder::Field(const Batch& batch, const Batch::Row& row, size_t index) {
  const FieldPlan& f = plan_.tables[row.table].fields[index];
  switch (f.source) {
    case FieldPlan::Source::kGenerated: return true;  // no data: Spanner computes it
    case FieldPlan::Source::kNull: avro::Null(raw_); return true;
    case FieldPlan::Source::kColumn: {
      if (batch.values[row.first + index].missing)
        return Bad(row, f, "no value in the dump, and the column's default is not a literal", nullptr);
      const Value value = batch.At(row, index);
      return encoder_.Encode(f.rule, value, raw_, why_) || Bad(row, f, why_, &value);
    }
    default: return Computed(batch, row, f, why_) || Bad(row, f, why_, nullptr);
  }
}

// crc32 shard values and derived UUIDs, from the typed values of their inputs.
bool RowEncoder::Computed(const Batch& batch, const Batch::Row& row, const FieldPlan& f, std::string& why) {
  const TablePlan& table = plan_.tables[row.table];
  std::vector<shard::Value> values;
  bool any_null = false;
  for (size_t in : f.inputs) {
    shard::Value v = shard::Null{};
    if (!batch.values[row.first + in].missing && !encoder_.Typed(table.fields[in].rule, batch.At(row, in), v, why)) {
      why = "computed from " + table.fields[in].name + ", which is " + why;
      return false;
    }
    any_null |= std::holds_alternative<shard::Null>(v);
    values.push_back(std::move(v));
  }
  std::string text;
  if (f.source == FieldPlan::Source::kCrc32Shard) {
    if (f.rule.nullable) avro::Present(raw_);
    avro::Long(raw_, shard::Crc32Shard(shard::KeyText(values), f.shards));
    return true;
  }
  if (f.source == FieldPlan::Source::kRowUuid) {
    text = DerivedUuid(f.uuid_table, "#" + std::to_string(row.ordinal));
  } else if (any_null) {  // a foreign key's NULL: no parent
    if (!f.rule.nullable) {
      why = "its key has a NULL part";
      return false;
    }
    avro::Null(raw_);
    return true;
  } else {
    text = DerivedUuid(f.uuid_table, shard::KeyText(values));
  }
  if (f.rule.nullable) avro::Present(raw_);
  avro::Bytes(raw_, text);
  return true;
}

// The block being filled, compressed into the batch's blocks.
void RowEncoder::EndBlock() {
  if (block_.rows == 0) return;
  std::string error;
  if (!CompressBlock(codec_, raw_, block_.data, error)) {
    Encoded::Report& r =
        out_->reports.emplace_back();  // filled in place: GCC -O3 saw the aggregate's string as uninitialized
    r.error = true;
    r.why = plan_.tables[block_.table].table->name + ": " + error;
  }
  out_->blocks.push_back(std::move(block_));
  block_ = Encoded::Block{};
  raw_.clear();
}

Encoded RowEncoder::Encode(const Batch& batch) {
  Encoded out;
  out.seq = batch.seq;
  out.counts.resize(plan_.tables.size());
  out_ = &out;
  size_t error = 0;
  auto errors_before = [&](size_t row) {
    for (; error < batch.errors.size() && batch.errors[error].before <= row; ++error)
      out.reports.push_back({true, batch.errors[error].at, "", "", batch.errors[error].message, "", std::nullopt});
  };
  const Transcoder* current = nullptr;
  for (size_t r = 0; r < batch.rows.size(); ++r) {
    errors_before(r);
    const Batch::Row& row = batch.rows[r];
    const TablePlan& table = plan_.tables[row.table];
    const uint64_t chunk = table.ChunkOf(row.ordinal);
    if (block_.rows > 0 && (block_.table != row.table || block_.chunk != chunk || raw_.size() >= block_bytes_))
      EndBlock();
    const Transcoder* t = row.file < transcoders_.size() ? transcoders_[row.file].get() : nullptr;
    if (t != current) encoder_.SetTranscoder(current = t);
    // Encoded straight into the block; a row that fails is cut off again.
    const size_t start = raw_.size();
    bool ok = true;
    for (size_t i = 0; i < table.fields.size() && ok; ++i) ok = Field(batch, row, i);
    if (!ok) {
      raw_.resize(start);
      ++out.counts[row.table].skipped;
      continue;
    }
    ++out.counts[row.table].rows;
    block_.table = row.table;
    block_.chunk = chunk;
    ++block_.rows;
  }
  EndBlock();
  errors_before(batch.rows.size());
  out_ = nullptr;
  return out;
}

}  // namespace spanlift::exporter
