#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

QualifiedName Context::Resolve(P::QualifiedNameContext* ctx) const {
  std::vector<std::string> parts = NameParts(ctx);
  QualifiedName out;
  if (parts.empty()) return out;
  out.name = parts.back();
  // schema.name, or catalog.schema.name (the catalog is the current database: ignored).
  out.schema = parts.size() >= 2 ? parts[parts.size() - 2] : schema_.default_schema;
  if (out.schema.empty()) out.schema = "public";
  return out;
}

model::Table* Context::FindTable(const QualifiedName& name) {
  if (model::Table* t = schema_.FindTable(name.schema, name.name)) return t;
  return nullptr;
}

model::Table* Context::LookupTable(const std::vector<std::string>& parts) {
  if (parts.empty()) return nullptr;
  std::string schema = parts.size() >= 2 ? parts[parts.size() - 2] : schema_.default_schema;
  model::Table* table = FindTable(QualifiedName{schema.empty() ? "public" : schema, parts.back()});
  if (!table && parts.size() == 1) {
    // Unqualified: a search_path we did not see may hold it; accept a unique match.
    model::Table* only = nullptr;
    int matches = 0;
    for (auto& t : schema_.tables)
      if (t.name == parts.back()) {
        only = &t;
        ++matches;
      }
    if (matches == 1) table = only;
  }
  return table;
}

model::Table* Context::FindTable(P::QualifiedNameContext* ctx, std::string_view what) {
  model::Table* table = LookupTable(NameParts(ctx));
  if (!table) UnknownObject(ctx, std::string(what) + " refers to unknown table " + Resolve(ctx).Joined());
  return table;
}

bool Context::IsNotATable(const QualifiedName& name) {
  if (schema_.FindSequence(name.schema, name.name)) return true;
  const std::string joined = name.Joined();
  return std::any_of(schema_.skipped.begin(), schema_.skipped.end(), [&](const model::SkippedObject& s) {
    return s.kind != "ownership" && (s.name == joined || s.name == name.name);
  });
}

void Context::UnknownObject(const antlr4::ParserRuleContext* at, const std::string& message) {
  schema_.diagnostics.Warning(model::codes::kUnknownObject, Loc(at), message);
}

void Context::Ignored(const antlr4::ParserRuleContext* at, const std::string& clause) {
  schema_.diagnostics.Info(model::codes::kIgnoredClause, Loc(at), clause + " is not modelled");
}

void Context::Skip(const antlr4::ParserRuleContext* at, std::string kind, std::string name) {
  schema_.skipped.push_back({std::move(kind), std::move(name), Loc(at)});
}

}  // namespace spanlift::frontend::postgres
