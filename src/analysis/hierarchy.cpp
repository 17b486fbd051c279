#include "analysis/hierarchy.h"

namespace spanlift::analysis {

namespace {

// Directions too: the emulator rejects "(order_id DESC, t), INTERLEAVE IN o" when o is keyed by
// order_id ASC ("references parent key column order_id with incorrect order").
bool LedByKeyOf(const model::Index& index, const model::Table& ancestor) {
  if (!ancestor.primary_key || ancestor.primary_key->parts.empty()) return false;
  const auto& keys = ancestor.primary_key->parts;
  if (index.parts.size() < keys.size()) return false;
  for (size_t i = 0; i < keys.size(); ++i)
    if (keys[i].column.empty() || !model::EqualsIgnoreCase(index.parts[i].column, keys[i].column) ||
        index.parts[i].desc != keys[i].desc)
      return false;
  return true;
}

}  // namespace

const model::Table* FindTable(const model::Schema& schema, std::string_view name) {
  // Rules look tables up per table and per key part: a scan each time was quadratic.
  if (const model::Table* t = schema.FirstTableIgnoreCase(name)) return t;
  // A miss may be a table renamed in place after the index was built (the index follows the
  // number of tables): confirm it by a scan. Misses are rare (references to unknown tables).
  for (const auto& t : schema.tables)
    if (model::EqualsIgnoreCase(t.name, name)) return &t;
  return nullptr;
}

const model::Table* IndexInterleaveAncestor(const model::Schema& schema, const model::Table& table,
                                            const model::Index& index) {
  if (!index.interleave_in.empty()) return nullptr;
  // Bounded by the number of tables: a malformed hierarchy with a cycle must not hang.
  size_t steps = 0;
  for (const model::Table* at = &table; at && at->interleave && steps++ < schema.tables.size();) {
    at = FindTable(schema, at->interleave->parent);
    if (at && LedByKeyOf(index, *at)) return at;
  }
  return nullptr;
}

}  // namespace spanlift::analysis
