// The PostgreSQL front end: routes statements the grammar does not model to `skipped`, parses
// the others and hands the tree to the transformer of their family.
#include <algorithm>
#include <string>
#include <vector>

#include "PostgresParser.h"
#include "frontend/antlr_support.h"
#include "frontend/dialect_frontend.h"
#include "frontend/postgres/fast_lexer.h"
#include "frontend/postgres/transformer.h"

namespace spanlift::frontend {

namespace postgres {
namespace {

// The first `max` words of a statement, upper-cased, skipping comments; a word is a run of
// letters, digits, '_', '.', '"' (so qualified names stay whole).
std::vector<std::string> LeadingWords(std::string_view text, size_t max) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < text.size() && words.size() < max) {
    char c = text[i];
    if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      i = end == std::string_view::npos ? text.size() : end + 2;
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '"' || (c & 0x80)) {
      size_t start = i;
      while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_' ||
                                 text[i] == '.' || text[i] == '"' || text[i] == '$' || (text[i] & 0x80)))
        ++i;
      words.push_back(model::ToUpper(text.substr(start, i - start)));
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else {
      break;  // punctuation: the leading words are over
    }
  }
  return words;
}

bool IsModelledObject(const std::string& word) {
  static const char* const kObjects[] = {"TABLE", "INDEX", "SEQUENCE", "TYPE", "DOMAIN", "SCHEMA", "EXTENSION"};
  for (const char* o : kObjects)
    if (word == o) return true;
  return false;
}

// Statements the grammar covers; everything else (views, functions, triggers, ALTER FUNCTION
// ... OWNER TO, foreign tables) is recorded in `skipped` without parsing.
bool RecordIfUnmodelled(const Statement& stmt, model::Schema& schema) {
  std::vector<std::string> w = LeadingWords(stmt.text, 8);
  if (w.empty()) return false;
  size_t i = 1;
  if (w[0] == "COMMENT") return false;
  if (w[0] == "CREATE") {
    if (i + 1 < w.size() && w[i] == "OR" && w[i + 1] == "REPLACE") i += 2;
    static const char* const kModifiers[] = {"TEMP", "TEMPORARY", "GLOBAL", "LOCAL", "UNLOGGED", "UNIQUE"};
    while (i < w.size() &&
           std::any_of(std::begin(kModifiers), std::end(kModifiers), [&](const char* m) { return w[i] == m; }))
      ++i;
  }
  if ((w[0] == "CREATE" || w[0] == "ALTER" || w[0] == "DROP") && i < w.size() && IsModelledObject(w[i])) return false;
  if (w[0] == "CREATE" && i < w.size()) {
    std::string kind = model::ToLower(w[i]);
    size_t name_at = i + 1;
    if ((w[i] == "MATERIALIZED" || w[i] == "FOREIGN" || w[i] == "EVENT" || w[i] == "CONSTRAINT") && i + 1 < w.size()) {
      kind += " " + model::ToLower(w[i + 1]);
      ++name_at;
    }
    if (kind == "constraint trigger") kind = "trigger";
    std::string name = name_at < w.size() ? model::ToLower(w[name_at]) : std::string();
    schema.skipped.push_back({kind, name, stmt.location});
  } else if (w[0] == "ALTER") {
    std::string upper = model::ToUpper(stmt.text);
    if (upper.find("OWNER TO") != std::string::npos)
      schema.skipped.push_back({"ownership", w.size() > 2 ? model::ToLower(w[2]) : std::string(), stmt.location});
  }
  return true;
}

// Where each schema element of `CREATE SCHEMA s CREATE TABLE ... CREATE VIEW ... GRANT ...` starts:
// top-level CREATE / GRANT words after the first (outside parentheses, quotes and comments).
std::vector<size_t> SchemaElementStarts(std::string_view text) {
  std::vector<size_t> starts;
  int depth = 0;
  auto word_at = [&](size_t i, std::string_view word) {
    if (i + word.size() > text.size() ||
        (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_' || text[i - 1] == '$')))
      return false;
    size_t end = i + word.size();
    return model::EqualsIgnoreCase(text.substr(i, word.size()), word) &&
           (end == text.size() || !(std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'));
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\'' || c == '"') {
      size_t close = text.find(c, i + 1);
      i = close == std::string_view::npos ? text.size() : close;
    } else if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
      i = std::min(text.find('\n', i), text.size());
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t close = text.find("*/", i + 2);
      i = close == std::string_view::npos ? text.size() : close + 1;
    } else if (c == '$' && i + 1 < text.size() && text[i + 1] == '$') {
      size_t close = text.find("$$", i + 2);
      i = close == std::string_view::npos ? text.size() : close + 1;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      --depth;
    } else if (depth == 0 && i > 0 && (word_at(i, "CREATE") || word_at(i, "GRANT"))) {
      starts.push_back(i);
    }
  }
  return starts;
}

// The schema a CREATE SCHEMA head names: `s`, or the role of `AUTHORIZATION r` when unnamed.
std::string CreatedSchemaName(std::string_view head) {
  std::vector<std::string> words = LeadingWords(head, 8);
  size_t i = 2;
  if (i + 2 < words.size() && words[i] == "IF" && words[i + 1] == "NOT" && words[i + 2] == "EXISTS") i += 3;
  if (i < words.size() && words[i] == "AUTHORIZATION") ++i;
  if (i >= words.size()) return {};
  // LeadingWords upper-cases: take the word's own spelling from the text.
  size_t at = model::ToUpper(head).find(words[i], head.find_first_not_of(" \t\r\n") + 13);
  return at == std::string_view::npos ? std::string() : NameText(head.substr(at, words[i].size()));
}

// Line and column of `offset` inside a statement that starts at `start`.
model::SourceLocation Advance(model::SourceLocation start, std::string_view text, size_t offset) {
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++start.line;
      start.column = 1;
    } else {
      ++start.column;
    }
  }
  return start;
}

