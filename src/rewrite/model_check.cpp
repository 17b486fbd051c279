#include "rewrite/model_check.h"

#include "rewrite/key_facts.h"
#include "spanner/limits.h"
#include "spanner/types.h"

namespace spanlift::rewrite {

namespace {

using Problems = std::vector<std::string>;

void CheckKey(const model::Table& t, Problems& out) {
  if (!t.primary_key) return;
  for (const auto& p : t.primary_key->parts)
    if (!t.FindColumn(p.column)) out.push_back("table " + t.name + ": key column " + p.column + " does not exist");
  if (t.primary_key->parts.size() > spanner::kMaxKeyColumns)
    out.push_back("table " + t.name + ": " + std::to_string(t.primary_key->parts.size()) + " key columns (limit " +
                  std::to_string(spanner::kMaxKeyColumns) + ")");
}

bool SameType(const model::Column& a, const model::Column& b) {
  return a.type.name == b.type.name && a.type.args == b.type.args && a.type.array_dims == b.type.array_dims;
}

// Whether `parts` start with every key column of `parent`, same names and types, in order.
bool StartsWithKeyOf(const model::Table& t, const std::vector<model::KeyPart>& parts, const model::Table& parent) {
  if (!parent.primary_key) return true;
  const auto& pk = parent.primary_key->parts;
  if (parts.size() < pk.size()) return false;
  for (size_t i = 0; i < pk.size(); ++i) {
    const model::Column* mine = t.FindColumn(parts[i].column);
    const model::Column* theirs = parent.FindColumn(pk[i].column);
    if (!model::EqualsIgnoreCase(parts[i].column, pk[i].column) || !mine || !theirs || !SameType(*mine, *theirs))
      return false;
  }
  return true;
}

void CheckInterleave(const model::Schema& s, const model::Table& t, Problems& out) {
  if (!t.interleave) return;
  const model::Table* parent = Find(s, t.interleave->parent);
  if (!parent) {
    out.push_back("table " + t.name + ": interleaved in missing table " + t.interleave->parent);
    return;
  }
  if (!t.primary_key || !StartsWithKeyOf(t, t.primary_key->parts, *parent))
    out.push_back("table " + t.name + ": key does not start with the key of its parent " + parent->name);
  if (InterleaveDepth(s, t) > spanner::kMaxInterleaveDepth)
    out.push_back("table " + t.name + ": interleaved deeper than " + std::to_string(spanner::kMaxInterleaveDepth) +
                  " levels");
}

void CheckIndexes(const model::Schema& s, const model::Table& t, Problems& out) {
  for (const auto& index : t.indexes) {
    for (const auto& p : index.parts)
      if (!p.column.empty() && !t.FindColumn(p.column))
        out.push_back("index " + index.name + ": column " + p.column + " does not exist");
    if (index.interleave_in.empty()) continue;
    const model::Table* parent = Find(s, index.interleave_in);
    if (!parent || !StartsWithKeyOf(t, index.parts, *parent))
      out.push_back("index " + index.name + ": does not start with the key of " + index.interleave_in);
  }
}

// Spanner compares a foreign key's column types without their lengths (STRING(36) may reference
// STRING(MAX)), as the conversion does.
bool SameFkType(const model::Column& a, const model::Column& b) {
  return a.type.name == b.type.name && a.type.array_dims == b.type.array_dims;
}

void CheckForeignKeyTypes(const model::Table& t, const model::ForeignKey& fk, const model::Table& ref,
                          const std::string& what, Problems& out) {
  const auto refs = fk.ref_columns.empty() ? KeyColumns(ref) : fk.ref_columns;
  if (refs.size() != fk.columns.size()) {
    out.push_back(what + ": " + std::to_string(fk.columns.size()) + " columns reference " +
                  std::to_string(refs.size()));
    return;
  }
  for (size_t i = 0; i < refs.size(); ++i) {
    const model::Column* mine = t.FindColumn(fk.columns[i]);
    const model::Column* theirs = ref.FindColumn(refs[i]);
    if (mine && theirs && !SameFkType(*mine, *theirs))
      out.push_back(what + ": column " + mine->name + " " + spanner::TypeName(mine->type) + " references " + ref.name +
                    "." + theirs->name + " " + spanner::TypeName(theirs->type));
  }
}

void CheckForeignKeys(const model::Schema& s, const model::Table& t, Problems& out) {
  for (const auto& fk : t.foreign_keys) {
    const model::Table* ref = Find(s, fk.ref_table);
    std::string what = "table " + t.name + ": foreign key " + fk.name;
    if (!ref) {
      out.push_back(what + " references missing table " + fk.ref_table);
      continue;
    }
    for (const auto& c : fk.columns)
      if (!t.FindColumn(c)) out.push_back(what + ": column " + c + " does not exist");
    for (const auto& c : fk.ref_columns)
      if (!ref->FindColumn(c)) out.push_back(what + ": referenced column " + c + " does not exist");
    CheckForeignKeyTypes(t, fk, *ref, what, out);
  }
}

void CheckShardColumns(const model::Table& t, Problems& out) {
  for (const auto& c : t.columns)
    if (c.shard)
      for (const auto& hashed : c.shard->columns)
        if (!t.FindColumn(hashed))
          out.push_back("table " + t.name + ": " + c.name + " hashes missing column " + hashed);
}

}  // namespace

std::vector<std::string> CheckModel(const model::Schema& schema) {
  Problems out;
  for (const auto& t : schema.tables) {
    CheckKey(t, out);
    CheckInterleave(schema, t, out);
    CheckIndexes(schema, t, out);
    CheckForeignKeys(schema, t, out);
    CheckShardColumns(t, out);
  }
  return out;
}

}  // namespace spanlift::rewrite
