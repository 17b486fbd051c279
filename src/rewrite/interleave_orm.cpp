#include "rewrite/interleave_orm.h"

#include <algorithm>
#include <set>

#include "analysis/orm_keys.h"
#include "convert/naming_style.h"
#include "rewrite/codes.h"
#include "rewrite/interleave_pass.h"
#include "rewrite/key_facts.h"

namespace spanlift::rewrite::interleave_orm {

namespace {

using model::EqualsIgnoreCase;

void RenameIn(std::string& name, const std::string& from, const std::string& to) {
  if (EqualsIgnoreCase(name, from)) name = to;
}

void RenameIn(std::vector<std::string>& names, const std::string& from, const std::string& to) {
  for (auto& n : names) RenameIn(n, from, to);
}

// Every place of the table that names the column (expressions excepted: the plan refuses parents
// whose key appears in one).
void RenameColumn(model::Table& t, const std::string& from, const std::string& to) {
  for (auto& c : t.columns) {
    RenameIn(c.name, from, to);
    if (c.shard) RenameIn(c.shard->columns, from, to);
  }
  for (auto& p : t.primary_key->parts) RenameIn(p.column, from, to);
  for (auto& index : t.indexes) {
    for (auto& p : index.parts) RenameIn(p.column, from, to);
    RenameIn(index.include, from, to);
  }
  for (auto& fk : t.foreign_keys) RenameIn(fk.columns, from, to);
  if (t.row_deletion_policy) RenameIn(t.row_deletion_policy->column, from, to);
}

model::Table& Mutable(model::Schema& schema, const model::Table& t) { return *schema.FindTable(t.schema, t.name); }

// Reads by the old key alone (ORMs find, update and delete rows by id) need an index once the
// key starts with the parent's column; unique, as the old key was.
void KeepOldKeyUnique(model::Table& t, const std::vector<std::string>& old_key, std::set<std::string>& index_names) {
  std::vector<std::string_view> words{"by"};
  for (const auto& k : old_key) words.push_back(k);
  std::string base = convert::StyledSuffix(t, model::UnqualifiedName(t.name), words), name = base;
  for (int n = 2; index_names.count(model::ToLower(name)); ++n) name = base + "_" + std::to_string(n);
  index_names.insert(model::ToLower(name));
  model::Index unique;
  unique.name = name;
  unique.unique = true;
  for (const auto& k : old_key) unique.parts.push_back({.column = k});
  unique.location = t.location;
  t.indexes.push_back(std::move(unique));
  // Counted as added by the rewrites (accounting).
}

std::vector<Child> Rename(model::Schema& schema, const analysis::OrmPlan& plan, std::set<std::string>& index_names,
                          RewriteLog& log) {
  model::Table& parent = Mutable(schema, *plan.parent);
  for (const auto& r : plan.references) {
    model::ForeignKey& fk = Mutable(schema, *r.table).foreign_keys[r.fk];
    fk.ref_columns = {plan.new_key};
  }
  RenameColumn(parent, plan.key, plan.new_key);
  log.Renamed(codes::kKeyRenamed, "column", parent.name + "." + plan.key, plan.new_key, parent.location);
  log.RenameColumnInTexts(parent.name, plan.key, plan.new_key);
  std::vector<Child> out;
  for (const auto& c : plan.children) {
    model::Table& child = Mutable(schema, *c.table);
    std::vector<model::KeyPart> key;
    for (const auto& name : c.key) {
      auto at = std::find_if(child.primary_key->parts.begin(), child.primary_key->parts.end(),
                             [&](const model::KeyPart& p) { return EqualsIgnoreCase(p.column, name); });
      key.push_back(at == child.primary_key->parts.end() ? model::KeyPart{.column = name} : *at);
    }
    bool widened = key.size() > c.old_key.size();
    child.primary_key->parts = key;
    if (widened) {
      KeepOldKeyUnique(child, c.old_key, index_names);
      log.Added("index");
    }
    out.push_back({&child, c.fk});
  }
  return out;
}

std::string Children(const analysis::OrmPlan& plan) {
  std::string out;
  for (const auto& c : plan.children) out += (out.empty() ? "" : ", ") + c.table->name;
  return out;
}

}  // namespace

std::vector<Child> Apply(model::Schema& schema, const Policy& policy, RewriteLog& log,
                         const std::function<bool(const model::Table&)>& parent_ok, std::set<std::string>& planned) {
  auto allowed = [&](const model::Table& t) {
    return policy.PassEnabled(interleave_pass::kName, t) && policy.Interleave(t);
  };
  auto plans = analysis::PlanOrmKeys(schema, allowed);
  analysis::Orm orm = analysis::DetectOrm(schema);
  std::set<std::string> index_names;
  for (const auto& t : schema.tables)
    for (const auto& index : t.indexes) index_names.insert(model::ToLower(index.name));
  std::vector<Child> out;
  for (const auto& plan : plans) {
    for (const auto& c : plan.children) planned.insert(model::ToLower(c.table->name));
    if (!parent_ok(*plan.parent)) continue;
    std::string text = analysis::OrmPlanText(plan), application = analysis::OrmApplicationText(plan, orm, log.source());
    const model::Table& parent = *plan.parent;
    if (plan.children.empty() || !policy.RenameKeys(parent)) {
      std::string lead = plan.children.empty()
                             ? std::string()
                             : "its children " + Children(plan) + " can interleave in it if its key column " +
                                   plan.key + " is named " + plan.new_key +
                                   " on Spanner (interleave.rename_keys = true): ";
      log.Record(codes::kInterleaveRename, parent, lead + text, application);
      continue;
    }
    log.Record(codes::kKeyRenamed, parent,
               "key column " + plan.key + " renamed " + plan.new_key + " so that its children " + Children(plan) +
                   " interleave in it: " + text,
               application);
    auto children = Rename(schema, plan, index_names, log);
    out.insert(out.end(), children.begin(), children.end());
  }
  return out;
}

}  // namespace spanlift::rewrite::interleave_orm
