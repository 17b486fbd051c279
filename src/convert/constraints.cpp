// Primary keys (with a documented key for tables without one), CHECK constraints, UNIQUE
// constraints (-> UNIQUE INDEX) and foreign keys (ON DELETE mapped, ON UPDATE dropped).
#include "convert/defaults.h"
#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "spanner/types.h"

namespace spanlift::convert {

namespace {

ObjectRef TableRef(Context& ctx, const TablePair& t) { return {"table", ctx.TableLabel(*t.source)}; }

}  // namespace

// Spanner keys cannot hold JSON or ARRAY (Spanner's data types page, "Valid key column types";
// the emulator rejects both): they become their text form. FLOAT32 keys are valid (the emulator
// 528.0.0 accepts them, docs/verify.md) and stay.
void FitKeyColumn(Context& ctx, const TablePair& table, model::Column& column) {
  std::string before = spanner::TypeName(column.type);
  if (spanner::IsKeyableType(column.type)) return;
  column.type = model::DataType{.name = "STRING", .args = {"MAX"}};
  ctx.Report(
      codes::kKeyColumnType, column.location, {"column", table.out->name + "." + column.name},
      "key column of type " + before + " is not allowed in a Spanner key: it becomes " + spanner::TypeName(column.type),
      "key the table by another column, or keep the text form");
}

namespace {

// MySQL's rule for a table without a primary key: the first UNIQUE index whose columns are all
// NOT NULL identifies rows. Spanner gets it as the primary key.
const model::Index* PromotableUnique(Context& ctx, const TablePair& table) {
  for (const auto& index : table.source->indexes) {
    if (!index.unique || index.kind != model::IndexKind::kPlain || !index.where.empty() || index.parts.empty())
      continue;
    bool ok = true;
    for (const auto& part : index.parts) {
      auto name = part.expression.empty() && !part.prefix_length ? ctx.names().Column(*table.source, part.column)
                                                                 : std::nullopt;
      const model::Column* c = name ? table.out->FindColumn(*name) : nullptr;
      ok = ok && c && !c->nullable && spanner::IsKeyableType(c->type);
    }
    if (ok) return &index;
  }
  return nullptr;
}

void UseKeyParts(Context& ctx, const TablePair& table, const std::vector<model::KeyPart>& parts) {
  model::PrimaryKey pk;
  for (const auto& part : parts) {
    auto name = ctx.names().Column(*table.source, part.column);
    if (!name) continue;  // the front end reported the unknown column (P004)
    if (part.prefix_length)
      ctx.Report(codes::kPrefixLength, table.source->location, TableRef(ctx, table),
                 "primary key part " + part.column + "(" + std::to_string(*part.prefix_length) +
                     ") uses a prefix: Spanner keys hold whole values, so the whole column is the key part");
    pk.parts.push_back({.column = *name, .desc = part.desc});
    model::Column* column = table.out->FindColumn(*name);
    column->nullable = false;  // both source dialects make key columns NOT NULL
    FitKeyColumn(ctx, table, *column);
  }
  pk.location = table.source->primary_key ? table.source->primary_key->location : table.source->location;
  table.out->primary_key = std::move(pk);
}

// A keyless table's AUTO_INCREMENT / serial / identity column (MySQL requires it to be indexed):
// its values identify rows, so it is the natural key, better than an added UUID.
const model::Column* AutoIncrementKey(Context& ctx, const TablePair& table) {
  for (const auto& column : table.source->columns) {
    if (!column.auto_increment && !column.identity) continue;
    auto name = ctx.names().Column(*table.source, column.name);
    const model::Column* out = name ? table.out->FindColumn(*name) : nullptr;
    if (out && spanner::IsKeyableType(out->type) && !column.generated) return &column;
  }
  return nullptr;
}

void AddSyntheticKey(Context& ctx, const TablePair& table) {
  model::Column key;
  key.name = ctx.names().NewColumn(*table.source, "synth_id");
  key.type =
      ctx.options.native_uuid ? model::DataType{.name = "UUID"} : model::DataType{.name = "STRING", .args = {"36"}};
  key.nullable = false;
  key.default_value = ctx.options.native_uuid ? "NEW_UUID()" : "GENERATE_UUID()";
  key.location = table.source->location;
  table.out->columns.push_back(key);
  table.out->primary_key = model::PrimaryKey{.parts = {{.column = key.name}}, .location = table.source->location};
  ctx.Count("column").added++;
  ctx.Report(codes::kNoPrimaryKey, table.source->location, TableRef(ctx, table),
             "table has no primary key and no UNIQUE key of NOT NULL columns: Spanner gets the key column " + key.name +
                 " " + spanner::TypeName(key.type) + " DEFAULT (" + *key.default_value + ")",
             "declare the real key of the table if it has one");
}

// Spanner's ON DELETE actions are CASCADE and NO ACTION [spanner-ddl.md section 3].
std::string OnDelete(Context& ctx, const model::ForeignKey& fk, const ObjectRef& ref) {
  std::string action = fk.on_delete;
  if (action.empty() || action == "NO ACTION" || action == "CASCADE") return action == "CASCADE" ? action : "";
  if (action == "RESTRICT") return "";  // checked at once instead of at the end of the statement
  ctx.Report(codes::kFkOnDelete, fk.location, ref,
             "ON DELETE " + action +
                 " is not a Spanner action: the foreign key gets NO ACTION, so deleting a "
                 "referenced row fails while referencing rows exist",
             action == "SET NULL" ? "set the referencing columns to NULL in the application before deleting"
                                  : "update the referencing rows in the application before deleting");
  return "";
}

void ReportFkOptions(Context& ctx, const model::ForeignKey& fk, const ObjectRef& ref) {
  std::string update = fk.on_update;
  if (!update.empty() && update != "NO ACTION" && update != "RESTRICT")
    ctx.Report(codes::kFkOnUpdate, fk.location, ref,
               "ON UPDATE " + update + " dropped: Spanner has no ON UPDATE action (changing a referenced key fails)",
               "update the referencing rows in the application, or key the parent by a value that never changes");
  if ((!fk.match.empty() && fk.match != "SIMPLE") || fk.deferrable)
    ctx.Report(codes::kFkOptions, fk.location, ref,
               std::string(fk.deferrable ? "DEFERRABLE" : "MATCH " + fk.match) +
                   " not carried: Spanner checks foreign keys at the end of each statement, MATCH SIMPLE style");
}

// The referenced table, its Spanner columns, or a reason why not.
std::string ResolveReference(Context& ctx, const TablePair& from, const model::ForeignKey& fk, model::ForeignKey& out) {
  const model::Table* ref = ctx.FindSourceTable(fk.ref_schema, fk.ref_table);
  if (ref && ctx.folded_into.count(ref)) ref = ctx.folded_into.at(ref);
  TablePair* target = ref ? ctx.FindPair(ref) : nullptr;
  if (!target) return "the referenced table " + fk.ref_table + " is not in the schema";
  out.ref_table = target->out->name;
  for (const auto& c : fk.columns) {
    auto name = ctx.names().Column(*from.source, c);
    if (!name) return "column " + c + " does not exist";
    out.columns.push_back(*name);
  }
  if (fk.ref_columns.empty() && target->out->primary_key)
    for (const auto& part : target->out->primary_key->parts) out.ref_columns.push_back(part.column);
  for (const auto& c : fk.ref_columns) {
    auto name = ctx.names().Column(*target->source, c);
    if (!name) return "referenced column " + c + " does not exist";
    out.ref_columns.push_back(*name);
  }
  if (out.ref_columns.size() != out.columns.size()) return "the column lists differ in length";
  for (size_t i = 0; i < out.columns.size(); ++i) {
    const model::Column* a = from.out->FindColumn(out.columns[i]);
    const model::Column* b = target->out->FindColumn(out.ref_columns[i]);
    if (!a || !b || a->type.name != b->type.name || a->type.array_dims != b->type.array_dims)
      return "column " + out.columns[i] + " and referenced column " + out.ref_columns[i] +
             " have different Spanner types";
    if (!spanner::IsKeyableType(a->type)) return "column " + out.columns[i] + " has a type foreign keys cannot use";
  }
  return "";
}

void ConvertForeignKey(Context& ctx, const TablePair& table, const model::ForeignKey& fk) {
  std::string label =
      fk.name.empty() ? ctx.TableLabel(*table.source) + "(" + (fk.columns.empty() ? "" : fk.columns[0]) + ")" : fk.name;
  ObjectRef ref{"foreign key", label};
  model::ForeignKey out;
  std::string why = ResolveReference(ctx, table, fk, out);
  if (!why.empty()) {
    ctx.Drop(codes::kFkDropped, fk.location, ref, "foreign key not carried: " + why,
             "enforce the relationship in the application, or fix the schema and convert again");
    return;
  }
  if (!fk.name.empty()) out.name = ctx.names().Global("constraint", fk.name, fk.name, table.out->name, fk.location);
  out.on_delete = OnDelete(ctx, fk, ref);
  out.enforced = fk.enforced;
  ReportFkOptions(ctx, fk, ref);
  out.location = fk.location;
  table.out->foreign_keys.push_back(std::move(out));
}

}  // namespace

void ConvertPrimaryKey(Context& ctx, const TablePair& table) {
  bool spanner = ctx.source.dialect == model::Dialect::kSpanner;  // PRIMARY KEY () is a real (one-row) key there
  if (table.source->primary_key && (spanner || !table.source->primary_key->parts.empty())) {
    UseKeyParts(ctx, table, table.source->primary_key->parts);
    return;
  }
  if (spanner) return;  // a keyless table (Spanner's hidden row id) stays keyless
  if (auto adopted = ctx.partition_primary_key.find(table.source); adopted != ctx.partition_primary_key.end()) {
    UseKeyParts(ctx, table, adopted->second->parts);
    std::string columns;
    for (const auto& p : adopted->second->parts) columns += (columns.empty() ? "" : ", ") + p.column;
    ctx.Report(codes::kPartitionFolded, adopted->second->location, TableRef(ctx, table),
               "the primary key (" + columns +
                   ") that every partition declares becomes the table's: " + TableWideBecause(ctx, *table.source));
    return;
  }
  const model::Index* unique = PromotableUnique(ctx, table);
  if (!unique) {
    if (const model::Column* serial = AutoIncrementKey(ctx, table)) {
      UseKeyParts(ctx, table, {{.column = serial->name}});
      for (const auto& index : table.source->indexes)  // KEY (id) would only repeat the key
        if (index.parts.size() == 1 && index.parts[0].column == serial->name && !index.parts[0].prefix_length &&
            index.where.empty())
          ctx.promoted_to_key.insert(&index);
      ctx.Report(codes::kNoPrimaryKey, table.source->location, TableRef(ctx, table),
                 "table has no primary key: its auto-increment column " + serial->name +
                     " becomes the Spanner primary key (its generated values are unique; rows inserted with "
                     "explicit duplicate values would not load)",
                 "declare the real key of the table if it has one");
      return;
    }
    AddSyntheticKey(ctx, table);
    return;
  }
  UseKeyParts(ctx, table, unique->parts);
  table.out->primary_key->location = unique->location;
  ctx.promoted_to_key.insert(unique);
  // MySQL's InnoDB clusters such a table by this key already; PostgreSQL has no clustering key.
  std::string already = ctx.source.dialect == model::Dialect::kMySql ? ", as InnoDB already clusters the table" : "";
  ctx.Report(codes::kNoPrimaryKey, table.source->location, TableRef(ctx, table),
             "table has no primary key: its UNIQUE key " + unique->name +
                 " (all columns NOT NULL) becomes the Spanner primary key" + already);
}

void ConvertChecks(Context& ctx, const TablePair& table) {
  for (const auto& check : table.source->checks) {
    std::string label = check.name.empty() ? ctx.TableLabel(*table.source) + " check" : check.name;
    Translation t = TranslateExpression(check.expression, ColumnEnv(ctx, table));
    if (!t.expr || !t.sequence.empty()) {
      ctx.Drop(codes::kCheckDropped, check.location, {"check", label},
               "CHECK (" + check.expression + ") cannot be expressed in Spanner (" + t.error + "): not carried",
               "validate the rule in the application, or rewrite it in GoogleSQL");
      continue;
    }
    std::string name = check.name.empty()
                           ? ""
                           : ctx.names().Global("constraint", check.name, check.name, table.out->name, check.location);
    table.out->checks.push_back({name, t.expr->text, check.location});
    ReportDifferences(ctx, check.location, {"check", label}, "CHECK (" + check.expression + ")", t);
  }
}

void ConvertUniqueConstraints(Context& ctx, const TablePair& table) {
  for (const auto& index : table.source->indexes) {
    if (!index.is_constraint) continue;
    if (ctx.promoted_to_key.count(&index)) {
      ctx.Merge("index");
      continue;
    }
    if (ConvertIndex(ctx, table, index))
      ctx.Report(codes::kUniqueToIndex, index.location, {"index", index.name},
                 (index.from_exclude ? "EXCLUDE constraint " + index.name + " (= on every column: uniqueness)"
                                     : "UNIQUE constraint " + index.name) +
                     " becomes a UNIQUE INDEX (Spanner has no UNIQUE constraints)");
  }
}

void ConvertForeignKeys(Context& ctx) {
  for (auto& pair : ctx.tables)
    for (const auto& fk : pair.source->foreign_keys) ConvertForeignKey(ctx, pair, fk);
}

}  // namespace spanlift::convert
