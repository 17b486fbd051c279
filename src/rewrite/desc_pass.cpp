#include "rewrite/desc_pass.h"

#include <algorithm>

#include "rewrite/codes.h"
#include "rewrite/key_facts.h"

namespace spanlift::rewrite::desc_pass {

namespace {

bool Temporal(const model::Table& t, const model::KeyPart& part) {
  const model::Column* c = t.FindColumn(part.column);
  return c && c->type.array_dims == 0 && (c->type.name == "TIMESTAMP" || c->type.name == "DATE");
}

// History under a parent: interleaved, and the last key part is a timestamp.
bool InterleavedHistory(const model::Table& t) {
  return t.interleave && t.primary_key && !t.primary_key->parts.empty() && Temporal(t, t.primary_key->parts.back());
}

// Parts from `first` on: never the first key part (it decides the split, not the read order),
// never the parent's key parts an interleaved child repeats.
void Apply(model::Table& t, size_t first, RewriteLog& log) {
  auto& parts = t.primary_key->parts;
  std::string before = KeyText(parts);
  bool changed = false;
  for (size_t i = first; i < parts.size(); ++i)
    if (!parts[i].desc && Temporal(t, parts[i])) changed = parts[i].desc = true;
  if (changed)
    log.Record(codes::kDesc, t, "PRIMARY KEY " + before + " -> " + KeyText(parts) + ": newest rows first in key order",
               "ORDER BY the timestamp DESC reads in key order; ascending scans read backwards");
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  for (auto& t : schema.tables) {
    if (!policy.PassEnabled(kName, t) || !t.primary_key || !Children(schema, t).empty()) continue;
    const model::Table* parent = t.interleave ? Find(schema, t.interleave->parent) : nullptr;
    size_t first = std::max<size_t>(1, parent ? KeyColumns(*parent).size() : 0);
    if (policy.NewestFirst(t).value_or(InterleavedHistory(t))) Apply(t, first, log);
  }
}

}  // namespace spanlift::rewrite::desc_pass
