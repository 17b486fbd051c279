#pragma once
// Shared by the review's rule families (review_hotspots.cpp, review_destructive.cpp): which
// objects the change touches, and how a review finding is made.
#include <map>
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "diff/diff.h"
#include "model/schema.h"

namespace spanlift::diff::review {

struct Context {
  Context(const model::Schema& old_schema, const analysis::AnalysisContext& new_ctx, const DiffResult& result);

  const model::Schema& old_schema;
  const model::Schema& new_schema;
  const analysis::AnalysisContext& new_ctx;
  const DiffResult& result;

  const model::Table* OldTable(std::string_view name) const;
  const model::Table* NewTable(std::string_view name) const;
  // A table NEW has and OLD has too: changes to it meet existing rows.
  bool Existing(std::string_view table) const { return OldTable(table) && NewTable(table); }
  // The first change about the table (any object of it), or npos when the change leaves it alone.
  size_t FirstChange(std::string_view table) const;
  // Whether a step of the migration carries out change `i`.
  bool Carried(size_t i) const { return i < carried_.size() && carried_[i]; }

 private:
  std::vector<bool> carried_;
  std::map<std::string, size_t> first_change_;  // lower-cased table -> position in result.changes
  std::map<std::string, const model::Table*> old_tables_, new_tables_;  // lower-cased name -> table
};

// Review findings with their fingerprints and the change they are about (for ordering).
class Findings {
 public:
  // Severity from the review registry (D-codes).
  void Add(const char* code, size_t change, const model::SourceLocation& location, std::string object,
           std::string message, std::string fix);
  // A lint rule's finding, kept as the rule made it.
  void Add(model::Diagnostic diagnostic, size_t change);
  // In change order, each fingerprint once.
  std::vector<Finding> Take();

 private:
  std::vector<std::pair<size_t, Finding>> items_;
};

// The object's location in NEW when it has one, else `fallback` (the change's).
const model::SourceLocation& Or(const model::SourceLocation& location, const model::SourceLocation& fallback);
// "column t.c", "index i", "table t": the object strings findings carry (lint's vocabulary).
std::string ColumnObject(std::string_view table, std::string_view column);
// The column as ALTER COLUMN restates it: `c STRING(10) NOT NULL DEFAULT ('x')`.
std::string ColumnDdl(const model::Column& column);

void Hotspots(const Context& ctx, Findings& out);
void Destructive(const Context& ctx, Findings& out);
void Objects(const Context& ctx, Findings& out);
void Unmodelled(const Context& ctx, Findings& out);

}  // namespace spanlift::diff::review
