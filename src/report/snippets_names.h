#pragma once
// Turning input names into safe identifiers and string literals of generated code. Input names
// never reach generated code or file names unescaped: identifiers keep only ASCII letters and
// digits, and the original text appears only inside escaped string literals.
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::report::snippets {

enum class Case { kSnake, kUpperSnake, kCamel, kPascal };
enum class Literal { kPython, kGo, kJava, kTypeScript, kCpp };

// Lower-case ASCII words of a name: split at non-alphanumerics and camelCase boundaries.
std::vector<std::string> Words(std::string_view name);

// Words joined in a case; never empty, never starting with a digit.
std::string Join(const std::vector<std::string>& words, Case c);

// A double-quoted literal of `text` (UTF-8) in the language, ASCII-only where the language allows.
std::string Quote(std::string_view text, Literal style);

// `text` (UTF-8) double-quoted for a line comment in any of the languages, readable as written:
// letters of every script stay as they are; '"' and '\\' get a backslash (so Java reads no \\u
// escape); what could end the comment, reorder the line or is not valid UTF-8 (controls, U+2028,
// U+2029, bidi controls, bad bytes) becomes "<U+XXXX>".
std::string CommentQuote(std::string_view text);

// Hands out identifiers unique within one generated file: reserved words of every target language
// get a trailing '_', repeats get _2, _3, ... in the order asked (deterministic).
class NameTable {
 public:
  explicit NameTable(std::set<std::string> reserved) : used_(std::move(reserved)) {}
  std::string Unique(std::string name);

 private:
  std::set<std::string> used_;
};

// Words of every target language that no generated identifier may be.
const std::set<std::string>& ReservedWords();

}  // namespace spanlift::report::snippets
