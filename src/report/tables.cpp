#include "report/tables.h"

#include <fmt/format.h>

#include <map>
#include <set>

#include "analysis/classification.h"
#include "report/groups.h"
#include "rewrite/codes.h"
#include "rewrite/key_facts.h"

namespace spanlift::report {

namespace {

// Label ("key", "interleave", "index x") -> text, for one side.
using Parts = std::map<std::string, std::string>;

std::string SourceGenerator(const model::Column& c) {
  if (c.identity) return "IDENTITY";
  std::string declared = model::ToLower(c.declared_type);
  if (declared.find("serial") != std::string::npos) return declared;
  if (!c.sequence.empty()) return "nextval('" + c.sequence + "')";
  return c.auto_increment ? "AUTO_INCREMENT" : "";
}

std::string SpannerGenerator(const model::Column& c) {
  if (c.identity) return c.identity->bit_reversed_positive ? "bit-reversed identity" : "identity";
  if (c.default_value && c.default_value->find("GET_NEXT_SEQUENCE_VALUE") != std::string::npos)
    return "bit-reversed sequence";
  return "";
}

// "PRIMARY KEY (id), id AUTO_INCREMENT" (the key and how its columns are filled).
template <typename Generator>
std::string Key(const model::Table& t, Generator generator) {
  if (!t.primary_key || t.primary_key->parts.empty()) return "no primary key";
  std::string out = "PRIMARY KEY " + rewrite::KeyText(t.primary_key->parts);
  for (const auto& p : t.primary_key->parts)
    if (const model::Column* c = p.column.empty() ? nullptr : t.FindColumn(p.column))
      if (std::string g = generator(*c); !g.empty()) out += ", " + c->name + " " + g;
  return out;
}

// Source location of an index -> its Spanner name, for the indexes the conversion renamed (C051).
using IndexRenames = std::map<std::pair<uint32_t, uint32_t>, std::string>;

IndexRenames IndexRenamesOf(const std::vector<convert::Rename>& renames) {
  IndexRenames renamed;
  for (const auto& r : renames)
    if (r.kind == "index") renamed[{r.location.line, r.location.column}] = r.to;
  return renamed;
}

// Indexes are matched by their Spanner name: a source index renamed by the conversion (C051) is
// found through its rename, by location.
Parts SourceParts(const model::Table& t, const IndexRenames& renamed) {
  Parts parts{{"key", Key(t, SourceGenerator)}};
  for (const auto& index : t.indexes) {
    auto it = renamed.find({index.location.line, index.location.column});
    std::string name = it == renamed.end() ? index.name : it->second;
    parts["index " + model::ToLower(name)] = "INDEX " + name + " " + rewrite::KeyText(index.parts);
  }
  return parts;
}

Parts SpannerParts(const model::Table& t) {
  Parts parts{{"key", Key(t, SpannerGenerator)}};
  if (t.interleave) parts["interleave"] = "INTERLEAVE IN PARENT " + t.interleave->parent;
  for (const auto& index : t.indexes)
    parts["index " + model::ToLower(index.name)] =
        "INDEX " + index.name + " " + rewrite::KeyText(index.parts) +
        (index.interleave_in.empty() ? std::string() : " INTERLEAVE IN " + index.interleave_in);
  return parts;
}

std::string Join(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : std::string(separator)) + i;
  return out;
}

}  // namespace

bool RecordsChange(std::string_view code) {
  return rewrite::FindRewriteCode(code) && code != rewrite::codes::kInterleaveRename &&
         code != rewrite::codes::kHotspotKept && code != rewrite::codes::kPassUndone;
}

std::vector<TableChange> TableChanges(const model::Schema& source, const convert::ConvertResult& result) {
  std::map<std::string, std::set<std::string>> codes;  // table -> codes of its changes
  for (const auto& r : result.rewrites)
    if (RecordsChange(r.code)) codes[r.table].insert(r.code);
  const analysis::AnalysisContext ctx(result.schema, &source, &result.renames);
  const IndexRenames renamed = IndexRenamesOf(result.renames);
  std::vector<TableChange> out;
  for (const auto& t : result.schema.tables) {
    const model::Table* before = ctx.SourceTable(t);
    if (!before) continue;
    Parts was = SourceParts(*before, renamed), is = SpannerParts(t);
    TableChange change{t.name, was.at("key"), is.at("key"), {}, {}, ""};
    for (const auto& [label, text] : was)
      if (!is.count(label) || is.at(label) != text) change.before.push_back(text);
    for (const auto& [label, text] : is)
      if (!was.count(label) || was.at(label) != text) change.after.push_back(text);
    auto it = codes.find(t.name);
    bool keyless = change.key_before == "no primary key";
    if ((it != codes.end() || keyless) && !(change.before.empty() && change.after.empty()))
      change.why = it == codes.end() ? "C030" : Join({it->second.begin(), it->second.end()}, ", ");
    out.push_back(std::move(change));
  }
  return out;
}

void ChangedTables(std::string& out, const model::Schema& source, const convert::ConvertResult& result) {
  std::vector<model::Diagnostic> rows;  // one per changed table: "before: ... after: ..." as a message
  for (const auto& c : TableChanges(source, result)) {
    if (c.why.empty()) continue;
    model::Diagnostic row;
    row.object = "table " + c.table;
    row.message = "before: " + (c.before.empty() ? "-" : Join(c.before, " + ")) +
                  " → after: " + (c.after.empty() ? "-" : Join(c.after, " + ")) + " [" + c.why + "]";
    rows.push_back(std::move(row));
  }
  out += "## Tables that changed\n\n";
  if (rows.empty()) return void(out += "None: every table keeps its key, interleaving and indexes.\n\n");
  out += fmt::format(
      "{} of {} tables have a new key, key generator, interleaving or index. Differing parts only; \"…\" stands for "
      "each table's own names.\n\n<details><summary>{} tables</summary>\n\n",
      rows.size(), result.schema.tables.size(), rows.size());
  std::vector<const model::Diagnostic*> items;
  for (const auto& r : rows) items.push_back(&r);
  // Names differ more than other words here: a third of a row's words may differ.
  for (const Cluster& c : ClusterFindings(items, 3))
    out += "- " + c.message + "\n  " +
           MemberList(
               c, [](const model::Diagnostic&) { return std::string(); }, false) +
           "\n";
  out += "\n</details>\n\n";
}

}  // namespace spanlift::report
