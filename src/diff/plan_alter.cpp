// In-place changes: what Spanner's ALTER statements can do (spanner/alter_rules.h decides which).
#include <algorithm>

#include "ddl/spanner_ddl.h"
#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "spanner/alter_rules.h"
#include "verify/compare.h"

namespace spanlift::diff {

namespace {

std::string RangeOption(const std::optional<int64_t>& v) { return v ? std::to_string(*v) : "NULL"; }

bool Contains(const std::vector<std::string>& names, const std::string& name) {
  return std::any_of(names.begin(), names.end(), [&](const auto& n) { return model::EqualsIgnoreCase(n, name); });
}

}  // namespace

// Type, NOT NULL and HIDDEN change through a full re-specification of the column (GoogleSQL has no
// SET NOT NULL; the emulator rejects it), which also resets the default it leaves out: so it carries
// NEW's default, and one re-specification covers every such property of the column. It never
// carries OPTIONS: Spanner rejects OPTIONS in a re-specification (measured) and keeps the column's
// options through one, so an options change is its own SET OPTIONS.
void Planner::PlanColumnAltered(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table& table = *NewTable(c.table);
  const model::Column& column = *table.FindColumn(c.name);
  const model::Column& old_column = *OldTable(c.table)->FindColumn(c.name);
  const std::string table_name = QuoteName(Deployed(c.table)), column_name = Quote(old_column.name);
  // The changes of this column one re-specification carries (NEW's default and options with
  // it); planned at the first of them.
  auto restated = [](const std::string& property) {
    return property == "type" || property == "not null" || property == "hidden";
  };
  std::vector<size_t> carried;
  bool respecified = false;
  for (size_t j = 0; j < result_.changes.size(); ++j) {
    const Change& other = result_.changes[j];
    if (other.object != ObjectKind::kColumn || other.kind != ChangeKind::kAltered ||
        !model::EqualsIgnoreCase(other.table, c.table) || !model::EqualsIgnoreCase(other.name, c.name))
      continue;
    respecified |= restated(other.property);
    if (restated(other.property) || other.property == "default") carried.push_back(j);
  }
  if (restated(c.property)) {
    size_t first = carried.front();
    for (size_t j : carried)
      if (restated(result_.changes[j].property)) {
        first = j;
        break;
      }
    if (first != i) return;  // one statement for the column
    std::string what;
    for (size_t j : carried) {
      const Change& other = result_.changes[j];
      what += (what.empty() ? "" : ", ") + other.property + " " + other.before + " -> " + other.after;
    }
    model::Column spec = RestatedColumn(column);
    spec.generated.reset();
    spec.name = old_column.name;
    Add(Phase::kAlter, Step::Kind::kDdl,
        ddl::AlterTableStatement(table_name, ddl::RestateColumnClause(spec, templates_)),
        "column " + c.table + "." + column.name + ": " + what +
            (spanner::AlterChecksValues(old_column, column)
                 ? " (Spanner validates existing values; the statement restates the whole column)"
                 : " (the statement restates the whole column)"),
        carried);
    if (spanner::AlterChecksValues(old_column, column)) Validates();
    if (old_column.nullable != column.nullable) RebuildIndexesFor(c.table, old_column.name, carried);
  } else if (c.property == "default") {
    if (respecified) return;  // the re-specification carries NEW's default
    Ddl(Phase::kAlter,
        ddl::AlterTableStatement(table_name, ddl::ColumnExpressionClause(column_name, "DEFAULT", column.default_value)),
        "default " + c.before + " -> " + c.after + " (existing rows keep their values)", i);
  } else if (c.property == "options") {
    Ddl(Phase::kAlter,
        ddl::AlterTableStatement(
            table_name,
            ddl::ColumnOptionsClause(column_name, OptionsDelta(ColumnOptions(old_column), ColumnOptions(column)))),
        "column options " + c.before + " -> " + c.after, i);
  } else if (c.property == "on update") {
    Ddl(Phase::kAlter,
        ddl::AlterTableStatement(table_name, ddl::ColumnExpressionClause(column_name, "ON UPDATE", column.on_update)),
        "ON UPDATE " + c.before + " -> " + c.after + " (existing rows keep their values)", i);
  } else if (c.property == "identity") {
    const model::Identity &o = *old_column.identity, &n = *column.identity;
    if (o.skip_range_min != n.skip_range_min || o.skip_range_max != n.skip_range_max)
      Ddl(Phase::kAlter,
          ddl::AlterTableStatement(table_name,
                                   ddl::IdentitySkipRangeClause(column_name, n.skip_range_min, n.skip_range_max)),
          "identity skip range " + c.before + " -> " + c.after, i);
    if (o.start_counter != n.start_counter && n.start_counter)
      Ddl(Phase::kAlter,
          ddl::AlterTableStatement(table_name, ddl::IdentityRestartClause(column_name, *n.start_counter)),
          "identity counter restarts: values already generated must lie outside what it generates next", i);
  }
}

// Spanner refuses a NOT NULL change on a column an index keys (not NULL_FILTERED): the index is
// dropped before the ALTER and created again after it, in the same batch. An index the change
// drops or redefines anyway is PlanIndex's; one NEW drops without --allow-drop stays as OLD has it.
void Planner::RebuildIndexesFor(const std::string& table, const std::string& column,
                                const std::vector<size_t>& changes) {
  const model::Table& o = *OldTable(table);
  const model::Table& n = *NewTable(table);
  for (const model::Index* index : spanner::IndexesBlockingNullability(o, column)) {
    bool redefined = false;
    std::vector<size_t> carried = changes;
    for (size_t j = 0; j < result_.changes.size(); ++j) {
      const Change& c = result_.changes[j];
      if (c.object != ObjectKind::kIndex || !model::EqualsIgnoreCase(c.table, table) ||
          !model::EqualsIgnoreCase(c.name, index->name))
        continue;
      if (c.kind == ChangeKind::kAltered && c.property == "storing")
        carried.push_back(j);  // NEW's STORING below
      else
        redefined |= c.kind == ChangeKind::kAltered || options_.allow_drop;  // PlanIndex drops it
    }
    if (redefined || !rebuilt_.insert(model::ToLower(table) + "." + model::ToLower(index->name)).second) continue;
    const model::Index* kept = FindIndex(n, index->name);
    Add(Phase::kDropIndexes, Step::Kind::kDdl, ddl::DropStatement("INDEX", IndexName(o, index->name)),
        "index " + index->name + " keys " + column +
            ": Spanner refuses a NOT NULL change while it exists; created "
            "again after the ALTER",
        carried);
    Add(Phase::kCreateIndexes, Step::Kind::kDdl,
        ddl::CreateIndexStatement(kept ? n : o, kept ? *kept : *index, templates_),
        "index " + index->name + " created again after the NOT NULL change (Spanner backfills it)", carried);
    if ((kept ? *kept : *index).unique) Validates();
  }
}

// ON DELETE changes in place; INTERLEAVE IN <-> IN PARENT with SET INTERLEAVE, going through
// NO ACTION when the table becomes IN PARENT ... ON DELETE CASCADE.
void Planner::PlanInterleaveAltered(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table& table = *NewTable(c.table);
  const model::Interleave& n = *table.interleave;
  const std::string name = QuoteName(Deployed(c.table));
  std::string on_delete = n.on_delete.empty() ? "NO ACTION" : model::ToUpper(n.on_delete);
  if (c.property == "on delete") {
    Ddl(Phase::kAlter, ddl::AlterTableStatement(name, ddl::SetOnDeleteClause(on_delete)),
        "interleave " + c.before + " -> " + c.after, i);
    return;
  }
  Ddl(Phase::kAlter, ddl::AlterTableStatement(name, ddl::SetInterleaveClause(QuoteName(n.parent), n.in_parent)),
      "interleave " + c.before + " -> " + c.after +
          (n.in_parent ? ": Spanner checks every row has its parent row"
                       : ": rows are no longer checked against the parent"),
      i);
  if (n.in_parent && on_delete == "CASCADE")
    Ddl(Phase::kAlter, ddl::AlterTableStatement(name, ddl::SetOnDeleteClause("CASCADE")),
        "then ON DELETE CASCADE (Spanner's documented order)", i);
}

bool Planner::NullabilityRebuilds(const std::string& table, const model::Index& old_index) const {
  const model::Table* o = OldTable(table);
  const model::Table* n = NewTable(table);
  if (!o || !n || old_index.null_filtered) return false;
  for (const auto& part : old_index.parts) {
    const model::Column* oc = o->FindColumn(part.column);
    const model::Column* nc = n->FindColumn(part.column);
    if (oc && nc && oc->nullable != nc->nullable) return true;
  }
  return false;
}

void Planner::PlanIndexStoring(size_t i, const model::Index& old_index, const model::Index& new_index) {
  if (NullabilityRebuilds(result_.changes[i].table, old_index)) return;  // created again with NEW's STORING
  const std::string name = IndexName(*OldTable(result_.changes[i].table), old_index.name);
  for (const auto& column : old_index.include)
    if (!Contains(new_index.include, column))
      Ddl(Phase::kAlter, ddl::AlterStatement("INDEX", name, ddl::StoredColumnClause(false, Quote(column))),
          "index no longer stores " + column, i);
  for (const auto& column : new_index.include)
    if (!Contains(old_index.include, column))
      Ddl(Phase::kAlter, ddl::AlterStatement("INDEX", name, ddl::StoredColumnClause(true, Quote(column))),
          "index stores " + column + " (Spanner backfills it)", i);
}

// Sequences change with ALTER SEQUENCE, never drop and create (that would restart their values).
void Planner::PlanSequenceAltered(size_t i, const model::Sequence& o, const model::Sequence& n) {
  std::vector<std::string> options;
  if (o.skip_range_min != n.skip_range_min) options.push_back("skip_range_min = " + RangeOption(n.skip_range_min));
  if (o.skip_range_max != n.skip_range_max) options.push_back("skip_range_max = " + RangeOption(n.skip_range_max));
  if (o.start_counter != n.start_counter) options.push_back("start_with_counter = " + RangeOption(n.start_counter));
  if (options.empty()) return;
  std::string list;
  for (const auto& option : options) list += (list.empty() ? "" : ", ") + option;
  Ddl(Phase::kAlter, ddl::AlterStatement("SEQUENCE", QuoteName(result_.changes[i].name), ddl::SetOptionsClause(list)),
      "sequence " + result_.changes[i].name + ": " + result_.changes[i].before + " -> " + result_.changes[i].after, i);
}

}  // namespace spanlift::diff
