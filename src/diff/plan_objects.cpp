// Views and change streams (docs/diff.md, "Views and change streams"). Both read tables, and
// Spanner refuses to drop or retype what they read: a view that reads a dropped column, a
// retyped column, a recreated table or a renamed one is dropped before and created again after;
// a change stream that names a dropped table or column stops naming it before, and takes NEW's
// FOR list after. Views are created in dependency order and dropped in the reverse.
#include <algorithm>

#include "ddl/spanner_ddl.h"
#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "spanner/identifiers.h"

namespace spanlift::diff {

namespace {

// Positions in ViewsByDependency order, by lower-cased name.
std::map<std::string, int> DependencyRank(const model::Schema& schema) {
  std::map<std::string, int> rank;
  int n = 0;
  for (const auto* v : model::ViewsByDependency(schema)) rank[model::ToLower(v->name)] = n++;
  return rank;
}

bool TypeChanges(const model::Column& a, const model::Column& b) {
  return !model::EqualsIgnoreCase(a.type.name, b.type.name) || a.type.array_dims != b.type.array_dims;
}

std::string AlterStream(const model::ChangeStream& s, const std::string& clause) {
  return ddl::AlterStatement("CHANGE STREAM", spanner::QuoteQualified(s.name), clause);
}

// A gone table under its qualified name and its bare name: a view's query names a table of a
// named schema by its parts, and its reads are those parts.
void Insert(std::map<std::string, size_t>& gone, const std::string& table, const std::string& rest, size_t change) {
  gone.emplace(model::ToLower(table) + rest, change);
  if (table.find('.') != std::string::npos) gone.emplace(model::ToLower(model::UnqualifiedName(table)) + rest, change);
}

}  // namespace

size_t Gone::Under(const model::View& view) const {
  for (const auto& name : view.reads) {
    if (auto it = tables.find(model::ToLower(name)); it != tables.end()) return it->second;
    for (const auto& other : view.reads)
      if (auto it = columns.find(model::ToLower(name) + "." + model::ToLower(other)); it != columns.end())
        return it->second;
  }
  return std::string::npos;
}

model::ChangeStream Gone::Narrowed(const model::ChangeStream& stream) const {
  model::ChangeStream out = stream;
  std::erase_if(out.tables,
                [&](const model::ChangeStreamTable& w) { return tables.count(model::ToLower(w.table)) > 0; });
  for (auto& w : out.tables)
    std::erase_if(w.columns, [&](const std::string& c) {
      return columns.count(model::ToLower(w.table) + "." + model::ToLower(c)) > 0;
    });
  return out;
}

Gone Planner::FindGone() const {
  Gone gone;
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    const Change& c = result_.changes[i];
    std::string table = model::ToLower(c.table);
    if (c.object == ObjectKind::kTable && c.kind == ChangeKind::kAltered && c.property == "name")
      Insert(gone.tables, c.before, "", i);
    if (recreated_.count(table)) Insert(gone.tables, table, "", i);
    if (refused_.count(table) || recreated_.count(table) || c.object != ObjectKind::kColumn) continue;
    bool dropped = c.kind == ChangeKind::kDropped && (options_.allow_drop || RenamedColumn(c.table, c.name));
    const model::Table* o = OldTable(c.table);
    const model::Table* n = NewTable(c.table);
    const model::Column* oc = o ? o->FindColumn(c.name) : nullptr;
    const model::Column* nc = n ? n->FindColumn(c.name) : nullptr;
    bool retyped = c.kind == ChangeKind::kAltered && c.property == "type" && oc && nc && TypeChanges(*oc, *nc);
    if (dropped || retyped) Insert(gone.columns, table, "." + model::ToLower(c.name), i);
  }
  for (const auto& c : result_.changes)
    if (c.object == ObjectKind::kTable && c.kind == ChangeKind::kDropped && options_.allow_drop)
      Insert(gone.tables, c.table, "", static_cast<size_t>(&c - result_.changes.data()));
  return gone;
}

void Planner::PlanViews(const Gone& gone) {
  std::map<std::string, size_t> change_of;  // lower-cased view -> its Change
  for (size_t i = 0; i < result_.changes.size(); ++i)
    if (result_.changes[i].object == ObjectKind::kView) change_of[model::ToLower(result_.changes[i].name)] = i;
  // Views dropped first: NEW drops them (with --allow-drop), or they read what goes (they come
  // back after), or they read a view dropped first, or a view that is replaced while they change too.
  std::map<std::string, size_t> dropped_first;  // lower-cased view -> the change that causes it
  for (const auto& v : old_.views) {
    auto it = change_of.find(model::ToLower(v.name));
    bool removed = it != change_of.end() && result_.changes[it->second].kind == ChangeKind::kDropped;
    if (removed && DropAllowed(it->second, "the view"))
      dropped_first[model::ToLower(v.name)] = it->second;
    else if (size_t cause = gone.Under(v); !removed && cause != std::string::npos)
      dropped_first[model::ToLower(v.name)] = cause;
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto& v : old_.views) {
      if (dropped_first.count(model::ToLower(v.name)) || !FindView(new_, v.name)) continue;
      auto changed = change_of.find(model::ToLower(v.name));
      for (const auto& name : v.reads) {
        auto under = dropped_first.find(model::ToLower(name));
        auto read_change = change_of.find(model::ToLower(name));
        bool replaced_under = changed != change_of.end() && read_change != change_of.end() &&
                              result_.changes[read_change->second].kind == ChangeKind::kAltered;
        if (under == dropped_first.end() && !replaced_under) continue;
        dropped_first[model::ToLower(v.name)] = under != dropped_first.end() ? under->second : changed->second;
        grew = true;
        break;
      }
    }
  }
  std::map<std::string, int> old_rank = DependencyRank(old_), new_rank = DependencyRank(new_);
  for (const auto& [name, cause] : dropped_first) {
    const model::View& v = *FindView(old_, name);
    bool back = FindView(new_, name) != nullptr;
    Ddl(Phase::kDropViews, ddl::DropStatement("VIEW", QuoteName(v.name)),
        back ? "view " + v.name + " reads what the migration changes: dropped here, created again at the end"
             : "NEW no longer has view " + v.name,
        cause, -old_rank[name]);
    if (back)
      Refuse(codes::kViewRecreated, model::Severity::kWarning, cause,
             "view " + v.name +
                 " is dropped before this change and created again after it (Spanner refuses the change "
                 "while the view reads it): queries on the view fail in between",
             "Apply the migration when nothing queries the view, or make the view not read the changed object first");
  }
  for (const auto& v : new_.views) {
    std::string name = model::ToLower(v.name);
    auto it = change_of.find(name);
    bool first = dropped_first.count(name) > 0;
    if (it == change_of.end() && !first) continue;  // unchanged and untouched
    size_t change = it != change_of.end() ? it->second : dropped_first[name];
    bool replace = !first && result_.changes[change].kind == ChangeKind::kAltered;
    Ddl(Phase::kViews, ddl::CreateViewStatement(v, replace, templates_),
        replace                           ? "view " + v.name + " as NEW defines it"
        : first && FindView(old_, v.name) ? "view " + v.name + " created again"
                                          : "new view " + v.name,
        change, new_rank[name]);
  }
}

