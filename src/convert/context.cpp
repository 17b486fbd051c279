#include "convert/context.h"

#include "convert/findings.h"
#include "convert/names.h"

namespace spanlift::convert {

Context::Context(const model::Schema& source_schema, const ConvertOptions& convert_options, ConvertResult& res)
    : source(source_schema),
      options(convert_options),
      result(res),
      out(res.schema),
      names_(std::make_unique<Names>(*this)) {}

Context::~Context() = default;

void Context::Report(std::string_view code, const model::SourceLocation& location, const ObjectRef& object,
                     std::string message, std::string fix) {
  model::Diagnostic d;
  d.severity = LookupFinding(code).severity;
  d.code = std::string(code);
  d.location = location;
  d.message = std::move(message);
  d.object = object.kind + " " + object.name;
  d.fix = std::move(fix);
  result.findings.Add(std::move(d));
  touched_[object.kind].insert(object.name);
}

void Context::Drop(std::string_view code, const model::SourceLocation& location, const ObjectRef& object,
                   std::string reason, std::string fix) {
  result.dropped.push_back({object.kind, object.name, reason, std::string(code), location});
  Count(object.kind).dropped++;
  Report(code, location, object, std::move(reason), std::move(fix));
}

KindCounts& Context::Count(std::string_view kind) { return result.accounting.kinds[std::string(kind)]; }

std::string Context::TableLabel(const model::Table& table) const {
  bool default_schema =
      table.schema.empty() || (source.dialect == model::Dialect::kPostgres && table.schema == source.default_schema);
  return default_schema ? table.name : table.schema + "." + table.name;
}

std::string Context::ColumnLabel(const model::Table& table, std::string_view column) const {
  return TableLabel(table) + "." + std::string(column);
}

TablePair* Context::FindPair(const model::Table* source_table) {
  for (auto& pair : tables)
    if (pair.source == source_table) return &pair;
  return nullptr;
}

const model::Table* Context::FindSourceTable(std::string_view schema, std::string_view name) const {
  if (source.dialect == model::Dialect::kSpanner) {
    if (spanner_tables_.empty())
      for (const auto& t : source.tables)
        spanner_tables_.emplace(model::ToLower(model::Qualified(t.schema, t.name)), &t);
    auto it = spanner_tables_.find(model::ToLower(model::Qualified(schema, name)));
    return it == spanner_tables_.end() ? nullptr : it->second;
  }
  return const_cast<model::Schema&>(source).FindTable(schema, name);
}

}  // namespace spanlift::convert
