// CREATE TABLE: column list, table constraints, table options, partitioning, LIKE and AS SELECT.
#include <unordered_set>

#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

// CREATE TABLE t LIKE src: the columns and keys, not the foreign keys (as MySQL does).
void CopyFrom(Context& c, model::Table& table, P::TableNameContext* source_ctx) {
  QualifiedName source_name = NameOf(c, source_ctx);
  table.like = source_name.ToString();
  const model::Table* source = FindTableOrWarn(c, source_name, source_ctx);
  if (!source) return;
  table.columns = source->columns;
  table.primary_key = source->primary_key;
  table.indexes = source->indexes;
  table.checks = source->checks;
  table.engine = source->engine;
  table.charset = source->charset;
  table.collation = source->collation;
  table.comment = source->comment;
  table.partition_by = source->partition_by;
}

// MariaDB PERIOD FOR SYSTEM_TIME (start, end) or PERIOD FOR name (from, to): the columns stay,
// the period is not modelled.
void AddPeriod(Context& c, model::Table& table, P::PeriodDefinitionContext* ctx) {
  if (!model::EqualsIgnoreCase(Name(ctx->identifier(0)), "PERIOD")) {
    c.schema.diagnostics.Error(model::codes::kSyntaxError, c.Loc(ctx),
                               "syntax error near 'FOR': expected PERIOD FOR name (start, end)");
    return;
  }
  std::vector<std::string> columns = Names(ctx->columnList());
  CheckColumnsExist(c, table, columns, ctx);
  std::string period = Name(ctx->identifier(1));
  bool system = model::EqualsIgnoreCase(period, "SYSTEM_TIME");
  c.Note(model::codes::kIgnoredClause, ctx,
         system ? "PERIOD FOR SYSTEM_TIME is not modelled: MariaDB system versioning keeps row history, Spanner "
                  "tables do not (the period columns stay ordinary columns)"
                : "PERIOD FOR " + period + " (application-time period) is not modelled; its columns stay");
}

// Columns first (a key may name a column defined after it, or one only the query of CREATE TABLE
// ... SELECT has: `from_query`, after the defined ones unless one of them has its name), then
// keys in the written order: unnamed keys are named in that order.
void AddElements(Context& c, model::Table& table, const std::vector<P::TableElementContext*>& elements,
                 std::vector<model::Column> from_query) {
  std::vector<InlineKeys> inline_keys(elements.size());
  std::unordered_set<std::string> names;  // lower-cased: a lookup per column keeps wide tables linear
  for (size_t i = 0; i < elements.size(); ++i) {
    auto* def = elements[i]->columnDefinition();
    if (!def) continue;
    model::Column col = BuildColumn(c, def, inline_keys[i]);
    if (!names.insert(model::ToLower(col.name)).second) {
      c.Warn(model::codes::kDuplicateObject, def, "column '" + col.name + "' is defined twice");
      continue;
    }
    table.columns.push_back(std::move(col));
  }
  for (auto& col : from_query) {
    if (!names.insert(model::ToLower(col.name)).second) continue;
    col.location = table.location;
    table.columns.push_back(std::move(col));
  }
  for (size_t i = 0; i < elements.size(); ++i) {
    if (auto* constraint = elements[i]->tableConstraint())
      AddConstraint(c, table, constraint);
    else if (auto* period = elements[i]->periodDefinition())
      AddPeriod(c, table, period);
    else
      AddInlineKeys(c, table, Name(elements[i]->columnDefinition()->identifier()), inline_keys[i]);
  }
}

}  // namespace

void ApplyTableOption(Context& c, model::Table& table, P::TableOptionContext* ctx) {
  if (auto* o = dynamic_cast<P::EngineOptionContext*>(ctx)) {
    table.engine = OptionValue(o->optionValue());
  } else if (auto* o = dynamic_cast<P::AutoIncrementTableOptionContext*>(ctx)) {
    table.auto_increment_next = Unsigned(o->INTEGER());
  } else if (auto* o = dynamic_cast<P::CharsetTableOptionContext*>(ctx)) {
    table.charset = CharsetName(o->charsetName());
  } else if (auto* o = dynamic_cast<P::CollateTableOptionContext*>(ctx)) {
    table.collation = CharsetName(o->charsetName());
  } else if (auto* o = dynamic_cast<P::CommentTableOptionContext*>(ctx)) {
    table.comment = StringValue(o->textLiteral());
  } else if (auto* o = dynamic_cast<P::OtherTableOptionContext*>(ctx); o && o->VERSIONING() && o->WITH()) {
    table.system_versioned = true;  // convert says what is lost (C026)
  }
  // Storage options (ROW_FORMAT, KEY_BLOCK_SIZE, STATS_*, ...) and installer placeholders such as
  // a bare COLLATION have no bearing on the logical schema.
}

void ApplyCreateTable(Context& c, P::CreateTableContext* ctx) {
  auto names = ctx->tableName();
  QualifiedName name = NameOf(c, names[0]);
  if (model::Table* existing = c.schema.FindTable(name.schema, name.name)) {
    if (ctx->ifNotExists()) return;
    if (!ctx->orReplace()) {
      c.Warn(model::codes::kDuplicateObject, names[0], "table '" + name.ToString() + "' is already defined");
      return;
    }
    c.schema.DropTable(existing->schema, existing->name);
  }
  model::Table table;
  table.schema = name.schema;
  table.name = name.name;
  table.temporary = ctx->TEMPORARY() != nullptr;
  table.location = c.Loc(ctx);
  std::vector<model::Column> from_query;
  if (auto* select = ctx->asSelect()) {
    if (table.temporary) {
      c.Note(model::codes::kIgnoredClause, ctx,
             "CREATE TEMPORARY TABLE '" + name.ToString() + "' ... SELECT is session-local: skipped");
      return;
    }
    QueryColumns typed = QueryColumnsOf(c, select);
    if (!typed.problem.empty()) {
      c.Warn(model::codes::kUntypedQueryTable, ctx,
             "table '" + name.ToString() + "' is not converted: " + typed.problem + "; define the table by hand");
      c.schema.skipped.push_back({"table from query", name.ToString(), c.Loc(ctx)});
      return;
    }
    c.Note(model::codes::kIgnoredClause, select,
           "CREATE TABLE '" + name.ToString() +
               "' ... SELECT: the columns come from the query (names, types, NULL, "
               "DEFAULT); its rows are data, not schema");
    from_query = std::move(typed.columns);
  }
  if (ctx->LIKE()) {
    CopyFrom(c, table, names[1]);
  } else {
    AddElements(c, table, ctx->tableElement(), std::move(from_query));
    if (auto* options = ctx->tableOptions())
      for (auto* option : options->tableOption()) ApplyTableOption(c, table, option);
    if (auto* partition = ctx->partitionClause()) table.partition_by = SourceText(partition);
  }
  c.schema.AddTable(std::move(table));
}

}  // namespace spanlift::frontend::mysql
