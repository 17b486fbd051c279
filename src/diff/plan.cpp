#include "diff/plan.h"

#include <algorithm>
#include <functional>

#include "ddl/spanner_ddl.h"
#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/plan_internal.h"
#include "diff/renames.h"
#include "diff/review.h"
#include "spanner/alter_rules.h"
#include "spanner/identifiers.h"
#include "spanner/types.h"
#include "verify/compare.h"

namespace spanlift::diff {

using spanner::IsKeyColumn;
using spanner::PlaceholderValue;
using spanner::ReferencedByGenerated;
using spanner::TypeChangeAllowed;

namespace {

// Interleave depth of a table in its schema (0: top level); bounded against cycles.
int Depth(const model::Schema& schema, const model::Table& table) {
  int depth = 0;
  const model::Table* t = &table;
  while (t && t->interleave && depth < 64) {
    t = FindTable(schema, t->interleave->parent);
    ++depth;
  }
  return depth;
}

}  // namespace

DiffResult Plan(const model::Schema& old_schema, const model::Schema& new_schema, const DiffOptions& options,
                const ddl::TemplateSet& templates) {
  DiffResult result;
  result.findings = options.renames.refused;
  result.changes = RenameChanges(new_schema, options.renames);
  for (auto& c : Compare(old_schema, new_schema)) result.changes.push_back(std::move(c));
  Planner(old_schema, new_schema, options, templates, result).Run();
  return result;
}

void Planner::Run() {
  FindRecreates();
  PlanTableRenames();
  for (const auto& rename : options_.renames.columns) PlanColumnRename(rename);
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    std::string table = model::ToLower(result_.changes[i].table);
    if (!refused_.count(table) && !recreated_.count(table) && !done_.count(i)) PlanChange(i);
  }
  for (const auto& [table, changes] : recreated_) PlanRecreate(table, changes);
  Gone gone = FindGone();
  PlanViews(gone);
  PlanChangeStreams(gone);
  AssignBatches();
  ReportUncovered();
}

// Nothing silent: a Change no step carries and no finding explains is reported (D014).
void Planner::ReportUncovered() {
  std::vector<bool> covered(result_.changes.size(), false);
  for (const auto& step : result_.steps)
    for (size_t i : step.changes) covered[i] = true;
  for (size_t i : explained_) covered[i] = true;
  for (size_t i = 0; i < covered.size(); ++i)
    if (refused_.count(model::ToLower(result_.changes[i].table))) covered[i] = true;  // "nothing of this table"
  for (size_t i = 0; i < covered.size(); ++i) {
    if (covered[i]) continue;
    const Change& c = result_.changes[i];
    Refuse(codes::kNoStep, model::Severity::kWarning, i,
           std::string(ChangeKindName(c.kind)) + (c.property.empty() ? "" : " (" + c.property + ")") + ": " +
               (c.before.empty() ? "(none)" : c.before) + " -> " + (c.after.empty() ? "(none)" : c.after) +
               ": no migration statement carries this change",
           "Apply it by hand, or leave it out of NEW");
  }
}

std::string Planner::Quote(const std::string& name) const { return spanner::QuoteIdentifier(name); }
std::string Planner::QuoteName(const std::string& qualified) const { return spanner::QuoteQualified(qualified); }
std::string Planner::IndexName(const model::Table& table, const std::string& index) const {
  return spanner::QuoteQualified(model::Qualified(table.schema, index));
}

std::string Planner::Deployed(const std::string& table) const {
  const model::Table* t = OldTable(table);
  return t ? TableName(*t) : table;
}

model::Column RestatedColumn(const model::Column& column) {
  model::Column spec = column;
  spec.identity.reset();
  spec.allow_commit_timestamp = false;
  return spec;
}

std::string AddCheckSql(const model::Table& table, const model::Check& check) {
  return ddl::AlterTableStatement(spanner::QuoteQualified(TableName(table)), ddl::AddCheckClause(check));
}

