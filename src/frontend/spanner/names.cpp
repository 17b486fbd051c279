// Identifiers, literals and expression text; the Context helpers.
#include <algorithm>
#include <charconv>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// Appends the character a backslash escape stands for; `body` is at the character after '\'.
// Returns how many bytes of `body` the escape used.
size_t DecodeEscape(std::string_view body, std::string& out) {
  char c = body[0];
  switch (c) {
    case 'a': out += '\a'; return 1;
    case 'b': out += '\b'; return 1;
    case 'f': out += '\f'; return 1;
    case 'n': out += '\n'; return 1;
    case 'r': out += '\r'; return 1;
    case 't': out += '\t'; return 1;
    case 'v': out += '\v'; return 1;
    case 'x':
    case 'X': {
      unsigned value = 0;
      auto [end, ec] = std::from_chars(body.data() + 1, body.data() + std::min<size_t>(body.size(), 3), value, 16);
      if (ec != std::errc()) break;
      out += static_cast<char>(value);
      return static_cast<size_t>(end - body.data());
    }
    default:
      if (c >= '0' && c <= '7' && body.size() >= 3) {
        unsigned value = 0;
        std::from_chars(body.data(), body.data() + 3, value, 8);
        out += static_cast<char>(value);
        return 3;
      }
      break;
  }
  out += c;  // \\ \' \" \` \? and anything unknown: the character itself
  return 1;
}

std::string Unescape(std::string_view body, bool raw) {
  std::string out;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '\\' && i + 1 < body.size() && !raw) {
      i += DecodeEscape(body.substr(i + 1), out);
    } else {
      out += body[i];
    }
  }
  return out;
}

}  // namespace

std::string Identifier(P::IdentifierContext* ctx) { return NameOf(ctx->getStart()); }

std::string NameOf(antlr4::Token* token) {
  std::string text = token->getText();
  if (token->getType() == P::QUOTED_IDENTIFIER)
    return Unescape(std::string_view(text).substr(1, text.size() - 2), false);
  return text;
}

std::string TypeNameText(P::TypeNameContext* ctx) {
  std::string name = NameOf(ctx->getStart());
  for (auto* part : ctx->pathPart()) name += "." + NameOf(part->getStart());
  return name;
}

QualifiedName Name(P::QualifiedNameContext* ctx) {
  std::vector<P::IdentifierContext*> parts = ctx->identifier();
  QualifiedName out;
  out.name = Identifier(parts.back());
  for (size_t i = 0; i + 1 < parts.size(); ++i) out.schema += (i ? "." : "") + Identifier(parts[i]);
  return out;
}

std::vector<std::string> ColumnNames(P::ColumnListContext* ctx) {
  std::vector<std::string> names;
  if (!ctx) return names;
  for (auto* id : ctx->identifier()) names.push_back(Identifier(id));
  return names;
}

std::string ExprText(antlr4::ParserRuleContext* ctx) {
  std::string text = SourceText(ctx);
  size_t begin = text.find_first_not_of(" \t\r\n");
  size_t end = text.find_last_not_of(" \t\r\n");
  return begin == std::string::npos ? std::string() : text.substr(begin, end - begin + 1);
}

std::optional<uint64_t> IntegerLiteral(const std::string& digits) {
  bool hex = digits.size() > 2 && (digits[1] == 'x' || digits[1] == 'X');
  uint64_t magnitude = 0;
  auto [end, ec] =
      std::from_chars(digits.data() + (hex ? 2 : 0), digits.data() + digits.size(), magnitude, hex ? 16 : 10);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return magnitude;
}

std::optional<int64_t> ParseSignedInt(P::SignedIntContext* ctx) {
  std::optional<uint64_t> parsed = IntegerLiteral(ctx->INTEGER_LITERAL()->getText());
  uint64_t magnitude = parsed.value_or(0);
  constexpr uint64_t kMin = uint64_t{1} << 63;  // |INT64_MIN|
  if (!parsed || magnitude > (ctx->MINUS() ? kMin : kMin - 1)) return std::nullopt;
  if (!ctx->MINUS()) return static_cast<int64_t>(magnitude);
  return magnitude == kMin ? INT64_MIN : -static_cast<int64_t>(magnitude);
}

int64_t IntValue(P::SignedIntContext* ctx) { return ParseSignedInt(ctx).value_or(0); }

