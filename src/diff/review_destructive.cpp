// Destructive and data-dependent steps (D022-D029): what loses data, copies every row, or makes
// Spanner validate or backfill existing rows (and fail on the first one that does not fit).
// Only tables OLD has too have rows; what NEW adds with its table is free.
#include <optional>
#include <map>
#include <set>

#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/renames.h"
#include "diff/review_support.h"
#include "spanner/alter_rules.h"
#include "spanner/identifiers.h"

namespace spanlift::diff::review {

namespace {

using spanner::QuoteIdentifier;

std::string Quoted(const model::Table& t) { return spanner::QuoteQualified(TableName(t)); }
std::string RefName(const model::ForeignKey& fk) { return model::Qualified(fk.ref_schema, fk.ref_table); }

const char* const kKeepOrAllow =
    "keep it in NEW if its data is still needed; otherwise export the data before applying: a drop cannot be undone";

std::string Names(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + QuoteIdentifier(names[i]);
  return out;
}

std::vector<std::string> PartColumns(const std::vector<model::KeyPart>& parts) {
  std::vector<std::string> out;
  for (const auto& p : parts) out.push_back(p.column.empty() ? p.expression : p.column);
  return out;
}

// The fix of a drop: declare the rename when NEW adds the same shape under another name.
std::string KeepOrRename(const Context& ctx, size_t i) {
  std::string rename = SuggestedRename(ctx.old_schema, ctx.new_schema, ctx.result.changes, i);
  if (rename.empty()) return kKeepOrAllow;
  return "if NEW's " + rename.substr(rename.find('=') + 1) + " is this one renamed, declare it: --rename " + rename +
         " (its data is kept); otherwise " + kKeepOrAllow;
}

// A drop the migration carries out (with --allow-drop); one it leaves out is the planner's D007.
void Dropped(const Context& ctx, const Change& c, size_t i, Findings& out) {
  if (!ctx.Carried(i)) return;
  const model::Table* new_t = ctx.NewTable(c.table);
  const model::Table* old_t = ctx.OldTable(c.table);
  // The table's drop says it (objects that belong to no table have none).
  if (!c.table.empty() && c.object != ObjectKind::kTable && c.object != ObjectKind::kSequence && !new_t) return;
  switch (c.object) {
    case ObjectKind::kTable:
      out.Add(codes::kTableDropped, i, Or(old_t ? old_t->location : c.old_location, c.old_location), "table " + c.table,
              "drops table " + c.table + " and every row in it", KeepOrRename(ctx, i));
      return;
    case ObjectKind::kColumn:
      out.Add(codes::kColumnDropped, i, Or(new_t->location, c.new_location), ColumnObject(c.table, c.name),
              "drops column " + c.table + "." + c.name + " and its value in every row", KeepOrRename(ctx, i));
      return;
    case ObjectKind::kPrimaryKey:
    case ObjectKind::kInterleave: return;  // the planner's recreate, D021
    case ObjectKind::kSchema: return;      // empty when dropped: its objects' drops are reviewed
    default: break;
  }
  static const std::map<ObjectKind, const char*> kWhat = {
      {ObjectKind::kIndex, "queries that used it read the whole table instead"},
      {ObjectKind::kForeignKey, "the reference is no longer enforced"},
      {ObjectKind::kCheck, "the condition is no longer enforced"},
      {ObjectKind::kSequence, "columns that read it lose their generator"},
      {ObjectKind::kRowDeletionPolicy, "expired rows are no longer deleted and the table keeps growing"},
      {ObjectKind::kSearchIndex, "queries that used it (SEARCH, APPROX_*_DISTANCE) fail or read the whole table"},
      {ObjectKind::kSynonym, "queries that name the table by it fail"},
      {ObjectKind::kGrant, "statements run under the role lose the privilege and fail"},
      {ObjectKind::kRole, "sessions that use the role lose what it grants"},
      {ObjectKind::kPropertyGraph, "graph queries (GRAPH_TABLE, GRAPH) that name it fail"},
      {ObjectKind::kModel, "ML.PREDICT calls that name it fail"},
      {ObjectKind::kFunction, "queries that call it fail"},
  };
  auto what = kWhat.find(c.object);
  if (what == kWhat.end()) return;  // locality groups, placements, the proto bundle: no reader fails
  // A grant's name is its GRANT statement: "grant SELECT ON TABLE t TO ROLE r".
  std::string object = c.object == ObjectKind::kGrant
                           ? "grant " + c.name.substr(c.name.find(' ') + 1)
                           : std::string(ObjectKindName(c.object)) + " " + (c.name.empty() ? c.table : c.name);
  out.Add(codes::kObjectDropped, i, Or(new_t ? new_t->location : c.new_location, c.old_location), object,
          "drops " + object + ": " + what->second, "keep it in NEW if anything relies on it");
}

void ColumnAltered(const model::Table& old_t, const model::Table& new_t, const Change& c, size_t i, Findings& out) {
  const model::Column *oc = old_t.FindColumn(c.name), *nc = new_t.FindColumn(c.name);
  if (!oc || !nc) return;
  std::string table = Quoted(new_t), col = QuoteIdentifier(nc->name), object = ColumnObject(c.table, nc->name);
  const auto& at = Or(nc->location, c.new_location);
  bool nullability = c.property == "not null";  // once per column (this runs for each property)
  if (nullability && oc->nullable && !nc->nullable) {
    // An index keying the column makes the migration drop it, alter, and create it again: the fix
    // is the backfill, then the migration as planned (Spanner refuses the ALTER alone).
    auto indexes = spanner::IndexesBlockingNullability(old_t, oc->name);
    std::string then = "ALTER TABLE " + table + " ALTER COLUMN " + ColumnDdl(*nc);
    if (!indexes.empty())
      then = "then apply the migration as planned (it drops index " + indexes.front()->name +
             ", alters the column and creates the index again: Spanner refuses the ALTER while the index exists)";
    out.Add(codes::kNotNullOnExisting, i, at, object,
            "makes " + c.table + "." + nc->name +
                " NOT NULL: Spanner checks every existing row and rejects the change if one holds NULL",
            "backfill first, then set it: UPDATE " + table + " SET " + col + " = <value> WHERE " + col + " IS NULL; " +
                then);
  } else if (nullability && !oc->nullable && nc->nullable) {
    out.Add(codes::kNotNullDropped, i, at, object,
            "makes " + c.table + "." + nc->name +
                " nullable: readers that assume a value meet NULL from the change "
                "on, and making it NOT NULL again means validating every row",
            "check that the application and the queries reading " + nc->name +
                " handle NULL; keep NOT NULL in NEW otherwise");
  }
  auto before = spanner::Length(oc->type), after = spanner::Length(nc->type);
  bool bytes = model::EqualsIgnoreCase(nc->type.name, "BYTES");
  if (after && (!before || *after < *before) && model::EqualsIgnoreCase(oc->type.name, nc->type.name)) {
    std::string len = std::string(bytes ? "BYTE_LENGTH(" : "CHAR_LENGTH(");
    std::string check = nc->type.array_dims ? "EXISTS(SELECT 1 FROM UNNEST(" + col + ") AS e WHERE " + len + "e) > " +
                                                  std::to_string(*after) + ")"
                                            : len + col + ") > " + std::to_string(*after);
    out.Add(codes::kShorterLength, i, at, object,
            "shortens " + c.table + "." + nc->name + " to " + std::to_string(*after) +
                ": Spanner checks every existing value and rejects the change if one is longer",
            "check first: SELECT COUNT(*) FROM " + table + " WHERE " + check);
  }
  if (model::EqualsIgnoreCase(oc->type.name, "BYTES") && model::EqualsIgnoreCase(nc->type.name, "STRING"))
    out.Add(
        codes::kValidatingTypeChange, i, at, object,
        "changes " + c.table + "." + nc->name +
            " from BYTES to STRING: Spanner checks that every existing value is valid UTF-8",
        nc->type.array_dims
            ? "check first that every element is valid UTF-8 (SAFE_CAST(e AS STRING) is not NULL for each element e)"
            : "check first: SELECT COUNT(*) FROM " + table + " WHERE " + col + " IS NOT NULL AND SAFE_CAST(" + col +
                  " AS STRING) IS NULL");
}

const model::Index* FindIndex(const model::Table& t, std::string_view name) {
  for (const auto& x : t.indexes)
    if (model::EqualsIgnoreCase(x.name, name)) return &x;
  return nullptr;
}

// A new index on a table with rows, or one whose key changes (Spanner builds it again): a
// backfill, and for UNIQUE a check of every row.
void IndexBuilt(const model::Table& old_t, const model::Table& new_t, const Change& c, size_t i, Findings& out) {
  const model::Index* ni = FindIndex(new_t, c.name);
  const model::Index* oi = FindIndex(old_t, c.name);
  if (!ni) return;
  bool rebuilt = !oi || PartColumns(oi->parts) != PartColumns(ni->parts) || oi->unique != ni->unique ||
                 oi->null_filtered != ni->null_filtered;
  if (!rebuilt) return;  // STORING changes are ALTER INDEX: a backfill of stored columns only
  std::string object = "index " + ni->name;
  const auto& at = Or(ni->location, c.new_location);
  if (ni->unique) {
    std::string cols = Names(PartColumns(ni->parts));
    out.Add(codes::kUniqueOnExisting, i, at, object,
            "a UNIQUE index on " + TableName(new_t) +
                ", which has rows: Spanner backfills it and rejects the change if two rows share " + cols,
            "check first: SELECT " + cols + ", COUNT(*) FROM " + Quoted(new_t) + " GROUP BY " + cols +
                " HAVING COUNT(*) > 1; apply it in a batch of its own");
  } else {
    out.Add(codes::kIndexBackfill, i, at, object,
            "a new index on " + TableName(new_t) +
                ", which has rows: Spanner backfills it from every row before it can be used",
            "apply it in a batch of its own, outside peak hours; the batch's operation ends when the backfill does");
  }
}

void ConstraintAdded(const Context& ctx, const model::Table& new_t, const Change& c, size_t i, Findings& out) {
  std::string table = Quoted(new_t);
  if (c.object == ObjectKind::kCheck) {
    for (const auto& ck : new_t.checks)
      if (model::EqualsIgnoreCase(ck.name, c.name) || (c.name.empty() && ck.expression == c.after))
        out.Add(codes::kConstraintOnExisting, i, Or(ck.location, c.new_location),
                "check " + (ck.name.empty() ? TableName(new_t) : ck.name),
                "a new CHECK on " + TableName(new_t) +
                    ", which has rows: Spanner validates every row and rejects the change if one fails",
                "check first: SELECT COUNT(*) FROM " + table + " WHERE NOT (" + ck.expression + ")");
    return;
  }
  for (const auto& fk : new_t.foreign_keys) {
    if (!model::EqualsIgnoreCase(fk.name, c.name) || !fk.enforced) continue;
    std::vector<std::string> ref = fk.ref_columns;
    if (const model::Table* parent = ctx.NewTable(RefName(fk)); ref.empty() && parent && parent->primary_key)
      ref = PartColumns(parent->primary_key->parts);
    std::string on, child_null, parent_null;
    for (size_t k = 0; k < fk.columns.size() && k < ref.size(); ++k) {
      on += (k ? " AND c." : "c.") + QuoteIdentifier(fk.columns[k]) + " = p." + QuoteIdentifier(ref[k]);
      child_null += (k ? " AND c." : "c.") + QuoteIdentifier(fk.columns[k]) + " IS NOT NULL";
      if (k == 0) parent_null = "p." + QuoteIdentifier(ref[k]) + " IS NULL";
    }
    out.Add(codes::kConstraintOnExisting, i, Or(fk.location, c.new_location), "foreign key " + fk.name,
            "a new foreign key on " + TableName(new_t) +
                ", which has rows: Spanner validates every row and rejects the change if one "
                "references a missing " +
                fk.ref_table + " row",
            "check first: SELECT COUNT(*) FROM " + table + " AS c LEFT JOIN " + spanner::QuoteQualified(RefName(fk)) +
                " AS p ON " + on + " WHERE " + child_null + " AND " + parent_null +
                "; or declare it informational: ALTER TABLE " + table + " ADD CONSTRAINT " + QuoteIdentifier(fk.name) +
                " FOREIGN KEY (" + Names(fk.columns) + ") REFERENCES " + spanner::QuoteQualified(RefName(fk)) + " (" +
                Names(ref) + ") NOT ENFORCED");
  }
}

}  // namespace

// A row deletion policy added, or made shorter, on a table with rows: Spanner starts deleting
// every row older than the interval in the background, rows already older included.
void PolicyAdded(const model::Table& old_t, const model::Table& new_t, const Change& c, size_t i, Findings& out) {
  if (!new_t.row_deletion_policy) return;
  const auto& n = *new_t.row_deletion_policy;
  if (old_t.row_deletion_policy && old_t.row_deletion_policy->days <= n.days &&
      model::EqualsIgnoreCase(old_t.row_deletion_policy->column, n.column))
    return;  // keeps rows at least as long, by the same column
  std::string days = std::to_string(n.days);
  out.Add(codes::kRowDeletionPolicyAdded, i, Or(new_t.location, c.new_location), "table " + c.table,
          std::string(old_t.row_deletion_policy ? "shortens" : "adds") + " the row deletion policy of " + c.table +
              ": Spanner deletes every row whose " + n.column + " is older than " + days +
              " days, the rows already that old included, within days of the change",
          "count what it deletes first: SELECT COUNT(*) FROM " + Quoted(new_t) + " WHERE " + QuoteIdentifier(n.column) +
              " < TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL " + days + " DAY); export those rows if they are needed");
}

void Destructive(const Context& ctx, Findings& out) {
  for (size_t i = 0; i < ctx.result.changes.size(); ++i) {
    const Change& c = ctx.result.changes[i];
    if (c.kind == ChangeKind::kDropped) {
      Dropped(ctx, c, i, out);
      continue;
    }
    const model::Table *old_t = ctx.OldTable(c.table), *new_t = ctx.NewTable(c.table);
    if (!old_t || !new_t) continue;  // a new table (or a sequence): no rows to meet
    if (c.object == ObjectKind::kColumn && c.kind == ChangeKind::kAltered) ColumnAltered(*old_t, *new_t, c, i, out);
    if (c.object == ObjectKind::kIndex) IndexBuilt(*old_t, *new_t, c, i, out);
    if (c.object == ObjectKind::kRowDeletionPolicy) PolicyAdded(*old_t, *new_t, c, i, out);
    if (c.kind == ChangeKind::kAdded && (c.object == ObjectKind::kCheck || c.object == ObjectKind::kForeignKey))
      ConstraintAdded(ctx, *new_t, c, i, out);
  }
}

}  // namespace spanlift::diff::review