const model::Table* Planner::OldTable(const std::string& name) const { return FindTable(old_, name); }
const model::Table* Planner::NewTable(const std::string& name) const { return FindTable(new_, name); }

void Planner::Add(Phase phase, Step::Kind kind, std::string sql, std::string comment, std::vector<size_t> changes,
                  int order) {
  Step step;
  step.kind = kind;
  step.sql = std::move(sql);
  step.comment = std::move(comment);
  step.changes = std::move(changes);
  planned_.push_back({phase, order, std::move(step)});
}

void Planner::Refuse(const char* code, model::Severity severity, size_t change, std::string message, std::string fix) {
  const Change& c = result_.changes[change];
  Finding f;
  f.diagnostic.severity = severity;
  f.diagnostic.code = code;
  f.diagnostic.location = c.new_location.line || c.old_location.file.empty() ? c.new_location : c.old_location;
  std::string object = ObjectKindName(c.object);
  object += " " + (c.table.empty() ? c.name : c.name.empty() ? c.table : c.table + "." + c.name);
  f.diagnostic.object = object;
  f.diagnostic.message = std::move(message);  // FormatLine prefixes the object
  f.diagnostic.fix = std::move(fix);
  f.fingerprint = Fingerprint(code, object);  // docs/diff.md: FNV-1a of the code and the object
  result_.findings.push_back(std::move(f));
  explained_.push_back(change);
}

bool Planner::DropAllowed(size_t change, const std::string& what) {
  if (options_.allow_drop) return true;
  std::string rename = SuggestedRename(old_, new_, result_.changes, change);
  Refuse(
      codes::kDropNeedsFlag, model::Severity::kError, change,
      "NEW no longer has it; the migration leaves " + what + " in place (DROP needs --allow-drop)" +
          (rename.empty() ? "" : "; NEW adds " + rename.substr(rename.find('=') + 1) + " of the same shape: a rename?"),
      rename.empty() ? "Pass --allow-drop to drop it, or keep it in NEW"
                     : "If it is a rename, declare it: --rename " + rename +
                           " (rows and values are kept); otherwise pass --allow-drop, or keep it in NEW");
  return false;
}

// The dropped column of the same table that SuggestedRename pairs with `added`, as "T.a=T.b".
std::string Planner::RenameInto(size_t added) const {
  const Change& a = result_.changes[added];
  for (size_t i = 0; i < result_.changes.size(); ++i) {
    const Change& d = result_.changes[i];
    if (d.object != ObjectKind::kColumn || d.kind != ChangeKind::kDropped || !model::EqualsIgnoreCase(d.table, a.table))
      continue;
    std::string rename = SuggestedRename(old_, new_, result_.changes, i);
    if (!rename.empty() && model::EqualsIgnoreCase(rename.substr(rename.find('=') + 1), a.table + "." + a.name))
      return rename;
  }
  return "";
}

bool Planner::HasChildren(const model::Table& table) const {
  for (const auto& t : old_.tables)
    if (t.interleave && model::EqualsIgnoreCase(t.interleave->parent, TableName(table))) return true;
  return false;
}

