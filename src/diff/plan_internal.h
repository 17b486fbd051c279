#pragma once
// The planner's state, shared by its files: plan.cpp (what each Change becomes, order, batches),
// plan_alter.cpp (in-place ALTERs), plan_recreate.cpp (row-preserving table recreates).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ddl/alter_ddl.h"
#include "ddl/templates.h"
#include "diff/diff.h"
#include "diff/renames.h"
#include "model/schema.h"

namespace spanlift::diff {

// Where a step goes in the migration; steps run in this order (stable within a phase).
// Dependents are dropped before what they depend on, parents created before children, data
// steps run between the batch that prepares them and the one that relies on them, foreign keys last.
enum class Phase {
  kPrologue,           // database options, the proto bundle, new locality groups, placements and roles
  kRevoke,             // grants NEW no longer has: before what they name is dropped
  kDropViews,          // views NEW drops, or that read what the migration drops, alters or renames
  kRenameTables,       // declared renames (Spanner carries indexes, keys and change streams along)
  kDropChangeStreams,  // streams NEW drops; streams that must stop watching what is dropped
  kDropForeignKeys,
  kDropChecks,
  kDropIndexes,
  kDropRowDeletionPolicies,
  kDropTables,
  kAlter,
  kCreate,         // sequences, tables with their indexes, new columns, row deletion policies
  kData,           // backfills and copies (DML)
  kAfterData,      // NOT NULL after a backfill, the end of recreates (drop old, rename, indexes)
  kDropColumns,    // after the data steps: a backfill can still read a column NEW drops (an
                   // undeclared rename), and a batch Spanner stops half-way has lost no column
  kCreateIndexes,  // indexes and checks on tables that existed
  kForeignKeys,
  kChangeStreams,  // new streams, FOR lists and options as NEW has them
  kViews,          // new, replaced and re-created views, each after the views it reads
  kObjects,        // property graphs, models, functions and statistics as NEW has them
  kGrants,         // new grants: after every object they name exists
  kEpilogue,       // roles, locality groups and placements NEW drops; DROP PROTO BUNDLE
};

// What the migration takes away from under views and change streams: dropped or recreated
// tables, dropped columns and columns whose type changes (a view's output type would change),
// and the old names of renamed tables. Lower-cased "table" / "table.column" -> the change.
struct Gone {
  std::map<std::string, size_t> tables, columns;
  // The change that takes away something the view reads, or npos.
  size_t Under(const model::View& view) const;
  // The stream as it must be before the drops: without what is gone.
  model::ChangeStream Narrowed(const model::ChangeStream& stream) const;
};

// A column as ALTER COLUMN re-specifies it: no identity (it stays as deployed) and no OPTIONS
// (Spanner rejects them there and keeps the deployed ones; SET OPTIONS changes them).
model::Column RestatedColumn(const model::Column& column);

// ALTER TABLE t ADD [CONSTRAINT n] CHECK (expr).
std::string AddCheckSql(const model::Table& table, const model::Check& check);

class Planner {
 public:
  Planner(const model::Schema& old_schema, const model::Schema& new_schema, const DiffOptions& options,
          const ddl::TemplateSet& templates, DiffResult& result)
      : old_(old_schema), new_(new_schema), options_(options), templates_(templates), result_(result) {}

  void Run();

 private:
  // plan.cpp
  void PlanChange(size_t i);
  void PlanTable(size_t i);
  void PlanColumnAdded(size_t i, const model::Table& table, const model::Column& column);
  void PlanIndex(size_t i);
  void PlanConstraint(size_t i, const std::string& kind, const std::string* old_name, const std::string& add_sql,
                      Phase drop_phase, Phase add_phase, bool validates);
  void PlanForeignKey(size_t i);
  void PlanCheck(size_t i);
  void PlanSequence(size_t i);
  void PlanRowDeletionPolicy(size_t i);
  void PlanSchema(size_t i);
  void AssignBatches();
  void ReportUncovered();
  // Refusals: what needs a table recreate, per table, decided before any step is planned.
  void FindRecreates();
  std::optional<std::pair<const char*, std::string>> RecreateReason(const Change& c) const;
  bool HasChildren(const model::Table& old_table) const;  // tables interleaved in it, in OLD

