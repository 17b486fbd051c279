// Which rule reads a column's values: the Spanner type decides the Avro encoding, the source type
// how the dump writes the value (docs/type-mapping.md lists the pairs convert makes).
#include <algorithm>

#include "export/values.h"
#include "spanner/types.h"

namespace spanlift::exporter {

namespace {

Target TargetOf(const std::string& name) {
  if (name == "BOOL") return Target::kBool;
  if (name == "INT64") return Target::kInt64;
  if (name == "FLOAT32") return Target::kFloat32;
  if (name == "FLOAT64") return Target::kFloat64;
  if (name == "NUMERIC") return Target::kNumeric;
  if (name == "BYTES") return Target::kBytes;
  if (name == "DATE") return Target::kDate;
  if (name == "TIMESTAMP") return Target::kTimestamp;
  if (name == "JSON") return Target::kJson;
  if (name == "UUID") return Target::kUuid;
  return Target::kString;
}

// A PostgreSQL domain stands for its base type (with the column's array dimensions).
model::DataType Resolved(const model::Schema& source, model::DataType type) {
  for (int depth = 0; depth < 8; ++depth) {
    const model::Domain* found = nullptr;
    for (const auto& d : source.domains)
      if (model::EqualsIgnoreCase(d.name, type.name) &&
          (type.schema.empty() || model::EqualsIgnoreCase(d.schema, type.schema)))
        found = &d;
    if (!found) break;
    int dims = type.array_dims;
    type = found->base;
    type.array_dims = std::max(dims, type.array_dims);
  }
  return type;
}

bool IsOneOf(const std::string& name, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

SourceForm ScalarForm(model::Dialect dialect, const model::DataType& type, Target target) {
  const std::string name = model::ToLower(type.name);
  if (dialect == model::Dialect::kMySql) {
    if (name == "bit") return SourceForm::kBitsMySql;
    if (name == "tinyint" && target == Target::kBool) return SourceForm::kTinyIntBool;
    if (IsOneOf(name, {"binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob"}))
      return SourceForm::kBinary;
    if (IsOneOf(name, {"geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
                       "geometrycollection"}))
      return SourceForm::kSpatial;
    return SourceForm::kText;
  }
  if (dialect == model::Dialect::kPostgres) {
    if (name == "bit" || name == "varbit") return SourceForm::kBitsPostgres;
    if (name == "boolean") return SourceForm::kBool;
    if (name == "bytea") return SourceForm::kBytea;
    if (name == "money") return SourceForm::kMoney;
    if (name == "interval") return SourceForm::kInterval;
  }
  if (target == Target::kBool) return SourceForm::kBool;  // Spanner input: TRUE / FALSE
  return SourceForm::kText;
}

}  // namespace

ValueRule RuleFor(const model::Schema& source, const model::DataType& source_type, const model::DataType& target,
                  bool nullable) {
  ValueRule rule;
  rule.target = TargetOf(target.name);
  rule.nullable = nullable;
  if (rule.target == Target::kString || rule.target == Target::kBytes) {
    const std::string arg = target.args.empty() ? "MAX" : target.args[0];
    rule.max_length = model::EqualsIgnoreCase(arg, "MAX") ? spanner::MaxLength(target.name) : std::stoll(arg);
  }
  model::DataType type = Resolved(source, source_type);
  rule.array = target.array_dims > 0;
  if (!rule.array) {
    // A multi-dimensional PostgreSQL array kept as STRING(MAX) is its text as written.
    rule.form = type.array_dims > 0 ? SourceForm::kText : ScalarForm(source.dialect, type, rule.target);
    return rule;
  }
  if (source.dialect == model::Dialect::kMySql && model::EqualsIgnoreCase(type.name, "set")) {
    rule.form = SourceForm::kSet;
    return rule;
  }
  rule.form = SourceForm::kPgArray;
  model::DataType element = type;
  element.array_dims = 0;
  rule.element = ScalarForm(source.dialect, element, rule.target);
  return rule;
}

namespace {

nlohmann::json ScalarAvroType(Target target) {
  switch (target) {
    case Target::kBool: return "boolean";
    case Target::kInt64: return "long";
    case Target::kFloat32: return "float";
    case Target::kFloat64: return "double";
    case Target::kBytes: return "bytes";
    case Target::kNumeric:
      // NUMERIC as the template's own export writes it (common/NumericUtils: precision 38, scale 9).
      return {{"type", "bytes"}, {"logicalType", "decimal"}, {"precision", 38}, {"scale", 9}};
    case Target::kUuid: return {{"type", "string"}, {"logicalType", "uuid"}};
    // Microseconds since 1970 (AvroRecordConverter.readTimestamp reads timestamp-micros exactly):
    // no text to format or parse, and 8 bytes at most.
    case Target::kTimestamp: return {{"type", "long"}, {"logicalType", "timestamp-micros"}};
    case Target::kString:
    case Target::kDate:
    case Target::kJson: return "string";
  }
  return "string";
}

}  // namespace

nlohmann::json AvroType(const ValueRule& rule) {
  nlohmann::json type = ScalarAvroType(rule.target);
  if (rule.array) type = {{"type", "array"}, {"items", nlohmann::json::array({"null", type})}};
  if (rule.nullable) type = nlohmann::json::array({"null", type});
  return type;
}

}  // namespace spanlift::exporter