// Why a Change needs the table recreated, or nullopt when Spanner can make it in place.
std::optional<std::pair<const char*, std::string>> Planner::RecreateReason(const Change& c) const {
  using R = std::pair<const char*, std::string>;
  if (c.kind != ChangeKind::kAltered) return std::nullopt;
  const model::Table* o = OldTable(c.table);
  const model::Table* n = NewTable(c.table);
  if (!o || !n) return std::nullopt;
  if (c.object == ObjectKind::kPrimaryKey)
    return R{codes::kPrimaryKeyChange, "primary key " + c.before + " -> " + c.after + ": Spanner cannot change a key"};
  if (c.object == ObjectKind::kInterleave && c.property == "parent")
    return R{codes::kInterleaveParentChange,
             "interleaving " + c.before + " -> " + c.after + ": Spanner cannot change a table's interleave parent"};
  if (c.object != ObjectKind::kColumn) return std::nullopt;
  const model::Column* oc = o->FindColumn(c.name);
  const model::Column* nc = n->FindColumn(c.name);
  if (!oc || !nc) return std::nullopt;
  bool key = IsKeyColumn(*o, c.name) || IsKeyColumn(*n, c.name);
  if (key && c.property == "not null")
    return R{codes::kKeyColumnChange, "key column NOT NULL " + c.before + " -> " + c.after +
                                          ": Spanner cannot change a key column's nullability"};
  // A key column's type changes in place like any column's (STRING/BYTES, lengths), unless the
  // table is interleaved or has interleaved children: their keys share the column (measured).
  if (key && c.property == "type" && TypeChangeAllowed(oc->type, nc->type) && (o->interleave || HasChildren(*o)))
    return R{codes::kKeyColumnChange, "key column type " + c.before + " -> " + c.after +
                                          ": Spanner cannot alter a key column an interleaved parent or child shares"};
  if (key && c.property == "type" && !TypeChangeAllowed(oc->type, nc->type))
    return R{codes::kKeyColumnChange,
             "key column type " + c.before + " -> " + c.after +
                 ": Spanner alters a key column's type only between STRING and BYTES and lengths"};
  if (c.property == "type" && (oc->generated || nc->generated))
    return R{codes::kGeneratedChange, "generated column type " + c.before + " -> " + c.after +
                                          ": Spanner cannot alter a generated column's type in place"};
  if (c.property == "type" && ReferencedByGenerated(*o, c.name))
    return R{codes::kColumnChangeNotAlterable, "type " + c.before + " -> " + c.after +
                                                   ": a generated column reads it, and Spanner cannot alter the "
                                                   "type of a column a generated column references"};
  if (c.property == "type" && !TypeChangeAllowed(oc->type, nc->type))
    return R{codes::kColumnChangeNotAlterable, "type " + c.before + " -> " + c.after +
                                                   ": Spanner alters types only between STRING and BYTES and lengths"};
  if (c.property == "not null" && !nc->nullable && nc->type.array_dims > 0)
    return R{codes::kColumnChangeNotAlterable, "NOT NULL on an ARRAY column: Spanner cannot add it in place"};
  if (c.property == "expression")
    return R{codes::kGeneratedChange, "generated " + c.before + " -> " + c.after +
                                          ": Spanner cannot change a generated column's expression in place"};
  if (c.property == "identity" && (!oc->identity || !nc->identity))
    return R{codes::kIdentityChange,
             "identity " + c.before + " -> " + c.after + ": Spanner cannot add or remove a column's identity in place"};
  return std::nullopt;
}

