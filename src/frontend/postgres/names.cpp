// Identifier folding, literal unquoting and the object names PostgreSQL generates for unnamed
// constraints, indexes and sequences (src/backend/commands/indexcmds.c, makeObjectName()).
#include <cstdlib>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

constexpr size_t kMaxIdentifierBytes = 63;  // NAMEDATALEN - 1

// pg_mbcliplen() for UTF-8: never cut inside a multi-byte sequence.
size_t ClipLength(std::string_view s, size_t len) {
  if (len >= s.size()) return s.size();
  while (len > 0 && (static_cast<unsigned char>(s[len]) & 0xC0) == 0x80) --len;
  return len;
}

// Removes the delimiters of a quoted identifier and undoubles the quote character.
std::string Unquote(std::string_view text, char quote) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 1; i + 1 < text.size(); ++i) {
    out += text[i];
    if (text[i] == quote && i + 2 < text.size() && text[i + 1] == quote) ++i;
  }
  return out;
}

// U&"..." / U&'...' bodies: \XXXX and \+XXXXXX escapes (default escape character only).
std::string DecodeUnicodeEscapes(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
    } else if (s[i + 1] == '\\') {
      out += '\\';
      ++i;
    } else {
      size_t digits = s[i + 1] == '+' ? 6 : 4, start = s[i + 1] == '+' ? i + 2 : i + 1;
      if (start + digits > s.size()) {
        out += s[i];
        continue;
      }
      model::AppendUtf8(out,
                        static_cast<uint32_t>(std::strtoul(std::string(s.substr(start, digits)).c_str(), nullptr, 16)));
      i = start + digits - 1;
    }
  }
  return out;
}

// E'...' bodies: the C-style escapes PostgreSQL documents.
std::string DecodeCEscapes(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '\'' && i + 1 < s.size() && s[i + 1] == '\'') {
      out += '\'';
      ++i;
      continue;
    }
    if (c != '\\' || i + 1 >= s.size()) {
      out += c;
      continue;
    }
    char e = s[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'x': {
        size_t n = 0;
        while (n < 2 && i + 1 + n < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1 + n]))) ++n;
        out += static_cast<char>(std::strtoul(std::string(s.substr(i + 1, n)).c_str(), nullptr, 16));
        i += n;
        break;
      }
      case 'u':
      case 'U': {
        size_t n = e == 'u' ? 4 : 8;
        if (i + n < s.size()) {
          model::AppendUtf8(out,
                            static_cast<uint32_t>(std::strtoul(std::string(s.substr(i + 1, n)).c_str(), nullptr, 16)));
          i += n;
        }
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          size_t n = 1;
          while (n < 3 && i + n < s.size() && s[i + n] >= '0' && s[i + n] <= '7') ++n;
          out += static_cast<char>(std::strtoul(std::string(s.substr(i, n)).c_str(), nullptr, 8));
          i += n - 1;
        } else {
          out += e;
        }
    }
  }
  return out;
}

// Whether `name` is a relation (table, index, sequence) name in a namespace, or with
// `constraints` a constraint name: what PostgreSQL checks before using a generated name. A scan
// that allocates nothing: building the set of every name per generated name made big
// hand-written schemas (serial keys, inline REFERENCES) spend most of their parse time here.
bool Taken(const model::Schema& schema, const std::string& ns, const std::string& name, bool relations,
           bool constraints) {
  for (const auto& t : schema.tables) {
    if (t.schema != ns) continue;
    if ((relations || constraints) && t.primary_key && t.primary_key->name == name) return true;
    if (relations && t.name == name) return true;
    for (const auto& i : t.indexes)
      if ((relations || (constraints && i.is_constraint)) && i.name == name) return true;
    if (!constraints) continue;
    for (const auto& f : t.foreign_keys)
      if (f.name == name) return true;
    for (const auto& c : t.checks)
      if (c.name == name) return true;
  }
  if (relations)
    for (const auto& s : schema.sequences)
      if (s.schema == ns && s.name == name) return true;
  return false;
}

std::string ChooseName(const model::Schema& schema, const std::string& ns, bool relations, bool constraints,
                       std::string_view name1, std::string_view name2, std::string_view label) {
  std::string candidate = MakeObjectName(name1, name2, label);
  for (int pass = 1; Taken(schema, ns, candidate, relations, constraints); ++pass)
    candidate = MakeObjectName(name1, name2, std::string(label) + std::to_string(pass));
  return candidate;
}

}  // namespace

std::string ClipIdentifier(std::string name) {
  if (name.size() > kMaxIdentifierBytes) name.resize(ClipLength(name, kMaxIdentifierBytes));
  return name;
}

std::string Identifier(P::IdentifierContext* ctx) {
  if (!ctx) return {};
  return NameText(ctx->getStart()->getText());  // one token; RuleContext::getText() is slow
}

std::string NameText(std::string_view text) {
  if (text.size() >= 2 && text[0] == '"') return ClipIdentifier(Unquote(text, '"'));
  if (text.size() >= 3 && (text[0] == 'U' || text[0] == 'u') && text[1] == '&' && text[2] == '"')
    return ClipIdentifier(DecodeUnicodeEscapes(Unquote(text.substr(2), '"')));
  return ClipIdentifier(model::ToLower(text));
}

