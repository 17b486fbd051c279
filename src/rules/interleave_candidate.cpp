#include "rules/interleave_candidate.h"

#include <algorithm>
#include <set>

#include "analysis/hierarchy.h"
#include "analysis/orm_keys.h"

namespace spanlift::rules {

namespace {

bool Same(const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); }

size_t Find(const std::vector<std::string>& v, const std::string& name) {
  return std::find_if(v.begin(), v.end(), [&](const std::string& x) { return Same(x, name); }) - v.begin();
}

// The child's foreign-key columns in the order of the parent's key, or empty when the foreign key
// does not reference the parent's whole primary key.
std::vector<std::string> ChildColumnsInParentKeyOrder(const model::ForeignKey& fk,
                                                      const std::vector<std::string>& parent_key) {
  const std::vector<std::string>& ref = fk.ref_columns.empty() ? parent_key : fk.ref_columns;
  if (ref.size() != parent_key.size() || fk.columns.size() != ref.size()) return {};
  std::vector<std::string> out;
  for (const auto& k : parent_key) {
    size_t at = Find(ref, k);
    if (at == ref.size()) return {};
    out.push_back(fk.columns[at]);
  }
  return out;
}

// Interleaving requires the child key to start with the parent's key columns: same names, types
// and order [spanner-ddl.md section 3]; a child that has them elsewhere in its key can be reordered.
void CheckForeignKey(const model::Table& child, const model::ForeignKey& fk, const model::Table& parent,
                     Findings& out) {
  std::vector<std::string> parent_key = KeyColumns(parent), key = KeyColumns(child);
  std::vector<std::string> mine = ChildColumnsInParentKeyOrder(fk, parent_key);
  if (mine.empty() || key.size() < mine.size()) return;
  for (size_t i = 0; i < mine.size(); ++i) {
    size_t at = Find(key, mine[i]);
    const model::Column* a = child.FindColumn(mine[i]);
    const model::Column* b = parent.FindColumn(parent_key[i]);
    if (at == key.size() || !a || !b || a->type.ToString() != b->type.ToString()) return;
  }
  bool in_order = std::equal(mine.begin(), mine.end(), key.begin(), Same);
  std::vector<std::string> reordered = mine;
  for (const auto& k : key)
    if (Find(mine, k) == mine.size()) reordered.push_back(k);
  bool renamed = !std::equal(mine.begin(), mine.end(), parent_key.begin(), Same);
  // A rename onto a column the child has (image_id -> id beside its own id) is no answer: the
  // ORM plan (CheckOrmChildren) renames the parent's key instead.
  for (size_t i = 0; renamed && i < mine.size(); ++i)
    if (!Same(mine[i], parent_key[i]) && child.FindColumn(parent_key[i])) return;
  if (renamed) std::copy(parent_key.begin(), parent_key.end(), reordered.begin());  // the key after the rename
  std::string action = fk.on_delete == "CASCADE" ? "CASCADE" : "NO ACTION";
  std::string message = "its key " + std::string(in_order ? "starts with" : "can be reordered to start with") + " " +
                        parent.name + "'s key " + JoinColumns(parent_key) + " through foreign key " +
                        (fk.name.empty() ? JoinColumns(fk.columns) : fk.name) + ": interleaving stores each " +
                        parent.name + " row's children with it";
  std::string fix =
      renamed ? "rename " + JoinColumns(mine) + " to " + JoinColumns(parent_key) + ", then " : std::string();
  if (!in_order) fix += "key the table by " + JoinColumns(reordered) + " and ";
  fix += "add INTERLEAVE IN PARENT " + parent.name + " ON DELETE " + action;
  out.Add("H004", fk.location.line ? fk.location : child.location, TableObject(child), message, fix);
}

// An index on an interleaved table led by an ancestor's whole key: the index pass interleaves it.
void CheckIndexes(const model::Schema& schema, const model::Table& t, Findings& out) {
  for (const auto& index : t.indexes) {
    const model::Table* ancestor = analysis::IndexInterleaveAncestor(schema, t, index);
    if (!ancestor) continue;
    out.Add("H004", index.location.line ? index.location : t.location, IndexObject(index),
            "index on " + t.name + " starts with the key of " + ancestor->name + " " +
                JoinColumns(KeyColumns(*ancestor)) + ": as a global index its entries are stored apart from the " +
                ancestor->name + " rows they point at",
            "add INTERLEAVE IN " + ancestor->name + " to the index");
  }
}

// ORM-shaped children (analysis/orm_keys.h): the plan convert proposes (R007) or applies (R013) for
// the parent. The first child's fix gives the whole plan, the others' their own part, so that
// report.md does not repeat it; the ORM's exact settings are R007's / R013's application text.
void CheckOrmChildren(const analysis::AnalysisContext& ctx, const std::vector<analysis::OrmPlan>& plans,
                      Findings& out) {
  analysis::Orm orm = analysis::DetectOrm(ctx.schema());
  for (const auto& plan : plans) {
    std::string rename = "rename " + plan.parent->name + "." + plan.key + " to " + plan.new_key +
                         " on Spanner (interleave.rename_keys = true)";
    for (size_t i = 0; i < plan.children.size(); ++i) {
      const analysis::OrmChild& c = plan.children[i];
      const model::ForeignKey& fk = c.table->foreign_keys[c.fk];
      std::string fix =
          i == 0 ? rename + ": " + analysis::OrmPlanText(plan) + "; the application's " +
                       (orm == analysis::Orm::kUnknown ? std::string() : std::string(analysis::OrmName(orm)) + " ") +
                       "model of " + plan.parent->name + " then has the primary key " + plan.new_key
                 : "as for " + plan.children[0].table->name + ": " + rename + ", then key " + c.table->name + " by " +
                       JoinColumns(c.key) + " and add INTERLEAVE IN PARENT " + plan.parent->name;
      out.Add("H004", fk.location.line ? fk.location : c.table->location, TableObject(*c.table),
              "it references " + plan.parent->name + "'s key " + plan.key + " as " + fk.columns[0] +
                  " (ORM shape): keyed " + JoinColumns(c.key) + " it can be INTERLEAVE IN PARENT " + plan.parent->name +
                  " once that key is named " + plan.new_key + " on Spanner",
              fix);
    }
  }
}

}  // namespace

void InterleaveCandidate(const analysis::AnalysisContext& ctx, Findings& out) {
  auto plans = analysis::PlanOrmKeys(ctx.schema());
  std::set<const model::Table*> planned;
  for (const auto& plan : plans)
    for (const auto& c : plan.children) planned.insert(c.table);
  for (const auto& t : ctx.schema().tables) {
    if (t.interleave) CheckIndexes(ctx.schema(), t, out);
    if (t.interleave || !t.primary_key || planned.count(&t)) continue;
    for (const auto& fk : t.foreign_keys) {
      const model::Table* parent = FindTable(ctx.schema(), fk.ref_table);
      if (parent && parent != &t && parent->primary_key) CheckForeignKey(t, fk, *parent, out);
    }
  }
  CheckOrmChildren(ctx, plans, out);
}

}  // namespace spanlift::rules
