#pragma once
// Conversion: a MySQL or PostgreSQL schema model in, a Spanner (GoogleSQL) schema model out,
// plus every finding, rename and dropped object, so that nothing changes silently.
// Later stages (the hotspot rewrites, the emitters) work on ConvertResult::schema.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/schema.h"

namespace spanlift::convert {

struct ConvertOptions {
  bool native_uuid = false;  // UUID -> Spanner UUID (and NEW_UUID()) instead of STRING(36)
  // --spanner-features 2026 (policy spanner_features): the forms newer than the emulator may be
  // emitted: MySQL ON UPDATE CURRENT_TIMESTAMP as a commit-timestamp ON UPDATE (C028), and the
  // native UUID type (native_uuid). docs/spanner-features.md.
  bool features_2026 = false;
  // UNIQUE indexes over strings the source compares case-insensitively key a STORED generated
  // LOWER(column) instead (policy case_insensitive_keys = "lower", C037).
  bool lower_case_insensitive_keys = false;
  // Each schema other than the dropped one becomes a Spanner named schema: its tables are named
  // "schema.name" (policy schemas = "named", docs/names.md). Unset: a Spanner input keeps its
  // named schemas, other inputs get prefixes.
  std::optional<bool> named_schemas;
};

// A name that had to change (invalid, too long, colliding, or flattened from a schema).
struct Rename {
  std::string kind;  // "table", "column", "index", "constraint", "sequence"
  std::string from;  // source name, qualified where it had a schema ("shop.orders", "orders.id")
  std::string to;    // Spanner name
  std::string code;  // finding code that explains it
  model::SourceLocation location;
  std::string table;   // columns: the Spanner name of their table
  std::string source;  // columns: the source name alone (`from` without the table)
};

// A source object that has no counterpart in the output.
struct Dropped {
  std::string kind;    // "column", "index", "foreign key", "check", "sequence", "table", ...
  std::string object;  // "orders.total", "idx_x", ...
  std::string reason;
  std::string code;
  model::SourceLocation location;
};

// Per object kind: in = objects in the source; emitted = objects in the output that came from
// the source; transformed = emitted with a finding; merged = folded into another object with a
// finding (a partition into its parent, an owned sequence into an identity column, an enum type
// into its columns); dropped = left out with a finding; added = made up by the conversion
// (synthetic keys, CHECKs for enums).
struct KindCounts {
  uint64_t in = 0, emitted = 0, transformed = 0, merged = 0, dropped = 0, added = 0;
};

struct Accounting {
  std::map<std::string, KindCounts> kinds;  // "table", "column", "index", ...
  bool balanced = true;                     // in == emitted + merged + dropped for every kind
};

// One change the hotspot rewrites (src/rewrite) made, for the reports.
struct RewriteChange {
  std::string code;  // R-code (docs/rules/R*.md)
  std::string table;
  std::string what;
  std::string application;  // what the application must change; empty when nothing
};

// A table's key structure before and after the rewrites (key, interleaving, indexes).
struct TableShape {
  std::string table, before, after;
  std::string load, load_evidence;  // whether the table can take write load (analysis/table_load.h)
  uint64_t rows = 0;                // the source table's rows in the input (0: none read)
};

struct ConvertResult {
  model::Schema schema;         // dialect kSpanner, types spelled as in GoogleSQL
  model::Diagnostics findings;  // C-codes (docs/rules/C*.md)
  std::vector<Rename> renames;
  std::vector<Dropped> dropped;
  std::vector<model::SkippedObject> not_converted;  // views, functions, triggers, grants...
  Accounting accounting;
  std::vector<RewriteChange> rewrites;  // empty with --no-rewrite
  std::vector<TableShape> shapes;       // every table, when the rewrites ran
  // The model Convert read (not owned: valid while the caller keeps it), so that the rewrites
  // classify columns with their source types and generators, as lint does.
  const model::Schema* source = nullptr;
};

ConvertResult Convert(const model::Schema& source, const ConvertOptions& options);
// The result points at `source`: a temporary would leave it dangling.
ConvertResult Convert(model::Schema&& source, const ConvertOptions& options) = delete;

}  // namespace spanlift::convert
