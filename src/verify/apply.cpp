#include "verify/apply.h"

#include <regex>

#include "model/schema.h"

namespace spanlift::verify {

namespace {

class Applier {
 public:
  Applier(DdlTarget& target, const std::vector<DdlStatement>& statements, ApplyOutcome& out)
      : target_(target), statements_(statements), out_(out) {}

  // Applies statements [begin, end): all at once, or, when Spanner rejects the batch, each half
  // on its own, down to the single rejected statements. Stops at the first unreachable answer.
  void Apply(size_t begin, size_t end) {
    if (begin == end || out_.fatal) return;
    std::vector<std::string> batch;
    for (size_t i = begin; i < end; ++i) batch.push_back(statements_[i].text);
    ++out_.calls;
    Status s = target_.UpdateDdl(batch);
    if (s.ok()) {
      out_.applied += end - begin;
      return;
    }
    if (s.kind == Status::Kind::kUnreachable) {
      out_.fatal = s;
      return;
    }
    if (end - begin == 1) {
      out_.rejected.push_back({begin, s, std::nullopt, ""});
      return;
    }
    size_t middle = begin + (end - begin) / 2;
    Apply(begin, middle);
    Apply(middle, end);
  }

 private:
  DdlTarget& target_;
  const std::vector<DdlStatement>& statements_;
  ApplyOutcome& out_;
};

// Identifiers of a statement, unquoted, skipping string literals and comments.
std::vector<std::string> Identifiers(std::string_view s) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (c == '\'') {
      for (++i; i < s.size() && s[i] != '\''; ++i)
        if (s[i] == '\\') ++i;
      ++i;
    } else if (c == '`' || c == '"') {
      size_t close = s.find(c, i + 1);
      if (close == std::string_view::npos) close = s.size();
      out.emplace_back(s.substr(i + 1, close - i - 1));
      i = close + 1;
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      size_t start = i;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
      out.emplace_back(s.substr(start, i - start));
    } else {
      ++i;
    }
  }
  return out;
}

bool IsCreateModifier(const std::string& word) {
  for (const char* m : {"OR", "REPLACE", "UNIQUE", "NULL_FILTERED", "SEARCH", "VECTOR", "CHANGE", "IF", "NOT", "EXISTS",
                        "TABLE", "INDEX", "SEQUENCE", "VIEW", "STREAM", "SCHEMA", "MODEL", "ROLE"})
    if (model::EqualsIgnoreCase(word, m)) return true;
  return false;
}

// Marks each rejection that names an object an earlier rejected statement defines.
void FindCauses(const std::vector<DdlStatement>& statements, std::vector<Rejection>& rejected) {
  for (size_t j = 0; j < rejected.size(); ++j) {
    const std::string& text = statements[rejected[j].statement].text;
    for (size_t i = 0; i < j && !rejected[j].because_of; ++i) {
      std::string object = DefinedObject(statements[rejected[i].statement].text);
      if (!object.empty() && NamesObject(text, object)) {
        rejected[j].because_of = rejected[i].statement;
        rejected[j].object = object;
      }
    }
  }
}

}  // namespace

ApplyOutcome ApplyStatements(DdlTarget& target, const std::vector<DdlStatement>& statements, size_t batch_size) {
  ApplyOutcome out;
  Applier applier(target, statements, out);
  size_t step = batch_size == 0 ? statements.size() : batch_size;
  for (size_t begin = 0; begin < statements.size() && !out.fatal; begin += step)
    applier.Apply(begin, std::min(statements.size(), begin + step));
  FindCauses(statements, out.rejected);
  return out;
}

std::string DefinedObject(std::string_view statement) {
  auto words = Identifiers(statement);
  if (words.empty() || !model::EqualsIgnoreCase(words[0], "CREATE")) return "";
  size_t i = 1;
  while (i < words.size() && IsCreateModifier(words[i])) ++i;
  return i < words.size() ? words[i] : "";
}

bool NamesObject(std::string_view statement, std::string_view object) {
  for (const auto& word : Identifiers(statement))
    if (model::EqualsIgnoreCase(word, object)) return true;
  return false;
}

model::SourceLocation LocationInStatement(const DdlStatement& statement, const std::string& message) {
  static const std::regex kPosition(R"(line (\d+), column (\d+))");
  std::smatch m;
  model::SourceLocation loc = statement.location;
  if (!std::regex_search(message, m, kPosition)) return loc;
  uint32_t line = static_cast<uint32_t>(std::stoul(m[1])), column = static_cast<uint32_t>(std::stoul(m[2]));
  if (line == 0 || column == 0) return loc;
  // Count the statement's own lines: the first one starts at the statement's column.
  uint32_t lines_in = 1;
  for (char c : statement.text) lines_in += c == '\n';
  if (line > lines_in) return loc;
  loc.line += line - 1;
  loc.column = line == 1 ? loc.column + column - 1 : column;
  return loc;
}

}  // namespace spanlift::verify
