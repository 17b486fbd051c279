#include "simulate/key_plan.h"

#include <cstdio>

#include "simulate/key_encoding.h"

namespace spanlift::simulate {

namespace {

bool Mentions(const std::optional<std::string>& expression, std::string_view word) {
  return expression && model::ToUpper(*expression).find(word) != std::string::npos;
}

size_t Position(const model::Table& source, const model::Column& column) {
  for (size_t i = 0; i < source.columns.size(); ++i)
    if (&source.columns[i] == &column) return i;
  return 0;
}

bool GeneratedReversed(const model::Column& column) {
  return (column.identity && column.identity->bit_reversed_positive) ||
         Mentions(column.default_value, "GET_NEXT_SEQUENCE_VALUE");
}

// The key column of the referenced table that `column` holds: through a single-column foreign key,
// or, in an interleaved table, the parent's key part at the same position.
struct ColumnRef {
  const model::Table* table = nullptr;
  const model::Column* column = nullptr;
};

ColumnRef Referenced(model::Schema& schema, const model::Table& table, const model::Column& column) {
  for (const auto& fk : table.foreign_keys) {
    if (fk.columns.size() != 1 || !model::EqualsIgnoreCase(fk.columns[0], column.name)) continue;
    model::Table* parent = schema.FindTable(fk.ref_schema, fk.ref_table);
    if (!parent || !parent->primary_key || parent->primary_key->parts.empty()) continue;
    return {parent,
            parent->FindColumn(fk.ref_columns.empty() ? parent->primary_key->parts[0].column : fk.ref_columns[0])};
  }
  model::Table* parent = table.interleave ? schema.FindTable("", table.interleave->parent) : nullptr;
  if (!parent || !parent->primary_key || !table.primary_key) return {};
  const auto& parts = table.primary_key->parts;
  for (size_t i = 0; i < parts.size() && i < parent->primary_key->parts.size(); ++i)
    if (model::EqualsIgnoreCase(parts[i].column, column.name))
      return {parent, parent->FindColumn(parent->primary_key->parts[i].column)};
  return {};
}

// Whether `column` holds ids a bit-reversed generator draws: its own, or its parent's (a child
// holds its parent's generated id), up an interleave chain.
bool HoldsReversed(const analysis::AnalysisContext& ctx, const model::Table& table, const model::Column& column) {
  auto& schema = const_cast<model::Schema&>(ctx.schema());  // FindTable is a non-const lookup
  ColumnRef at{&table, &column};
  for (int depth = 0; at.column && depth < 16; ++depth) {  // bounded: a cycle of references ends
    if (GeneratedReversed(*at.column)) return true;
    at = Referenced(schema, *at.table, *at.column);
  }
  return false;
}

Recipe RecipeFor(const analysis::AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                 bool generated_ids, int depth = 0) {
  Recipe r;
  r.type = column.type.name;
  if (column.shard && depth == 0) {
    r.kind = Recipe::Kind::kShard;
    r.shard = *column.shard;
    for (const auto& name : column.shard->columns) {
      const model::Column* hashed = table.FindColumn(name);
      r.hashed.push_back(hashed ? RecipeFor(ctx, table, *hashed, generated_ids, depth + 1) : Recipe{});
    }
    return r;
  }
  const model::Table* source = ctx.SourceTable(table);
  const model::Column* origin = ctx.SourceColumn(table, column);
  if (source && origin) {
    r.kind = Recipe::Kind::kSource;
    r.column = Position(*source, *origin);
    r.reversed = generated_ids && HoldsReversed(ctx, table, column);
  } else if (Mentions(column.default_value, "GENERATE_UUID") || Mentions(column.default_value, "NEW_UUID")) {
    r.kind = Recipe::Kind::kRandom;
  }
  return r;
}

// The table at the top of `name`'s interleave chain.
const model::Table* Root(model::Schema& schema, const model::Table& table) {
  const model::Table* t = &table;
  for (int depth = 0; t->interleave && depth < 16; ++depth) {
    const model::Table* parent = schema.FindTable("", t->interleave->parent);
    if (!parent) break;
    t = parent;
  }
  return t;
}

size_t KeyLength(const model::Table& t) { return t.primary_key ? t.primary_key->parts.size() : 0; }

std::string KeyText(const std::vector<model::KeyPart>& parts) {
  std::string out;
  for (const auto& p : parts)
    out += (out.empty() ? "" : ", ") + (p.column.empty() ? p.expression : p.column) + (p.desc ? " DESC" : "");
  return "(" + out + ")";
}

KeyObject Object(const analysis::AnalysisContext& ctx, const model::Table& table,
                 const std::vector<model::KeyPart>& parts, bool generated_ids) {
  KeyObject o;
  o.key_text = KeyText(parts);
  for (const auto& p : parts) {
    const model::Column* c = p.column.empty() ? nullptr : table.FindColumn(p.column);
    o.parts.push_back({c ? RecipeFor(ctx, table, *c, generated_ids) : Recipe{}, p.desc});
  }
  o.routing = o.parts.size();
  return o;
}

}  // namespace

SchemaPlan PlanKeys(const analysis::AnalysisContext& ctx, bool generated_ids) {
  SchemaPlan plan;
  auto& schema = const_cast<model::Schema&>(ctx.schema());  // FindTable is a non-const lookup
  for (const auto& t : schema.tables) {
    const model::Table* source = ctx.SourceTable(t);
    if (!source || !t.primary_key || plan.objects.count(source)) continue;
    plan.names[source] = t.name;
    auto& objects = plan.objects[source];
    objects.push_back(Object(ctx, t, t.primary_key->parts, generated_ids));
    if (t.interleave) objects.back().routing = std::min(objects.back().routing, KeyLength(*Root(schema, t)));
    for (const auto& index : t.indexes) {
      std::vector<model::KeyPart> parts = index.parts;
      for (const auto& k : t.primary_key->parts) {  // Spanner appends the table's key to an index's
        bool present = false;
        for (const auto& p : index.parts) present |= model::EqualsIgnoreCase(p.column, k.column);
        if (!present) parts.push_back(k);
      }
      KeyObject o = Object(ctx, t, parts, generated_ids);
      o.index = index.name;
      o.key_text = KeyText(index.parts);
      if (!index.interleave_in.empty())
        if (const model::Table* parent = schema.FindTable("", index.interleave_in))
          o.routing = std::min(o.routing, KeyLength(*Root(schema, *parent)));
      objects.push_back(std::move(o));
    }
  }
  return plan;
}

namespace {

shard::Value Evaluate(const Recipe& r, const SourceRow& row) {
  switch (r.kind) {
    case Recipe::Kind::kSource: {
      if (r.column >= row.fields.size()) return shard::Null{};
      shard::Value v = TypedValue(row.fields[r.column], r.type);
      if (r.reversed && std::holds_alternative<int64_t>(v)) return shard::BitReverse(std::get<int64_t>(v), true);
      return v;
    }
    case Recipe::Kind::kShard: {
      std::vector<shard::Value> values;
      for (const auto& h : r.hashed) values.push_back(Evaluate(h, row));
      std::string key = shard::KeyText(values);
      return r.shard.hash == model::ShardSpec::Hash::kCrc32 ? shard::Crc32Shard(key, r.shard.shards)
                                                            : shard::FarmShard(key, r.shard.shards);
    }
    case Recipe::Kind::kRandom: {  // GENERATE_UUID(): random, drawn deterministically per row
      char buf[24];
      std::snprintf(buf, sizeof buf, "%016llx",
                    static_cast<unsigned long long>(
                        shard::FarmFingerprint(std::string(row.table) + "#" + std::to_string(row.ordinal))));
      return std::string(buf);
    }
    case Recipe::Kind::kUnknown: break;
  }
  return shard::Null{};
}

}  // namespace

std::string EncodeKey(const KeyObject& object, const SourceRow& row) {
  std::string key;
  for (size_t i = 0; i < object.routing && i < object.parts.size(); ++i)
    AppendKeyPart(key, Evaluate(object.parts[i].recipe, row), object.parts[i].desc);
  return key;
}

}  // namespace spanlift::simulate
