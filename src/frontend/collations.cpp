#include "frontend/collations.h"

#include <cctype>
#include <string>

#include "frontend/lexical.h"

namespace spanlift::frontend {

namespace {

// A scan over the statement's words, quoted names and literals, skipping comments.
class Words {
 public:
  explicit Words(std::string_view text) : text_(text) {}

  // The next token: a word, a "quoted name" (unquoted), a 'literal' (unquoted) or one punctuation
  // byte; `quoted` says whether it was quoted. Empty at the end.
  std::string Next(bool* quoted = nullptr) {
    SkipSpaceAndComments();
    if (quoted) *quoted = false;
    if (pos_ >= text_.size()) return {};
    char c = text_[pos_];
    if (c == '"' || c == '\'') {
      size_t end = SkipQuotedOrComment(text_, pos_, PostgresLexical());
      std::string value = Unquote(text_.substr(pos_, end - pos_), c);
      pos_ = end;
      if (quoted) *quoted = true;
      return value;
    }
    size_t start = pos_;
    while (pos_ < text_.size() && IsWordByte(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (pos_ == start) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  bool AtPunct(char c) {
    SkipSpaceAndComments();
    return pos_ < text_.size() && text_[pos_] == c;
  }

 private:
  void SkipSpaceAndComments() {
    while (pos_ < text_.size()) {
      if (std::isspace(static_cast<unsigned char>(text_[pos_]))) {
        ++pos_;
        continue;
      }
      if (text_[pos_] == '"' || text_[pos_] == '\'') return;
      size_t end = SkipQuotedOrComment(text_, pos_, PostgresLexical());
      if (end == pos_) return;
      pos_ = end;
    }
  }

  static std::string Unquote(std::string_view quoted, char q) {
    std::string out;
    for (size_t i = 1; i + 1 < quoted.size(); ++i) {
      out += quoted[i];
      if (quoted[i] == q && quoted[i + 1] == q) ++i;
    }
    return out;
  }

  std::string_view text_;
  size_t pos_ = 0;
};

bool Is(const std::string& word, std::string_view keyword) { return model::ToLower(word) == keyword; }

// PostgreSQL's boolean spellings for false (parse_bool).
bool IsFalse(const std::string& value) {
  std::string v = model::ToLower(value);
  return v == "false" || v == "f" || v == "off" || v == "no" || v == "n" || v == "0";
}

}  // namespace

std::optional<model::Collation> ReadCreateCollation(std::string_view text) {
  Words words(text);
  if (!Is(words.Next(), "create") || !Is(words.Next(), "collation")) return std::nullopt;
  bool quoted = false;
  std::string name = words.Next(&quoted);
  if (!quoted && Is(name, "if")) {
    words.Next();  // NOT
    words.Next();  // EXISTS
    name = words.Next(&quoted);
  }
  while (words.AtPunct('.')) {  // schema-qualified: columns name it by its last part
    words.Next();
    name = words.Next(&quoted);
  }
  if (name.empty()) return std::nullopt;
  model::Collation collation;
  collation.name = quoted ? name : model::ToLower(name);
  if (!words.AtPunct('(')) return collation;  // FROM another collation: deterministic as PostgreSQL copies them
  words.Next();
  while (!words.AtPunct(')')) {
    std::string key = model::ToLower(words.Next());
    if (key.empty()) break;
    if (key == ",") continue;
    if (!words.AtPunct('=')) continue;
    words.Next();
    std::string value = words.Next();
    if (key == "deterministic") collation.deterministic = !IsFalse(value);
    if (key == "locale" || (key == "lc_collate" && collation.locale.empty())) collation.locale = value;
  }
  return collation;
}

}  // namespace spanlift::frontend
