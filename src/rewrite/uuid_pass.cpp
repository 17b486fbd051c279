#include "rewrite/uuid_pass.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "convert/names.h"
#include "convert/naming_style.h"
#include "rewrite/codes.h"
#include "rewrite/key_facts.h"
#include "rewrite/strategy.h"
#include "spanner/identifiers.h"

namespace spanlift::rewrite::uuid_pass {

namespace {

// The rewritten table as the referencing foreign keys need it: its old key, taken before the
// key changes, and its new key column.
struct Parent {
  const model::Table& table;
  std::vector<std::string> old_key;
  model::Column uuid;
};

// A foreign key to re-point: the referencing table and the key's position in it.
struct Reference {
  model::Table* child;
  size_t fk;
};

bool Contains(const std::vector<std::string>& names, std::string_view name) {
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return model::EqualsIgnoreCase(n, name); });
}

std::string Join(const std::vector<std::string>& names, const char* separator = ", ") {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : separator) + n;
  return out;
}

std::string Label(const model::ForeignKey& fk, const model::Table& parent) {
  return fk.name.empty() ? "(" + Join(fk.columns) + ") to " + parent.name : fk.name;
}

model::Column UuidKeyColumn(const model::Table& t) {
  model::Column uuid;
  uuid.name = convert::FreeColumnName(t, convert::StyledName(t, {"uuid"}));
  uuid.type.name = "STRING";
  uuid.type.args = {"36"};
  uuid.nullable = false;
  uuid.default_value = "GENERATE_UUID()";
  uuid.location = t.location;
  return uuid;
}

// The old key stays unique, so reads (and foreign keys elsewhere) by the old key still work.
model::Index OldKeyIndex(const model::Table& t) {
  model::Index unique;
  unique.name = convert::StyledSuffix(t, model::UnqualifiedName(t.name), {"by", "old", "key"});
  unique.unique = true;
  unique.parts = t.primary_key->parts;
  unique.location = t.location;
  return unique;
}

// Every foreign key in the schema that references exactly the old key of `p`, in any column order.
std::vector<Reference> Referencing(model::Schema& schema, const Parent& p) {
  std::vector<Reference> out;
  for (auto& child : schema.tables)
    for (size_t i = 0; i < child.foreign_keys.size(); ++i) {
      const model::ForeignKey& fk = child.foreign_keys[i];
      const auto& refs = fk.ref_columns.empty() ? p.old_key : fk.ref_columns;
      if (model::EqualsIgnoreCase(fk.ref_table, p.table.name) && refs.size() == p.old_key.size() &&
          std::all_of(refs.begin(), refs.end(), [&](const std::string& r) { return Contains(p.old_key, r); }))
        out.push_back({&child, i});
    }
  return out;
}

// "user_id" -> "user_uuid", "UserId" / "userID" -> "UserUuid" / "userUuid"; nullopt otherwise.
std::optional<std::string> UuidNameFor(const std::string& column) {
  if (column.size() < 3) return std::nullopt;
  std::string stem = column.substr(0, column.size() - 2), id = column.substr(column.size() - 2);
  if (stem.size() > 1 && stem.back() == '_' && model::EqualsIgnoreCase(id, "id"))
    return stem + (id == "ID" ? "UUID" : id == "Id" ? "Uuid" : "uuid");
  unsigned char last = static_cast<unsigned char>(stem.back());
  if ((id == "Id" || id == "ID") && (std::islower(last) || std::isdigit(last))) return stem + "Uuid";
  return std::nullopt;
}

// Named after the foreign key's column, else after the foreign key (or the parent), in the
// child's style; unique in the child.
std::string NewColumnName(const model::Table& child, const model::ForeignKey& fk, const model::Table& parent) {
  std::optional<std::string> derived = fk.columns.size() == 1 ? UuidNameFor(fk.columns[0]) : std::nullopt;
  std::string base = fk.name.empty() ? parent.name : fk.name;
  std::string name = derived ? *derived : convert::StyledSuffix(child, base, {"uuid"});
  return convert::FreeColumnName(child, convert::SanitizeIdentifier(name));
}

// Nullable when any of the old columns is: a NULL in any of them meant "no parent" (MATCH SIMPLE).
model::Column ReferenceColumn(const model::Table& child, const model::ForeignKey& fk, const Parent& p) {
  model::Column c;
  c.name = NewColumnName(child, fk, p.table);
  c.type = p.uuid.type;
  c.nullable = std::any_of(fk.columns.begin(), fk.columns.end(), [&](const std::string& n) {
    const model::Column* old = child.FindColumn(n);
    return !old || old->nullable;
  });
  c.location = fk.location;
  return c;
}

