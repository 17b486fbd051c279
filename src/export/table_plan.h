#pragma once
// What each converted table's Avro files hold (docs/export.md): its schema with the properties the
// Dataflow import reads to create the table, and, per field, where the value comes from: a
// source column of the dump's rows, nothing (generated columns: Spanner computes them), or a
// value spanlift computes the way the schema would (crc32 shard columns, UUID keys).
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "convert/convert.h"
#include "ddl/templates.h"
#include "export/values.h"
#include "simulate/simulate.h"

namespace spanlift::exporter {

struct FieldPlan {
  enum class Source {
    kColumn,      // the source column `column` (lower-cased name in the source table)
    kGenerated,   // a generated column: no data (Avro type "null")
    kNull,        // no source and nullable: NULL
    kCrc32Shard,  // crc32(key text of `inputs`) mod shards (docs/sharding.md)
    kRowUuid,     // a synthetic key: a UUID derived from the table and the row's place in the dump
    kKeyUuid,     // a UUID key replacing `inputs` (the old key): derived from the table and the old key
    kParentUuid,  // a foreign key's UUID column: the parent's kKeyUuid of `inputs` (the old columns)
  };
  std::string name;
  Source source = Source::kColumn;
  std::string column;          // kColumn: the source column's lower-cased name
  ValueRule rule;              // the Spanner type's rule (kColumn: read from the source column's type)
  std::vector<size_t> inputs;  // fields whose values feed a computed one, in order
  std::string uuid_table;      // kKeyUuid / kParentUuid: whose old key the UUID stands for
  int64_t shards = 0;          // kCrc32Shard
  // kColumn, when a statement leaves the column out (hand-written scripts): the source's default
  // as a value when it is a literal, or its generator replayed (AUTO_INCREMENT, serial, identity).
  std::optional<profile::Field> default_value;
  struct Generator {
    int64_t first = 1, step = 1;
    bool follows_explicit = false;  // MySQL: an explicit id moves the counter past it
  };
  std::optional<Generator> generator;
};

struct TablePlan {
  const model::Table* table = nullptr;          // the converted table
  const model::Table* source = nullptr;         // its source table
  std::vector<const model::Table*> partitions;  // source partitions folded into it
  std::vector<FieldPlan> fields;
  std::string schema_json;  // the Avro schema, as every file of the table carries it
  int depth = 0;            // interleave depth: parents (0) are loaded first
  // Writes spread (docs/export.md): the rows cut into `chunks` files of consecutive rows, by the
  // row's place among the `expected_rows` the profile counted (0: not known, one chunk).
  uint64_t chunks = 1, expected_rows = 0;
  uint64_t ChunkOf(uint64_t ordinal) const {  // ordinal from 1; rows past the count stay in the last
    return simulate::ExportChunkOf(ordinal - 1, expected_rows, chunks);  // what `simulate` replays
  }
};

// An object the export writes as one empty Avro file that carries its schema, as the template's
// own export does: a sequence or a named schema.
struct SchemaOnlyPlan {
  std::string name;
  std::string schema_json;
};

struct ExportPlan {
  std::vector<TablePlan> tables;  // in the converted schema's order
  std::vector<SchemaOnlyPlan> sequences;
  std::vector<SchemaOnlyPlan> named_schemas;  // listed with the tables; the import creates them first
  std::vector<std::string> notes;             // what the import will not carry (views, row deletion policies)
  std::vector<std::string> errors;            // columns no value can fill: nothing is exported
  // The dump's tables (source tables and folded partitions) -> index into `tables`.
  std::map<const model::Table*, size_t> by_source;
};

// The plan of `result` (converted from `source`, kept alive by the caller).
ExportPlan PlanExport(const model::Schema& source, const convert::ConvertResult& result,
                      const ddl::TemplateSet& templates);

// The Avro schema of a table (avro_schema.cpp); `fields` give each column's Avro type.
nlohmann::ordered_json TableSchema(const model::Table& table, const std::vector<FieldPlan>& fields,
                                   const ddl::TemplateSet& templates);
nlohmann::ordered_json SequenceSchema(const model::Sequence& sequence);
nlohmann::ordered_json NamedSchemaSchema(const model::NamedSchema& schema);

// A UUID (version 4 form, lower case) derived from a table's name and a key's text: the same key
// gives the same UUID, so a child's UUID column matches its parent's key (docs/export.md).
std::string DerivedUuid(const std::string& table, const std::string& key_text);

}  // namespace spanlift::exporter
