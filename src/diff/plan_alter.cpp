// In-place changes: what Spanner's ALTER statements can do (spanner/alter_rules.h decides which).
#include <algorithm>

#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "emit/spanner_ddl.h"
#include "verify/compare.h"

namespace spanlift::diff {

namespace {

std::string RangeOption(const std::optional<int64_t>& v) { return v ? std::to_string(*v) : "NULL"; }

bool Contains(const std::vector<std::string>& names, const std::string& name) {
  return std::any_of(names.begin(), names.end(), [&](const auto& n) { return model::EqualsIgnoreCase(n, name); });
}

}  // namespace

// Type, NOT NULL and HIDDEN change through a full re-specification of the column (GoogleSQL has no
// SET NOT NULL; the emulator rejects it), which also resets what it leaves out: so it carries NEW's
// default and options, and one re-specification covers every such property of the column.
void Planner::PlanColumnAltered(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table& table = *NewTable(c.table);
  const model::Column& column = *table.FindColumn(c.name);
  const model::Column& old_column = *OldTable(c.table)->FindColumn(c.name);
  std::string alter = "ALTER TABLE " + Quote(Deployed(table.name)) + " ALTER COLUMN " + Quote(old_column.name);
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
    if (restated(other.property) || other.property == "default" || other.property == "options") carried.push_back(j);
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
    model::Column spec = column;
    spec.identity.reset();
    spec.generated.reset();
    spec.name = old_column.name;
    Add(Phase::kAlter, Step::Kind::kDdl,
        "ALTER TABLE " + Quote(Deployed(table.name)) + " ALTER COLUMN " + emit::ColumnDefinition(spec, templates_),
        "column " + table.name + "." + column.name + ": " + what +
            " (Spanner validates existing values; the statement restates the whole column)",
        carried);
  } else if (c.property == "default") {
    if (respecified) return;  // the re-specification carries NEW's default
    Ddl(Phase::kAlter,
        alter + (column.default_value ? " SET DEFAULT (" + *column.default_value + ")" : std::string(" DROP DEFAULT")),
        "default " + c.before + " -> " + c.after + " (existing rows keep their values)", i);
  } else if (c.property == "options") {
    if (respecified) return;
    Ddl(Phase::kAlter,
        alter + " SET OPTIONS (allow_commit_timestamp = " + (column.allow_commit_timestamp ? "true" : "null") + ")",
        "column options " + c.before + " -> " + c.after, i);
  } else if (c.property == "identity") {
    const model::Identity &o = *old_column.identity, &n = *column.identity;
    if (o.skip_range_min != n.skip_range_min || o.skip_range_max != n.skip_range_max)
      Ddl(Phase::kAlter,
          alter + " ALTER IDENTITY " +
              (n.skip_range_min || n.skip_range_max
                   ? "SET SKIP RANGE " + RangeOption(n.skip_range_min) + ", " + RangeOption(n.skip_range_max)
                   : std::string("SET NO SKIP RANGE")),
          "identity skip range " + c.before + " -> " + c.after, i);
    if (o.start_counter != n.start_counter && n.start_counter)
      Ddl(Phase::kAlter, alter + " ALTER IDENTITY RESTART COUNTER WITH " + std::to_string(*n.start_counter),
          "identity counter restarts: values already generated must lie outside what it generates next", i);
  }
}

// ON DELETE changes in place; INTERLEAVE IN <-> IN PARENT with SET INTERLEAVE, going through
// NO ACTION when the table becomes IN PARENT ... ON DELETE CASCADE.
void Planner::PlanInterleaveAltered(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table& table = *NewTable(c.table);
  const model::Interleave& n = *table.interleave;
  std::string alter = "ALTER TABLE " + Quote(Deployed(table.name));
  std::string on_delete = n.on_delete.empty() ? "NO ACTION" : model::ToUpper(n.on_delete);
  if (c.property == "on delete") {
    Ddl(Phase::kAlter, alter + " SET ON DELETE " + on_delete, "interleave " + c.before + " -> " + c.after, i);
    return;
  }
  if (!n.in_parent) {
    Ddl(Phase::kAlter, alter + " SET INTERLEAVE IN " + Quote(n.parent),
        "interleave " + c.before + " -> " + c.after + ": rows are no longer checked against the parent", i);
    return;
  }
  Ddl(Phase::kAlter, alter + " SET INTERLEAVE IN PARENT " + Quote(n.parent) + " ON DELETE NO ACTION",
      "interleave " + c.before + " -> " + c.after + ": Spanner checks every row has its parent row", i);
  if (on_delete == "CASCADE")
    Ddl(Phase::kAlter, alter + " SET ON DELETE CASCADE", "then ON DELETE CASCADE (Spanner's documented order)", i);
}

void Planner::PlanIndexStoring(size_t i, const model::Index& old_index, const model::Index& new_index) {
  std::string alter = "ALTER INDEX " + Quote(old_index.name);
  for (const auto& column : old_index.include)
    if (!Contains(new_index.include, column))
      Ddl(Phase::kAlter, alter + " DROP STORED COLUMN " + Quote(column), "index no longer stores " + column, i);
  for (const auto& column : new_index.include)
    if (!Contains(old_index.include, column))
      Ddl(Phase::kAlter, alter + " ADD STORED COLUMN " + Quote(column),
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
  Ddl(Phase::kAlter, "ALTER SEQUENCE " + Quote(o.name) + " SET OPTIONS (" + list + ")",
      "sequence " + n.name + ": " + result_.changes[i].before + " -> " + result_.changes[i].after, i);
}

}  // namespace spanlift::diff