void Dispatch(P::StatementContext* tree, Context& cx) {
  // By rule index: the generated accessors would dynamic_cast every child once per accessor.
  auto* node = static_cast<antlr4::ParserRuleContext*>(tree->children.front());
  switch (node->getRuleIndex()) {
    case P::RuleCreateTable: return ApplyCreateTable(static_cast<P::CreateTableContext*>(node), cx);
    case P::RuleCreateIndex: return ApplyCreateIndex(static_cast<P::CreateIndexContext*>(node), cx);
    case P::RuleCreateSequence: return ApplyCreateSequence(static_cast<P::CreateSequenceContext*>(node), cx);
    case P::RuleCreateType: return ApplyCreateType(static_cast<P::CreateTypeContext*>(node), cx);
    case P::RuleCreateDomain: return ApplyCreateDomain(static_cast<P::CreateDomainContext*>(node), cx);
    case P::RuleCreateSchema: return ApplyCreateSchema(static_cast<P::CreateSchemaContext*>(node), cx);
    case P::RuleCreateExtension: return ApplyCreateExtension(static_cast<P::CreateExtensionContext*>(node), cx);
    case P::RuleAlterTable: return ApplyAlterTable(static_cast<P::AlterTableContext*>(node), cx);
    case P::RuleAlterIndex: return ApplyAlterIndex(static_cast<P::AlterIndexContext*>(node), cx);
    case P::RuleAlterSequence: return ApplyAlterSequence(static_cast<P::AlterSequenceContext*>(node), cx);
    case P::RuleAlterType: return ApplyAlterType(static_cast<P::AlterTypeContext*>(node), cx);
    case P::RuleAlterDomain: return ApplyAlterDomain(static_cast<P::AlterDomainContext*>(node), cx);
    case P::RuleAlterSchema: return ApplyAlterSchema(static_cast<P::AlterSchemaContext*>(node), cx);
    case P::RuleAlterExtension: return ApplyAlterExtension(static_cast<P::AlterExtensionContext*>(node), cx);
    case P::RuleCommentOn: return ApplyComment(static_cast<P::CommentOnContext*>(node), cx);
    case P::RuleDropStatement: return ApplyDrop(static_cast<P::DropStatementContext*>(node), cx);
    default: return;
  }
}

class PostgresFrontend : public DialectFrontend {
 public:
  void Apply(const Statement& stmt, model::Schema& schema) override {
    std::vector<std::string> w = LeadingWords(stmt.text, 2);
    if (w.size() == 2 && w[0] == "CREATE" && w[1] == "SCHEMA") {
      if (std::vector<size_t> starts = SchemaElementStarts(stmt.text); !starts.empty())
        return ApplySchemaElements(stmt, starts, schema);
    }
    ApplyOne(stmt, schema);
  }

 private:
  // Each element is applied as its own statement, with the new schema as the default one.
  void ApplySchemaElements(const Statement& stmt, const std::vector<size_t>& starts, model::Schema& schema) {
    std::string_view text = stmt.text;
    Statement head = stmt;
    head.text = text.substr(0, starts[0]);
    ApplyOne(head, schema);
    std::string saved = schema.default_schema;
    if (std::string name = CreatedSchemaName(head.text); !name.empty()) schema.default_schema = name;
    for (size_t i = 0; i < starts.size(); ++i) {
      Statement element = stmt;
      size_t end = i + 1 < starts.size() ? starts[i + 1] : text.size();
      element.text = text.substr(starts[i], end - starts[i]);
      element.text = element.text.substr(0, element.text.find_last_not_of(" \t\r\n") + 1);
      element.location = Advance(stmt.location, text, starts[i]);
      if (model::ToUpper(element.text.substr(0, 5)) == "GRANT")
        schema.skipped.push_back({"grant", schema.default_schema, element.location});
      else
        ApplyOne(element, schema);
    }
    schema.default_schema = saved;
  }

  void ApplyOne(const Statement& stmt, model::Schema& schema) {
    if (RecordIfUnmodelled(stmt, schema) || RefuseDeepNesting(stmt, PostgresLexical(), schema.diagnostics)) return;
    ParseSession<FastLexer, P> session(stmt);
    P::StatementContext* tree = session.Parse(&P::statement, schema.diagnostics);
    if (!tree) return;
    Context cx(stmt, schema);
    Dispatch(tree, cx);
  }
};

}  // namespace
}  // namespace postgres

std::unique_ptr<DialectFrontend> MakePostgresFrontend() { return std::make_unique<postgres::PostgresFrontend>(); }

}  // namespace spanlift::frontend