std::vector<std::string> NameParts(P::QualifiedNameContext* ctx) {
  std::vector<std::string> parts;
  if (!ctx) return parts;
  parts.push_back(Identifier(ctx->identifier()));
  for (auto* label : ctx->columnLabel()) parts.push_back(NameText(label->getStart()->getText()));
  return parts;
}

bool LastPartQuoted(P::QualifiedNameContext* ctx) { return ctx->getStop()->getType() == P::QUOTED_IDENTIFIER; }

std::vector<std::string> ColumnNames(P::ColumnNameListContext* ctx) {
  std::vector<std::string> names;
  if (!ctx) return names;
  for (auto* id : ctx->identifier()) names.push_back(Identifier(id));
  return names;
}

std::string StringValue(std::string_view text) {
  if (text.empty()) return {};
  if (text[0] == '$') {  // $tag$body$tag$
    size_t open = text.find('$', 1);
    size_t close = text.rfind('$', text.size() - 2);
    if (open == std::string_view::npos || close == std::string_view::npos || close <= open) return {};
    return std::string(text.substr(open + 1, close - open - 1));
  }
  char first = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (first == 'E') return DecodeCEscapes(text.substr(2, text.size() - 3));
  if (first == 'U' && text.size() > 2 && text[1] == '&') return DecodeUnicodeEscapes(Unquote(text.substr(2), '\''));
  if (first == 'N' || first == 'B' || first == 'X') return Unquote(text.substr(1), '\'');
  return Unquote(text, '\'');
}

std::string StringValue(P::StringLiteralContext* ctx) { return ctx ? StringValue(ctx->getText()) : std::string(); }

std::string ExprText(antlr4::ParserRuleContext* ctx) {
  std::string text = SourceText(ctx);
  size_t a = text.find_first_not_of(" \t\r\n\f");
  if (a == std::string::npos) return {};
  size_t b = text.find_last_not_of(" \t\r\n\f");
  return text.substr(a, b - a + 1);
}

std::string MakeObjectName(std::string_view name1, std::string_view name2, std::string_view label) {
  size_t overhead = (name2.empty() ? 0 : 1) + (label.empty() ? 0 : label.size() + 1);
  size_t avail = kMaxIdentifierBytes > overhead ? kMaxIdentifierBytes - overhead : 1;
  size_t n1 = name1.size(), n2 = name2.size();
  while (n1 + n2 > avail) {  // preferentially truncate the longer name, as PostgreSQL does
    if (n1 > n2)
      --n1;
    else
      --n2;
  }
  std::string out(name1.substr(0, ClipLength(name1, n1)));
  if (!name2.empty()) out += "_" + std::string(name2.substr(0, ClipLength(name2, n2)));
  if (!label.empty()) out += "_" + std::string(label);
  return out;
}

std::string ChooseRelationName(model::Schema& schema, const std::string& ns, std::string_view name1,
                               std::string_view name2, std::string_view label, bool is_constraint) {
  return ChooseName(schema, ns, true, is_constraint, name1, name2, label);
}

std::string ChooseConstraintName(model::Schema& schema, const std::string& ns, std::string_view name1,
                                 std::string_view name2, std::string_view label) {
  return ChooseName(schema, ns, false, true, name1, name2, label);
}

std::string NameAddition(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) {
    if (!out.empty()) out += '_';
    out += n;
    if (out.size() > kMaxIdentifierBytes) break;
  }
  return out;
}

std::vector<std::string> SplitNameText(std::string_view text) {
  std::vector<std::string> parts;
  std::string cur;
  bool quoted = false, was_quoted = false;
  auto flush = [&] {
    parts.push_back(ClipIdentifier(was_quoted ? cur : model::ToLower(cur)));
    cur.clear();
    was_quoted = false;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        cur += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c == '"') {
      quoted = was_quoted = true;
    } else if (c == '.') {
      flush();
    } else if (c != ' ') {
      cur += c;
    }
  }
  flush();
  return parts;
}

std::optional<int64_t> ParseInt(P::SignedNumberContext* ctx) {
  if (!ctx) return std::nullopt;
  std::string text = ctx->getText();
  errno = 0;
  char* end = nullptr;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (errno != 0 || end == text.c_str()) return std::nullopt;
  return static_cast<int64_t>(v);
}

std::string NextvalSequence(std::string_view expr) {
  size_t i = 0;
  while (i < expr.size() && (expr[i] == '(' || expr[i] == ' ')) ++i;
  expr.remove_prefix(i);
  if (expr.size() > 11 && model::EqualsIgnoreCase(expr.substr(0, 11), "pg_catalog.")) expr.remove_prefix(11);
  if (expr.size() < 8 || !model::EqualsIgnoreCase(expr.substr(0, 7), "nextval")) return {};
  size_t q = expr.find('\'');
  if (q == std::string_view::npos) return {};
  size_t end = q + 1;
  while (end < expr.size() && !(expr[end] == '\'' && (end + 1 >= expr.size() || expr[end + 1] != '\''))) {
    end += expr[end] == '\'' ? 2 : 1;
  }
  return StringValue(expr.substr(q, end - q + 1));
}

}  // namespace spanlift::frontend::postgres
