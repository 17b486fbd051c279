// One Spanner table per planned source table: columns with their mapped types and NOT NULL,
// enum and domain checks, then the per-table concerns in a fixed order.
#include <algorithm>

#include "convert/defaults.h"
#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "convert/type_mapping.h"
#include "spanner/identifiers.h"

namespace spanlift::convert {

namespace {

std::string InList(const std::vector<std::string>& members) {
  std::string out;
  for (size_t i = 0; i < members.size(); ++i) out += (i ? ", " : "") + QuoteString(members[i]);
  return out;
}

// The name the conversion gives a constraint it makes: `<table>_<column>_<what>`, a named schema's
// table spelled with '_' (constraint names share one namespace across Spanner's schemas).
std::string MadeName(const TablePair& table, const model::Column& column, std::string_view what) {
  std::string name = table.out->name + "_" + column.name + "_" + std::string(what);
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

void AddCheck(Context& ctx, const TablePair& table, const std::string& name, std::string expression,
              const model::SourceLocation& location) {
  std::string spanner = ctx.names().Global("constraint", name, name, table.out->name, location);
  table.out->checks.push_back({spanner, std::move(expression), location});
  ctx.Count("check").added++;
}

// A domain CHECK on VALUE becomes a CHECK on the column.
void AddDomainChecks(Context& ctx, const TablePair& table, const model::Domain& domain, model::Column& out) {
  std::string column = spanner::QuoteIdentifier(out.name);
  ExpressionEnv env = ConstantEnv(ctx);
  env.deterministic = true;
  env.column = [&](std::string_view name) -> std::optional<ColumnInfo> {
    if (!model::EqualsIgnoreCase(name, "VALUE")) return std::nullopt;
    return ColumnInfo{column, KindOf(out.type)};
  };
  for (const auto& check : domain.checks) {
    Translation t = TranslateExpression(check.expression, env);
    std::string label = MadeName(table, out, check.name.empty() ? "check" : check.name);
    if (!t.expr) {
      ctx.Report(codes::kCheckDropped, check.location, {"check", domain.name + "." + check.name},
                 "domain CHECK (" + check.expression + ") on column " + out.name + " cannot be expressed in Spanner (" +
                     t.error + "): not carried",
                 "validate the values in the application");
      continue;
    }
    AddCheck(ctx, table, label, t.expr->text, check.location);
    ReportDifferences(ctx, check.location, {"check", domain.name + "." + check.name},
                      "domain CHECK (" + check.expression + ")", t);
  }
  if (!domain.nullable) out.nullable = false;
}

void ApplyTypeExtras(Context& ctx, const TablePair& table, const MappedType& mapped, model::Column& out) {
  if (!mapped.members.empty())
    AddCheck(ctx, table, MadeName(table, out, "enum"),
             spanner::QuoteIdentifier(out.name) + " IN (" + InList(mapped.members) + ")", out.location);
  if (mapped.domain) AddDomainChecks(ctx, table, *mapped.domain, out);
}

void ReportComments(Context& ctx, const model::Table& t) {
  size_t commented = t.comment.empty() ? 0 : 1;
  for (const auto& c : t.columns) commented += c.comment.empty() ? 0 : 1;
  for (const auto& i : t.indexes) commented += i.comment.empty() ? 0 : 1;
  if (commented)
    ctx.Report(codes::kComment, t.location, {"table", ctx.TableLabel(t)},
               std::to_string(commented) +
                   " comment(s) on the table, its columns or indexes not carried: Spanner DDL "
                   "has no comments",
               "keep them in the schema's documentation (report.md lists this table)");
}

// What Spanner keeps of MySQL INVISIBLE columns (HIDDEN, carried by CarrySpannerTable) and of
// MariaDB system versioning (nothing: the history rows are not the table's).
void ReportRowVisibility(Context& ctx, const model::Table& t) {
  if (ctx.source.dialect == model::Dialect::kSpanner) return;
  for (const auto& c : t.columns)
    if (c.hidden)
      ctx.Report(codes::kInvisibleHidden, c.location, {"column", ctx.ColumnLabel(t, c.name)},
                 "INVISIBLE column becomes HIDDEN: SELECT * leaves it out as before; queries read it by name");
  if (t.system_versioned)
    ctx.Report(codes::kRowHistory, t.location, {"table", ctx.TableLabel(t)},
               "WITH SYSTEM VERSIONING not carried: the source keeps every past version of each row (FOR "
               "SYSTEM_TIME queries); the Spanner table keeps only the current rows",
               "keep the history in a table the application writes (or a change stream); stale reads reach back only "
               "as far as the database's version_retention_period (at most 7 days)");
}

}  // namespace

void ConvertColumns(Context& ctx, const TablePair& table) {
  const model::Table& src = *table.source;
  std::vector<MappedType> mapped;
  for (const auto& c : src.columns) {
    model::Column out;
    out.name = *ctx.names().Column(src, c.name);
    mapped.push_back(MapType(ctx.source, c.type, ctx.options));
    if (ctx.source.dialect == model::Dialect::kMySql) WeighTinyIntFlag(src, c, mapped.back());
    out.type = mapped.back().type;
    out.nullable = c.nullable;
    out.location = c.location;
    for (const auto& f : mapped.back().findings)
      ctx.Report(f.code, c.location, {"column", ctx.ColumnLabel(src, c.name)}, f.message, f.fix);
    table.out->columns.push_back(std::move(out));
  }
  for (size_t i = 0; i < mapped.size(); ++i) ApplyTypeExtras(ctx, table, mapped[i], table.out->columns[i]);
}

void CreateTables(Context& ctx) {
  ctx.out.tables.reserve(ctx.tables.size());  // TablePair::out points into this vector
  ctx.names().AssignTables();
  for (auto& pair : ctx.tables) {
    model::Table t;
    t.name = ctx.names().Table(*pair.source);
    t.location = pair.source->location;
    ctx.out.tables.push_back(std::move(t));
    pair.out = &ctx.out.tables.back();
  }
}

void ConvertTables(Context& ctx) {
  for (auto& pair : ctx.tables) {
    ConvertColumns(ctx, pair);
    CarrySpannerTable(ctx, pair);
    ConvertPrimaryKey(ctx, pair);
    for (const auto& c : pair.source->columns) {
      model::Column& out = *pair.out->FindColumn(*ctx.names().Column(*pair.source, c.name));
      ApplyColumnSequence(ctx, pair, c, out);
      TranslateDefault(ctx, pair, c, out);
      TranslateGenerated(ctx, pair, c, out);
      CarryOrReportOnUpdate(ctx, pair, c, out);
    }
    ConvertChecks(ctx, pair);
    LowerCaseInsensitiveKeys(ctx, pair);
    ConvertUniqueConstraints(ctx, pair);
    ConvertIndexes(ctx, pair);
    ReportCaseInsensitiveKeys(ctx, pair);
    ReportPlainGeneratedReaders(ctx, pair);
    ReportComments(ctx, *pair.source);
    ReportRowVisibility(ctx, *pair.source);
  }
}

}  // namespace spanlift::convert
