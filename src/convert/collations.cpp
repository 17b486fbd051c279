// Keys compared case-insensitively in the source (C037). MySQL compares strings by the column's
// collation, and every charset's default collation is case-insensitive (utf8mb4_0900_ai_ci,
// utf8mb4_general_ci, latin1_swedish_ci): a UNIQUE key over a VARCHAR treats 'Admin' and 'admin'
// as one value unless a _bin or _cs collation says otherwise. PostgreSQL's citext does the same.
// Spanner compares STRING values byte by byte, so such a key enforces less on Spanner.
#include <algorithm>

#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "spanner/identifiers.h"

namespace spanlift::convert {

namespace {

bool IsMySqlText(const model::DataType& type) {
  static constexpr std::string_view kText[] = {"char", "varchar", "tinytext", "text", "mediumtext", "longtext"};
  return type.array_dims == 0 && std::find(std::begin(kText), std::end(kText), type.name) != std::end(kText);
}

// The collation a MySQL column compares by, as far as the input says: its own, its charset's
// default, the table's, the table charset's default, else the server's (case-insensitive in
// MySQL and MariaDB alike). "" when the comparison is case-sensitive.
std::string CaseInsensitiveCollation(const model::Table& table, const model::Column& column) {
  auto sensitive = [](const std::string& collation) {
    std::string c = model::ToLower(collation);
    return c == "binary" || c.ends_with("_bin") || c.ends_with("_cs");
  };
  auto charset_default = [](const std::string& charset) {
    return model::ToLower(charset) == "binary" ? std::string() : "the default collation of " + charset;
  };
  if (!column.type.collation.empty()) return sensitive(column.type.collation) ? "" : column.type.collation;
  if (!column.type.charset.empty()) return charset_default(column.type.charset);
  if (!table.collation.empty()) return sensitive(table.collation) ? "" : table.collation;
  if (!table.charset.empty()) return charset_default(table.charset);
  return "the server's default collation";
}

// Why `column` compares case-insensitively in the source, or "".
std::string CaseInsensitive(const Context& ctx, const model::Table& table, const std::string& name) {
  const model::Column* column = table.FindColumn(name);
  if (!column) return {};
  if (ctx.source.dialect == model::Dialect::kMySql)
    return IsMySqlText(column->type) ? CaseInsensitiveCollation(table, *column) : "";
  if (ctx.source.dialect == model::Dialect::kPostgres && column->type.name == "citext" && column->type.array_dims == 0)
    return "citext";
  return {};
}

bool WasDropped(const Context& ctx, const std::string& name) {
  return std::any_of(ctx.result.dropped.begin(), ctx.result.dropped.end(),
                     [&](const Dropped& d) { return d.kind == "index" && d.object == name; });
}

void ReportKey(Context& ctx, const TablePair& table, const std::string& what, const ObjectRef& ref,
               const std::vector<model::KeyPart>& parts, const model::SourceLocation& location, bool unique_index) {
  std::string columns, why, lowered;
  for (const auto& part : parts) {
    std::string collation = part.expression.empty() ? CaseInsensitive(ctx, *table.source, part.column) : "";
    if (collation.empty()) continue;
    columns += (columns.empty() ? "" : ", ") + part.column;
    if (why.empty()) why = collation;
    if (auto name = unique_index ? LoweredColumn(ctx, *table.source, part.column) : std::nullopt)
      lowered += (lowered.empty() ? "" : ", ") + *name;
  }
  if (columns.empty()) return;
  if (!lowered.empty()) {
    ctx.Report(codes::kCaseInsensitiveKey, location, ref,
               what + " compares " + columns + " case-insensitively in the source (" + why + "): it keys " + lowered +
                   " (STORED LOWER(...)) instead (policy case_insensitive_keys = \"lower\"), so 'Admin' and 'admin' "
                   "collide as before; accents still count on Spanner where the collation ignores them",
               "write the columns as before: Spanner computes the LOWER(...) columns");
    return;
  }
  ctx.Report(codes::kCaseInsensitiveKey, location, ref,
             what + " compares " + columns + " case-insensitively in the source (" + why +
                 "): 'Admin' and 'admin' are one value there and two on Spanner, which compares bytes, so rows the "
                 "source rejects as duplicates load",
             "key a STORED generated column LOWER(<column>) instead of the column (policy case_insensitive_keys = "
             "\"lower\" does it for UNIQUE indexes); accents still count on Spanner where the collation ignores them");
}

}  // namespace

std::optional<std::string> LoweredColumn(const Context& ctx, const model::Table& source, std::string_view column) {
  auto table = ctx.lowered_columns.find(&source);
  if (table == ctx.lowered_columns.end()) return std::nullopt;
  auto it = table->second.find(model::ToLower(column));
  return it == table->second.end() ? std::nullopt : std::optional(it->second);
}

void LowerCaseInsensitiveKeys(Context& ctx, const TablePair& table) {
  if (!ctx.options.lower_case_insensitive_keys) return;
  const model::Table& src = *table.source;
  for (const auto& index : src.indexes) {
    if (!index.unique || ctx.promoted_to_key.count(&index)) continue;
    for (const auto& part : index.parts) {
      if (!part.expression.empty() || CaseInsensitive(ctx, src, part.column).empty() ||
          LoweredColumn(ctx, src, part.column))
        continue;
      auto name = ctx.names().Column(src, part.column);
      const model::Column* original = name ? table.out->FindColumn(*name) : nullptr;
      if (!original || original->type.name != "STRING") continue;
      model::Column lowered;
      lowered.name = ctx.names().NewColumn(src, original->name + "_lower");
      lowered.type = original->type;
      lowered.nullable = original->nullable;
      lowered.generated = model::GeneratedColumn{"LOWER(" + spanner::QuoteIdentifier(original->name) + ")", true};
      lowered.location = original->location;
      ctx.lowered_columns[&src][model::ToLower(part.column)] = lowered.name;
      table.out->columns.push_back(std::move(lowered));
      ctx.Count("column").added++;
    }
  }
}

void ReportCaseInsensitiveKeys(Context& ctx, const TablePair& table) {
  const model::Table& src = *table.source;
  if (src.primary_key && !src.primary_key->parts.empty())
    ReportKey(ctx, table, "the primary key", {"table", ctx.TableLabel(src)}, src.primary_key->parts,
              src.primary_key->location, false);
  for (const auto& index : src.indexes)
    if (index.unique && !WasDropped(ctx, index.name))
      ReportKey(ctx, table, "UNIQUE index " + index.name, {"index", index.name}, index.parts, index.location,
                !ctx.promoted_to_key.count(&index));
}

}  // namespace spanlift::convert
