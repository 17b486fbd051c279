// Objects that are not converted (views, functions, triggers...) and the totals: for every kind,
// objects in = emitted + merged + dropped, each merge and drop with its finding.
#include <set>

#include "convert/findings.h"
#include "convert/passes.h"

namespace spanlift::convert {

namespace {

// Kinds listed one finding per object; the others (grants, ownership...) get one per kind.
const std::set<std::string>& NamedKinds() {
  static const std::set<std::string> kinds = {
      "view",  "materialized view", "function", "procedure", "trigger",         "rule", "policy",
      "event", "aggregate",         "type",     "operator",  "table from query"};
  return kinds;
}

// What to do instead, by kind: each text speaks of what the kind is (code, access, storage...).
std::string Why(const std::string& kind, model::Dialect dialect) {
  static const std::set<std::string> code = {"function",        "procedure", "routine",   "trigger",  "event trigger",
                                             "event",           "rule",      "aggregate", "operator", "operator class",
                                             "operator family", "cast",      "language",  "transform"};
  static const std::set<std::string> access = {"grant", "revoke", "ownership", "policy",
                                               "user",  "role",   "group",     "user mapping"};
  static const std::set<std::string> storage = {"tablespace",  "logfile group", "resource group",
                                                "server",      "foreign table", "foreign data wrapper",
                                                "publication", "subscription"};
  if (dialect == model::Dialect::kSpanner)  // already GoogleSQL: only outside the model
    return "apply the statement from the input unchanged after the schema";
  if (kind == "view" || kind == "materialized view")
    return "recreate it with CREATE VIEW (GoogleSQL, SQL SECURITY INVOKER) once its query is translated";
  if (kind == "table from query")
    return "its columns come from a query spanlift cannot type (P012): define the table by hand";
  if (code.count(kind)) return "Spanner has no stored code: move the logic into the application";
  if (access.count(kind)) return "Spanner access is granted with IAM and fine-grained access control roles";
  if (storage.count(kind)) return "Spanner manages storage, placement and replication itself: nothing to carry over";
  return "a Spanner schema has no " + kind + ": carry what it does into the schema or the application by hand";
}

template <typename Member>
uint64_t Total(const std::vector<model::Table>& tables, Member member) {
  uint64_t n = 0;
  for (const auto& t : tables) n += (t.*member).size();
  return n;
}

void SetInAndOut(Context& ctx) {
  const auto& src = ctx.source;
  const auto& out = ctx.out;
  auto set = [&](const char* kind, uint64_t in, uint64_t emitted) {
    KindCounts& k = ctx.Count(kind);
    k.in = in;
    k.emitted = emitted - k.added;
  };
  set("table", src.tables.size(), out.tables.size());
  set("column", Total(src.tables, &model::Table::columns), Total(out.tables, &model::Table::columns));
  set("index", Total(src.tables, &model::Table::indexes), Total(out.tables, &model::Table::indexes));
  set("foreign key", Total(src.tables, &model::Table::foreign_keys), Total(out.tables, &model::Table::foreign_keys));
  set("check", Total(src.tables, &model::Table::checks), Total(out.tables, &model::Table::checks));
  set("sequence", src.sequences.size(), out.sequences.size());
  if (!src.named_schemas.empty()) set("schema", src.named_schemas.size(), out.named_schemas.size());
  if (!src.views.empty()) set("view", src.views.size(), out.views.size());
  if (!src.change_streams.empty()) set("change stream", src.change_streams.size(), out.change_streams.size());
  if (!src.search_indexes.empty()) set("search index", src.search_indexes.size(), out.search_indexes.size());
  if (!src.roles.empty()) set("role", src.roles.size(), out.roles.size());
  if (!src.grants.empty()) set("grant", src.grants.size(), out.grants.size());
  if (!src.objects.empty()) set("spanner object", src.objects.size(), out.objects.size());
  ctx.Count("enum type").in = ctx.Count("enum type").merged = src.enums.size();
  ctx.Count("domain").in = ctx.Count("domain").merged = src.domains.size();
}

}  // namespace

void ListNotConverted(Context& ctx) {
  std::map<std::string, uint64_t> grouped;
  for (const auto& s : ctx.source.skipped) {
    ctx.result.not_converted.push_back(s);
    if (NamedKinds().count(s.kind)) {
      ctx.Count(s.kind).in++;
      ctx.Drop(codes::kNotConverted, s.location, {s.kind, s.name}, s.kind + " " + s.name + " not converted",
               Why(s.kind, ctx.source.dialect));
    } else {
      grouped[s.kind]++;
    }
  }
  for (const auto& [kind, n] : grouped) {
    KindCounts& k = ctx.Count(kind);
    k.in += n;
    k.dropped += n;
    ctx.Report(codes::kNotConverted, {}, {kind, "(" + std::to_string(n) + ")"},
               std::to_string(n) + " " + kind + " statement(s) not converted", Why(kind, ctx.source.dialect));
  }
}

void Account(Context& ctx) {
  SetInAndOut(ctx);
  std::set<std::pair<std::string, std::string>> dropped;
  for (const auto& d : ctx.result.dropped) dropped.insert({d.kind, d.object});
  for (auto& [kind, counts] : ctx.result.accounting.kinds) {
    auto touched = ctx.touched().find(kind);
    uint64_t transformed = 0;
    if (touched != ctx.touched().end())
      for (const auto& name : touched->second) transformed += dropped.count({kind, name}) ? 0 : 1;
    counts.transformed = std::min(transformed, counts.emitted);
    if (counts.in == counts.emitted + counts.merged + counts.dropped) continue;
    ctx.result.accounting.balanced = false;
    ctx.Report(codes::kAccounting, {}, {kind, "(all)"},
               kind + ": " + std::to_string(counts.in) + " in, but " + std::to_string(counts.emitted) + " emitted + " +
                   std::to_string(counts.merged) + " merged + " + std::to_string(counts.dropped) + " dropped",
               "please report this as a spanlift bug, with the input");
  }
}

}  // namespace spanlift::convert
