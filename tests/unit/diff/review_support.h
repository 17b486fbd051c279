#pragma once
// Test support for the review: OLD and NEW as Spanner DDL (converted like `spanlift diff` does),
// and the changes the core's compare would give, written as "altered column t.c; added index t.i".
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>

#include "analysis/classification.h"
#include "diff/diff.h"
#include "unit/support/converted_schema.h"

namespace spanlift::diff::testing_review {

struct Pair {
  std::unique_ptr<spanlift::testing::Converted> old_side, new_side;
  std::unique_ptr<analysis::AnalysisContext> new_ctx;
  DiffResult result;
};

inline ObjectKind Kind(const std::string& word) {
  for (ObjectKind k : {ObjectKind::kTable, ObjectKind::kColumn, ObjectKind::kPrimaryKey, ObjectKind::kInterleave,
                       ObjectKind::kIndex, ObjectKind::kForeignKey, ObjectKind::kCheck, ObjectKind::kSequence,
                       ObjectKind::kRowDeletionPolicy, ObjectKind::kView, ObjectKind::kChangeStream}) {
    std::string name = ObjectKindName(k);
    for (auto& c : name) c = c == ' ' ? '_' : c;
    if (name == word) return k;
  }
  ADD_FAILURE() << "unknown object kind " << word;
  return ObjectKind::kTable;
}

// "altered column t.c; added index t.i; dropped table t" (object kinds with '_' for spaces).
inline std::vector<Change> Changes(const std::string& spec) {
  std::vector<Change> out;
  std::istringstream in(spec);
  std::string kind, object, target;
  while (in >> kind >> object >> target) {
    if (!target.empty() && target.back() == ';') target.pop_back();
    Change c;
    c.kind = kind == "added" ? ChangeKind::kAdded : kind == "dropped" ? ChangeKind::kDropped : ChangeKind::kAltered;
    c.object = Kind(object);
    auto dot = target.find('.');
    c.table = target.substr(0, dot);
    if (dot != std::string::npos) c.name = target.substr(dot + 1);
    if (c.object == ObjectKind::kSequence || c.object == ObjectKind::kView || c.object == ObjectKind::kChangeStream)
      c.name = c.table, c.table.clear();
    out.push_back(c);
  }
  return out;
}

inline std::unique_ptr<Pair> MakePair(const std::string& old_sql, const std::string& new_sql,
                                      const std::string& changes) {
  auto p = std::make_unique<Pair>();
  p->old_side = spanlift::testing::ConvertSql(old_sql, model::Dialect::kSpanner);
  p->new_side = spanlift::testing::ConvertSql(new_sql, model::Dialect::kSpanner);
  EXPECT_EQ(p->old_side->source.diagnostics.error_count(), 0u) << old_sql;
  EXPECT_EQ(p->new_side->source.diagnostics.error_count(), 0u) << new_sql;
  p->new_ctx = std::make_unique<analysis::AnalysisContext>(p->new_side->result.schema, &p->new_side->source,
                                                           &p->new_side->result.renames);
  p->result.changes = Changes(changes);
  // Compare names the property of an altered column; the review of NOT NULL keys on it.
  for (Change& c : p->result.changes) {
    if (c.object != ObjectKind::kColumn || c.kind != ChangeKind::kAltered || !c.property.empty()) continue;
    const model::Table* o = p->old_side->result.schema.FirstTableIgnoreCase(c.table);
    const model::Table* n = p->new_side->result.schema.FirstTableIgnoreCase(c.table);
    const model::Column* oc = o ? o->FindColumn(c.name) : nullptr;
    const model::Column* nc = n ? n->FindColumn(c.name) : nullptr;
    c.property = oc && nc && oc->nullable != nc->nullable ? "not null" : "type";
  }
  for (size_t i = 0; i < p->result.changes.size(); ++i) {  // as with --allow-drop: every change carried out
    Step step;
    step.changes = {i};
    p->result.steps.push_back(step);
  }
  return p;
}

}  // namespace spanlift::diff::testing_review