void Planner::PlanChangeStreams(const Gone& gone) {
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    const Change& c = result_.changes[i];
    if (c.object != ObjectKind::kChangeStream) continue;
    if (c.kind == ChangeKind::kAdded)
      Ddl(Phase::kChangeStreams, ddl::CreateChangeStreamStatement(*FindChangeStream(new_, c.name), templates_),
          "new change stream " + c.name, i);
    else if (c.kind == ChangeKind::kDropped && DropAllowed(i, "the change stream (and its retained change records)"))
      Ddl(Phase::kDropChangeStreams,
          ddl::DropStatement("CHANGE STREAM", QuoteName(FindChangeStream(old_, c.name)->name)),
          "NEW no longer has change stream " + c.name, i);
    else if (c.kind == ChangeKind::kAltered && c.property == "options")
      PlanStreamOptions(i);
  }
  // FOR lists: every stream both sides have, changed or not (a recreated table it names must
  // leave its list for the time of the recreate).
  for (const auto& n : new_.change_streams) {
    const model::ChangeStream* o = FindChangeStream(old_, n.name);
    if (!o) continue;
    size_t change = std::string::npos;
    for (size_t i = 0; i < result_.changes.size(); ++i) {
      const Change& c = result_.changes[i];
      if (c.object == ObjectKind::kChangeStream && c.property == "for" && model::EqualsIgnoreCase(c.name, n.name))
        change = i;
    }
    PlanStreamFor(*o, n, change, gone);
  }
}

// ALTER CHANGE STREAM s SET FOR ... (or DROP FOR ALL when it is to watch nothing): first without
// what is gone when it names any of it, then as NEW has it.
void Planner::PlanStreamFor(const model::ChangeStream& o, const model::ChangeStream& n, size_t change,
                            const Gone& gone) {
  auto set_for = [&](const model::ChangeStream& s) { return AlterStream(o, ddl::ChangeStreamForClause(s)); };
  model::ChangeStream narrowed = gone.Narrowed(o);
  std::string before = ChangeStreamForText(o), between = ChangeStreamForText(narrowed), after = ChangeStreamForText(n);
  size_t cause = change;
  if (between != before) {
    for (const auto& w : o.tables) {
      if (auto it = gone.tables.find(model::ToLower(w.table)); it != gone.tables.end()) cause = it->second;
      for (const auto& col : w.columns)
        if (auto it = gone.columns.find(model::ToLower(w.table) + "." + model::ToLower(col)); it != gone.columns.end())
          cause = it->second;
    }
    if (change == std::string::npos) change = cause;
    Ddl(Phase::kDropChangeStreams, set_for(narrowed),
        "change stream " + o.name +
            " stops naming what the migration drops or recreates (Spanner refuses the drop "
            "while a stream names it)",
        change);
  }
  if (after != between && change != std::string::npos)
    Ddl(Phase::kChangeStreams, set_for(n), "change stream " + n.name + " watches what NEW says", change);
}

// SET OPTIONS with what NEW changes or adds; an option NEW leaves out goes back to its default (NULL).
void Planner::PlanStreamOptions(size_t i) {
  const model::ChangeStream& o = *FindChangeStream(old_, result_.changes[i].name);
  const model::ChangeStream& n = *FindChangeStream(new_, result_.changes[i].name);
  std::string set;
  auto value_of = [](const model::ChangeStream& s, const std::string& name) -> const std::string* {
    for (const auto& [k, v] : s.options)
      if (k == name) return &v;
    return nullptr;
  };
  for (const auto& [name, value] : n.options)
    if (const std::string* old = value_of(o, name); !old || !model::EqualsIgnoreCase(*old, value))
      set += (set.empty() ? "" : ", ") + name + " = " + value;
  for (const auto& [name, value] : o.options)
    if (!value_of(n, name)) set += (set.empty() ? "" : ", ") + name + " = NULL";
  Ddl(Phase::kChangeStreams, AlterStream(o, ddl::SetOptionsClause(set)),
      "change stream " + n.name + " options as NEW has them (NULL: Spanner's default)", i);
}

}  // namespace spanlift::diff
