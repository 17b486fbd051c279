// What Spanner cannot ALTER (a key, an interleave parent, a key column's type, a type outside
// STRING/BYTES, a generated expression), with --allow-recreate: the table is created again under a
// temporary name from NEW, every row copied into it, the old table's dependents and the old table
// dropped, and the new one renamed to the final name. No row is lost; each step says why.
#include <algorithm>

#include "ddl/spanner_ddl.h"
#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "spanner/alter_rules.h"
#include "spanner/types.h"
#include "verify/compare.h"

namespace spanlift::diff {

using spanner::CastTypeName;
using spanner::NeedsCast;
using spanner::PlaceholderValue;

namespace {

// INT64 keys are copied in four ranges of the first key column (bit-reversed and hashed keys
// spread over all of INT64), so that each INSERT ... SELECT commits a part of the table.
const char* const kInt64Ranges[] = {
    " < -4611686018427387904 OR {k} IS NULL",
    " >= -4611686018427387904 AND {k} < 0",
    " >= 0 AND {k} < 4611686018427387904",
    " >= 4611686018427387904",
};

std::string Replaced(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

}  // namespace

std::vector<std::string> Planner::CopyStatements(const model::Table& o, const model::Table& n,
                                                 const std::string& temp) const {
  std::string columns, values;
  for (const auto& c : n.columns) {
    if (c.generated) continue;  // Spanner computes it
    const ColumnRename* renamed = RenamedColumn(TableName(n), c.name);
    const model::Column* from = o.FindColumn(renamed ? renamed->from : c.name);
    std::string value;
    if (from && !from->generated && NeedsCast(from->type, c.type))
      value = "CAST(" + Quote(from->name) + " AS " + CastTypeName(c.type) + ")";
    else if (from)
      value = Quote(from->name);
    else if (c.nullable || c.default_value)
      continue;  // NULL or NEW's default
    else
      value = PlaceholderValue(c.type);
    columns += (columns.empty() ? "" : ", ") + Quote(c.name);
    values += (values.empty() ? "" : ", ") + value;
  }
  std::string insert =
      "INSERT INTO " + QuoteName(temp) + " (" + columns + ") SELECT " + values + " FROM " + QuoteName(TableName(o));
  const model::Column* first =
      o.primary_key && !o.primary_key->parts.empty() ? o.FindColumn(o.primary_key->parts.front().column) : nullptr;
  if (!first || model::ToUpper(first->type.name) != "INT64" || first->type.array_dims) return {insert};
  std::vector<std::string> out;
  std::string key = Quote(first->name);
  for (const char* range : kInt64Ranges) out.push_back(insert + " WHERE " + key + Replaced(range, "{k}", key));
  return out;
}

// Spanner refuses to drop a table a search or vector index reads. The ones NEW leaves as they are
// are dropped before the copy and built again on the renamed table; the ones NEW changes or drops
// are PlanSearchIndex's (a Change of their own).
void Planner::PlanRecreatedSearchIndexes(const model::Table& o, const std::string& why,
                                         const std::vector<size_t>& changes) {
  for (const auto& index : old_.search_indexes) {
    if (!model::EqualsIgnoreCase(index.table, TableName(o))) continue;
    const std::string name = model::Qualified(index.schema, index.name);
    const model::SearchIndex* kept = FindSearchIndex(new_, name);
    bool changed = std::any_of(result_.changes.begin(), result_.changes.end(), [&](const Change& c) {
      return c.object == ObjectKind::kSearchIndex && model::EqualsIgnoreCase(c.name, name);
    });
    if (!kept || changed) continue;
    const std::string kind = index.vector ? "vector index" : "search index";
    Add(Phase::kDropIndexes, Step::Kind::kDdl, ddl::DropStatement(model::ToUpper(kind), QuoteName(name)),
        why + "3. drop the old table's " + kind, changes);
    Add(Phase::kCreateIndexes, Step::Kind::kDdl, ddl::CreateSearchIndexStatement(*kept, templates_),
        why + "6. its " + kind + " (Spanner backfills it)", changes);
  }
}

void Planner::PlanRecreate(const std::string& name, const std::vector<size_t>& changes) {
  const model::Table& o = *OldTable(name);
  model::Table n = *NewTable(name);
  std::string final_name = TableName(n);
  std::string temp = model::Qualified(n.schema, n.name + "_spanlift_new");  // in the table's schema
  size_t first = changes.front();
  Refuse(codes::kRecreate, model::Severity::kWarning, first,
         "recreated: created as " + temp + ", rows copied, old table dropped, renamed to " + final_name,
         "Review the copy; on a large table run it by key range (the statements are split for INT64 keys)");
  std::string why = "table " + final_name + " is recreated (Spanner cannot ALTER this change): ";
  // The temporary table: NEW's columns, key and interleaving; its checks, indexes and foreign
  // keys (names are database-wide) come after the old table is gone.
  model::Table shell = n;
  shell.name = model::UnqualifiedName(temp);
  shell.checks.clear();
  Add(Phase::kCreate, Step::Kind::kDdl, ddl::CreateTableStatement(shell, templates_),
      why + "1. the new table under a temporary name", changes, 1);
  for (const auto& sql : CopyStatements(o, n, temp))
    Add(Phase::kData, Step::Kind::kData, sql,
        why + "2. copy every row (one transaction per statement: keep each under Spanner's mutation limit)", changes);
  for (const auto& index : o.indexes)
    Add(Phase::kAfterData, Step::Kind::kDdl, ddl::DropStatement("INDEX", IndexName(o, index.name)),
        why + "3. drop the old table's index", changes);
  PlanRecreatedSearchIndexes(o, why, changes);
  // Foreign keys of other tables that reference it: dropped first, added again at the end.
  for (const auto& t : old_.tables) {
    const model::Table* kept = NewTable(TableName(t));
    if (!kept || &t == &o) continue;
    for (const auto& fk : t.foreign_keys) {
      if (!model::EqualsIgnoreCase(model::Qualified(fk.ref_schema, fk.ref_table), TableName(o)) || fk.name.empty() ||
          !FindForeignKey(*kept, fk))
        continue;
      Add(Phase::kDropForeignKeys, Step::Kind::kDdl,
          ddl::AlterTableStatement(QuoteName(TableName(t)), ddl::DropConstraintClause(Quote(fk.name))),
          why + "foreign key " + fk.name + " references it: dropped first", changes);
      Add(Phase::kForeignKeys, Step::Kind::kDdl,
          ddl::AddForeignKeyStatement(*kept, *FindForeignKey(*kept, fk), templates_),
          why + "foreign key " + fk.name + " added back", changes);
    }
  }
  Add(Phase::kAfterData, Step::Kind::kDdl, ddl::DropStatement("TABLE", QuoteName(TableName(o))),
      why + "4. drop the old table", changes);
  Add(Phase::kAfterData, Step::Kind::kDdl,
      ddl::AlterTableStatement(QuoteName(temp), ddl::RenameToClause(QuoteName(final_name))),
      why + "5. the new table takes the final name", changes);
  for (const auto& check : n.checks)
    Add(Phase::kAfterData, Step::Kind::kDdl, AddCheckSql(n, check), why + "6. its checks", changes);
  for (const auto& index : n.indexes)
    Add(Phase::kAfterData, Step::Kind::kDdl, ddl::CreateIndexStatement(n, index, templates_), why + "6. its indexes",
        changes);
  for (const auto& fk : n.foreign_keys)
    Add(Phase::kForeignKeys, Step::Kind::kDdl, ddl::AddForeignKeyStatement(n, fk, templates_),
        why + "7. its foreign keys", changes);
}

}  // namespace spanlift::diff
