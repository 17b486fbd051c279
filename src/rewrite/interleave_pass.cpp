#include "rewrite/interleave_pass.h"

#include <algorithm>
#include <set>

#include "rewrite/codes.h"
#include "rewrite/interleave_orm.h"
#include "rewrite/key_facts.h"
#include "spanner/limits.h"

namespace spanlift::rewrite::interleave_pass {

namespace {

// A foreign key that could become the table's interleave.
struct Candidate {
  size_t fk = 0;
  const model::Table* parent = nullptr;
  std::vector<std::string> columns;  // the child's columns matching the parent's key, in key order
  std::string rename;                // non-empty: "a -> b, ..." would make it legal
};

bool SameType(const model::Column& a, const model::Column& b) {
  return a.type.name == b.type.name && a.type.args == b.type.args && a.type.array_dims == b.type.array_dims;
}

bool InKey(const model::Table& t, std::string_view column) {
  auto keys = KeyColumns(t);
  return std::any_of(keys.begin(), keys.end(),
                     [&](const std::string& k) { return model::EqualsIgnoreCase(k, column); });
}

// Whether `table` is interleaved (transitively) in `ancestor`: interleaving the other way is a cycle.
bool Descends(const model::Schema& schema, const model::Table& table, const model::Table& ancestor) {
  int depth = 0;
  for (const model::Table* at = &table; at && depth <= spanner::kMaxInterleaveDepth; ++depth) {
    if (at == &ancestor) return true;
    at = at->interleave ? Find(schema, at->interleave->parent) : nullptr;
  }
  return false;
}

// The foreign key references the parent's whole key, and the child's key holds its columns with
// the same types; names may differ (then only a rename is suggested).
std::optional<Candidate> Match(const model::Schema& schema, const model::Table& t, size_t i) {
  const model::ForeignKey& fk = t.foreign_keys[i];
  const model::Table* parent = Find(schema, fk.ref_table);
  if (!fk.enforced || !parent || parent == &t || !parent->primary_key) return std::nullopt;
  auto keys = KeyColumns(*parent);
  const auto& refs = fk.ref_columns.empty() ? keys : fk.ref_columns;
  if (refs.size() != keys.size() || fk.columns.size() != keys.size()) return std::nullopt;
  Candidate c{i, parent, {}, {}};
  for (size_t k = 0; k < keys.size(); ++k) {
    auto at = std::find_if(refs.begin(), refs.end(),
                           [&](const std::string& r) { return model::EqualsIgnoreCase(r, keys[k]); });
    if (at == refs.end()) return std::nullopt;
    const std::string& mine = fk.columns[static_cast<size_t>(at - refs.begin())];
    const model::Column* child = t.FindColumn(mine);
    const model::Column* theirs = parent->FindColumn(keys[k]);
    if (!child || !theirs || !SameType(*child, *theirs) || !InKey(t, mine)) return std::nullopt;
    if (!model::EqualsIgnoreCase(mine, keys[k])) c.rename += (c.rename.empty() ? "" : ", ") + mine + " -> " + keys[k];
    c.columns.push_back(mine);
  }
  if (InterleaveDepth(schema, *parent) + 1 > spanner::kMaxInterleaveDepth || Descends(schema, *parent, t))
    return std::nullopt;
  return c;
}

// Documented rule (docs/rewrites.md): the parent with the longest key (the most specific
// ancestor) wins; among equals, the foreign key declared first.
const Candidate* Choose(const std::vector<Candidate>& legal) {
  const Candidate* best = nullptr;
  for (const auto& c : legal)
    if (!best || c.columns.size() > best->columns.size()) best = &c;
  return best;
}

// The key with the parent's columns first, the rest in their old order.
std::vector<model::KeyPart> Reordered(const model::Table& t, const std::vector<std::string>& first) {
  std::vector<model::KeyPart> out, rest;
  for (const auto& name : first)
    for (const auto& p : t.primary_key->parts)
      if (model::EqualsIgnoreCase(p.column, name)) out.push_back(p);
  for (const auto& p : t.primary_key->parts)
    if (std::none_of(first.begin(), first.end(),
                     [&](const std::string& n) { return model::EqualsIgnoreCase(n, p.column); }))
      rest.push_back(p);
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

bool SameOrder(const std::vector<model::KeyPart>& a, const std::vector<model::KeyPart>& b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].column != b[i].column) return false;
  return true;
}

// A key that must be reordered to start with the parent's, under children whose prefixes hold
// the old order.
bool BlockedByChildren(const model::Schema& schema, const model::Table& t, const Candidate& c) {
  return !SameOrder(Reordered(t, c.columns), t.primary_key->parts) && !Children(schema, t).empty();
}

void Interleave(model::Schema& schema, model::Table& t, const Candidate& c, RewriteLog& log) {
  if (BlockedByChildren(schema, t, c)) return;
  model::ForeignKey fk = t.foreign_keys[c.fk];
  auto key = Reordered(t, c.columns);
  bool reorder = !SameOrder(key, t.primary_key->parts);
  std::string before = KeyText(t.primary_key->parts);
  t.primary_key->parts = key;
  std::string on_delete = fk.on_delete == "CASCADE" ? "CASCADE" : "NO ACTION";
  t.interleave = model::Interleave{c.parent->name, true, on_delete};
  t.foreign_keys.erase(t.foreign_keys.begin() + static_cast<std::ptrdiff_t>(c.fk));
  log.Merged("foreign key");
  std::string application;
  if (!fk.on_delete.empty() && fk.on_delete != "CASCADE" && fk.on_delete != "NO ACTION")
    application = "ON DELETE " + fk.on_delete + " is now NO ACTION: delete or update children before their parent";
  log.Record(codes::kInterleave, t,
             "INTERLEAVE IN PARENT " + c.parent->name + " ON DELETE " + on_delete +
                 (reorder ? "; PRIMARY KEY " + before + " -> " + KeyText(key) : std::string()) + "; foreign key " +
                 (fk.name.empty() ? "to " + c.parent->name : fk.name) + " dropped: the interleave enforces it",
             application);
}

struct Candidates {
  std::vector<Candidate> legal, renames;
};

Candidates CandidatesOf(const model::Schema& schema, const model::Table& t) {
  Candidates out;
  for (size_t i = 0; i < t.foreign_keys.size(); ++i)
    if (auto c = Match(schema, t, i)) (c->rename.empty() ? out.legal : out.renames).push_back(*c);
  return out;
}

bool Eligible(const model::Table& t, const Policy& policy) {
  return policy.PassEnabled(kName, t) && policy.Interleave(t) && !t.interleave && t.primary_key;
}

// A rename of the child's columns to the parent's names that would clash with a column the
// child has (image_id -> id in a table with its own id): the ORM plan renames the parent instead.
bool Clashes(const model::Table& t, const Candidate& c) {
  for (size_t k = 0; k < c.columns.size(); ++k) {
    std::string target = KeyColumns(*c.parent)[k];  // a copy: KeyColumns returns a temporary
    if (!model::EqualsIgnoreCase(c.columns[k], target) && t.FindColumn(target)) return true;
  }
  return false;
}

void Apply(model::Schema& schema, model::Table& t, RewriteLog& log, const std::set<std::string>& planned) {
  auto [legal, renames] = CandidatesOf(schema, t);
  if (const Candidate* c = Choose(legal)) return Interleave(schema, t, *c, log);
  std::erase_if(renames, [&](const Candidate& c) { return Clashes(t, c); });
  if (const Candidate* c = Choose(renames); c && !planned.count(model::ToLower(t.name)))
    log.Record(codes::kInterleaveRename, t,
               "could be INTERLEAVE IN PARENT " + c->parent->name + " if its columns matched the parent's key names",
               "rename " + c->rename + " (in the schema and the application) to interleave");
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  // ORM-shaped children first: renaming a parent's key makes them legal candidates.
  auto ctx = PassContext(schema, log);
  auto parent_ok = [&](const model::Table& p) {
    return policy.PassEnabled(kName, p) && !KeyWillChange(ctx, p, policy);
  };
  std::set<std::string> planned;
  for (const auto& c : interleave_orm::Apply(schema, policy, log, parent_ok, planned))
    if (auto m = Match(schema, *c.table, c.fk); m && m->rename.empty()) Interleave(schema, *c.table, *m, log);
  for (auto& t : schema.tables)
    if (Eligible(t, policy)) Apply(schema, t, log, planned);
}

// Whether a key pass will change the parent's key before this pass runs, so that no child can
// match it: a key-changing strategy the policy chose, or a hot first part that is not a single
// INT64 (which keeps its key under the sequence strategy). Not ChooseStrategy: that asks
// WillInterleave of the parent, and foreign keys may form cycles.
bool KeyWillChange(const analysis::AnalysisContext& ctx, const model::Table& parent, const Policy& policy) {
  Strategy chosen = policy.StrategyFor(parent);
  if (chosen != Strategy::kAuto)
    return chosen == Strategy::kReorder || chosen == Strategy::kShard || chosen == Strategy::kUuid;
  auto keys = KeyColumns(parent);
  return !keys.empty() && !SingleInt64Key(parent) && Children(ctx.schema(), parent).empty() &&
         KeyIsHot(ctx, parent, policy);
}

bool WillInterleave(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy) {
  const model::Schema& schema = ctx.schema();
  if (!Eligible(table, policy)) return false;
  auto candidates = CandidatesOf(schema, table);
  const Candidate* c = Choose(candidates.legal);
  return c && !BlockedByChildren(schema, table, *c) && !KeyWillChange(ctx, *c->parent, policy);
}

}  // namespace spanlift::rewrite::interleave_pass
