// Partitioned tables become one Spanner table: Spanner splits tables by key range on its own, so
// partitions fold into their root table (docs/rules/C070.md, C071.md). Inheritance children
// stay separate tables (C072).
#include "convert/findings.h"
#include "convert/passes.h"

namespace spanlift::convert {

namespace {

const model::Table* ParentOf(const Context& ctx, const model::Table& t) {
  const std::string& q = t.partition_of;
  size_t dot = q.find('.');
  if (dot == std::string::npos) return ctx.FindSourceTable("", q);
  return ctx.FindSourceTable(q.substr(0, dot), q.substr(dot + 1));
}

// The top of a partition tree (partitions can be partitioned again).
const model::Table* RootOf(const Context& ctx, const model::Table& t) {
  const model::Table* root = &t;
  for (int depth = 0; depth < 64 && !root->partition_of.empty(); ++depth) {
    const model::Table* parent = ParentOf(ctx, *root);
    if (!parent) break;
    root = parent;
  }
  return root == &t ? nullptr : root;
}

void Fold(Context& ctx, const model::Table& partition, const model::Table& root) {
  ctx.folded_into[&partition] = &root;
  ctx.Merge("table");
  ctx.Count("column").merged += partition.columns.size();
  ctx.Count("foreign key").merged += partition.foreign_keys.size();
  ctx.Count("check").merged += partition.checks.size();
  ctx.Report(codes::kPartitionFolded, partition.location, {"table", ctx.TableLabel(partition)},
             "partition " + ctx.TableLabel(partition) + " (" + partition.partition_bound + ") folds into " +
                 ctx.TableLabel(root) + ": its rows, columns and constraints belong to that one Spanner table",
             "load the partition's rows into " + ctx.TableLabel(root));
}

// "RANGE (YEAR(happened))" from MySQL's whole clause or PostgreSQL's, on one line.
std::string PartitionScheme(std::string text) {
  if (model::ToUpper(text.substr(0, 13)) == "PARTITION BY ") text = text.substr(13);
  std::string out;
  int depth = 0;
  for (char c : text) {
    if (c == '(' && depth++ == 0 && out.find('(') != std::string::npos) break;  // the partition list
    if (c == ')') --depth;
    out += (c == '\n' || c == '\t') ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

void ReportTableKind(Context& ctx, const model::Table& t) {
  ObjectRef ref{"table", ctx.TableLabel(t)};
  if (!t.partition_by.empty())
    ctx.Report(codes::kPartitioning, t.location, ref,
               "PARTITION BY " + PartitionScheme(t.partition_by) +
                   " not carried: Spanner splits the table by primary-key ranges itself",
               "if partitions were used to drop old rows, use a ROW DELETION POLICY");
  if (!t.inherits.empty()) {
    std::string parents;
    for (const auto& p : t.inherits) parents += (parents.empty() ? "" : ", ") + p;
    ctx.Report(codes::kInherits, t.location, ref,
               "INHERITS (" + parents + ") not carried: the table keeps the inherited columns, but its rows no longer "
               "show in queries on the parent",
               "query both tables, or merge them into one table with a discriminator column");
  }
  if (t.temporary || t.unlogged)
    ctx.Report(codes::kTableOption, t.location, ref,
               std::string(t.temporary ? "TEMPORARY" : "UNLOGGED") + " not carried: the Spanner table is an ordinary one");
}

}  // namespace

void PlanTables(Context& ctx) {
  for (const auto& t : ctx.source.tables) {
    if (const model::Table* root = t.partition_of.empty() ? nullptr : RootOf(ctx, t)) {
      Fold(ctx, t, *root);
      continue;
    }
    ctx.tables.push_back({&t, nullptr});
    ReportTableKind(ctx, t);
  }
}

}  // namespace spanlift::convert
