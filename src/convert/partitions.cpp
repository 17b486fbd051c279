// Partitioned tables become one Spanner table: Spanner splits tables by key range on its own, so
// partitions fold into their root table (docs/rules/C070.md, C071.md). Inheritance children
// stay separate tables (C072).
#include <algorithm>
#include <optional>
#include <set>

#include "convert/findings.h"
#include "convert/passes.h"
#include "model/partitions.h"

namespace spanlift::convert {

namespace {

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
               "INHERITS (" + parents +
                   ") not carried: the table keeps the inherited columns, but its rows no longer "
                   "show in queries on the parent",
               "query both tables, or merge them into one table with a discriminator column");
  }
  if (t.temporary || t.unlogged)
    ctx.Report(
        codes::kTableOption, t.location, ref,
        std::string(t.temporary ? "TEMPORARY" : "UNLOGGED") + " not carried: the Spanner table is an ordinary one");
}

// The partitions folded into `root` that hold rows (those not partitioned again).
std::vector<const model::Table*> Leaves(const Context& ctx, const model::Table& root) {
  std::vector<const model::Table*> leaves;
  for (const auto& [partition, into] : ctx.folded_into)
    if (into == &root && partition->partition_by.empty()) leaves.push_back(partition);
  std::sort(leaves.begin(), leaves.end(), [](const model::Table* a, const model::Table* b) {
    return a->location.line < b->location.line || (a->location.line == b->location.line && a->name < b->name);
  });
  return leaves;
}

// The columns "HASH (id)" or "RANGE (tenant_id, created_at)" partition by, lower-cased; nullopt
// when a part is an expression.
std::optional<std::vector<std::string>> PartitionColumns(const std::string& by) {
  size_t open = by.find('('), close = by.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return std::nullopt;
  std::vector<std::string> columns;
  std::string inside = by.substr(open + 1, close - open - 1) + ",";
  std::string part;
  for (char c : inside) {
    if (c != ',') {
      part += c;
      continue;
    }
    size_t a = part.find_first_not_of(" \t\r\n"), b = part.find_last_not_of(" \t\r\n");
    std::string name = a == std::string::npos ? "" : part.substr(a, b - a + 1);
    if (name.size() >= 2 && name.front() == '"' && name.back() == '"')
      name = name.substr(1, name.size() - 2);
    else
      name = model::ToLower(name);
    if (name.empty() || name.find_first_of("()\" +-*/|:") != std::string::npos) return std::nullopt;
    columns.push_back(name);
    part.clear();
  }
  return columns;
}

// Every level's partition key columns under `root` (root included); nullopt when one is an expression.
std::optional<std::set<std::string>> TreePartitionColumns(const Context& ctx, const model::Table& root) {
  std::set<std::string> all;
  auto add = [&](const model::Table& t) {
    auto columns = PartitionColumns(t.partition_by);
    if (columns) all.insert(columns->begin(), columns->end());
    return columns.has_value();
  };
  if (!add(root)) return std::nullopt;
  for (const auto& [partition, into] : ctx.folded_into)
    if (into == &root && !partition->partition_by.empty() && !add(*partition)) return std::nullopt;
  return all;
}

std::vector<std::string> LowerColumns(const std::vector<model::KeyPart>& parts) {
  std::vector<std::string> out;
  for (const auto& p : parts) out.push_back(p.expression.empty() ? model::ToLower(p.column) : "(" + p.expression + ")");
  return out;
}

// Rows of different partitions can only collide on `columns` if they share the partition key, so a
// key that includes every level's partition key (or lives on the only partition) holds table-wide.
bool HoldsTableWide(const Context& ctx, const model::Table& root, size_t leaves,
                    const std::vector<std::string>& columns) {
  if (leaves == 1) return true;
  auto required = TreePartitionColumns(ctx, root);
  if (!required) return false;
  for (const auto& c : *required)
    if (std::find(columns.begin(), columns.end(), c) == columns.end()) return false;
  return true;
}

// A root without a primary key takes the one its partitions all declare (pg_dump writes it on
// each partition when the parent has none: ALTER TABLE ONLY part ADD CONSTRAINT ... PRIMARY KEY).
void AdoptPartitionPrimaryKey(Context& ctx, const model::Table& root) {
  if (root.primary_key && !root.primary_key->parts.empty()) return;
  std::vector<const model::Table*> leaves = Leaves(ctx, root);
  if (leaves.empty() || !leaves[0]->primary_key || leaves[0]->primary_key->parts.empty()) return;
  std::vector<std::string> columns = LowerColumns(leaves[0]->primary_key->parts);
  for (const model::Table* leaf : leaves)
    if (!leaf->primary_key || LowerColumns(leaf->primary_key->parts) != columns) return;
  if (!HoldsTableWide(ctx, root, leaves.size(), columns)) return;
  ctx.partition_primary_key[&root] = &*leaves[0]->primary_key;
}

}  // namespace

bool UniqueOnWholeTable(const Context& ctx, const model::Table& root, const model::Index& index) {
  if (!index.unique) return false;
  std::vector<std::string> columns = LowerColumns(index.parts);
  std::vector<const model::Table*> leaves = Leaves(ctx, root);
  if (leaves.empty()) return false;
  for (const model::Table* leaf : leaves) {
    bool found = false;
    for (const auto& other : leaf->indexes)
      found = found || (other.unique && other.where == index.where && LowerColumns(other.parts) == columns);
    if (!found) return false;
  }
  return HoldsTableWide(ctx, root, leaves.size(), columns);
}

std::string TableWideBecause(const Context& ctx, const model::Table& root) {
  return Leaves(ctx, root).size() == 1 ? "the one partition holds every row"
                                       : "it includes the partition key, so rows of two partitions never collide on it";
}

void PlanTables(Context& ctx) {
  for (const auto& t : ctx.source.tables) {
    if (const model::Table* root = model::PartitionRoot(ctx.source, t)) {
      Fold(ctx, t, *root);
      continue;
    }
    ctx.tables.push_back({&t, nullptr});
    ReportTableKind(ctx, t);
  }
  if (ctx.source.dialect != model::Dialect::kPostgres) return;
  for (const auto& pair : ctx.tables) AdoptPartitionPrimaryKey(ctx, *pair.source);
}

}  // namespace spanlift::convert