std::string StringValue(std::string_view literal) {
  size_t prefix = 0;
  bool raw = false;
  while (prefix < literal.size() && literal[prefix] != '\'' && literal[prefix] != '"') {
    raw = raw || literal[prefix] == 'r' || literal[prefix] == 'R';
    ++prefix;
  }
  std::string_view body = literal.substr(prefix);
  size_t quote = body.size() >= 6 && body[1] == body[0] && body[2] == body[0] ? 3 : 1;
  if (body.size() < 2 * quote) return std::string(body);
  return Unescape(body.substr(quote, body.size() - 2 * quote), raw);
}

std::optional<QualifiedName> SequenceOfDefault(P::ExprContext* expr) {
  // Exactly GET_NEXT_SEQUENCE_VALUE ( SEQUENCE name ): the function, '(', SEQUENCE, the name's
  // tokens, ')'.
  std::vector<P::BalancedContext*> parts = expr->balanced();
  if (parts.size() != 2 || !model::EqualsIgnoreCase(parts[0]->getText(), "GET_NEXT_SEQUENCE_VALUE") ||
      !parts[1]->LPAREN())
    return std::nullopt;
  std::vector<P::BalancedContext*> args = parts[1]->balanced();
  if (args.size() < 2 || args[0]->getStart()->getType() != P::SEQUENCE) return std::nullopt;
  QualifiedName name;
  bool expect_name = true;
  for (size_t i = 1; i < args.size(); ++i) {
    antlr4::Token* tok = args[i]->getStart();
    bool is_dot = tok->getType() == P::DOT;
    if (args[i]->LPAREN() || args[i]->LBRACKET() || is_dot == expect_name) return std::nullopt;
    expect_name = is_dot;
    if (is_dot) continue;
    std::string part = NameOf(tok);
    if (!name.name.empty()) name.schema += (name.schema.empty() ? "" : ".") + name.name;
    name.name = part;
  }
  if (expect_name) return std::nullopt;
  return name;
}

void MergeOptions(P::OptionsClauseContext* ctx, model::Options& options) {
  for (auto* opt : ctx->option()) {
    std::string name = model::ToLower(Identifier(opt->identifier()));
    std::string value = ExprText(opt->optionValue());
    auto it = std::find_if(options.begin(), options.end(), [&](const auto& o) { return o.first == name; });
    if (model::EqualsIgnoreCase(value, "NULL")) {
      if (it != options.end()) options.erase(it);
    } else if (it != options.end()) {
      it->second = value;
    } else {
      options.emplace_back(name, value);
    }
  }
}

const std::string* OptionValue(const model::Options& options, std::string_view name) {
  for (const auto& [k, v] : options)
    if (k == name) return &v;
  return nullptr;
}

// ---------------------------------------------------------------- Context

model::Table* Context::FindTable(const QualifiedName& name) {
  // An unqualified name means the default schema; a table of that name elsewhere is not it.
  for (auto& t : schema_.tables)
    if (model::EqualsIgnoreCase(t.schema, name.schema) && model::EqualsIgnoreCase(t.name, name.name)) return &t;
  return nullptr;
}

model::Table* Context::FindTable(P::QualifiedNameContext* ctx, std::string_view what) {
  QualifiedName name = Name(ctx);
  model::Table* table = FindTable(name);
  if (!table) UnknownObject(ctx, std::string(what) + " refers to unknown table " + name.Joined());
  return table;
}

model::Sequence* Context::FindSequence(const QualifiedName& name) {
  for (auto& s : schema_.sequences)
    if (model::EqualsIgnoreCase(s.schema, name.schema) && model::EqualsIgnoreCase(s.name, name.name)) return &s;
  return nullptr;
}

void Context::UnknownObject(const antlr4::ParserRuleContext* at, const std::string& message) {
  schema_.diagnostics.Warning(model::codes::kUnknownObject, Loc(at), message);
}

void Context::Duplicate(const antlr4::ParserRuleContext* at, const std::string& message) {
  schema_.diagnostics.Warning(model::codes::kDuplicateObject, Loc(at), message);
}

void Context::Ignored(const antlr4::ParserRuleContext* at, const std::string& clause) {
  schema_.diagnostics.Info(model::codes::kIgnoredClause, Loc(at), clause + " is not modelled");
}

}  // namespace spanlift::frontend::spanner
