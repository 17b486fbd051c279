#pragma once
// What the rewrites did: every change is a finding (codes R001.., docs/rules/R*.md) in the
// conversion's findings, plus the table's key before and after and what the application must
// change, for report.md.
#include <string>
#include <vector>

#include "convert/convert.h"
#include "model/schema.h"

namespace spanlift::rewrite {

class RewriteLog {
 public:
  explicit RewriteLog(convert::ConvertResult& result) : result_(result) {}
  // `application`: what the application must change (empty when nothing). The severity is the
  // code's (codes.cpp).
  void Record(const char* code, const model::Table& table, std::string message, std::string application = "");
  // Accounting (report.json totals): an object the rewrites made up, or one folded into another
  // (a foreign key replaced by an interleave).
  void Added(const char* kind) { result_.accounting.kinds[kind].added++; }
  void Merged(const char* kind);
  // A name the rewrites changed (report.json's renames, report.md): `from` qualified "table.column".
  void Renamed(const char* code, std::string kind, std::string from, std::string to, const model::SourceLocation& at) {
    result_.renames.push_back({std::move(kind), std::move(from), std::move(to), code, at});
  }
  // A key column renamed after the conversion wrote fixes that name it (C060's ALTER COLUMN ...
  // SKIP RANGE, R001's): the fixes and application texts follow.
  void RenameColumnInTexts(const std::string& table, const std::string& from, const std::string& to);
  // What the conversion started from, for the passes' analysis contexts (key_facts PassContext).
  const model::Schema* source() const { return result_.source; }
  const std::vector<convert::Rename>& renames() const { return result_.renames; }

 private:
  convert::ConvertResult& result_;
};

}  // namespace spanlift::rewrite
