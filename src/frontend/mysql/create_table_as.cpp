// CREATE TABLE ... [AS] SELECT / TABLE t: the query's columns, typed from the model by the shared
// frontend/query_columns, follow the columns the statement defines itself (MySQL's order).
#include "frontend/mysql/names.h"
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

QueryToken ToQueryToken(antlr4::Token* token) {
  QueryToken t;
  t.text = token->getText();
  switch (token->getType()) {
    case P::QUOTED_ID:
      t.kind = QueryToken::Kind::kQuotedName;
      t.name = UnquoteIdentifier(t.text);
      break;
    case P::STRING:
    case P::INTRODUCED_STRING:
    case P::DQ_STRING: t.kind = QueryToken::Kind::kString; break;
    case P::INTEGER:
    case P::DECIMAL_NUMBER: t.kind = QueryToken::Kind::kNumber; break;
    case P::DOT:
    case P::COMMA:
    case P::LR_BRACKET:
    case P::RR_BRACKET:
    case P::MINUS:
    case P::STAR: t.kind = QueryToken::Kind::kPunct; break;
    default:
      t.kind = LooksLikeWord(t.text) ? QueryToken::Kind::kWord : QueryToken::Kind::kOther;
      if (t.kind == QueryToken::Kind::kWord) t.name = t.text;
  }
  return t;
}

model::DataType Type(std::string name, std::vector<std::string> args = {}, bool is_unsigned = false) {
  model::DataType type;
  type.name = std::move(name);
  type.args = std::move(args);
  type.is_unsigned = is_unsigned;
  return type;
}

// CAST(x AS type): MySQL's cast targets and the column types CREATE TABLE ... SELECT gives them.
std::optional<model::DataType> CastType(const std::vector<QueryToken>& tokens) {
  if (tokens.empty() || tokens[0].kind != QueryToken::Kind::kWord) return std::nullopt;
  std::string word = model::ToLower(tokens[0].text);
  std::vector<std::string> args;
  for (const auto& t : tokens)
    if (t.kind == QueryToken::Kind::kNumber) args.push_back(t.text);
  if (word == "signed") return Type("bigint");
  if (word == "unsigned") return Type("bigint", {}, true);
  if (word == "char" || word == "nchar") return args.empty() ? Type("longtext") : Type("varchar", args);
  if (word == "binary") return args.empty() ? Type("longblob") : Type("varbinary", args);
  if (word == "decimal") return Type("decimal", args.empty() ? std::vector<std::string>{"10", "0"} : args);
  if (word == "date" || word == "json" || word == "double" || word == "float" || word == "year" || word == "datetime" ||
      word == "time")
    return Type(word, args);
  return std::nullopt;
}

// Literals: integers as INT or BIGINT by size, decimals as DECIMAL(p,s), strings as VARCHAR(n).
std::optional<model::DataType> LiteralType(const QueryToken& t) {
  if (t.kind == QueryToken::Kind::kString) return Type("varchar", {std::to_string(DecodeString(t.text).size())});
  if (t.kind == QueryToken::Kind::kWord &&
      (model::EqualsIgnoreCase(t.text, "TRUE") || model::EqualsIgnoreCase(t.text, "FALSE")))
    return Type("int", {"1"});
  if (t.kind != QueryToken::Kind::kNumber) return std::nullopt;
  size_t dot = t.text.find('.');
  if (t.text.find_first_of("eE") != std::string::npos) return Type("double");
  if (dot == std::string::npos)
    return t.text.size() <= 9    ? Type("int")
           : t.text.size() <= 18 ? Type("bigint")
                                 : Type("decimal", {std::to_string(t.text.size()), "0"});
  size_t digits = t.text.size() - 1, scale = t.text.size() - dot - 1;
  return Type("decimal", {std::to_string(digits), std::to_string(scale)});
}

}  // namespace

QueryColumns QueryColumnsOf(Context& c, P::AsSelectContext* ctx) {
  std::vector<QueryToken> query;
  bool prefix = true;
  for (auto* child : ctx->children) {
    auto* node = dynamic_cast<antlr4::tree::TerminalNode*>(child);
    if (!node) continue;
    size_t type = node->getSymbol()->getType();
    if (prefix && (type == P::IGNORE || type == P::REPLACE || type == P::AS)) continue;
    prefix = false;
    query.push_back(ToQueryToken(node->getSymbol()));
  }
  QueryDialect dialect;
  dialect.keep_attributes = true;
  dialect.case_insensitive_names = true;
  dialect.cast_type = CastType;
  dialect.literal_type = LiteralType;
  dialect.find_table = [&](const std::vector<std::string>& parts) -> const model::Table* {
    // db.t: that database, or the one the unqualified tables of this input live in.
    const model::Table* table = parts.size() >= 2 ? c.schema.FindTable(parts[parts.size() - 2], parts.back()) : nullptr;
    return table ? table : c.schema.FindTable(c.schema.current_database, parts.back());
  };
  return TypeQueryColumns(query, dialect);
}

}  // namespace spanlift::frontend::mysql
