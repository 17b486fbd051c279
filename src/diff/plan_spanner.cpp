// The Spanner-only objects of compare_spanner.cpp, in an order Spanner accepts: what others need
// first (database options, the proto bundle, locality groups, placements, roles: kPrologue), grants
// NEW drops revoked before anything they name goes (kRevoke), search indexes dropped before the
// columns and tables they read (kDropIndexes) and created after them (kCreateIndexes), property
// graphs dropped before their tables (kDropViews) and created after everything (kObjects), new
// grants after every object (kGrants), roles and groups NEW drops last (kEpilogue).
#include "ddl/spanner_ddl.h"
#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "spanner/identifiers.h"

namespace spanlift::diff {

namespace {

const model::Grant* FindGrantByStatement(const model::Schema& schema, const std::string& statement) {
  for (const auto& g : schema.grants)
    if (ddl::GrantStatement(g, false) == statement) return &g;
  return nullptr;
}

// What Spanner calls the kind in DROP / ALTER, and whether CREATE OR REPLACE redefines it.
struct TextKind {
  const char* kind;  // model::SpannerObject::kind
  const char* ddl;   // "PROPERTY GRAPH"
  bool replaceable;
};

TextKind KindOf(ObjectKind object) {
  switch (object) {
    case ObjectKind::kPropertyGraph: return {"property graph", "PROPERTY GRAPH", true};
    case ObjectKind::kModel: return {"model", "MODEL", true};
    case ObjectKind::kFunction: return {"function", "FUNCTION", true};
    case ObjectKind::kLocalityGroup: return {"locality group", "LOCALITY GROUP", false};
    case ObjectKind::kPlacement: return {"placement", "PLACEMENT", false};
    default: return {"statistics", "STATISTICS", false};
  }
}

// Locality groups and placements are named by tables and columns: created first, dropped last.
bool NeededFirst(ObjectKind object) { return object == ObjectKind::kLocalityGroup || object == ObjectKind::kPlacement; }

}  // namespace

void Planner::PlanSpannerObject(size_t i) {
  const Change& c = result_.changes[i];
  switch (c.object) {
    case ObjectKind::kSearchIndex: return PlanSearchIndex(i);
    case ObjectKind::kRole:
      if (c.kind == ChangeKind::kAdded)
        return Ddl(Phase::kPrologue, ddl::CreateNamedStatement("ROLE", Quote(c.name)), "new role " + c.name, i);
      return Ddl(Phase::kEpilogue, ddl::DropStatement("ROLE", Quote(c.name)),
                 "NEW no longer has role " + c.name + " (its grants are revoked first)", i);
    case ObjectKind::kGrant:
      if (c.kind == ChangeKind::kAdded) return Ddl(Phase::kGrants, c.name, "new grant", i);
      if (const model::Grant* g = FindGrantByStatement(old_, c.name))
        Ddl(Phase::kRevoke, ddl::GrantStatement(*g, true), "NEW no longer grants it", i);
      return;
    case ObjectKind::kProtoBundle: return PlanProtoBundle(i);
    case ObjectKind::kDatabase:
      return Ddl(Phase::kPrologue,
                 ddl::AlterStatement("DATABASE", Quote(c.name.empty() ? "db" : c.name),
                                     ddl::SetOptionsClause(OptionsDelta(old_.database_options, new_.database_options))),
                 "database options " + c.before + " -> " + c.after, i);
    case ObjectKind::kSynonym:
      return Ddl(Phase::kAlter,
                 ddl::AlterTableStatement(QuoteName(Deployed(c.table)),
                                          ddl::SynonymClause(c.kind == ChangeKind::kAdded, Quote(c.name))),
                 c.kind == ChangeKind::kAdded ? "new synonym " + c.name : "NEW no longer has synonym " + c.name, i,
                 c.kind == ChangeKind::kAdded ? 1 : 0);
    case ObjectKind::kTable:  // an altered table property planned here: its OPTIONS
      if (c.property == "options")
        Ddl(Phase::kAlter,
            ddl::AlterTableStatement(
                QuoteName(Deployed(c.table)),
                ddl::SetOptionsClause(OptionsDelta(OldTable(c.table)->options, NewTable(c.table)->options))),
            "table options " + c.before + " -> " + c.after, i);
      return;
    default: return PlanTextObject(i);
  }
}

// Dropped (with --allow-drop, as an index is) before the columns and tables it reads, created
// after them; a STORING change in place; any other change rebuilds it.
void Planner::PlanSearchIndex(size_t i) {
  const Change& c = result_.changes[i];
  // A search index NEW turns into a vector index of the same name is a drop and an add: each
  // change takes only its own side.
  const model::SearchIndex* o = c.kind == ChangeKind::kAdded ? nullptr : FindSearchIndex(old_, c.name);
  const model::SearchIndex* n = c.kind == ChangeKind::kDropped ? nullptr : FindSearchIndex(new_, c.name);
  const std::string kind = (o ? o->vector : n->vector) ? "VECTOR INDEX" : "SEARCH INDEX";
  // On a table the migration recreates the index goes with the old table and is built again on the
  // new one (plan_recreate.cpp), so a STORING change is a rebuild too.
  const bool rebuilt = o && recreated_.count(model::ToLower(o->table));
  if (c.kind == ChangeKind::kAltered && c.property == "storing" && !rebuilt) {
    auto has = [](const std::vector<std::string>& list, const std::string& s) {
      for (const auto& x : list)
        if (model::EqualsIgnoreCase(x, s)) return true;
      return false;
    };
    for (const auto& s : o->storing)
      if (!has(n->storing, s))
        Ddl(Phase::kDropIndexes, ddl::AlterStatement(kind, QuoteName(c.name), ddl::StoredColumnClause(false, Quote(s))),
            "index no longer stores " + s, i);
    for (const auto& s : n->storing)
      if (!has(o->storing, s))
        Ddl(Phase::kCreateIndexes,
            ddl::AlterStatement(kind, QuoteName(c.name), ddl::StoredColumnClause(true, Quote(s))),
            "index stores " + s + " (Spanner backfills it)", i);
    return;
  }
  if (c.kind == ChangeKind::kDropped && !DropAllowed(i, "the " + model::ToLower(kind))) return;
  if (o)
    Ddl(Phase::kDropIndexes, ddl::DropStatement(kind, QuoteName(c.name)),
        c.kind == ChangeKind::kAltered ? c.name + " changed (" + c.property + "): dropped and created again"
                                       : "NEW no longer has " + c.name,
        i);
  if (n)
    Ddl(Phase::kCreateIndexes, ddl::CreateSearchIndexStatement(*n, templates_),
        (c.kind == ChangeKind::kAltered ? c.name + " as NEW defines it"
                                        : "new " + model::ToLower(kind) + " " + c.name) +
            " (Spanner backfills it)",
        i);
}

// Whether a graph of OLD reads a table NEW no longer has.
bool Planner::ReadsDropped(const model::SpannerObject& graph) const {
  for (const auto& name : graph.reads)
    if (OldTable(name) && !NewTable(name)) return true;
  return false;
}

// Whether a graph of NEW reads a table OLD does not have yet.
bool Planner::ReadsNew(const model::SpannerObject& graph) const {
  for (const auto& name : graph.reads)
    if (NewTable(name) && !OldTable(name)) return true;
  return false;
}

// CREATE OR REPLACE where the kind has it, SET OPTIONS for an options change; a locality group or
// placement is created first and dropped last (tables name them).
void Planner::PlanTextObject(size_t i) {
  const Change& c = result_.changes[i];
  const TextKind k = KindOf(c.object);
  const model::SpannerObject* o = FindTextObject(old_, k.kind, c.name);
  const model::SpannerObject* n = FindTextObject(new_, k.kind, c.name);
  const std::string name = c.object == ObjectKind::kLocalityGroup || c.object == ObjectKind::kPlacement ||
                                   c.object == ObjectKind::kStatistics
                               ? Quote(c.name)
                               : QuoteName(c.name);
  if (c.kind == ChangeKind::kDropped && c.object == ObjectKind::kStatistics) {
    // A statistics package is Spanner's own: it cannot be dropped, only its options reset.
    Ddl(Phase::kObjects, ddl::AlterStatement("STATISTICS", name, ddl::SetOptionsClause(OptionsDelta(o->options, {}))),
        "NEW no longer sets the options of statistics package " + c.name + ": back to Spanner's defaults", i);
    return;
  }
  if (c.kind == ChangeKind::kDropped) {
    Ddl(NeededFirst(c.object) ? Phase::kEpilogue : Phase::kDropViews, ddl::DropStatement(k.ddl, name),
        "NEW no longer has " + std::string(k.kind) + " " + c.name, i, -1);
    return;
  }
  Phase create = NeededFirst(c.object) ? Phase::kPrologue : Phase::kObjects;
  if (c.object == ObjectKind::kPropertyGraph && o && ReadsDropped(*o)) {
    // Spanner refuses to drop a table a graph reads: the graph changes first, before the drops,
    // when NEW's reads only what OLD has; else it goes, and comes back after everything.
    if (!ReadsNew(*n)) {
      create = Phase::kDropViews;
    } else {
      Ddl(Phase::kDropViews, ddl::DropStatement("PROPERTY GRAPH", name),
          "property graph " + c.name + " reads what the migration drops", i, -1);
      Ddl(Phase::kObjects, ddl::SpannerObjectStatement(*n, false), "property graph " + c.name + " as NEW defines it",
          i);
      return;
    }
  }
  if (c.kind == ChangeKind::kAdded || (c.property == "definition" && k.replaceable)) {
    Ddl(create, ddl::SpannerObjectStatement(*n, c.kind == ChangeKind::kAltered),
        (c.kind == ChangeKind::kAdded ? "new " : "redefined: ") + std::string(k.kind) + " " + c.name, i);
  } else if (c.property == "options") {
    Ddl(create, ddl::AlterStatement(k.ddl, name, ddl::SetOptionsClause(OptionsDelta(o->options, n->options))),
        std::string(k.kind) + " options " + c.before + " -> " + c.after, i);
  }
  // A locality group's or placement's definition is its OPTIONS: no other change reaches here.
}

// CREATE / ALTER PROTO BUNDLE name the types; the descriptors come with the DDL request
// (gcloud --proto-descriptors-file), which a migration file cannot carry: the comment says so.
void Planner::PlanProtoBundle(size_t i) {
  const Change& c = result_.changes[i];
  const std::string note =
      " (send the descriptors with it: gcloud spanner databases ddl update --proto-descriptors-file)";
  if (c.kind == ChangeKind::kAdded)
    return Ddl(Phase::kPrologue, ddl::ProtoBundleStatement(new_.proto_bundle), "new proto bundle" + note, i);
  if (c.kind == ChangeKind::kDropped)
    return Ddl(Phase::kEpilogue, ddl::DropStatement("PROTO BUNDLE", ""), "NEW has no proto bundle", i);
  std::string inserted, deleted;
  auto has = [](const std::vector<std::string>& list, const std::string& t) {
    for (const auto& x : list)
      if (model::EqualsIgnoreCase(x, t)) return true;
    return false;
  };
  for (const auto& t : new_.proto_bundle)
    if (!has(old_.proto_bundle, t)) inserted += (inserted.empty() ? "" : ", ") + spanner::QuoteQualified(t);
  for (const auto& t : old_.proto_bundle)
    if (!has(new_.proto_bundle, t)) deleted += (deleted.empty() ? "" : ", ") + spanner::QuoteQualified(t);
  Ddl(Phase::kPrologue, ddl::AlterProtoBundleStatement(inserted, deleted),
      "proto bundle types " + c.before + " -> " + c.after + note, i);
}

}  // namespace spanlift::diff
