// Declared renames (renames.h). A table: `ALTER TABLE old RENAME TO new` before anything else
// touches it (Spanner moves its indexes, foreign keys, interleaved children and change streams
// along; views are dropped before and created after, plan_objects.cpp). A column: Spanner has no
// column rename, so the new column is added, filled from the old one, and the old one dropped.
#include "ddl/spanner_ddl.h"
#include "diff/codes.h"
#include "diff/plan_internal.h"
#include "spanner/alter_rules.h"
#include "spanner/types.h"

namespace spanlift::diff {

using spanner::CastTypeName;
using spanner::NeedsCast;

void Planner::PlanTableRenames() {
  int order = 0;
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    const Change& c = result_.changes[i];
    if (c.object != ObjectKind::kTable || c.property != "name") continue;
    Ddl(Phase::kRenameTables, ddl::AlterTableStatement(QuoteName(c.before), ddl::RenameToClause(QuoteName(c.after))),
        "declared rename: table " + c.before + " is " + c.after + " in NEW (its rows, indexes and keys stay)", i,
        order++);
    done_.insert(i);
  }
}

const ColumnRename* Planner::RenamedColumn(const std::string& table, const std::string& column) const {
  for (const auto& r : options_.renames.columns)
    if (model::EqualsIgnoreCase(r.table, table) && model::EqualsIgnoreCase(r.to, column)) return &r;
  return nullptr;
}

// Add the new column (nullable until filled when NEW has it NOT NULL without a default), copy the
// values, make it NOT NULL, then drop the old column once nothing reads it (--allow-drop).
bool Planner::PlanColumnRename(const ColumnRename& rename) {
  std::string table = model::ToLower(rename.table);
  if (refused_.count(table) || recreated_.count(table)) return false;  // the recreate copies by the rename
  size_t added = std::string::npos, dropped = std::string::npos;
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    const Change& c = result_.changes[i];
    if (c.object != ObjectKind::kColumn || !model::EqualsIgnoreCase(c.table, rename.table)) continue;
    if (c.kind == ChangeKind::kAdded && model::EqualsIgnoreCase(c.name, rename.to)) added = i;
    if (c.kind == ChangeKind::kDropped && model::EqualsIgnoreCase(c.name, rename.from)) dropped = i;
  }
  if (added == std::string::npos || dropped == std::string::npos) return false;
  const model::Table& n = *NewTable(rename.table);
  const model::Table& o = *OldTable(rename.table);
  const model::Column& to = *n.FindColumn(rename.to);
  const model::Column& from = *o.FindColumn(rename.from);
  const std::string name = QuoteName(Deployed(rename.table));
  bool later_not_null = !to.nullable && !to.default_value;
  model::Column added_column = to;
  added_column.nullable = to.nullable || later_not_null;
  Ddl(Phase::kCreate, ddl::AlterTableStatement(name, ddl::AddColumnClause(added_column, templates_)),
      "declared rename " + n.name + "." + from.name + " -> " + to.name +
          ": Spanner cannot rename a column, "
          "so the new one is added, filled from the old one, and the old one dropped",
      added);
  std::string value = NeedsCast(from.type, to.type) ? "CAST(" + Quote(from.name) + " AS " + CastTypeName(to.type) + ")"
                                                    : Quote(from.name);
  Add(Phase::kData, Step::Kind::kData, "UPDATE " + name + " SET " + Quote(to.name) + " = " + value + " WHERE TRUE",
      "copy " + from.name + " into " + to.name +
          " (one transaction: on a large table use Partitioned DML; "
          "writes to " +
          from.name + " after the copy are not carried over)",
      {added, dropped});
  if (later_not_null) {
    Ddl(Phase::kAfterData, ddl::AlterTableStatement(name, ddl::RestateColumnClause(RestatedColumn(to), templates_)),
        "NOT NULL once every row has a value", added);
    Validates();
  }
  if (options_.allow_drop)
    Ddl(Phase::kAfterData, ddl::AlterTableStatement(name, ddl::DropColumnClause(Quote(from.name))),
        "the old column, once its values are copied (its data is in " + to.name + ")", dropped);
  else
    DropAllowed(dropped, "the old column " + from.name + " (its values are copied into " + to.name + ")");
  Refuse(codes::kColumnRename, model::Severity::kWarning, added,
         "declared rename of column " + n.name + "." + from.name + " to " + to.name +
             ": Spanner cannot rename a column; planned as ADD COLUMN, a copy (UPDATE) and " +
             (options_.allow_drop ? "DROP COLUMN" : "no drop (needs --allow-drop)"),
         "Switch the application to " + to.name + " between the copy and the drop; or keep the old name in NEW");
  done_.insert(added);
  done_.insert(dropped);
  return true;
}

}  // namespace spanlift::diff
