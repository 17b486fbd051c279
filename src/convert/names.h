#pragma once
// The deterministic renaming of source names that break Spanner's identifier rules
// (spanner/identifiers.h; docs/names.md).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "convert/context.h"
#include "spanner/identifiers.h"

namespace spanlift::convert {

// Deterministic repair: every other character (a whole UTF-8 sequence counts as one) becomes
// '_'; "x_" goes in front of a name that does not start with a letter ("x" alone before '_');
// a name over 128 characters keeps 119 and gets '_' plus 8 hex digits of a hash of the whole
// name.
std::string SanitizeIdentifier(std::string_view name);

// A set of names compared the way Spanner compares them: case-insensitively.
class NameScope {
 public:
  bool Contains(std::string_view name) const;
  void Add(std::string_view name);
  // `base` when free, else base_2, base_3... (cut so that the result fits 128 characters); taken
  // or not inside the named `schema` when one is given (the result is without it).
  std::string FirstFree(std::string_view base, std::string_view schema = "") const;

 private:
  std::set<std::string> lower_;
};

// Every name of the output: tables and columns assigned up front in source order (so the first
// of two colliding objects keeps its name), then indexes, constraints and sequences in the
// database-wide namespace as the passes create them. Every change is a Rename and a finding.
class Names {
 public:
  explicit Names(Context& ctx) : ctx_(ctx) {}

  // Names every converted table (Context::tables) and its columns.
  void AssignTables();
  const std::string& Table(const model::Table& source) const;
  // The Spanner name of a source column; nullopt if the table has no such column.
  std::optional<std::string> Column(const model::Table& source, std::string_view column) const;
  // A column the conversion adds (a synthetic key): `base`, or the first free variant.
  std::string NewColumn(const model::Table& source, std::string_view base);
  // A name in the database-wide namespace (index, constraint, sequence): `label` is the source
  // name findings show, `flat` the wanted name (`flattened`: a schema became its prefix). On a
  // collision the Spanner table name is tried as a prefix first ("orders_idx_created"), then
  // _2, _3...
  // `schema`: the Spanner named schema of a sequence; the name returned is then "schema.name".
  std::string Global(std::string_view kind, std::string_view label, std::string_view flat,
                     std::string_view spanner_table, const model::SourceLocation& location, bool flattened = false,
                     std::string_view schema = "");
  // An index name, unique in the schema of `spanner_table` (Spanner keeps an index in its table's
  // schema); returned without the schema.
  std::string Index(std::string_view label, std::string_view flat, std::string_view spanner_table,
                    const model::SourceLocation& location);
  // The source schema is dropped from table and sequence names when it is PostgreSQL's
  // `public` or the one schema every table lives in; other schemas become a prefix, or with
  // ConvertOptions::named_schemas a Spanner named schema (the name is then left as it is).
  std::string Flatten(std::string_view schema, std::string_view name) const;
  // The Spanner named schema of a source schema: "" unless ConvertOptions::named_schemas keeps it.
  std::string NamedSchema(std::string_view schema) const;

 private:
  struct TableNames {
    std::string name;
    std::map<std::string, std::string> columns;  // exact source name -> Spanner name
    NameScope scope;
  };
  void DecideDroppedSchemas();
  bool Named() const;  // whether kept schemas become Spanner named schemas
  // With named schemas: each kept source schema claims its (repaired) name in the default
  // schema's namespace, where Spanner puts schema names, and becomes a CREATE SCHEMA.
  void DeclareNamedSchemas();
  // Claims `flat` (repaired) in `scope`, inside the named `schema` when one is given; returns
  // the qualified name.
  std::string Claim(NameScope& scope, std::string_view kind, std::string_view label, std::string_view flat,
                    std::string_view prefix, const model::SourceLocation& location, bool flattened,
                    std::string_view schema = "");

  Context& ctx_;
  NameScope global_;
  std::set<std::string> dropped_schemas_;
  std::map<std::string, std::string> named_schemas_;  // source schema -> Spanner named schema
  std::map<const model::Table*, TableNames> tables_;
};

}  // namespace spanlift::convert
