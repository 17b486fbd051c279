#pragma once
// State shared by the conversion's passes (internal to src/convert/).
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "convert/convert.h"

namespace spanlift::convert {

class Names;

// What a finding is about: a kind ("table", "column", ...) and a source name ("orders.id").
struct ObjectRef {
  std::string kind;
  std::string name;
};

// A source table and the Spanner table made from it.
struct TablePair {
  const model::Table* source = nullptr;
  model::Table* out = nullptr;
};

class Context {
 public:
  Context(const model::Schema& source, const ConvertOptions& options, ConvertResult& result);
  ~Context();

  const model::Schema& source;
  const ConvertOptions& options;
  ConvertResult& result;
  model::Schema& out;  // result.schema
  Names& names() { return *names_; }

  // Adds a finding with the registry's severity for `code`.
  void Report(std::string_view code, const model::SourceLocation& location, const ObjectRef& object,
              std::string message, std::string fix = "");
  // Leaves a source object out: a finding, a Dropped entry and the count.
  void Drop(std::string_view code, const model::SourceLocation& location, const ObjectRef& object, std::string reason,
            std::string fix = "");
  // Folds a source object into another one (partition -> parent, sequence -> identity column).
  void Merge(std::string_view kind) { Count(kind).merged++; }
  KindCounts& Count(std::string_view kind);

  // Source object name as findings show it: "orders", "audit.events" (schema kept unless it is
  // the dialect's default one), columns as "orders.id".
  std::string TableLabel(const model::Table& table) const;
  std::string ColumnLabel(const model::Table& table, std::string_view column) const;

  // Objects with at least one finding, per kind (for the "transformed" counts).
  const std::map<std::string, std::set<std::string>>& touched() const { return touched_; }

  // Source tables folded into another one (partitions), by the table they fold into.
  std::map<const model::Table*, const model::Table*> folded_into;
  // Partitioned roots without a primary key whose partitions all declare the same one that covers
  // the whole table (partitions.cpp): that key is the root's.
  std::map<const model::Table*, const model::PrimaryKey*> partition_primary_key;
  // Generated columns that could not be carried and became plain (C022), by table: what reads
  // them changes meaning (C027).
  std::map<const model::Table*, std::vector<std::string>> plain_generated;
  // Case-insensitive columns keyed through a generated LOWER(column) (collations.cpp), by table:
  // lower-cased source column -> the Spanner name of the generated column.
  std::map<const model::Table*, std::map<std::string, std::string>> lowered_columns;
  // UNIQUE keys that became the primary key of a table without one.
  std::set<const model::Index*> promoted_to_key;
  // Sequences: the Spanner name of those emitted as sequences; those folded into a column.
  std::map<const model::Sequence*, std::string> sequence_names;
  std::map<const model::Sequence*, const model::Column*> folded_sequences;
  // Converted tables, in source order.
  std::vector<TablePair> tables;
  TablePair* FindPair(const model::Table* source_table);
  // `schema` empty: any schema (PostgreSQL's search path, MySQL's databases); for a Spanner input,
  // the default schema, as Spanner reads an unqualified name.
  const model::Table* FindSourceTable(std::string_view schema, std::string_view name) const;

 private:
  std::unique_ptr<Names> names_;
  mutable std::map<std::string, const model::Table*> spanner_tables_;  // lower "schema.name", built on first use
  std::map<std::string, std::set<std::string>> touched_;
};

}  // namespace spanlift::convert
