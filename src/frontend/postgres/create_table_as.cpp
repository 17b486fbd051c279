// CREATE TABLE ... AS query / AS TABLE t: the columns come from the query, typed from the model
// by the shared frontend/query_columns; an untyped query is a P012, never a column-less table.
#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

QueryToken ToQueryToken(antlr4::Token* token) {
  QueryToken t;
  t.text = token->getText();
  switch (token->getType()) {
    case P::QUOTED_IDENTIFIER:
    case P::UNICODE_QUOTED_IDENTIFIER:
      t.kind = QueryToken::Kind::kQuotedName;
      t.name = NameText(t.text);
      break;
    case P::STRING:
    case P::ESCAPE_STRING:
    case P::PREFIXED_STRING:
    case P::DOLLAR_STRING: t.kind = QueryToken::Kind::kString; break;
    case P::INTEGER:
    case P::NUMERIC: t.kind = QueryToken::Kind::kNumber; break;
    case P::TYPECAST:
    case P::DOT:
    case P::COMMA:
    case P::LPAREN:
    case P::RPAREN:
    case P::LBRACKET:
    case P::RBRACKET:
    case P::MINUS:
    case P::STAR: t.kind = QueryToken::Kind::kPunct; break;
    default:
      t.kind = LooksLikeWord(t.text) ? QueryToken::Kind::kWord : QueryToken::Kind::kOther;
      if (t.kind == QueryToken::Kind::kWord) t.name = NameText(t.text);
  }
  return t;
}

// PostgreSQL's types for literals: integer, bigint or numeric by size; text for strings.
std::optional<model::DataType> LiteralType(const QueryToken& t) {
  model::DataType type;
  if (t.kind == QueryToken::Kind::kString) {
    type.name = "text";
  } else if (t.kind == QueryToken::Kind::kNumber) {
    bool integral = t.text.find_first_of(".eE") == std::string::npos;
    type.name = !integral                                                                        ? "numeric"
                : t.text.size() < 10 || (t.text.size() == 10 && t.text <= "2147483647")          ? "integer"
                : t.text.size() < 19 || (t.text.size() == 19 && t.text <= "9223372036854775807") ? "bigint"
                                                                                                 : "numeric";
  } else if (t.kind == QueryToken::Kind::kWord && (t.name == "true" || t.name == "false")) {
    type.name = "boolean";
  } else {
    return std::nullopt;
  }
  return type;
}

}  // namespace

void ApplyCreateTableAs(P::CreateTableContext* ctx, P::TableAsContext* as, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  if (auto* p = ctx->tablePersistence(); p && (p->TEMP() || p->TEMPORARY())) {
    schema.diagnostics.Info(model::codes::kIgnoredClause, cx.Loc(ctx),
                            "CREATE TEMPORARY TABLE " + name.Joined() + " AS is session-local: skipped");
    return;
  }
  if (schema.FindTable(name.schema, name.name)) {
    if (!ctx->ifNotExists())
      schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                 "table " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  std::vector<QueryToken> query;
  for (auto* t : as->anyToken()) query.push_back(ToQueryToken(t->getStart()));
  QueryDialect dialect;
  dialect.cast_type = [&](const std::vector<QueryToken>& tokens) { return TypeFromTokens(tokens, cx); };
  dialect.literal_type = LiteralType;
  dialect.find_table = [&](const std::vector<std::string>& parts) -> const model::Table* {
    return cx.LookupTable(parts);
  };
  QueryColumns typed = RenameQueryColumns(TypeQueryColumns(query, dialect), ColumnNames(as->columnNameList()));
  if (!typed.problem.empty()) {
    schema.diagnostics.Warning(
        model::codes::kUntypedQueryTable, cx.Loc(ctx),
        "table " + name.Joined() + " is not converted: " + typed.problem + "; define the table by hand");
    cx.Skip(ctx, "table from query", name.Joined());
    return;
  }
  model::Table table;
  table.schema = name.schema;
  table.name = name.name;
  table.location = cx.Loc(ctx);
  table.unlogged = ctx->tablePersistence() && ctx->tablePersistence()->UNLOGGED();
  for (auto& c : typed.columns) {
    c.location = table.location;
    table.columns.push_back(std::move(c));
  }
  schema.diagnostics.Info(model::codes::kIgnoredClause, cx.Loc(as),
                          "CREATE TABLE " + name.Joined() +
                              " AS: the columns come from the query (names and types); "
                              "its rows are data, not schema");
  schema.AddTable(std::move(table));
}

}  // namespace spanlift::frontend::postgres
