#include "diff/suppression.h"

#include <cctype>
#include <cstdint>
#include <fstream>
#include <iterator>

#include "diff/load.h"
#include "frontend/lexical.h"
#include "model/schema.h"

namespace spanlift::diff {

namespace {

constexpr std::string_view kIgnore = "spanlift:ignore";
constexpr std::string_view kIgnoreFile = "spanlift:ignore-file";

// The codes after the marker: words separated by commas or spaces, up to anything else.
std::set<std::string> Codes(std::string_view rest) {
  std::set<std::string> out;
  std::string word;
  for (char c : rest) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      continue;
    }
    if (!word.empty()) out.insert(word), word.clear();
    if (c != ',' && c != ' ' && c != '\t') break;
  }
  if (!word.empty()) out.insert(word);
  return out;
}

uint32_t CountLines(std::string_view text) {
  uint32_t n = 0;
  for (char c : text) n += c == '\n';
  return n;
}

}  // namespace

bool Suppressions::Covers(std::string_view code, uint32_t line) const {
  std::string upper = model::ToUpper(code);
  for (const auto& r : ranges)
    if (line >= r.first && line <= r.last && (r.codes.empty() || r.codes.count(upper))) return true;
  return false;
}

Suppressions ReadSuppressions(std::string_view text, bool backslash_escapes) {
  Suppressions out;
  uint32_t line = 1;
  bool in_statement = false, pending = false;
  bool line_only = false;     // the pending comment is inside a statement: it covers the next line
  size_t open = SIZE_MAX;     // the range that ends with the current statement
  std::set<std::string> pending_codes;
  // Something that is not a comment or a space at `line`: it starts a statement, or is the line a
  // comment inside one covers.
  auto content = [&] {
    if (pending && line_only) out.ranges.push_back({line, line, pending_codes}), pending = false;
    if (in_statement) return;
    in_statement = true;
    if (pending) out.ranges.push_back({line, line, pending_codes}), open = out.ranges.size() - 1, pending = false;
  };
  for (size_t i = 0; i < text.size();) {
    size_t end = frontend::SkipQuotedOrComment(text, i, backslash_escapes);
    if (end != i) {
      std::string_view token = text.substr(i, end - i);
      bool comment = token.rfind("--", 0) == 0 || token.rfind("#", 0) == 0 || token.rfind("/*", 0) == 0;
      if (size_t at = token.find(kIgnore); comment && at != std::string_view::npos) {
        if (token.compare(at, kIgnoreFile.size(), kIgnoreFile) == 0) {
          auto codes = Codes(token.substr(at + kIgnoreFile.size()));
          out.file_all |= codes.empty();
          out.file_codes.insert(codes.begin(), codes.end());
        } else {
          pending = true, line_only = in_statement;
          pending_codes = Codes(token.substr(at + kIgnore.size()));
        }
      } else if (!comment) {
        content();  // a quoted name or string
      }
      line += CountLines(token);
      i = end;
      continue;
    }
    char c = text[i++];
    if (c == '\n') ++line;
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    content();
    if (c != ';') continue;
    in_statement = false;
    if (open != SIZE_MAX) out.ranges[open].last = line, open = SIZE_MAX;
  }
  if (open != SIZE_MAX) out.ranges[open].last = line;  // the last statement has no ';'
  return out;
}

Suppressions ReadSuppressionsOf(const std::string& name, bool backslash_escapes) {
  std::string text, error;
  if (name == "-") return {};
  if (name.rfind("git:", 0) == 0) {
    if (!ReadGitObject(name, text, error)) return {};  // LoadSide has reported it
  } else {
    std::ifstream in(name, std::ios::binary);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return ReadSuppressions(text, backslash_escapes);
}

void ApplySuppressions(const Suppressions& s, const std::string& new_file, std::vector<Finding>& findings) {
  for (auto& f : findings) {
    const auto& d = f.diagnostic;
    if (s.file_all || s.file_codes.count(model::ToUpper(d.code)) ||
        (d.location.file == new_file && s.Covers(d.code, d.location.line)))
      f.suppressed = true;
  }
}

}  // namespace spanlift::diff