// Right after the last of the foreign key's columns, so the old and new reference read together.
void InsertAfter(model::Table& t, const std::vector<std::string>& columns, model::Column c) {
  size_t at = 0;
  for (size_t i = 0; i < t.columns.size(); ++i)
    if (Contains(columns, t.columns[i].name)) at = i + 1;
  t.columns.insert(t.columns.begin() + static_cast<std::ptrdiff_t>(at ? at : t.columns.size()), std::move(c));
}

// UPDATE child SET new = (SELECT p.Uuid FROM parent AS p WHERE p.k = child.c ...) WHERE TRUE: Spanner
// DML needs a WHERE clause; the alias keeps a self-reference unambiguous.
std::string Backfill(const model::Table& child, const model::ForeignKey& fk, const std::vector<std::string>& refs,
                     const Parent& p, const std::string& column) {
  using spanner::QuoteIdentifier;
  using spanner::QuoteQualified;
  std::string alias = model::EqualsIgnoreCase(child.name, "p") ? "q" : "p";
  std::vector<std::string> match;
  for (size_t i = 0; i < fk.columns.size(); ++i)
    match.push_back(alias + "." + QuoteIdentifier(refs[i]) + " = " + QuoteQualified(child.name) + "." +
                    QuoteIdentifier(fk.columns[i]));
  return "UPDATE " + QuoteQualified(child.name) + " SET " + QuoteIdentifier(column) + " = (SELECT " + alias + "." +
         QuoteIdentifier(p.uuid.name) + " FROM " + QuoteQualified(p.table.name) + " AS " + alias + " WHERE " +
         Join(match, " AND ") + ") WHERE TRUE";
}

std::string Application(const model::Table& child, const model::Column& added, const Parent& p,
                        const std::string& backfill) {
  std::string where = child.name + "." + added.name;
  return "on every insert fill " + where + " with the " + p.uuid.name + " of the " + p.table.name +
         " row it references; backfill existing rows: " + backfill +
         (added.nullable
              ? std::string()
              : "; it is NOT NULL: fill it by the same lookup while loading, or backfill before adding NOT NULL");
}

// The foreign key now runs from a new column holding the parent's Uuid; its old columns stay.
void Repoint(model::Table& child, model::ForeignKey& fk, const Parent& p, RewriteLog& log) {
  std::vector<std::string> refs = fk.ref_columns.empty() ? p.old_key : fk.ref_columns;
  model::Column added = ReferenceColumn(child, fk, p);
  std::string backfill = Backfill(child, fk, refs, p, added.name);
  std::string before =
      "foreign key " + Label(fk, p.table) + " (" + Join(fk.columns) + ") -> " + p.table.name + " (" + Join(refs) + ")";
  std::string kept = (fk.columns.size() == 1 ? "old column " : "old columns ") + Join(fk.columns) + " kept";
  InsertAfter(child, fk.columns, added);
  log.Added("column");
  fk.columns = {added.name};
  fk.ref_columns = {p.uuid.name};
  log.Record(codes::kUuidReference, child,
             before + " now (" + added.name + ") -> " + p.table.name + " (" + p.uuid.name + ")" +
                 (fk.on_delete.empty() ? std::string() : " ON DELETE " + fk.on_delete) + "; " + kept,
             Application(child, added, p, backfill));
}

void Apply(model::Schema& schema, model::Table& t, RewriteLog& log) {
  Parent p{t, KeyColumns(t), UuidKeyColumn(t)};
  std::string before = KeyText(t.primary_key->parts);
  model::Index unique = OldKeyIndex(t);
  t.columns.insert(t.columns.begin(), p.uuid);
  t.indexes.push_back(unique);
  log.Added("column");
  log.Added("index");
  model::KeyPart part;
  part.column = p.uuid.name;
  t.primary_key->parts = {part};
  auto references = Referencing(schema, p);
  std::vector<std::string> names;
  for (const auto& r : references) names.push_back(r.child->name + "." + Label(r.child->foreign_keys[r.fk], t));
  log.Record(codes::kUuid, t,
             "PRIMARY KEY " + before + " -> (" + p.uuid.name + "), a UUIDv4 from GENERATE_UUID(); " + before +
                 " stays as ordinary columns under UNIQUE INDEX " + unique.name +
                 (names.empty() ? std::string()
                                : "; foreign keys " + Join(names) + " now reference " + p.uuid.name + " (R012)"),
             "address rows by " + p.uuid.name + "; reads by the old key use " + unique.name);
  for (const auto& r : references) Repoint(*r.child, r.child->foreign_keys[r.fk], p, log);
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (auto& t : schema.tables)
    if (policy.PassEnabled(kName, t) && t.primary_key && !t.primary_key->parts.empty() &&
        ChooseStrategy(ctx, t, policy) == Strategy::kUuid)
      Apply(schema, t, log);
}

}  // namespace spanlift::rewrite::uuid_pass
