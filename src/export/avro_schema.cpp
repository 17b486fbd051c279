// The Avro schema of a table or sequence with the properties the Dataflow import reads to create
// it (AvroSchemaToDdlConverter; names and forms in docs/export.md). Statements (indexes, foreign
// keys) are spanlift's own DDL templates, so the import creates what `convert` writes.
#include <farmhash.h>

#include <algorithm>
#include <cstdio>

#include "ddl/spanner_ddl.h"
#include "export/table_plan.h"
#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::exporter {

namespace {

using Json = nlohmann::ordered_json;

// Properties every record of the template's own export carries.
void Common(Json& record, const std::string& name) {
  record["type"] = "record";
  std::string avro_name = name;  // an Avro name holds no '.': "shop.orders" is shop_orders (AvroUtil)
  std::replace(avro_name.begin(), avro_name.end(), '.', '_');
  record["name"] = avro_name;
  record["namespace"] = "spannerexport";
  record["spannerName"] = name;
  record["googleFormatVersion"] = "1.0.0";
  record["googleStorage"] = "CloudSpanner";
}

std::string Bool(bool b) { return b ? "true" : "false"; }

Json Field(const model::Column& c, const FieldPlan& plan) {
  Json f;
  f["name"] = c.name;
  if (plan.source == FieldPlan::Source::kGenerated) {
    // No data: Spanner computes the value (the template's export writes the type "null" too).
    f["type"] = "null";
    f["default"] = nullptr;
  } else {
    f["type"] = Json::parse(AvroType(plan.rule).dump());
  }
  f["sqlType"] = spanner::TypeName(c.type);
  f["notNull"] = Bool(!c.nullable);
  f["hidden"] = Bool(c.hidden);
  if (c.generated) {
    f["generationExpression"] = c.generated->expression;
    f["stored"] = Bool(c.generated->stored);
  } else if (c.identity) {
    f["identityColumn"] = "true";
    f["sequenceKind"] = "bit_reversed_positive";
    if (c.identity->skip_range_min && c.identity->skip_range_max) {
      f["skipRangeMin"] = std::to_string(*c.identity->skip_range_min);
      f["skipRangeMax"] = std::to_string(*c.identity->skip_range_max);
    }
    if (c.identity->start_counter) f["counterStartValue"] = std::to_string(*c.identity->start_counter);
  } else if (c.default_value) {
    f["defaultExpression"] = *c.default_value;
    if (c.on_update) f["onUpdateExpression"] = *c.on_update;
  }
  if (c.allow_commit_timestamp) f["spannerOption_0"] = "allow_commit_timestamp=TRUE";
  return f;
}

std::string CheckText(const model::Check& check) {
  std::string text = check.name.empty() ? "" : "CONSTRAINT " + spanner::QuoteIdentifier(check.name) + " ";
  return text + "CHECK (" + check.expression + ")";
}

}  // namespace

nlohmann::ordered_json TableSchema(const model::Table& table, const std::vector<FieldPlan>& fields,
                                   const ddl::TemplateSet& templates) {
  Json record;
  Common(record, table.name);
  Json list = Json::array();
  for (size_t i = 0; i < table.columns.size(); ++i) list.push_back(Field(table.columns[i], fields[i]));
  record["fields"] = list;
  if (table.primary_key) {
    std::string all;
    for (size_t i = 0; i < table.primary_key->parts.size(); ++i) {
      const auto& p = table.primary_key->parts[i];
      std::string part = "`" + p.column + "`" + (p.desc ? " DESC" : " ASC");
      record["spannerPrimaryKey_" + std::to_string(i)] = part;
      all += (all.empty() ? "" : ",") + part;
    }
    record["spannerPrimaryKey"] = all;
  }
  if (table.interleave) {
    record["spannerParent"] = table.interleave->parent;
    record["spannerInterleaveType"] = table.interleave->in_parent ? "IN PARENT" : "IN";
    record["spannerOnDeleteAction"] =
        model::EqualsIgnoreCase(table.interleave->on_delete, "CASCADE") ? "cascade" : "no action";
  }
  for (size_t i = 0; i < table.indexes.size(); ++i)
    record["spannerIndex_" + std::to_string(i)] = ddl::CreateIndexStatement(table, table.indexes[i], templates);
  for (size_t i = 0; i < table.foreign_keys.size(); ++i)
    record["spannerForeignKey_" + std::to_string(i)] =
        ddl::AddForeignKeyStatement(table, table.foreign_keys[i], templates);
  for (size_t i = 0; i < table.checks.size(); ++i)
    record["spannerCheckConstraint_" + std::to_string(i)] = CheckText(table.checks[i]);
  return record;
}

// A named schema: a record of no fields that says what it is (DdlToAvroSchemaConverter).
nlohmann::ordered_json NamedSchemaSchema(const model::NamedSchema& schema) {
  Json record;
  Common(record, schema.name);
  record["spannerEntity"] = "spannerNamedSchema";
  record["fields"] = Json::array();
  return record;
}

nlohmann::ordered_json SequenceSchema(const model::Sequence& sequence) {
  Json record;
  Common(record, sequence.name);
  record["fields"] = Json::array();
  // GoogleSQL sequences carry their OPTIONS entries (InformationSchemaScanner's form).
  std::vector<std::string> options = {"sequence_kind=\"bit_reversed_positive\""};
  if (sequence.skip_range_min && sequence.skip_range_max) {
    options.push_back("skip_range_min=" + std::to_string(*sequence.skip_range_min));
    options.push_back("skip_range_max=" + std::to_string(*sequence.skip_range_max));
  }
  if (sequence.start_counter) options.push_back("start_with_counter=" + std::to_string(*sequence.start_counter));
  for (size_t i = 0; i < options.size(); ++i) record["sequenceOption_" + std::to_string(i)] = options[i];
  return record;
}

std::string DerivedUuid(const std::string& table, const std::string& key_text) {
  std::string seed = "spanlift-uuid";
  seed += '\0';
  seed += model::ToLower(table);
  seed += '\0';
  seed += key_text;
  const auto h = util::Fingerprint128(seed.data(), seed.size());
  uint64_t hi = util::Uint128High64(h), lo = util::Uint128Low64(h);
  hi = (hi & ~0xF000ULL) | 0x4000ULL;                  // version 4 (random-looking)
  lo = (lo & ~(0xC000ULL << 48)) | (0x8000ULL << 48);  // RFC 4122 variant
  char buf[40];
  std::snprintf(buf, sizeof buf, "%08llx-%04llx-%04llx-%04llx-%012llx", static_cast<unsigned long long>(hi >> 32),
                static_cast<unsigned long long>((hi >> 16) & 0xffff), static_cast<unsigned long long>(hi & 0xffff),
                static_cast<unsigned long long>(lo >> 48), static_cast<unsigned long long>(lo & 0xffffffffffffULL));
  return buf;
}

}  // namespace spanlift::exporter
