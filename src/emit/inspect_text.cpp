#include <fmt/format.h>

#include "emit/inspect.h"

namespace spanlift::emit {

namespace {

std::string Qualified(const std::string& schema, const std::string& name) {
  return schema.empty() ? name : schema + "." + name;
}

std::string KeyPartText(const model::KeyPart& p) {
  std::string s = p.expression.empty() ? p.column : "(" + p.expression + ")";
  if (p.prefix_length) s += fmt::format("({})", *p.prefix_length);
  if (p.desc) s += " DESC";
  if (!p.nulls.empty()) s += " NULLS " + p.nulls;
  return s;
}

std::string KeyPartsText(const std::vector<model::KeyPart>& parts) {
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) s += (i ? ", " : "") + KeyPartText(parts[i]);
  return s;
}

std::string Join(const std::vector<std::string>& items) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
  return s;
}

void AppendColumn(std::string& out, const model::Column& c) {
  out += fmt::format("    {:<24} {:<20}", c.name, c.type.ToString());
  if (!c.nullable) out += " NOT NULL";
  if (c.auto_increment) out += " AUTO_INCREMENT";
  if (c.default_value) out += " DEFAULT " + *c.default_value;
  if (c.generated) out += fmt::format(" AS ({}){}", c.generated->expression, c.generated->stored ? " STORED" : "");
  if (c.on_update) out += " ON UPDATE " + *c.on_update;
  out += '\n';
}

void AppendTable(std::string& out, const model::Table& t) {
  out += fmt::format("table {}  [{}:{}]\n", Qualified(t.schema, t.name), t.location.file, t.location.line);
  if (!t.partition_of.empty()) out += "    partition of " + t.partition_of + "\n";
  for (const auto& c : t.columns) AppendColumn(out, c);
  if (t.primary_key) out += "    PRIMARY KEY (" + KeyPartsText(t.primary_key->parts) + ")\n";
  for (const auto& i : t.indexes)
    out += fmt::format("    {}INDEX {} ({}){}\n", i.unique ? "UNIQUE " : "", i.name, KeyPartsText(i.parts),
                       i.where.empty() ? "" : " WHERE " + i.where);
  for (const auto& fk : t.foreign_keys)
    out += fmt::format("    FOREIGN KEY {} ({}) REFERENCES {} ({}){}{}\n", fk.name, Join(fk.columns),
                       Qualified(fk.ref_schema, fk.ref_table), Join(fk.ref_columns),
                       fk.on_delete.empty() ? "" : " ON DELETE " + fk.on_delete,
                       fk.on_update.empty() ? "" : " ON UPDATE " + fk.on_update);
  for (const auto& c : t.checks) out += fmt::format("    CHECK {} ({})\n", c.name, c.expression);
}

void AppendSummary(std::string& out, const model::Schema& schema) {
  size_t errors = 0, warnings = 0;
  for (const auto& d : schema.diagnostics.all()) {
    if (d.severity == model::Severity::kError) ++errors;
    if (d.severity == model::Severity::kWarning) ++warnings;
  }
  out += fmt::format("{} tables, {} sequences, {} enums, {} domains, {} skipped objects; {} statements parsed",
                     schema.tables.size(), schema.sequences.size(), schema.enums.size(), schema.domains.size(),
                     schema.skipped.size(), schema.counts.parsed);
  for (const auto& [keyword, n] : schema.counts.skipped) out += fmt::format(", {} {} skipped", n, keyword);
  out += fmt::format("; {} errors, {} warnings\n", errors, warnings);
}

}  // namespace

std::string InspectText(const model::Schema& schema) {
  std::string out = fmt::format("dialect: {}\n", model::DialectName(schema.dialect));
  for (const auto& t : schema.tables) AppendTable(out, t);
  for (const auto& s : schema.sequences) {
    out += "sequence " + Qualified(s.schema, s.name);
    if (!s.owned_by_table.empty()) out += " owned by " + s.owned_by_table + "." + s.owned_by_column;
    if (s.last_value) out += fmt::format(" last value {}", *s.last_value);
    out += '\n';
  }
  for (const auto& e : schema.enums) out += "enum " + Qualified(e.schema, e.name) + " (" + Join(e.values) + ")\n";
  for (const auto& d : schema.domains)
    out += "domain " + Qualified(d.schema, d.name) + " " + d.base.ToString() + "\n";
  for (const auto& s : schema.skipped)
    out += fmt::format("skipped {} {}  [{}:{}]\n", s.kind, s.name, s.location.file, s.location.line);
  AppendSummary(out, schema);
  return out;
}

std::string FormatDiagnostic(const model::Diagnostic& d) {
  return fmt::format("{}:{}:{}: {}: {} [{}]", d.location.file, d.location.line, d.location.column,
                     model::SeverityName(d.severity), d.message, d.code);
}

}  // namespace spanlift::emit
