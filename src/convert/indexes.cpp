// Secondary indexes: DESC kept, INCLUDE -> STORING, IS NOT NULL predicates kept; prefix lengths,
// expressions, other predicates, FULLTEXT / SPATIAL and special methods get findings and the
// documented fallback (docs/rules/C040.md .. C047.md).
#include <set>

#include "convert/defaults.h"
#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "spanner/types.h"

namespace spanlift::convert {

namespace {

std::string Label(Context& ctx, const TablePair& table, const model::Index& index) {
  if (!index.name.empty()) return index.name;
  std::string cols;
  for (const auto& p : index.parts) cols += (cols.empty() ? "" : ", ") + (p.column.empty() ? p.expression : p.column);
  return ctx.TableLabel(*table.source) + "(" + cols + ")";
}

std::string WantedName(const TablePair& table, const model::Index& index) {
  if (!index.name.empty()) return index.name;
  std::string name = model::UnqualifiedName(table.out->name);
  for (const auto& p : index.parts) name += "_" + p.column;
  return name + "_idx";
}

// Why the index's kind or method cannot be carried at all, or "".
std::string Unsupported(const model::Index& index, std::string& code) {
  if (index.kind == model::IndexKind::kFulltext) {
    code = codes::kFulltextIndex;
    return "FULLTEXT indexes have no Spanner counterpart; full-text search uses TOKENLIST columns and a SEARCH INDEX";
  }
  if (index.kind == model::IndexKind::kSpatial) {
    code = codes::kSpatialIndex;
    return "SPATIAL indexes have no Spanner counterpart (spatial values are text)";
  }
  if (!index.method.empty() && index.method != "btree" && index.method != "hash") {
    code = codes::kIndexMethod;
    return "USING " + index.method + " indexes have no Spanner counterpart";
  }
  for (const auto& p : index.parts)
    if (!p.expression.empty()) {
      code = codes::kExpressionIndex;
      return "the key part (" + p.expression + ") is an expression; Spanner indexes columns only";
    }
  return "";
}

// The predicate when it is only `col IS NOT NULL` conjuncts (all Spanner allows), else "".
std::string NotNullPredicate(const std::string& translated) {
  std::string out, rest = translated;
  while (!rest.empty()) {
    size_t and_pos = rest.find(" AND ");
    std::string term = rest.substr(0, and_pos);
    rest = and_pos == std::string::npos ? "" : rest.substr(and_pos + 5);
    if (term.size() > 2 && term.front() == '(' && term.back() == ')') term = term.substr(1, term.size() - 2);
    const std::string suffix = " IS NOT NULL";
    if (!term.ends_with(suffix) || term.substr(0, term.size() - suffix.size()).find(' ') != std::string::npos)
      return "";
    out += (out.empty() ? "" : " AND ") + term;
  }
  return out;
}

// Sets the predicate, drops it with a finding (non-unique index), or refuses (unique index).
bool ApplyPredicate(Context& ctx, const TablePair& table, const model::Index& index, const ObjectRef& ref,
                    model::Index& out) {
  if (index.where.empty()) return true;
  Translation t = TranslateExpression(index.where, ColumnEnv(ctx, table));
  std::string kept = t.expr ? NotNullPredicate(t.expr->text) : "";
  if (!kept.empty()) {
    out.where = kept;
    return true;
  }
  if (index.unique) {
    ctx.Drop(codes::kPartialIndex, index.location, ref,
             std::string(index.from_exclude ? "EXCLUDE constraint (= on every column: uniqueness)" : "UNIQUE index") +
                 " with WHERE " + index.where +
                 " not carried: Spanner predicates may only be IS NOT NULL, and without the predicate the index "
                 "would reject rows the source accepts",
             "enforce the partial uniqueness in the application, or add a generated column that is NULL outside the "
             "predicate and index it with NULL_FILTERED");
    return false;
  }
  ctx.Report(codes::kPartialIndex, index.location, ref,
             "predicate WHERE " + index.where +
                 " dropped: Spanner predicates may only be IS NOT NULL, so the index "
                 "covers every row");
  return true;
}

bool ConvertParts(Context& ctx, const TablePair& table, const model::Index& index, const ObjectRef& ref,
                  model::Index& out) {
  for (const auto& part : index.parts) {
    auto name = ctx.names().Column(*table.source, part.column);
    if (auto lowered = index.unique ? LoweredColumn(ctx, *table.source, part.column) : std::nullopt) name = lowered;
    model::Column* column = name ? table.out->FindColumn(*name) : nullptr;
    if (!column || !spanner::IsKeyableType(column->type)) {
      ctx.Drop(
          codes::kUnindexableColumn, index.location, ref,
          "index not carried: column " + part.column +
              (column ? " is " + spanner::TypeName(column->type) + ", which Spanner cannot index" : " does not exist"),
          "index a STORED generated column that extracts a scalar value instead");
      return false;
    }
    FitKeyColumn(ctx, table, *column);
    if (part.prefix_length)
      ctx.Report(codes::kPrefixLength, index.location, ref,
                 "prefix length " + part.column + "(" + std::to_string(*part.prefix_length) +
                     ") dropped: Spanner indexes whole values" +
                     (index.unique ? " (uniqueness now covers the whole value)" : ""));
    if (!part.nulls.empty() && part.nulls != (part.desc ? "LAST" : "FIRST"))
      ctx.Report(codes::kNullsOrder, index.location, ref,
                 "NULLS " + part.nulls + " on " + part.column +
                     " not carried: Spanner sorts NULL first in ascending and "
                     "last in descending order");
    out.parts.push_back({.column = *name, .desc = part.desc});
    if (column->nullable && index.unique) out.null_filtered = true;  // SQL: NULLs never collide
  }
  return true;
}

void ConvertStoring(Context& ctx, const TablePair& table, const model::Index& index, model::Index& out) {
  for (const auto& c : index.include) {
    auto name = ctx.names().Column(*table.source, c);
    bool in_key = false;
    for (const auto& p : table.out->primary_key->parts) in_key = in_key || (name && p.column == *name);
    if (name && !in_key) out.include.push_back(*name);  // key columns are in every index already
  }
}

}  // namespace

bool ConvertIndex(Context& ctx, const TablePair& table, const model::Index& index) {
  ObjectRef ref{"index", Label(ctx, table, index)};
  std::string code, why = Unsupported(index, code);
  if (!why.empty()) {
    ctx.Drop(code, index.location, ref, "index not carried: " + why,
             code == codes::kExpressionIndex ? "add a STORED generated column with the expression and index it" : "");
    return false;
  }
  model::Index out;
  out.unique = index.unique;
  out.location = index.location;
  if (!ConvertParts(ctx, table, index, ref, out) || !ApplyPredicate(ctx, table, index, ref, out)) return false;
  if (index.method == "hash")
    ctx.Report(codes::kIndexMethod, index.location, ref, "USING hash not carried: the Spanner index is ordered");
  ConvertStoring(ctx, table, index, out);
  out.name = ctx.names().Index(ref.name, WantedName(table, index), table.out->name, index.location);
  out.null_filtered = out.null_filtered || index.null_filtered;
  if (!index.interleave_in.empty()) out.interleave_in = SpannerTableName(ctx, index.interleave_in);
  out.options = index.options;  // Spanner input only: the others have none
  table.out->indexes.push_back(std::move(out));
  return true;
}

namespace {

// What makes two indexes the same index: pg_dump repeats a partitioned table's indexes on every
// partition.
std::string Signature(const model::Index& i) {
  std::string s = std::to_string(i.unique) + std::to_string(static_cast<int>(i.kind)) + i.method + "|" + i.where;
  for (const auto& p : i.parts) s += "|" + model::ToLower(p.column) + p.expression + (p.desc ? " DESC" : "");
  return s;
}

// Indexes of partitions folded into `root`: repeats of the root's (or an earlier partition's)
// merge; others index the whole table now, except UNIQUE ones, which would constrain rows of
// other partitions.
void ConvertPartitionIndexes(Context& ctx, const TablePair& root) {
  std::set<std::string> seen;
  for (const auto& index : root.source->indexes) seen.insert(Signature(index));
  for (const auto& partition : ctx.source.tables) {
    auto folded = ctx.folded_into.find(&partition);
    if (folded == ctx.folded_into.end() || folded->second != root.source) continue;
    std::string label = ctx.TableLabel(partition), table = ctx.TableLabel(*root.source);
    for (const auto& index : partition.indexes) {
      if (!seen.insert(Signature(index)).second) {
        ctx.Merge("index");
      } else if (UniqueOnWholeTable(ctx, *root.source, index)) {
        if (ConvertIndex(ctx, root, index))
          ctx.Report(codes::kPartitionFolded, index.location, {"index", index.name},
                     "UNIQUE index that every partition of " + table + " declares becomes " + table +
                         "'s: " + TableWideBecause(ctx, *root.source));
      } else if (index.unique) {
        ctx.Drop(codes::kPartitionFolded, index.location, {"index", index.name},
                 "UNIQUE index of partition " + label + " not carried: on " + table +
                     " it would also constrain the rows of the other partitions",
                 "add the partition key to the index and create it on " + table);
      } else if (ConvertIndex(ctx, root, index)) {
        ctx.Report(codes::kPartitionFolded, index.location, {"index", index.name},
                   "index of partition " + label + " now indexes all of " + table);
      }
    }
  }
}

}  // namespace

void ConvertIndexes(Context& ctx, const TablePair& table) {
  for (const auto& index : table.source->indexes) {
    if (index.is_constraint) continue;
    if (ctx.promoted_to_key.count(&index)) {
      ctx.Merge("index");
      continue;
    }
    ConvertIndex(ctx, table, index);
  }
  ConvertPartitionIndexes(ctx, table);
}

}  // namespace spanlift::convert
