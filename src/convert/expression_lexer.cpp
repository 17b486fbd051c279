#include "convert/expression_lexer.h"

#include <cctype>

namespace spanlift::convert {

namespace {

bool IsIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80); }
bool IsIdentChar(char c) { return IsIdentStart(c) || std::isdigit(static_cast<unsigned char>(c)) || c == '$'; }

class Lexer {
 public:
  Lexer(std::string_view s, model::Dialect d)
      : s_(s), mysql_(d == model::Dialect::kMySql), google_(d == model::Dialect::kSpanner) {}

  std::optional<std::vector<Token>> Run(std::string& error) {
    std::vector<Token> out;
    while (true) {
      while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
      if (i_ >= s_.size()) break;
      std::optional<Token> t = Next();
      if (!t) {
        error = "unexpected character '" + std::string(1, s_[i_]) + "'";
        return std::nullopt;
      }
      if (t->type != Tok::kEnd) out.push_back(std::move(*t));
    }
    out.push_back({Tok::kEnd, ""});
    return out;
  }

 private:
  std::optional<Token> Next() {
    char c = s_[i_];
    char n = i_ + 1 < s_.size() ? s_[i_ + 1] : '\0';
    bool escapes = mysql_ || google_;
    if (c == '\'') return Quoted('\'', Tok::kString, escapes);
    if (c == '"') return Quoted('"', escapes ? Tok::kString : Tok::kQuotedIdent, escapes);
    if (c == '`') return Quoted('`', Tok::kQuotedIdent, false);
    bool pg = !mysql_ && !google_;
    char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (google_ && up == 'B' && (n == '\'' || n == '"')) return Prefixed(n, Tok::kBytes, true);
    if (pg && up == 'E' && n == '\'') return Prefixed('\'', Tok::kString, true);
    if (!google_ && up == 'N' && n == '\'') return Prefixed('\'', Tok::kString, mysql_);
    if (!google_ && up == 'X' && n == '\'') return Prefixed('\'', Tok::kHexString, false);
    if (!google_ && up == 'B' && n == '\'') return Prefixed('\'', Tok::kBitString, false);
    if (c == '0' && (n == 'x' || n == 'X') && mysql_) return HexNumber();
    if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && std::isdigit(static_cast<unsigned char>(n))))
      return Number();
    if (IsIdentStart(c)) return Identifier();
    return Operator();
  }

  // A literal with a one-letter prefix (E'..', N'..', X'..', B'..', b'..'): the prefix is skipped.
  std::optional<Token> Prefixed(char quote, Tok type, bool escapes) {
    ++i_;
    std::optional<Token> t = Quoted(quote, Tok::kString, escapes);
    if (t) t->type = type;
    return t;
  }

  std::optional<Token> Quoted(char quote, Tok type, bool backslash) {
    std::string value;
    for (++i_; i_ < s_.size(); ++i_) {
      char c = s_[i_];
      if (backslash && c == '\\' && i_ + 1 < s_.size()) {
        if (google_ && !GoogleEscape(value)) return std::nullopt;
        if (!google_) value += model::UnescapeMySql(s_[++i_]);
      } else if (c == quote) {
        if (i_ + 1 < s_.size() && s_[i_ + 1] == quote) {
          value += quote;
          ++i_;
        } else {
          ++i_;
          return Token{type, value};
        }
      } else {
        value += c;
      }
    }
    return std::nullopt;  // unterminated
  }

  // GoogleSQL escapes at s_[i_] == '\\' [spanner-ddl.md section 2, LEX]: \xHH, octal \ooo,
  // \uXXXX / \UXXXXXXXX (as UTF-8) and the single-character ones. Leaves i_ on the last character.
  bool GoogleEscape(std::string& value) {
    char e = s_[++i_];
    auto hex = [&](size_t digits) -> std::optional<uint32_t> {
      if (i_ + digits >= s_.size()) return std::nullopt;
      uint32_t v = 0;
      for (size_t k = 1; k <= digits; ++k) {
        char h = s_[i_ + k];
        if (!std::isxdigit(static_cast<unsigned char>(h))) return std::nullopt;
        v = v * 16 +
            static_cast<uint32_t>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (h | 0x20) - 'a' + 10);
      }
      i_ += digits;
      return v;
    };
    if (e == 'x' || e == 'X') {
      auto v = hex(2);
      if (!v) return false;
      value += static_cast<char>(*v);
    } else if (e == 'u' || e == 'U') {
      auto v = hex(e == 'u' ? 4 : 8);
      if (!v) return false;
      model::AppendUtf8(value, *v);
    } else if (e >= '0' && e <= '7') {
      if (i_ + 2 >= s_.size()) return false;
      value += static_cast<char>((e - '0') * 64 + (s_[i_ + 1] - '0') * 8 + (s_[i_ + 2] - '0'));
      i_ += 2;
    } else {
      static const std::string_view kFrom = "abfnrtv", kTo = "\a\b\f\n\r\t\v";
      size_t k = kFrom.find(e);
      value += k == std::string_view::npos ? e : kTo[k];
    }
    return true;
  }

  std::optional<Token> HexNumber() {
    size_t start = i_ += 2;
    while (i_ < s_.size() && std::isxdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    return Token{Tok::kHexString, std::string(s_.substr(start, i_ - start))};
  }

  std::optional<Token> Number() {
    size_t start = i_;
    auto digits = [&] {
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    };
    digits();
    if (i_ < s_.size() && s_[i_] == '.') ++i_, digits();
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      size_t mark = i_++;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])))
        digits();
      else
        i_ = mark;
    }
    return Token{Tok::kNumber, std::string(s_.substr(start, i_ - start))};
  }

  std::optional<Token> Identifier() {
    size_t start = i_;
    while (i_ < s_.size() && IsIdentChar(s_[i_])) ++i_;
    std::string word(s_.substr(start, i_ - start));
    // MySQL charset introducer: _utf8mb4'text' is the string 'text'.
    if (mysql_ && word[0] == '_' && i_ < s_.size() && s_[i_] == '\'') return Token{Tok::kEnd, ""};
    return Token{Tok::kIdent, word};
  }

  std::optional<Token> Operator() {
    // Longest first; -> ->> #> #>> are the JSON operators of both dialects.
    static constexpr std::string_view kOps[] = {"!~~*", "!~~", "~~*", "<=>", "!~*", "->>", "#>>", "::", "->",
                                                "#>",   "<=",  ">=",  "<>",  "!=",  "||",  "&&",  "~~", "!~",
                                                "~*",   "(",   ")",   ",",   "[",   "]",   ".",   "+",  "-",
                                                "*",    "/",   "%",   "=",   "<",   ">",   "~",   "!"};
    for (std::string_view op : kOps)
      if (s_.substr(i_, op.size()) == op) {
        i_ += op.size();
        return Token{Tok::kOp, std::string(op)};
      }
    return std::nullopt;
  }

  std::string_view s_;
  bool mysql_;
  bool google_;  // Spanner's GoogleSQL
  size_t i_ = 0;
};

}  // namespace

std::optional<std::vector<Token>> Tokenize(std::string_view source, model::Dialect dialect, std::string& error) {
  return Lexer(source, dialect).Run(error);
}

}  // namespace spanlift::convert
