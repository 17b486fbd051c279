// The Spanner-only objects beside tables (docs/spanner-ddl-coverage.md): search and vector indexes,
// roles and grants, the objects kept as text (property graphs, models, functions, locality groups,
// placements, statistics packages), the proto bundle, database options, synonyms and table OPTIONS.
// Each difference is a Change the planner carries out (plan_spanner.cpp) or reports (D014): none
// of them passes as "no change".
#include <algorithm>

#include "diff/compare.h"
#include "ddl/spanner_ddl.h"
#include "verify/compare.h"

namespace spanlift::diff {

namespace {

bool SameName(const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); }

void Push(std::vector<Change>& out, ObjectKind object, ChangeKind kind, std::string table, std::string name,
          std::string property, std::string before, std::string after, const model::SourceLocation& old_at,
          const model::SourceLocation& new_at) {
  Change c;
  c.object = object;
  c.kind = kind;
  c.table = std::move(table);
  c.name = std::move(name);
  c.property = std::move(property);
  c.before = std::move(before);
  c.after = std::move(after);
  c.old_location = old_at;
  c.new_location = new_at;
  out.push_back(std::move(c));
}

// Added, dropped or altered: `find` looks an item up on the other side, `name` names it, `texts`
// gives its (property, text) pairs, compared one by one.
template <typename T, typename Find, typename Name, typename Texts>
void CompareList(const std::vector<T>& old_list, const std::vector<T>& new_list, ObjectKind object, Find find,
                 Name name, Texts texts, std::vector<Change>& out, const std::string& table = "") {
  for (const auto& n : new_list) {
    const T* o = find(old_list, n);
    if (!o) {
      Push(out, object, ChangeKind::kAdded, table, name(n), "", "", texts(n).front().second, {}, n.location);
      continue;
    }
    auto before = texts(*o), after = texts(n);
    for (size_t i = 0; i < after.size(); ++i)
      if (before[i].second != after[i].second)
        Push(out, object, ChangeKind::kAltered, table, name(n), after[i].first, before[i].second, after[i].second,
             o->location, n.location);
  }
  for (const auto& o : old_list)
    if (!find(new_list, o))
      Push(out, object, ChangeKind::kDropped, table, name(o), "", texts(o).front().second, "", o.location, {});
}

// OPTIONS as a sorted list, booleans lower-cased: the order they were written in is not a change.
std::string NormalOptions(const model::Options& options) {
  std::vector<std::string> list;
  for (const auto& [name, value] : options) {
    bool boolean = model::EqualsIgnoreCase(value, "true") || model::EqualsIgnoreCase(value, "false");
    list.push_back(model::ToLower(name) + " = " + (boolean ? model::ToLower(value) : value));
  }
  std::sort(list.begin(), list.end());
  std::string out;
  for (const auto& o : list) out += (out.empty() ? "" : ", ") + o;
  return out.empty() ? "(none)" : out;
}

std::string SearchIndexName(const model::SearchIndex& i) { return model::Qualified(i.schema, i.name); }

const model::SearchIndex* FindSearch(const std::vector<model::SearchIndex>& list, const model::SearchIndex& wanted) {
  for (const auto& i : list)
    if (i.vector == wanted.vector && SameName(SearchIndexName(i), SearchIndexName(wanted))) return &i;
  return nullptr;
}

std::string Parts(const std::vector<model::KeyPart>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + model::ToLower(p.column) + (p.desc ? " DESC" : "");
  return out;
}

std::string Names(std::vector<std::string> names, bool sorted) {
  for (auto& n : names) n = model::ToLower(n);
  if (sorted) std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// A search index's definition without STORING and OPTIONS (names folded, WHERE normalised), its
// STORING list, and its OPTIONS: STORING changes in place (ALTER SEARCH INDEX), the others
// rebuild the index.
std::vector<std::pair<std::string, std::string>> SearchTexts(const model::SearchIndex& i) {
  std::string definition = std::string(i.vector ? "VECTOR" : "SEARCH") + " INDEX ON " + model::ToLower(i.table) + " (" +
                           Parts(i.parts) + ")";
  if (!i.partition_by.empty()) definition += " PARTITION BY " + Names(i.partition_by, false);
  if (!i.order_by.empty()) definition += " ORDER BY " + Parts(i.order_by);
  if (!i.where.empty()) definition += " WHERE " + verify::NormaliseExpression(i.where);
  if (!i.interleave_in.empty()) definition += " INTERLEAVE IN " + model::ToLower(i.interleave_in);
  std::string stored = Names(i.storing, true);
  return {{"definition", definition},
          {"storing", stored.empty() ? "(none)" : stored},
          {"options", NormalOptions(i.options)}};
}

const model::Role* FindRole(const std::vector<model::Role>& list, const model::Role& wanted) {
  for (const auto& r : list)
    if (SameName(r.name, wanted.name)) return &r;
  return nullptr;
}

// Grants are compared as the statements that give them, names folded (Spanner's are case-insensitive).
std::string GrantText(const model::Grant& g) { return model::ToLower(ddl::GrantStatement(g, false)); }

const model::Grant* FindGrant(const std::vector<model::Grant>& list, const model::Grant& wanted) {
  for (const auto& g : list)
    if (GrantText(g) == GrantText(wanted)) return &g;
  return nullptr;
}

ObjectKind TextObjectKind(const std::string& kind) {
  if (kind == "property graph") return ObjectKind::kPropertyGraph;
  if (kind == "model") return ObjectKind::kModel;
  if (kind == "function") return ObjectKind::kFunction;
  if (kind == "locality group") return ObjectKind::kLocalityGroup;
  if (kind == "placement") return ObjectKind::kPlacement;
  return ObjectKind::kStatistics;
}

void CompareTextObjects(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  for (const char* kind : {"locality group", "placement", "model", "function", "property graph", "statistics"}) {
    std::vector<model::SpannerObject> before, after;
    std::copy_if(o.objects.begin(), o.objects.end(), std::back_inserter(before),
                 [&](auto& x) { return x.kind == kind; });
    std::copy_if(n.objects.begin(), n.objects.end(), std::back_inserter(after),
                 [&](auto& x) { return x.kind == kind; });
    CompareList(
        before, after, TextObjectKind(kind),
        [](const std::vector<model::SpannerObject>& list,
           const model::SpannerObject& w) -> const model::SpannerObject* {
          for (const auto& x : list)
            if (SameName(x.name, w.name)) return &x;
          return nullptr;
        },
        [](const model::SpannerObject& x) { return x.name; },
        [](const model::SpannerObject& x) {
          return std::vector<std::pair<std::string, std::string>>{{"definition", x.normalized},
                                                                  {"options", NormalOptions(x.options)}};
        },
        out);
  }
}

void CompareProtoBundle(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  auto text = [](const model::Schema& s) {
    std::vector<std::string> types;
    for (const auto& t : s.proto_bundle) types.push_back(model::ToLower(t));
    std::sort(types.begin(), types.end());
    std::string joined;
    for (const auto& t : types) joined += (joined.empty() ? "" : ", ") + t;
    return joined;
  };
  if (o.has_proto_bundle == n.has_proto_bundle && text(o) == text(n)) return;
  ChangeKind kind = !o.has_proto_bundle   ? ChangeKind::kAdded
                    : !n.has_proto_bundle ? ChangeKind::kDropped
                                          : ChangeKind::kAltered;
  Push(out, ObjectKind::kProtoBundle, kind, "", "proto bundle", kind == ChangeKind::kAltered ? "types" : "",
       o.has_proto_bundle ? text(o) : "", n.has_proto_bundle ? text(n) : "", {}, {});
}

// Per table both sides have: synonyms (added and dropped one by one) and table OPTIONS.
void CompareTableExtras(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  for (const auto& nt : n.tables) {
    const model::Table* ot = FindTable(o, TableName(nt));
    if (!ot) continue;
    std::string table = TableName(nt);
    auto has = [](const std::vector<std::string>& list, const std::string& s) {
      return std::any_of(list.begin(), list.end(), [&](const std::string& x) { return SameName(x, s); });
    };
    for (const auto& s : nt.synonyms)
      if (!has(ot->synonyms, s))
        Push(out, ObjectKind::kSynonym, ChangeKind::kAdded, table, s, "", "", s, {}, nt.location);
    for (const auto& s : ot->synonyms)
      if (!has(nt.synonyms, s))
        Push(out, ObjectKind::kSynonym, ChangeKind::kDropped, table, s, "", s, "", ot->location, {});
    if (NormalOptions(ot->options) != NormalOptions(nt.options))
      Push(out, ObjectKind::kTable, ChangeKind::kAltered, table, "", "options", NormalOptions(ot->options),
           NormalOptions(nt.options), ot->location, nt.location);
  }
}

}  // namespace

void CompareSpannerObjects(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  if (NormalOptions(o.database_options) != NormalOptions(n.database_options))
    Push(out, ObjectKind::kDatabase, ChangeKind::kAltered, "", n.database.empty() ? o.database : n.database, "options",
         NormalOptions(o.database_options), NormalOptions(n.database_options), {}, {});
  CompareProtoBundle(o, n, out);
  CompareList(
      o.roles, n.roles, ObjectKind::kRole, FindRole, [](const model::Role& r) { return r.name; },
      [](const model::Role& r) {
        return std::vector<std::pair<std::string, std::string>>{{"", r.name}};
      },
      out);
  CompareTableExtras(o, n, out);
  CompareList(o.search_indexes, n.search_indexes, ObjectKind::kSearchIndex, FindSearch, SearchIndexName, SearchTexts,
              out);
  CompareTextObjects(o, n, out);
  CompareList(
      o.grants, n.grants, ObjectKind::kGrant, FindGrant,
      [](const model::Grant& g) { return ddl::GrantStatement(g, false); },
      [](const model::Grant& g) {
        return std::vector<std::pair<std::string, std::string>>{{"", GrantText(g)}};
      },
      out);
}

const model::SearchIndex* FindSearchIndex(const model::Schema& schema, const std::string& name) {
  for (const auto& i : schema.search_indexes)
    if (SameName(SearchIndexName(i), name)) return &i;
  return nullptr;
}

std::string OptionsDelta(const model::Options& before, const model::Options& after) {
  auto find = [](const model::Options& list, const std::string& name) -> const std::string* {
    for (const auto& [k, v] : list)
      if (model::EqualsIgnoreCase(k, name)) return &v;
    return nullptr;
  };
  std::string out;
  for (const auto& [name, value] : after) {
    const std::string* old = find(before, name);
    if (!old || NormalOptions({{name, *old}}) != NormalOptions({{name, value}}))
      out += (out.empty() ? "" : ", ") + name + " = " + value;
  }
  for (const auto& [name, value] : before)
    if (!find(after, name)) out += (out.empty() ? "" : ", ") + name + " = null";
  return out;
}

const model::SpannerObject* FindTextObject(const model::Schema& schema, const std::string& kind,
                                           const std::string& name) {
  for (const auto& x : schema.objects)
    if (x.kind == kind && SameName(x.name, name)) return &x;
  return nullptr;
}

}  // namespace spanlift::diff