void Planner::FindRecreates() {
  std::map<std::string, std::vector<size_t>> needs;  // table -> changes that need a recreate
  for (size_t i = 0; i < result_.changes.size(); ++i)
    if (RecreateReason(result_.changes[i])) needs[model::ToLower(result_.changes[i].table)].push_back(i);
  for (const auto& [table, reasons] : needs) {
    std::vector<size_t> all;
    for (size_t i = 0; i < result_.changes.size(); ++i)
      if (model::ToLower(result_.changes[i].table) == table) all.push_back(i);
    const model::Table* o = OldTable(table);
    std::string children;
    for (const auto& t : old_.tables)
      if (t.interleave && model::EqualsIgnoreCase(t.interleave->parent, TableName(*o)))
        children += (children.empty() ? "" : ", ") + TableName(t);
    for (size_t i : reasons) {
      auto reason = RecreateReason(result_.changes[i]);
      if (!options_.allow_recreate) {
        Refuse(reason->first, model::Severity::kError, i, reason->second + "; nothing of this table is migrated",
               "Pass --allow-recreate for a row-preserving recreate plan, or keep the change out of NEW");
      } else if (!children.empty()) {
        Refuse(codes::kCannotRecreate, model::Severity::kError, i,
               reason->second + "; a recreate would drop its interleaved children (" + children +
                   "): nothing of this table is migrated",
               "Migrate the children first (recreate them outside this table), then this table");
      }
    }
    // A recreate leaves behind what NEW drops: columns and indexes, which --allow-drop gates.
    bool drops = false;
    if (options_.allow_recreate && children.empty() && !options_.allow_drop)
      for (size_t i : all) {
        const Change& c = result_.changes[i];
        if (c.kind != ChangeKind::kDropped || (c.object != ObjectKind::kColumn && c.object != ObjectKind::kIndex))
          continue;
        drops = true;
        Refuse(codes::kDropNeedsFlag, model::Severity::kError, i,
               "NEW no longer has it, and the recreate of " + result_.changes[i].table +
                   " would drop it (DROP needs --allow-drop): nothing of this table is migrated",
               "Pass --allow-drop with --allow-recreate, or keep it in NEW");
      }
    if (options_.allow_recreate && children.empty() && !drops)
      recreated_[table] = all;
    else
      refused_.insert(table);
  }
  // A recreated child of a table left as it is would be created under a parent it no longer fits.
  for (auto it = recreated_.begin(); it != recreated_.end();) {
    const model::Table* n = NewTable(it->first);
    if (n->interleave && refused_.count(model::ToLower(n->interleave->parent))) {
      Refuse(codes::kCannotRecreate, model::Severity::kError, it->second.front(),
             "its interleave parent " + n->interleave->parent + " is not migrated: nothing of this table is migrated",
             "Resolve the parent's finding first");
      refused_.insert(it->first);
      it = recreated_.erase(it);
    } else {
      ++it;
    }
  }
}

void Planner::PlanChange(size_t i) {
  switch (result_.changes[i].object) {
    case ObjectKind::kTable:  // an altered table: its OPTIONS (a rename is planned before)
      return result_.changes[i].kind == ChangeKind::kAltered ? PlanSpannerObject(i) : PlanTable(i);
    case ObjectKind::kColumn: {
      const Change& c = result_.changes[i];
      if (c.kind == ChangeKind::kAltered) return PlanColumnAltered(i);
      if (c.kind == ChangeKind::kAdded) {
        const model::Table* t = NewTable(c.table);
        return PlanColumnAdded(i, *t, *t->FindColumn(c.name));
      }
      if (DropAllowed(i, "the column and its data")) {
        const model::Table& o = *OldTable(c.table);
        // A generated column before the columns it reads: Spanner refuses to drop a column one reads.
        Ddl(Phase::kDropColumns,
            ddl::AlterTableStatement(QuoteName(Deployed(c.table)), ddl::DropColumnClause(Quote(c.name))),
            "NEW no longer has column " + c.table + "." + c.name + " (its data is lost)", i,
            -spanner::GeneratedDepth(o, *o.FindColumn(c.name)));
      }
      return;
    }
    case ObjectKind::kPrimaryKey: return;  // always a recreate (FindRecreates)
    case ObjectKind::kInterleave: return PlanInterleaveAltered(i);
    case ObjectKind::kIndex: return PlanIndex(i);
    case ObjectKind::kForeignKey: return PlanForeignKey(i);
    case ObjectKind::kCheck: return PlanCheck(i);
    case ObjectKind::kSequence: return PlanSequence(i);
    case ObjectKind::kRowDeletionPolicy: return PlanRowDeletionPolicy(i);
    case ObjectKind::kView:
    case ObjectKind::kChangeStream: return;  // PlanViews, PlanChangeStreams
    case ObjectKind::kSchema: return PlanSchema(i);
    default: return PlanSpannerObject(i);
  }
}

