#include "findings/suppression.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <iterator>

#include "frontend/lexical.h"
#include "model/schema.h"

namespace spanlift::findings {

namespace {

constexpr std::string_view kMarker = "spanlift:";

// The codes after the marker: words separated by commas or spaces, up to anything else.
std::set<std::string> Codes(std::string_view rest) {
  std::set<std::string> out;
  std::string word;
  rest.remove_prefix(std::min(rest.find_first_not_of(" \t"), rest.size()));
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

std::vector<Directive> ReadDirectives(std::string_view text, const frontend::Lexical& lex) {
  std::vector<Directive> out;
  uint32_t line = 1;
  bool in_statement = false;
  std::vector<size_t> pending;  // directives waiting for the line or statement they cover
  std::vector<size_t> open;     // directives whose range ends with the current statement
  // Something that is not a comment or a space at `line`: it starts a statement, or is the line a
  // comment inside one covers.
  auto content = [&] {
    for (size_t d : pending) {
      out[d].first = out[d].last = line;
      if (!out[d].in_statement) open.push_back(d);
    }
    pending.clear();
    in_statement = true;
  };
  for (size_t i = 0; i < text.size();) {
    size_t end = frontend::SkipQuotedOrComment(text, i, lex);
    if (end != i) {
      std::string_view token = text.substr(i, end - i);
      bool comment = token.rfind("--", 0) == 0 || token.rfind("#", 0) == 0 || token.rfind("/*", 0) == 0;
      if (size_t at = token.find(kMarker); comment && at != std::string_view::npos) {
        std::string_view rest = token.substr(at + kMarker.size());
        size_t word_end = rest.find_first_not_of("abcdefghijklmnopqrstuvwxyz-");
        Directive d;
        d.word = std::string(rest.substr(0, word_end));
        d.args = std::string(word_end == std::string_view::npos ? "" : rest.substr(word_end));
        if (d.args.size() >= 2 && d.args.compare(d.args.size() - 2, 2, "*/") == 0) d.args.resize(d.args.size() - 2);
        d.in_statement = in_statement;
        d.at = line;
        out.push_back(std::move(d));
        pending.push_back(out.size() - 1);
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
    for (size_t d : open) out[d].last = line;
    open.clear();
  }
  for (size_t d : open) out[d].last = line;  // the last statement has no ';'
  return out;
}

Suppressions ReadSuppressions(std::string_view text, const frontend::Lexical& lex) {
  Suppressions out;
  for (const auto& d : ReadDirectives(text, lex)) {
    if (d.word == "ignore-file") {
      auto codes = Codes(d.args);
      out.file_all |= codes.empty();
      out.file_codes.insert(codes.begin(), codes.end());
    } else if (d.word == "ignore" && d.first) {
      out.ranges.push_back({d.first, d.last, Codes(d.args)});
    }
  }
  return out;
}

bool Covers(const Suppressions& s, const std::string& file, const model::Diagnostic& d) {
  return s.file_all || s.file_codes.count(model::ToUpper(d.code)) ||
         (d.location.file == file && s.Covers(d.code, d.location.line));
}

void Suppress(const std::vector<std::string>& files, const frontend::Lexical& lex,
              std::vector<rules::Finding>& findings) {
  for (const auto& file : files) {
    if (file == "-" || file.find("://") != std::string::npos) continue;
    std::ifstream in(file, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    Suppressions comments = ReadSuppressions(text, lex);
    for (auto& f : findings) f.suppressed = f.suppressed || Covers(comments, file, f.diagnostic);
  }
}

}  // namespace spanlift::findings
