// Names and literals read from the parse tree.
#include <charconv>

#include "frontend/mysql/names.h"
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

std::string Name(P::IdentifierContext* ctx) {
  if (!ctx) return {};
  return UnquoteIdentifier(ctx->getText());
}

QualifiedName WrittenName(P::TableNameContext* ctx) {
  auto parts = ctx->identifier();
  if (parts.size() == 2) return {Name(parts[0]), Name(parts[1])};
  return {"", Name(parts[0])};
}

QualifiedName NameOf(const Context& c, P::TableNameContext* ctx) {
  QualifiedName name = WrittenName(ctx);
  if (name.schema.empty()) name.schema = c.schema.current_database;
  return name;
}

std::string StringValue(P::TextLiteralContext* ctx) {
  if (!ctx) return {};
  std::string out;
  for (auto* child : ctx->children) out += DecodeString(child->getText());
  return out;
}

std::vector<std::string> Names(P::ColumnListContext* ctx) {
  std::vector<std::string> out;
  if (!ctx) return out;
  for (auto* id : ctx->identifier()) out.push_back(Name(id));
  return out;
}

std::string InnerText(P::ParenExprContext* ctx) {
  auto* open = ctx->getStart();  // the rule's own parentheses: its first and last tokens
  auto* close = ctx->getStop();
  size_t a = open->getStopIndex() + 1, b = close->getStartIndex();
  if (b <= a) return {};
  std::string text = open->getInputStream()->getText(antlr4::misc::Interval(a, b - 1));
  return std::string(Trim(text));
}

std::string CharsetName(P::CharsetNameContext* ctx) {
  if (auto* text = ctx->textLiteral()) return model::ToLower(StringValue(text));
  if (auto* id = ctx->identifier()) return model::ToLower(Name(id));
  return model::ToLower(ctx->getText());
}

std::string OptionValue(P::OptionValueContext* ctx) {
  if (auto* id = ctx->identifier()) return Name(id);
  if (auto* literal = ctx->literal(); literal && literal->textLiteral()) return StringValue(literal->textLiteral());
  return ctx->getText();
}

namespace {

template <typename T>
std::optional<T> ParseNumber(std::string_view text) {
  T value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

std::optional<int64_t> SignedInteger(P::SignedIntegerContext* ctx) {
  if (!ctx) return std::nullopt;
  std::string digits = ctx->INTEGER()->getText();
  if (ctx->MINUS()) digits = "-" + digits;
  return ParseNumber<int64_t>(digits);
}

std::optional<uint64_t> Unsigned(antlr4::tree::TerminalNode* integer) {
  if (!integer) return std::nullopt;
  return ParseNumber<uint64_t>(integer->getText());
}

model::Table* FindTableOrWarn(Context& c, const QualifiedName& name, const antlr4::ParserRuleContext* at,
                              bool if_exists) {
  model::Table* table = c.schema.FindTable(name.schema, name.name);
  if (!table && !if_exists) c.Warn(model::codes::kUnknownObject, at, "table '" + name.ToString() + "' is not defined");
  return table;
}

}  // namespace spanlift::frontend::mysql
