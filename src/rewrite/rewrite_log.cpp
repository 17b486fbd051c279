#include "rewrite/rewrite_log.h"

#include "rewrite/codes.h"

namespace spanlift::rewrite {

void RewriteLog::Record(const char* code, const model::Table& table, std::string message, std::string application) {
  model::Diagnostic d;
  d.severity = FindRewriteCode(code)->severity;
  d.code = code;
  d.location = table.location;
  d.object = "table " + table.name;
  d.message = message;
  d.fix = application;
  result_.findings.Add(d);
  result_.rewrites.push_back({code, table.name, std::move(message), std::move(application)});
}

void RewriteLog::RenameColumnInTexts(const std::string& table, const std::string& from, const std::string& to) {
  std::string before = "ALTER TABLE " + table + " ALTER COLUMN " + from + " ",
              after = "ALTER TABLE " + table + " ALTER COLUMN " + to + " ";
  result_.findings.ReplaceInFixes(before, after);
  for (auto& r : result_.rewrites) model::ReplaceAll(r.application, before, after);
}

void RewriteLog::Merged(const char* kind) {
  auto& k = result_.accounting.kinds[kind];
  k.emitted--;
  k.merged++;
}

}  // namespace spanlift::rewrite
