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

void RewriteLog::Merged(const char* kind) {
  auto& k = result_.accounting.kinds[kind];
  k.emitted--;
  k.merged++;
}

}  // namespace spanlift::rewrite