// A new table with its indexes (one batch: Spanner backfills them with the table); its foreign
// keys come last. Parents before children: the interleave depth orders them within the phase.
void Planner::PlanTable(size_t i) {
  const Change& c = result_.changes[i];
  if (c.kind == ChangeKind::kAdded) {
    const model::Table& t = *NewTable(c.table);
    int depth = Depth(new_, t);
    Ddl(Phase::kCreate, ddl::CreateTableStatement(t, templates_), "new table " + c.table, i, depth);
    for (const auto& index : t.indexes)
      Ddl(Phase::kCreate, ddl::CreateIndexStatement(t, index, templates_),
          "index " + index.name + " of new table " + c.table, i, depth);
    for (const auto& fk : t.foreign_keys)
      Ddl(Phase::kForeignKeys, ddl::AddForeignKeyStatement(t, fk, templates_), "foreign key of new table " + c.table,
          i);
    return;
  }
  const model::Table& t = *OldTable(c.table);
  if (!DropAllowed(i, "the table and its rows")) return;
  int depth = -Depth(old_, t);  // children first
  for (const auto& index : t.indexes)
    Ddl(Phase::kDropIndexes, ddl::DropStatement("INDEX", IndexName(t, index.name)), "index of dropped table " + c.table,
        i);
  Ddl(Phase::kDropTables, ddl::DropStatement("TABLE", QuoteName(TableName(t))),
      "NEW no longer has table " + c.table + " (its rows are lost)", i, depth);
}

// Spanner adds a NOT NULL column only with a default: NEW's default, else the column is added
// nullable, filled by an UPDATE (a placeholder value to review) and then made NOT NULL.
void Planner::PlanColumnAdded(size_t i, const model::Table& table, const model::Column& column) {
  const std::string name = QuoteName(Deployed(TableName(table)));
  bool needs_backfill = !column.nullable && !column.default_value && !column.generated;
  if (!needs_backfill) {
    // A generated column after the columns it reads (NEW may list it first): Spanner resolves
    // its expression when it is added.
    Ddl(Phase::kCreate, ddl::AlterTableStatement(name, ddl::AddColumnClause(column, templates_)),
        "new column " + TableName(table) + "." + column.name, i, 100 + spanner::GeneratedDepth(table, column));
    return;
  }
  model::Column nullable = column;
  nullable.nullable = true;
  std::string value = PlaceholderValue(column.type);
  Ddl(Phase::kCreate, ddl::AlterTableStatement(name, ddl::AddColumnClause(nullable, templates_)),
      "new NOT NULL column " + TableName(table) + "." + column.name +
          " without a default: added nullable, backfilled, then made NOT NULL",
      i);
  Add(Phase::kData, Step::Kind::kData,
      "UPDATE " + name + " SET " + Quote(column.name) + " = " + value + " WHERE " + Quote(column.name) + " IS NULL",
      "backfill " + TableName(table) + "." + column.name + " before NOT NULL: " + value +
          " is a placeholder, put the value existing rows need\n(one transaction: split it by key range on a large "
          "table, or use Partitioned DML)",
      {i});
  Ddl(Phase::kAfterData, ddl::AlterTableStatement(name, ddl::RestateColumnClause(RestatedColumn(column), templates_)),
      "NOT NULL once every row has a value", i);
  Validates();
  std::string rename = RenameInto(i);
  Refuse(
      codes::kNotNullBackfill, model::Severity::kWarning, i,
      "NOT NULL column without a default: added nullable, backfilled with the placeholder " + value +
          ", then made NOT NULL" +
          (rename.empty() ? "" : "; NEW drops " + rename.substr(0, rename.find('=')) + " of the same type: a rename?"),
      rename.empty()
          ? "Give the column a DEFAULT in NEW, or edit the backfill UPDATE's value"
          : "If it is a rename, declare it: --rename " + rename +
                " (the values are copied); otherwise give the column a DEFAULT or edit the backfill's value");
}

