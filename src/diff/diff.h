#pragma once
// `spanlift diff`: the Spanner migration from one schema to another, and a review of the change
// (docs/diff.md). One file per stage:
//   load    OLD / NEW (file, git:REV:PATH or -) of any dialect -> Spanner model; a MySQL or
//           PostgreSQL side is converted (and rewritten) with the same options and policy;
//   compare the two Spanner models, spelling normalised -> object-level Changes;
//   plan    Changes -> Steps (DDL or data statements) in batches Spanner accepts, refusals
//           (what Spanner cannot ALTER, drops without --allow-drop) as findings;
//   review  findings on what the change adds or alters (hotspots, destructive and
//           data-dependent steps), ignore comments and the config applied.
// The output formats (sql, markdown, json, sarif, github, gitlab) live in src/diff/output/.
#include <string>
#include <vector>

#include "model/diagnostics.h"
#include "model/schema.h"

namespace spanlift::diff {

enum class ObjectKind {
  kTable,
  kColumn,
  kPrimaryKey,
  kInterleave,
  kIndex,
  kForeignKey,
  kCheck,
  kSequence,
  kRowDeletionPolicy,
  kView,
  kChangeStream,
  kSchema,  // a named schema (CREATE SCHEMA)
  // Spanner-only objects (compare_spanner.cpp): name is the object's (qualified) name; for a
  // grant the GRANT statement, for a synonym its table's and its own.
  kSearchIndex,  // search and vector indexes
  kRole,
  kGrant,
  kPropertyGraph,
  kModel,
  kFunction,
  kLocalityGroup,
  kPlacement,
  kStatistics,  // an optimizer statistics package (its OPTIONS)
  kProtoBundle,
  kDatabase,  // database OPTIONS
  kSynonym,
};
const char* ObjectKindName(ObjectKind kind);  // "table", "column", "primary key", ...

enum class ChangeKind { kAdded, kDropped, kAltered };
const char* ChangeKindName(ChangeKind kind);  // "added", "dropped", "altered"

// One difference between OLD and NEW after normalisation (quoting and case of names, default
// ASC, default ON DELETE NO ACTION, inline vs table-level keys, OPTIONS order, expression
// spelling, type spellings): never a difference of spelling alone.
struct Change {
  ObjectKind object = ObjectKind::kTable;
  ChangeKind kind = ChangeKind::kAdded;
  std::string table;          // owning table (NEW's spelling); for kSequence, kView, kChangeStream empty
  std::string name;           // column, index, constraint or sequence name; empty for table-level objects
  std::string property;       // kAltered: "type", "not null", "default", "options", "on delete", "storing",
                              // "expression", "parts", "for" (change streams), "name" (a declared
                              // table rename), ... (one Change per altered property)
  std::string before, after;  // the property (or, for added/dropped, the object) as Spanner DDL text
  model::SourceLocation old_location, new_location;
};

// One statement of the migration.
struct Step {
  enum class Kind { kDdl, kData };  // kData: DML (UPDATE, INSERT ... SELECT), run between batches
  Kind kind = Kind::kDdl;
  std::string sql;              // one statement, without the trailing ';'
  std::string comment;          // why, one or more lines; emitted as "-- " lines above the statement
  int batch = 0;                // 1-based; the DDL statements of one batch go in one UpdateDatabaseDdl call;
                                // a data step carries the batch it runs after
  std::vector<size_t> changes;  // positions in DiffResult::changes this step carries out
};

// A finding of the diff: planner refusals and review findings (D-codes, docs/rules/D*.md) and
// hotspot findings (H-codes) on objects the change adds or alters.
struct Finding {
  model::Diagnostic diagnostic;  // location in NEW's file (OLD's for what NEW no longer has)
  std::string fingerprint;       // stable across unrelated edits (code + object): SARIF partialFingerprints
  bool suppressed = false;       // by a `-- spanlift:ignore CODE` comment or the config file
};

// Declared renames (renames.h), resolved against OLD and NEW: nothing is ever guessed as a rename.
struct TableRename {
  std::string from, to;            // OLD's name, NEW's name
  model::SourceLocation location;  // of the declaration (NEW's table when it came from a flag or the config)
};
struct ColumnRename {
  std::string table;     // NEW's table name
  std::string from, to;  // OLD's column, NEW's column
  model::SourceLocation location;
};
struct Renames {
  std::vector<TableRename> tables;  // in an order that can be applied one by one
  std::vector<ColumnRename> columns;
  std::vector<Finding> refused;  // D017: declarations that cannot apply (ignored)
};

struct DiffOptions {
  bool allow_drop = false;      // emit DROP statements (otherwise each drop is a finding)
  bool allow_recreate = false;  // emit row-preserving recreate plans for what Spanner cannot ALTER
  Renames renames;              // OLD given to Plan already carries the table renames (ApplyTableRenames)
};

struct DiffResult {
  std::vector<Change> changes;    // in NEW's object order, then what only OLD has
  std::vector<Step> steps;        // in execution order
  std::vector<Finding> findings;  // in the order of the changes they are about
  int batches = 0;
};

}  // namespace spanlift::diff