  // plan_alter.cpp
  void PlanColumnAltered(size_t i);
  void PlanInterleaveAltered(size_t i);
  void RebuildIndexesFor(const std::string& table, const std::string& column, const std::vector<size_t>& changes);
  // Whether a NOT NULL change of a column it keys makes RebuildIndexesFor drop and create the index.
  bool NullabilityRebuilds(const std::string& table, const model::Index& old_index) const;
  void PlanIndexStoring(size_t i, const model::Index& old_index, const model::Index& new_index);
  void PlanSequenceAltered(size_t i, const model::Sequence& old_seq, const model::Sequence& new_seq);

  // plan_objects.cpp
  Gone FindGone() const;
  void PlanViews(const Gone& gone);
  void PlanChangeStreams(const Gone& gone);
  void PlanStreamFor(const model::ChangeStream& old_stream, const model::ChangeStream& new_stream, size_t change,
                     const Gone& gone);
  void PlanStreamOptions(size_t i);

  // plan_spanner.cpp: the objects of compare_spanner.cpp.
  void PlanSpannerObject(size_t i);
  void PlanSearchIndex(size_t i);
  void PlanTextObject(size_t i);
  void PlanProtoBundle(size_t i);
  bool ReadsDropped(const model::SpannerObject& graph) const;
  bool ReadsNew(const model::SpannerObject& graph) const;

  // plan_renames.cpp
  void PlanTableRenames();
  bool PlanColumnRename(const ColumnRename& rename);
  const ColumnRename* RenamedColumn(const std::string& table, const std::string& column) const;

  // plan_recreate.cpp
  void PlanRecreate(const std::string& table, const std::vector<size_t>& changes);
  void PlanRecreatedSearchIndexes(const model::Table& old_table, const std::string& why,
                                  const std::vector<size_t>& changes);
  std::vector<std::string> CopyStatements(const model::Table& old_table, const model::Table& new_table,
                                          const std::string& temp) const;

 public:
  // Helpers shared by the files.
  // `order` sorts steps within a phase (interleave depth: parents created first, children dropped first).
  void Add(Phase phase, Step::Kind kind, std::string sql, std::string comment, std::vector<size_t> changes,
           int order = 0);
  void Ddl(Phase phase, std::string sql, std::string comment, size_t change, int order = 0) {
    Add(phase, Step::Kind::kDdl, std::move(sql), std::move(comment), {change}, order);
  }
  // The step just added checks existing rows (NOT NULL, a shorter length, BYTES -> STRING, a UNIQUE
  // index, a CHECK or foreign key on a table with rows) and can be rejected on data.
  void Validates() { planned_.back().validates = true; }
  void Refuse(const char* code, model::Severity severity, size_t change, std::string message, std::string fix);
  bool DropAllowed(size_t change, const std::string& what);
  std::string RenameInto(size_t added) const;
  const model::Table* OldTable(const std::string& name) const;
  const model::Table* NewTable(const std::string& name) const;
  std::string Quote(const std::string& name) const;
  // A table, sequence, view or change stream by its qualified name ("sch.t": `sch`.`t`).
  std::string QuoteName(const std::string& qualified) const;
  // An index of `table`, named in its table's schema.
  std::string IndexName(const model::Table& table, const std::string& index) const;
  // A table as deployed (qualified): OLD's spelling when OLD has it (statements on existing objects use the
  // names Spanner stores; the emulator matches names case-sensitively), else NEW's.
  std::string Deployed(const std::string& table) const;

 private:
  struct Planned {
    Phase phase;
    int order;
    Step step;
    bool validates = false;  // checks existing rows: a batch of its own (AssignBatches)
  };
  const model::Schema& old_;
  const model::Schema& new_;
  const DiffOptions& options_;
  const ddl::TemplateSet& templates_;
  DiffResult& result_;
  std::vector<Planned> planned_;
  std::map<std::string, std::vector<size_t>> recreated_;  // lower-cased table -> its changes
  std::set<std::string> refused_;                         // lower-cased tables left as they are
  std::vector<size_t> explained_;                         // changes a finding is about
  std::set<size_t> done_;                                 // changes planned out of turn (renames)
  std::set<std::string> rebuilt_;                         // "table.index" dropped and created by RebuildIndexesFor
};

}  // namespace spanlift::diff