void Planner::PlanIndex(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table* nt = NewTable(c.table);
  const model::Table* ot = OldTable(c.table);
  const model::Index* n = nt ? FindIndex(*nt, c.name) : nullptr;
  const model::Index* o = ot ? FindIndex(*ot, c.name) : nullptr;
  if (c.kind == ChangeKind::kAltered && c.property == "storing") return PlanIndexStoring(i, *o, *n);
  if (c.kind == ChangeKind::kDropped && !DropAllowed(i, "the index")) return;
  if (o)
    Ddl(Phase::kDropIndexes, ddl::DropStatement("INDEX", IndexName(*ot, o->name)),
        c.kind == ChangeKind::kAltered ? "index " + o->name + " changed: dropped and created again"
                                       : "NEW no longer has index " + o->name,
        i);
  if (!n) return;
  Ddl(Phase::kCreateIndexes, ddl::CreateIndexStatement(*nt, *n, templates_),
      (c.kind == ChangeKind::kAltered ? "index " + n->name + " as NEW defines it (Spanner backfills it)"
                                      : "new index " + n->name + " (Spanner backfills it)"),
      i);
  if (ot && n->unique) Validates();
}

// Named constraints are dropped by name; an unnamed one has only the name Spanner gave it.
template <typename T>
static const T* FindByChange(const std::vector<T>& list, const Change& c, bool old_side) {
  for (const auto& x : list) {
    std::string text;
    if constexpr (std::is_same_v<T, model::ForeignKey>)
      text = verify::ForeignKeyText(x);
    else
      text = verify::CheckText(x);
    if (!c.name.empty() ? model::EqualsIgnoreCase(x.name, c.name) : text == (old_side ? c.before : c.after)) return &x;
  }
  return nullptr;
}

// A changed constraint is dropped by its name and added as NEW defines it. `old_name`: nullptr
// when OLD has none; `add_sql` empty when NEW has none. A dropped foreign key or check loses no
// data: it is planned without --allow-drop, and the review reports it (D024).
void Planner::PlanConstraint(size_t i, const std::string& kind, const std::string* old_name, const std::string& add_sql,
                             Phase drop_phase, Phase add_phase, bool validates) {
  const Change& c = result_.changes[i];
  if (old_name) {
    if (old_name->empty()) {
      Refuse(codes::kUnnamedConstraint, model::Severity::kError, i,
             "unnamed " + kind + " (" + c.before + ") cannot be dropped: the migration leaves it in place",
             "Name the constraint in OLD (as deployed: INFORMATION_SCHEMA.TABLE_CONSTRAINTS has Spanner's name)");
      return;
    }
    Ddl(drop_phase, ddl::AlterTableStatement(QuoteName(Deployed(c.table)), ddl::DropConstraintClause(Quote(*old_name))),
        c.kind == ChangeKind::kAltered ? kind + " " + *old_name + " changed: dropped and added again"
                                       : "NEW no longer has " + kind + " " + *old_name,
        i);
  }
  if (add_sql.empty()) return;
  Ddl(add_phase, add_sql, kind + " (Spanner validates existing rows)", i);
  if (validates && OldTable(c.table)) Validates();
}

void Planner::PlanForeignKey(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table* ot = OldTable(c.table);
  const model::Table* nt = NewTable(c.table);
  const model::ForeignKey* o = c.kind != ChangeKind::kAdded && ot ? FindByChange(ot->foreign_keys, c, true) : nullptr;
  const model::ForeignKey* n =
      c.kind != ChangeKind::kDropped && nt ? FindByChange(nt->foreign_keys, c, false) : nullptr;
  PlanConstraint(i, "foreign key", o ? &o->name : nullptr, n ? ddl::AddForeignKeyStatement(*nt, *n, templates_) : "",
                 Phase::kDropForeignKeys, Phase::kForeignKeys, n && n->enforced);
}

