// Spanner's structural limits [spanner-ddl.md section 8], checked on the converted model.
#include <algorithm>

#include "convert/findings.h"
#include "convert/passes.h"
#include "spanner/limits.h"
#include "spanner/types.h"

namespace spanlift::convert {

namespace {

using namespace spanner;  // the limits and type facts below

// 5000 -> "5,000", as the messages write counts.
std::string Grouped(size_t n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

void CheckKey(Context& ctx, const TablePair& table, const std::vector<std::string>& columns, const ObjectRef& ref,
              const std::string& what, const model::SourceLocation& location) {
  int64_t bytes = 0;
  for (const auto& name : columns)
    if (const model::Column* c = table.out->FindColumn(name)) bytes += KeyBytes(c->type);
  if (columns.size() > kMaxKeyColumns)
    ctx.Report(
        codes::kTooManyKeyColumns, location, ref,
        what + " has " + std::to_string(columns.size()) + " key columns; Spanner allows " + Grouped(kMaxKeyColumns),
        "key the table by fewer columns (a synthetic key plus a UNIQUE index on fewer columns)");
  if (bytes > kMaxKeyBytes)
    ctx.Report(codes::kKeyTooLarge, location, ref,
               what + " may take up to " + std::to_string(bytes) +
                   " bytes (4 bytes per STRING character); Spanner rejects keys over " + Grouped(kMaxKeyBytes / 1024) +
                   " KiB",
               "shorten the key columns or key by a hash or synthetic id");
}

void ClampLengths(Context& ctx, const TablePair& table) {
  for (auto& c : table.out->columns) {
    if (!TakesLength(c.type.name) || c.type.args.empty() || c.type.args[0] == "MAX") continue;
    int64_t n = std::stoll(c.type.args[0]);
    int64_t max = MaxLength(c.type.name);
    if (n >= 1 && n <= max) continue;
    std::string before = TypeName(c.type);
    c.type.args[0] = n < 1 ? "1" : "MAX";
    ctx.Report(
        codes::kLengthClamped, c.location, {"column", table.out->name + "." + c.name},
        before + " is outside Spanner's lengths (1.." + std::to_string(max) + "): it becomes " + TypeName(c.type));
  }
}

void CheckTable(Context& ctx, const TablePair& table) {
  ObjectRef ref{"table", ctx.TableLabel(*table.source)};
  ClampLengths(ctx, table);
  if (table.out->columns.size() > kMaxColumns)
    ctx.Report(
        codes::kTooManyColumns, table.source->location, ref,
        "table has " + std::to_string(table.out->columns.size()) + " columns; Spanner allows " + Grouped(kMaxColumns),
        "split the table into a parent and an interleaved child table");
  std::vector<std::string> key;
  for (const auto& p : table.out->primary_key->parts) key.push_back(p.column);
  CheckKey(ctx, table, key, ref, "the primary key", table.out->primary_key->location);
  for (const auto& index : table.out->indexes) {
    std::vector<std::string> columns;
    for (const auto& p : index.parts) columns.push_back(p.column);
    for (const auto& k : key)
      if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
    CheckKey(ctx, table, columns, {"index", index.name}, "index " + index.name + " (with the table's key)",
             index.location);
  }
  if (table.out->indexes.size() > kIndexesPerTableQuota)
    ctx.Report(codes::kTooManyIndexes, table.source->location, ref,
               "table has " + std::to_string(table.out->indexes.size()) + " indexes; Spanner's documented quota is " +
                   Grouped(kIndexesPerTableQuota) + " per table",
               "drop indexes the queries do not need");
}

}  // namespace

void CheckLimits(Context& ctx) {
  size_t indexes = 0;
  for (const auto& pair : ctx.tables) {
    CheckTable(ctx, pair);
    indexes += pair.out->indexes.size();
  }
  model::SourceLocation none;
  if (ctx.out.tables.size() > kMaxTables)
    ctx.Report(
        codes::kDatabaseLimit, none, {"database", ""},
        std::to_string(ctx.out.tables.size()) + " tables; Spanner allows " + Grouped(kMaxTables) + " per database");
  if (indexes > kIndexesPerDatabaseQuota)
    ctx.Report(codes::kDatabaseLimit, none, {"database", ""},
               std::to_string(indexes) + " indexes; Spanner's documented quota is " +
                   Grouped(kIndexesPerDatabaseQuota) + " per database");
}

}  // namespace spanlift::convert
