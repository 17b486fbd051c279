#include <fmt/format.h>

#include "ddl/spanner_ddl.h"
#include "inspect/data_profile.h"
#include "inspect/inspect.h"
#include "inspect/live.h"

namespace spanlift::inspect {

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

// "bit_reversed_positive skip 1..1000 counter 5" with only the parts that are set.
std::string SequenceParams(const std::string& kind, const std::optional<int64_t>& skip_min,
                           const std::optional<int64_t>& skip_max, const std::optional<int64_t>& counter) {
  std::string s = kind;
  if (skip_min || skip_max)
    s += fmt::format("{}skip {}..{}", s.empty() ? "" : " ", skip_min ? std::to_string(*skip_min) : "",
                     skip_max ? std::to_string(*skip_max) : "");
  if (counter) s += fmt::format("{}counter {}", s.empty() ? "" : " ", *counter);
  return s;
}

void AppendColumn(std::string& out, const model::Column& c) {
  out += fmt::format("    {:<24} {:<20}", c.name, c.type.ToString());
  if (!c.nullable) out += " NOT NULL";
  if (c.auto_increment) out += " AUTO_INCREMENT";
  if (c.default_value) out += " DEFAULT " + *c.default_value;
  if (c.generated) out += fmt::format(" AS ({}){}", c.generated->expression, c.generated->stored ? " STORED" : "");
  if (c.on_update) out += " ON UPDATE " + *c.on_update;
  if (c.identity && (c.identity->bit_reversed_positive || c.identity->skip_range_min || c.identity->start_counter))
    out += " IDENTITY (" +
           SequenceParams(c.identity->bit_reversed_positive ? "bit_reversed_positive" : "", c.identity->skip_range_min,
                          c.identity->skip_range_max, c.identity->start_counter) +
           ")";
  if (c.hidden) out += " HIDDEN";
  if (c.allow_commit_timestamp) out += " COMMIT TIMESTAMP";
  out += '\n';
}

// Spanner table clauses and index attributes; nothing for the other dialects.
void AppendSpannerTable(std::string& out, const model::Table& t) {
  if (t.interleave)
    out += fmt::format("    INTERLEAVE IN {}{}{}\n", t.interleave->in_parent ? "PARENT " : "", t.interleave->parent,
                       t.interleave->on_delete.empty() ? "" : " ON DELETE " + t.interleave->on_delete);
  if (t.row_deletion_policy)
    out += fmt::format("    ROW DELETION POLICY (OLDER_THAN({}, INTERVAL {} DAY))\n", t.row_deletion_policy->column,
                       t.row_deletion_policy->days);
}

// `include_word`: how the dialect spells the index's extra columns (STORING, INCLUDE).
std::string IndexAttributes(const model::Index& i, std::string_view include_word) {
  std::string s;
  if (i.null_filtered) s += " NULL_FILTERED";
  if (!i.include.empty()) s += fmt::format(" {} ({})", include_word, Join(i.include));
  if (!i.interleave_in.empty()) s += " INTERLEAVE IN " + i.interleave_in;
  return s;
}

void AppendTable(std::string& out, const model::Table& t, model::Dialect dialect) {
  out += fmt::format("table {}  [{}:{}]\n", Qualified(t.schema, t.name), t.location.file, t.location.line);
  if (!t.partition_of.empty()) out += "    partition of " + t.partition_of + "\n";
  for (const auto& c : t.columns) AppendColumn(out, c);
  if (t.primary_key) out += "    PRIMARY KEY (" + KeyPartsText(t.primary_key->parts) + ")\n";
  AppendSpannerTable(out, t);
  for (const auto& i : t.indexes)
    out += fmt::format("    {}INDEX {} ({}){}{}\n", i.unique ? "UNIQUE " : "", i.name, KeyPartsText(i.parts),
                       i.where.empty() ? "" : " WHERE " + i.where,
                       IndexAttributes(i, dialect == model::Dialect::kSpanner ? "STORING" : "INCLUDE"));
  for (const auto& fk : t.foreign_keys)
    out += fmt::format("    FOREIGN KEY {} ({}) REFERENCES {} ({}){}{}{}\n", fk.name, Join(fk.columns),
                       Qualified(fk.ref_schema, fk.ref_table), Join(fk.ref_columns),
                       fk.on_delete.empty() ? "" : " ON DELETE " + fk.on_delete,
                       fk.on_update.empty() ? "" : " ON UPDATE " + fk.on_update, fk.enforced ? "" : " NOT ENFORCED");
  for (const auto& c : t.checks) out += fmt::format("    CHECK {} ({})\n", c.name, c.expression);
  if (t.data) out += TableDataText(*t.data);
}

void AppendSummary(std::string& out, const model::Schema& schema) {
  model::SeverityCounts counts = model::SeverityCounts{}.Add(schema.diagnostics);
  out += fmt::format("{} tables, {} sequences, {} enums, {} domains, {} skipped objects; {} statements parsed",
                     schema.tables.size(), schema.sequences.size(), schema.enums.size(), schema.domains.size(),
                     schema.skipped.size(), schema.counts.parsed);
  for (const auto& [keyword, n] : schema.counts.skipped) out += fmt::format(", {} {} skipped", n, keyword);
  out += fmt::format("; {} errors, {} warnings\n", counts.errors, counts.warnings);
}

}  // namespace

std::string InspectText(const model::Schema& schema) {
  std::string out = fmt::format("dialect: {}\n", model::DialectName(schema.dialect));
  for (const auto& t : schema.tables) AppendTable(out, t, schema.dialect);
  for (const auto& s : schema.sequences) {
    out += "sequence " + Qualified(s.schema, s.name);
    if (!s.owned_by_table.empty()) out += " owned by " + s.owned_by_table + "." + s.owned_by_column;
    if (s.last_value) out += fmt::format(" last value {}", *s.last_value);
    std::string params = SequenceParams(s.kind, s.skip_range_min, s.skip_range_max, s.start_counter);
    if (!params.empty()) out += " " + params;
    out += '\n';
  }
  for (const auto& e : schema.enums) out += "enum " + Qualified(e.schema, e.name) + " (" + Join(e.values) + ")\n";
  for (const auto& d : schema.domains) out += "domain " + Qualified(d.schema, d.name) + " " + d.base.ToString() + "\n";
  for (const auto& v : schema.views)
    out += fmt::format("view {} SQL SECURITY {} reads {}\n", v.name, v.security, Join(v.reads));
  for (const auto& cs : schema.change_streams) {
    std::string clause = ddl::ChangeStreamFor(cs);
    out += "change stream " + cs.name + (clause.empty() ? " (watches nothing)" : " " + clause);
    for (const auto& [name, value] : cs.options) out += " " + name + "=" + value;
    out += '\n';
  }
  for (const auto& s : schema.skipped)
    out += fmt::format("skipped {} {}  [{}:{}]\n", s.kind, s.name, s.location.file, s.location.line);
  out += LiveText(schema);
  AppendSummary(out, schema);
  return out;
}

std::string EmptyInputNote(const model::Schema& schema) {
  if (schema.counts.parsed || !schema.counts.skipped.empty() || schema.diagnostics.error_count()) return "";
  if (schema.live)
    return "database " + schema.live->name + " holds no table this user can see: there is nothing to convert";
  if (schema.counts.bytes == 0) return "the input is empty: there is nothing to convert";
  return fmt::format("the input holds no SQL statements ({} bytes of comments and blanks): there is nothing to convert",
                     schema.counts.bytes);
}

}  // namespace spanlift::inspect
