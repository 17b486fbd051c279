#include "rules/structure_limits.h"

#include <algorithm>

#include "spanner/limits.h"
#include "spanner/types.h"

namespace spanlift::rules {

namespace {

using spanner::kMaxInterleaveDepth;
using spanner::kMaxKeyBytes;
using spanner::kMaxKeyColumns;

// Depth of the interleave chain above `t` (a top-level table's child has depth 1).
int InterleaveDepth(const model::Schema& schema, const model::Table& t) {
  int depth = 0;
  for (const model::Table* at = &t; at && at->interleave && depth <= static_cast<int>(schema.tables.size()); ++depth)
    at = FindTable(schema, at->interleave->parent);
  return depth;
}

// Key columns at the limit leave no room for a shard column or a parent's key (rewrites add both).
void CheckKey(const model::Table& t, const std::vector<std::string>& columns, const std::string& object,
              const model::SourceLocation& location, Findings& out) {
  int64_t bytes = 0;
  for (const auto& name : columns)
    if (const model::Column* c = t.FindColumn(name)) bytes += spanner::KeyBytes(c->type);
  if (columns.size() >= kMaxKeyColumns)
    out.Add("H007", location, object,
            "key has " + std::to_string(columns.size()) +
                " columns (with inherited parent and base-table keys); Spanner allows " +
                std::to_string(kMaxKeyColumns) + ", so no shard column or parent key can be added",
            "key by fewer columns (a synthetic UUIDv4 key plus a UNIQUE index), then shard or interleave");
  if (bytes > kMaxKeyBytes)
    out.Add("H007", location, object,
            "key may take up to " + std::to_string(bytes) + " bytes; Spanner rejects keys over 8 KiB",
            "shorten the key columns, or key by a hash or UUIDv4 and keep the long values in ordinary columns");
}

}  // namespace

void StructureLimits(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    int depth = InterleaveDepth(ctx.schema(), t);
    if (depth > kMaxInterleaveDepth)
      out.Add("H007", t.location, TableObject(t),
              "interleaved " + std::to_string(depth) + " levels deep; Spanner allows " +
                  std::to_string(kMaxInterleaveDepth),
              "interleave it under a higher ancestor, or make it a top-level table with a foreign key");
    std::vector<std::string> key = KeyColumns(t);
    CheckKey(t, key, TableObject(t), KeyLocation(t), out);
    for (const auto& index : t.indexes) {
      std::vector<std::string> columns;
      for (const auto& p : index.parts) columns.push_back(p.column);
      for (const auto& k : key)
        if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
      CheckKey(t, columns, IndexObject(index), index.location.line ? index.location : t.location, out);
    }
  }
}

}  // namespace spanlift::rules