void Planner::PlanCheck(size_t i) {
  const Change& c = result_.changes[i];
  const model::Table* ot = OldTable(c.table);
  const model::Table* nt = NewTable(c.table);
  const model::Check* o = c.kind != ChangeKind::kAdded && ot ? FindByChange(ot->checks, c, true) : nullptr;
  const model::Check* n = c.kind != ChangeKind::kDropped && nt ? FindByChange(nt->checks, c, false) : nullptr;
  PlanConstraint(i, "check", o ? &o->name : nullptr, n ? AddCheckSql(*nt, *n) : "", Phase::kDropChecks,
                 Phase::kCreateIndexes, true);
}

void Planner::PlanSequence(size_t i) {
  const Change& c = result_.changes[i];
  const model::Sequence* o = FindSequence(old_, c.name);
  const model::Sequence* n = FindSequence(new_, c.name);
  if (c.kind == ChangeKind::kAltered) return PlanSequenceAltered(i, *o, *n);
  if (c.kind == ChangeKind::kAdded) {
    Ddl(Phase::kCreate, ddl::CreateSequenceStatement(*n, templates_), "new sequence " + c.name, i, -1);
    return;
  }
  if (DropAllowed(i, "the sequence"))
    Ddl(Phase::kDropTables, ddl::DropStatement("SEQUENCE", QuoteName(c.name)), "NEW no longer has sequence " + c.name,
        i, 1);
}

// A named schema is created before anything in it and dropped after everything in it (Spanner
// refuses to drop a schema that still holds an object).
void Planner::PlanSchema(size_t i) {
  const Change& c = result_.changes[i];
  if (c.kind == ChangeKind::kAdded)
    Ddl(Phase::kCreate, ddl::CreateNamedStatement("SCHEMA", Quote(c.name)), "new schema " + c.name, i, -2);
  else if (DropAllowed(i, "the schema"))
    Ddl(Phase::kDropTables, ddl::DropStatement("SCHEMA", Quote(c.name)), "NEW no longer has schema " + c.name, i, 2);
}

void Planner::PlanRowDeletionPolicy(size_t i) {
  const Change& c = result_.changes[i];
  const std::string table = QuoteName(Deployed(c.table));
  if (c.kind == ChangeKind::kDropped) {
    Ddl(Phase::kDropRowDeletionPolicies, ddl::AlterTableStatement(table, ddl::DropRowDeletionPolicyClause()),
        "NEW has no row deletion policy", i);
    return;
  }
  const model::RowDeletionPolicy& p = *NewTable(c.table)->row_deletion_policy;
  Ddl(Phase::kCreate,
      ddl::AlterTableStatement(table,
                               ddl::RowDeletionPolicyClause(c.kind == ChangeKind::kAdded ? "ADD" : "REPLACE", p)),
      "rows older than " + std::to_string(p.days) + " days are deleted in the background", i);
}

// Steps sorted by phase, then order (stable), then batches: a new batch after each run of data
// steps; a data step carries the batch it runs after. Spanner applies a batch's statements in
// order and stops at the first it rejects, keeping the ones before (measured on the emulator):
// a statement that can be rejected on existing rows gets a batch of its own, so that a rejection
// leaves whole batches applied, and the migration goes on from that batch once the rows are fixed.
void Planner::AssignBatches() {
  std::stable_sort(planned_.begin(), planned_.end(), [](const Planned& a, const Planned& b) {
    return a.phase != b.phase ? a.phase < b.phase : a.order < b.order;
  });
  int batch = 1;
  bool after_data = false, in_batch = false, alone = false;
  for (auto& p : planned_) {
    if (p.step.kind == Step::Kind::kData) {
      after_data = true;
    } else {
      if (after_data || (in_batch && (alone || p.validates))) ++batch;
      after_data = false;
      in_batch = true;
      alone = p.validates;
    }
    p.step.batch = batch;
    result_.steps.push_back(std::move(p.step));
  }
  result_.batches = result_.steps.empty() ? 0 : batch;
}

}  // namespace spanlift::diff
