#include "frontend/statement_classifier.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <deque>
#include <initializer_list>
#include <string>
#include <vector>

namespace spanlift::frontend {
namespace {

// ---------------------------------------------------------------------------------------------
// A minimal tokenizer: classification only looks at leading words, names and a few literals, so
// it needs words, quoted identifiers, strings and single-character punctuation, nothing more.

enum class TokenType { kWord, kQuoted, kString, kPunct };

struct Token {
  TokenType type = TokenType::kPunct;
  std::string_view raw;  // as written
  std::string value;     // words: as written; quoted/strings: unquoted and unescaped; punct: raw
};

bool IsWordByte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$' || c >= 0x80;
}

bool IsSpace(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

bool EqualsUpper(std::string_view word, std::string_view upper) {
  if (word.size() != upper.size()) return false;
  for (size_t i = 0; i < word.size(); ++i) {
    char c = word[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != upper[i]) return false;
  }
  return true;
}

// Whether `upper` occurs in `text` as a whole word, in any case (quotes and comments included:
// code blocks keep their statements in strings).
bool ContainsWord(std::string_view text, std::string_view upper) {
  for (size_t i = 0; i + upper.size() <= text.size(); ++i) {
    if (i > 0 && IsWordByte(static_cast<unsigned char>(text[i - 1]))) continue;
    if (!EqualsUpper(text.substr(i, upper.size()), upper)) continue;
    size_t end = i + upper.size();
    if (end == text.size() || !IsWordByte(static_cast<unsigned char>(text[end]))) return true;
  }
  return false;
}

std::string ToUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return out;
}

class Tokenizer {
 public:
  Tokenizer(std::string_view text, model::Dialect dialect)
      : s_(text), mysql_(dialect == model::Dialect::kMySql), spanner_(dialect == model::Dialect::kSpanner) {}

  // Appends the next token to `out`; false at the end of the text.
  bool Next(std::deque<Token>& out) {
    SkipSpaceAndComments();
    if (i_ >= s_.size()) return false;
    out.push_back(NextToken());
    return true;
  }

 private:
  void SkipSpaceAndComments() {
    while (i_ < s_.size()) {
      unsigned char c = s_[i_];
      if (IsSpace(c)) {
        ++i_;
      } else if (c == '-' && At(1) == '-') {
        SkipLine();
      } else if (c == '#' && (mysql_ || spanner_)) {
        SkipLine();
      } else if (c == '/' && At(1) == '*') {
        size_t end = s_.find("*/", i_ + 2);
        i_ = end == std::string_view::npos ? s_.size() : end + 2;
      } else {
        return;
      }
    }
  }

  void SkipLine() {
    size_t end = s_.find('\n', i_);
    i_ = end == std::string_view::npos ? s_.size() : end + 1;
  }

  char At(size_t k) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }

  Token NextToken() {
    size_t start = i_;
    char c = s_[i_];
    if (c == '$' && !mysql_ && !spanner_) {
      if (size_t end = DollarQuotedEnd(); end != 0) {
        i_ = end;
        return {TokenType::kString, s_.substr(start, end - start), ""};
      }
    }
    if (IsWordByte(static_cast<unsigned char>(c))) {
      while (i_ < s_.size() && IsWordByte(static_cast<unsigned char>(s_[i_]))) ++i_;
      std::string_view word = s_.substr(start, i_ - start);
      // E'...' is a PostgreSQL string with backslash escapes; other prefixes (N, X, _utf8) are
      // separate words, which is all classification needs.
      if (i_ < s_.size() && s_[i_] == '\'' && EqualsUpper(word, "E")) {
        return Quoted(start, '\'', TokenType::kString, true);
      }
      return {TokenType::kWord, word, std::string(word)};
    }
    bool strings = mysql_ || spanner_;  // "x" is a string and backslashes escape
    if (spanner_ && (c == '\'' || c == '"') && At(1) == c && At(2) == c) return TripleQuoted(start, c);
    if (c == '\'') return Quoted(start, '\'', TokenType::kString, strings);
    if (c == '"') return Quoted(start, '"', strings ? TokenType::kString : TokenType::kQuoted, strings);
    if (c == '`') return Quoted(start, '`', TokenType::kQuoted, spanner_);
    ++i_;
    return {TokenType::kPunct, s_.substr(start, 1), std::string(1, c)};
  }

  // PostgreSQL $tag$ ... $tag$ at i_: the index past its closing tag, 0 when no dollar quote starts
  // here ($1 parameters, a$b names) or it is never closed.
  size_t DollarQuotedEnd() const {
    size_t j = i_ + 1;
    if (j < s_.size() && s_[j] >= '0' && s_[j] <= '9') return 0;
    while (j < s_.size() && s_[j] != '$' && IsWordByte(static_cast<unsigned char>(s_[j]))) ++j;
    if (j >= s_.size() || s_[j] != '$') return 0;
    std::string_view tag = s_.substr(i_, j + 1 - i_);
    size_t close = s_.find(tag, j + 1);
    return close == std::string_view::npos ? 0 : close + tag.size();
  }

  // GoogleSQL '''...''' / """...""": ends at the first unescaped triple quote.
  Token TripleQuoted(size_t start, char quote) {
    std::string value;
    i_ += 3;
    while (i_ < s_.size()) {
      if (s_[i_] == '\\' && i_ + 1 < s_.size()) {
        value += s_[i_ + 1];
        i_ += 2;
      } else if (s_[i_] == quote && At(1) == quote && At(2) == quote) {
        i_ += 3;
        break;
      } else {
        value += s_[i_++];
      }
    }
    return {TokenType::kString, s_.substr(start, i_ - start), std::move(value)};
  }

  // Reads a quoted token whose opening quote is at i_ (after an optional prefix starting at
  // `start`): doubled quotes always escape, backslashes only where the dialect says so.
  Token Quoted(size_t start, char quote, TokenType type, bool backslash) {
    std::string value;
    ++i_;
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (backslash && c == '\\' && i_ + 1 < s_.size()) {
        value += s_[i_ + 1];
        i_ += 2;
      } else if (c == quote) {
        if (At(1) != quote) {
          ++i_;
          break;
        }
        value += quote;
        i_ += 2;
      } else {
        value += c;
        ++i_;
      }
    }
    // MySQL: "x" is a string unless ANSI_QUOTES; either way its content is the name.
    return {type, s_.substr(start, i_ - start), std::move(value)};
  }

  std::string_view s_;
  bool mysql_;
  bool spanner_;  // GoogleSQL: # comments, backslash escapes, triple-quoted strings
  size_t i_ = 0;
};

// ---------------------------------------------------------------------------------------------
// A cursor over the tokens with the few matching helpers the rules below need.

// Tokens on demand: most statements are classified by their first few words, so the rest of a
// long CREATE TABLE is never tokenized.
class Cursor {
 public:
  Cursor(std::string_view text, model::Dialect dialect, size_t max)
      : tokenizer_(text, dialect), max_(max) {}

  bool AtEnd() const { return !Peek(); }
  const Token* Peek(size_t k = 0) const {
    while (t_.size() <= i_ + k && t_.size() < max_ && tokenizer_.Next(t_)) {
    }
    return i_ + k < t_.size() ? &t_[i_ + k] : nullptr;
  }
  void Skip(size_t n = 1) { i_ += n; }

  bool IsWord(std::string_view upper, size_t k = 0) const {
    const Token* t = Peek(k);
    return t && t->type == TokenType::kWord && EqualsUpper(t->raw, upper);
  }
  bool IsPunct(char c, size_t k = 0) const {
    const Token* t = Peek(k);
    return t && t->type == TokenType::kPunct && t->raw[0] == c;
  }
  bool TakeWord(std::string_view upper) {
    if (!IsWord(upper)) return false;
    ++i_;
    return true;
  }
  bool TakePunct(char c) {
    if (!IsPunct(c)) return false;
    ++i_;
    return true;
  }
  // Takes the whole sequence of words or nothing.
  bool TakeWords(std::initializer_list<std::string_view> words) {
    size_t k = 0;
    for (std::string_view w : words) {
      if (!IsWord(w, k++)) return false;
    }
    i_ += words.size();
    return true;
  }
  // A name part: a word, a quoted identifier, a string (MySQL user names) or `*` (GRANT).
  bool IsNamePart(size_t k = 0) const {
    const Token* t = Peek(k);
    return t && (t->type != TokenType::kPunct || t->raw[0] == '*');
  }

 private:
  mutable Tokenizer tokenizer_;
  size_t max_;
  mutable std::deque<Token> t_;  // a deque: tokens handed out by Peek stay put while more arrive
  size_t i_ = 0;
};

// A possibly qualified name, quotes stripped: `a`.`b`, "s"."t", s.t, db.*.
std::string TakeName(Cursor& c) {
  std::string name;
  if (!c.IsNamePart()) return name;
  name = c.Peek()->value;
  c.Skip();
  while (c.IsPunct('.') && c.IsNamePart(1)) {
    name += '.';
    name += c.Peek(1)->value;
    c.Skip(2);
  }
  return name;
}

// A MySQL account: user, 'user'@'host', `user`@`host`, CURRENT_USER[()].
std::string TakeAccount(Cursor& c) {
  std::string name = TakeName(c);
  if (c.IsPunct('@') && c.IsNamePart(1)) {
    name += '@' + c.Peek(1)->value;
    c.Skip(2);
  } else if (c.IsPunct('(') && c.IsPunct(')', 1)) {
    c.Skip(2);
  }
  return name;
}

void SkipIfExists(Cursor& c) {
  if (!c.TakeWords({"IF", "NOT", "EXISTS"})) c.TakeWords({"IF", "EXISTS"});
}

// ---------------------------------------------------------------------------------------------
// Object kinds after CREATE / ALTER / DROP / COMMENT ON. Longer word sequences come before their
// prefixes (MATERIALIZED VIEW before VIEW is not needed, but EVENT TRIGGER before EVENT is).

enum class Scope { kSchema, kSession, kOutOfScope };

struct ObjectKind {
  std::array<std::string_view, 4> words;
  std::string_view kind;
  Scope scope;
};

constexpr ObjectKind kObjectKinds[] = {
    {{"TABLE"}, "table", Scope::kSchema},
    {{"INDEX"}, "index", Scope::kSchema},
    {{"SEQUENCE"}, "sequence", Scope::kSchema},
    {{"TYPE"}, "type", Scope::kSchema},
    {{"DOMAIN"}, "domain", Scope::kSchema},
    {{"SCHEMA"}, "schema", Scope::kSchema},
    {{"EXTENSION"}, "extension", Scope::kSchema},
    {{"DATABASE"}, "database", Scope::kSession},
    {{"MATERIALIZED", "VIEW"}, "materialized view", Scope::kOutOfScope},
    {{"VIEW"}, "view", Scope::kOutOfScope},
    {{"FUNCTION"}, "function", Scope::kOutOfScope},
    {{"PROCEDURE"}, "procedure", Scope::kOutOfScope},
    {{"ROUTINE"}, "routine", Scope::kOutOfScope},
    {{"EVENT", "TRIGGER"}, "event trigger", Scope::kOutOfScope},
    {{"TRIGGER"}, "trigger", Scope::kOutOfScope},
    {{"EVENT"}, "event", Scope::kOutOfScope},
    {{"RULE"}, "rule", Scope::kOutOfScope},
    {{"POLICY"}, "policy", Scope::kOutOfScope},
    {{"AGGREGATE"}, "aggregate", Scope::kOutOfScope},
    {{"OPERATOR", "CLASS"}, "operator class", Scope::kOutOfScope},
    {{"OPERATOR", "FAMILY"}, "operator family", Scope::kOutOfScope},
    {{"OPERATOR"}, "operator", Scope::kOutOfScope},
    {{"CAST"}, "cast", Scope::kOutOfScope},
    {{"COLLATION"}, "collation", Scope::kOutOfScope},
    {{"TEXT", "SEARCH", "CONFIGURATION"}, "text search configuration", Scope::kOutOfScope},
    {{"TEXT", "SEARCH", "DICTIONARY"}, "text search dictionary", Scope::kOutOfScope},
    {{"TEXT", "SEARCH", "PARSER"}, "text search parser", Scope::kOutOfScope},
    {{"TEXT", "SEARCH", "TEMPLATE"}, "text search template", Scope::kOutOfScope},
    {{"PUBLICATION"}, "publication", Scope::kOutOfScope},
    {{"SUBSCRIPTION"}, "subscription", Scope::kOutOfScope},
    {{"SERVER"}, "server", Scope::kOutOfScope},
    {{"FOREIGN", "TABLE"}, "foreign table", Scope::kOutOfScope},
    {{"FOREIGN", "DATA", "WRAPPER"}, "foreign data wrapper", Scope::kOutOfScope},
    {{"USER", "MAPPING"}, "user mapping", Scope::kOutOfScope},
    {{"USER"}, "user", Scope::kOutOfScope},
    {{"ROLE"}, "role", Scope::kOutOfScope},
    {{"GROUP"}, "group", Scope::kOutOfScope},
    {{"LANGUAGE"}, "language", Scope::kOutOfScope},
    {{"CONVERSION"}, "conversion", Scope::kOutOfScope},
    {{"ACCESS", "METHOD"}, "access method", Scope::kOutOfScope},
    {{"STATISTICS"}, "statistics", Scope::kOutOfScope},
    {{"TRANSFORM"}, "transform", Scope::kOutOfScope},
    {{"TABLESPACE"}, "tablespace", Scope::kOutOfScope},
    {{"LARGE", "OBJECT"}, "large object", Scope::kOutOfScope},
    {{"LOGFILE", "GROUP"}, "logfile group", Scope::kOutOfScope},
    {{"RESOURCE", "GROUP"}, "resource group", Scope::kOutOfScope},
    {{"SPATIAL", "REFERENCE", "SYSTEM"}, "spatial reference system", Scope::kOutOfScope},
    {{"SYNONYM"}, "synonym", Scope::kOutOfScope},
    // Spanner (GoogleSQL) objects outside the model.
    {{"CHANGE", "STREAM"}, "change stream", Scope::kOutOfScope},
    {{"SEARCH", "INDEX"}, "search index", Scope::kOutOfScope},
    {{"VECTOR", "INDEX"}, "vector index", Scope::kOutOfScope},
    {{"PROTO", "BUNDLE"}, "proto bundle", Scope::kOutOfScope},
    {{"MODEL"}, "model", Scope::kOutOfScope},
    {{"PROPERTY", "GRAPH"}, "property graph", Scope::kOutOfScope},
    {{"LOCALITY", "GROUP"}, "locality group", Scope::kOutOfScope},
    {{"PLACEMENT"}, "placement", Scope::kOutOfScope},
};

// Matches an object kind at the cursor and consumes its words; "keyword" gets them appended.
const ObjectKind* TakeObjectKind(Cursor& c, std::string& keyword) {
  for (const ObjectKind& k : kObjectKinds) {
    size_t n = 0;
    while (n < k.words.size() && !k.words[n].empty() && c.IsWord(k.words[n], n)) ++n;
    if (n == 0 || (n < k.words.size() && !k.words[n].empty())) continue;
    c.Skip(n);
    for (size_t i = 0; i < n; ++i) keyword += " " + std::string(k.words[i]);
    return &k;
  }
  return nullptr;
}

// Name of the object after its kind words. Functions and casts carry argument lists; operators
// are punctuation, which TakeName does not read, so they keep their symbol.
std::string TakeObjectName(Cursor& c, const ObjectKind& kind) {
  SkipIfExists(c);
  c.TakeWord("CONCURRENTLY");
  if (kind.kind == "cast" && c.TakePunct('(')) {
    std::string name;
    while (!c.AtEnd() && !c.IsPunct(')')) {
      if (!name.empty()) name += ' ';
      name += c.Peek()->value;
      c.Skip();
    }
    return name;
  }
  if (kind.kind == "user mapping") {
    c.TakeWord("FOR");
    return TakeAccount(c);
  }
  if (kind.kind == "user" || kind.kind == "role") return TakeAccount(c);
  std::string name = TakeName(c);
  if (kind.kind == "operator") {
    if (!name.empty() && c.IsPunct('.')) {
      name += '.';
      c.Skip();
    }
    while (c.Peek() && c.Peek()->type == TokenType::kPunct && !c.IsPunct('(')) {
      name += c.Peek()->value;
      c.Skip();
    }
  }
  return name;
}

void SetOutOfScope(Statement& stmt, std::string_view kind, std::string name) {
  stmt.kind = StatementKind::kOutOfScope;
  stmt.object_kind = std::string(kind);
  stmt.object_name = std::move(name);
}

// Applies the matched kind: schema and session kinds only set `kind`, out-of-scope kinds also
// name the object.
void ApplyObjectKind(Statement& stmt, Cursor& c, const ObjectKind& kind) {
  switch (kind.scope) {
    case Scope::kSchema: stmt.kind = StatementKind::kSchema; break;
    case Scope::kSession: stmt.kind = StatementKind::kSession; break;
    case Scope::kOutOfScope: SetOutOfScope(stmt, kind.kind, TakeObjectName(c, kind)); break;
  }
}

// MySQL clauses between CREATE/ALTER and the object kind: ALGORITHM=x DEFINER=u SQL SECURITY x.
bool TakeMySqlViewClause(Cursor& c) {
  if (c.IsWord("ALGORITHM") && c.IsPunct('=', 1)) {
    c.Skip(3);
    return true;
  }
  if (c.IsWord("DEFINER") && c.IsPunct('=', 1)) {
    c.Skip(2);
    TakeAccount(c);
    return true;
  }
  if (c.IsWord("SQL") && c.IsWord("SECURITY", 1)) {
    c.Skip(3);
    return true;
  }
  return false;
}

// Words that may precede the object kind after CREATE and do not change what it is.
bool TakeCreateModifier(Cursor& c) {
  static constexpr std::string_view kModifiers[] = {
      "TEMPORARY", "TEMP",     "UNLOGGED", "GLOBAL",     "LOCAL",   "UNIQUE", "FULLTEXT",
      "ONLINE",    "OFFLINE",  "RECURSIVE", "TRUSTED",   "PROCEDURAL", "CONSTRAINT", "DEFAULT",
      "NULL_FILTERED"};
  if (c.TakeWords({"OR", "REPLACE"})) return true;
  // MySQL: CREATE AGGREGATE FUNCTION (loadable); PostgreSQL: CREATE AGGREGATE is the kind.
  if (c.IsWord("AGGREGATE") && c.IsWord("FUNCTION", 1)) return c.TakeWord("AGGREGATE");
  // SPATIAL INDEX (MySQL) vs SPATIAL REFERENCE SYSTEM (a kind).
  if (c.IsWord("SPATIAL") && c.IsWord("INDEX", 1)) return c.TakeWord("SPATIAL");
  for (std::string_view m : kModifiers) {
    if (c.TakeWord(m)) return true;
  }
  return TakeMySqlViewClause(c);
}

// Spanner: every DDL statement goes to the Spanner grammar (docs/spanner-ddl-coverage.md), which
// models it or refuses it by line: nothing of a Spanner schema is skipped unseen.
void RouteSpannerDdl(Statement& stmt, model::Dialect dialect) {
  static constexpr std::string_view kDdl[] = {"CREATE", "ALTER", "DROP", "GRANT", "REVOKE", "RENAME", "ANALYZE"};
  if (dialect != model::Dialect::kSpanner || stmt.kind == StatementKind::kSchema) return;
  // A view of the member itself: substr of the std::string would be a temporary that dies here.
  std::string_view first = std::string_view(stmt.keyword).substr(0, stmt.keyword.find(' '));
  if (std::find(std::begin(kDdl), std::end(kDdl), first) == std::end(kDdl)) return;
  stmt.kind = StatementKind::kSchema;
  stmt.object_kind.clear();
  stmt.object_name.clear();
}

// Spanner views and change streams are schema objects the Spanner front end models (docs/diff.md);
// the other dialects' views stay out of scope.
void ModelSpannerObject(Statement& stmt, const ObjectKind& kind, model::Dialect dialect) {
  if (dialect == model::Dialect::kSpanner && (kind.kind == "view" || kind.kind == "change stream"))
    stmt.kind = StatementKind::kSchema;
}

void ClassifyCreate(Statement& stmt, Cursor& c, model::Dialect dialect) {
  while (TakeCreateModifier(c)) {
  }
  std::string keyword = "CREATE";
  const ObjectKind* kind = TakeObjectKind(c, keyword);
  if (!kind) return;
  stmt.keyword = keyword;
  ApplyObjectKind(stmt, c, *kind);
  ModelSpannerObject(stmt, *kind, dialect);
}

void ClassifyAlter(Statement& stmt, Cursor& c, model::Dialect dialect) {
  // MySQL: ALTER [ONLINE] [IGNORE] TABLE, ALTER ALGORITHM=... DEFINER=... VIEW;
  // PostgreSQL: ALTER PROCEDURAL LANGUAGE.
  while (c.TakeWord("ONLINE") || c.TakeWord("IGNORE") || c.TakeWord("PROCEDURAL") || TakeMySqlViewClause(c)) {
  }
  if (c.TakeWords({"DEFAULT", "PRIVILEGES"})) {
    stmt.keyword = "ALTER DEFAULT PRIVILEGES";
    SetOutOfScope(stmt, "default privileges", "");
    return;
  }
  std::string keyword = "ALTER";
  const ObjectKind* kind = TakeObjectKind(c, keyword);
  if (!kind) return;
  stmt.keyword = keyword;
  ApplyObjectKind(stmt, c, *kind);
  // Spanner's ALTER DATABASE ... SET OPTIONS (default_sequence_kind, ...) is schema DDL.
  if (dialect == model::Dialect::kSpanner && kind->kind == "database") stmt.kind = StatementKind::kSchema;
  ModelSpannerObject(stmt, *kind, dialect);
}

void ClassifyDrop(Statement& stmt, Cursor& c, model::Dialect dialect) {
  c.TakeWord("TEMPORARY");  // MySQL DROP TEMPORARY TABLE
  std::string keyword = "DROP";
  const ObjectKind* kind = TakeObjectKind(c, keyword);
  if (!kind) return;
  stmt.keyword = keyword;
  ApplyObjectKind(stmt, c, *kind);
  ModelSpannerObject(stmt, *kind, dialect);
}

void ClassifyCommentOn(Statement& stmt, Cursor& c) {
  if (!c.TakeWord("ON")) return;
  stmt.keyword = "COMMENT ON";
  if (c.TakeWord("COLUMN") || c.TakeWord("CONSTRAINT")) {
    stmt.kind = StatementKind::kSchema;
    return;
  }
  std::string ignored;
  const ObjectKind* kind = TakeObjectKind(c, ignored);
  if (!kind) return;
  if (kind->scope == Scope::kSchema) {
    stmt.kind = StatementKind::kSchema;
  } else {
    // Comments on databases are as out of scope as the database itself is for the model.
    SetOutOfScope(stmt, kind->kind, TakeObjectName(c, *kind));
  }
}

// GRANT/REVOKE: the object is what follows ON (after an optional kind such as TABLE or
// ALL TABLES IN SCHEMA); role grants have no ON and name the role.
void ClassifyGrant(Statement& stmt, Cursor& c, std::string_view kind) {
  stmt.keyword = ToUpper(kind);
  int depth = 0;
  size_t k = 0;
  for (const Token* t = c.Peek(); t; t = c.Peek(++k)) {
    if (c.IsPunct('(', k)) ++depth;
    if (c.IsPunct(')', k)) --depth;
    if (depth == 0 && (c.IsWord("ON", k) || c.IsWord("TO", k) || c.IsWord("FROM", k))) break;
  }
  std::string name;
  if (c.IsWord("ON", k)) {
    c.Skip(k + 1);
    if (c.IsWord("ALL") && c.IsWord("IN", 2) && c.IsWord("SCHEMA", 3)) {
      c.Skip(4);
    } else if (!c.TakeWords({"FOREIGN", "DATA", "WRAPPER"}) && !c.TakeWords({"FOREIGN", "SERVER"}) &&
               !c.TakeWords({"LARGE", "OBJECT"})) {
      static constexpr std::string_view kGrantKinds[] = {
          "TABLE", "SEQUENCE", "FUNCTION", "PROCEDURE", "ROUTINE", "SCHEMA", "DATABASE",
          "TYPE",  "DOMAIN",   "LANGUAGE", "TABLESPACE", "PARAMETER"};
      for (std::string_view w : kGrantKinds) {
        if (c.IsWord(w) && c.IsNamePart(1)) {
          c.Skip();
          break;
        }
      }
    }
    name = TakeName(c);
  } else {
    c.TakeWord("ROLE");  // Spanner: GRANT ROLE r TO ROLE s
    name = TakeName(c);  // GRANT role TO user
  }
  SetOutOfScope(stmt, kind, std::move(name));
}

// First schema of a search path that is not pg_catalog (nor the "$user" placeholder, which
// names no real schema in a dump); "" when the path is empty.
std::string FirstSchema(const std::vector<std::string>& path) {
  for (const std::string& s : path) {
    if (s.empty() || EqualsUpper(s, "PG_CATALOG") || s == "$user") continue;
    return s;
  }
  return "";
}

// Splits the string argument of set_config('search_path', 'a, "B"', false).
std::vector<std::string> SplitPathString(std::string_view text) {
  std::vector<std::string> out;
  Cursor c(text, model::Dialect::kPostgres, 256);
  while (!c.AtEnd()) {
    if (c.IsPunct(',')) {
      c.Skip();
      continue;
    }
    out.push_back(c.Peek()->value);
    c.Skip();
  }
  return out;
}

void SetSearchPath(Statement& stmt, const std::vector<std::string>& path) {
  stmt.kind = StatementKind::kSearchPath;
  stmt.search_path = FirstSchema(path);
}

void ClassifySet(Statement& stmt, Cursor& c) {
  stmt.keyword = "SET";
  stmt.kind = StatementKind::kSession;
  if (!c.TakeWord("SESSION")) c.TakeWord("LOCAL");
  if (!c.TakeWord("SEARCH_PATH") || !(c.TakePunct('=') || c.TakeWord("TO"))) return;
  std::vector<std::string> path;
  for (; !c.AtEnd() && !c.IsPunct(';'); c.Skip()) {
    const Token& t = *c.Peek();
    if (t.type == TokenType::kPunct) continue;
    path.push_back(t.type == TokenType::kWord && EqualsUpper(t.raw, "DEFAULT") ? "public" : t.value);
  }
  SetSearchPath(stmt, path);
}

// SELECT [pg_catalog.]setval('seq'[::regclass], N [, is_called]); false when it is not exactly
// that (then it is an ordinary data SELECT).
bool ParseSetval(Statement& stmt, Cursor& c) {
  if (!c.TakePunct('(') || !c.Peek() || c.Peek()->type != TokenType::kString) return false;
  std::string sequence = c.Peek()->value;
  c.Skip();
  if (c.IsPunct(':') && c.IsPunct(':', 1)) c.Skip(3);
  if (!c.TakePunct(',')) return false;
  bool negative = c.TakePunct('-');
  const Token* number = c.Peek();
  if (!number || number->type != TokenType::kWord) return false;
  int64_t value = 0;
  auto [end, ec] = std::from_chars(number->raw.data(), number->raw.data() + number->raw.size(), value);
  if (ec != std::errc() || end != number->raw.data() + number->raw.size()) return false;
  c.Skip();
  bool is_called = true;
  if (c.TakePunct(',')) {
    if (c.TakeWord("TRUE")) {
      is_called = true;
    } else if (c.TakeWord("FALSE")) {
      is_called = false;
    } else {
      return false;
    }
  }
  if (!c.TakePunct(')')) return false;
  stmt.kind = StatementKind::kSetval;
  stmt.sequence = std::move(sequence);
  stmt.value = negative ? -value : value;
  stmt.is_called = is_called;
  return true;
}

void ClassifySelect(Statement& stmt, Cursor& c) {
  stmt.keyword = "SELECT";
  stmt.kind = StatementKind::kData;
  if (c.IsWord("PG_CATALOG") && c.IsPunct('.', 1)) c.Skip(2);
  if (c.TakeWord("SETVAL")) {
    ParseSetval(stmt, c);
    return;
  }
  if (!c.TakeWord("SET_CONFIG") || !c.TakePunct('(')) return;
  stmt.kind = StatementKind::kSession;
  const Token* name = c.Peek();
  if (!name || name->type != TokenType::kString || !EqualsUpper(name->value, "SEARCH_PATH")) return;
  const Token* value = c.Peek(2);
  if (!c.IsPunct(',', 1) || !value || value->type != TokenType::kString) return;
  SetSearchPath(stmt, SplitPathString(value->value));
}

// DO $$ ... $$ (PostgreSQL) or DO expr (MySQL): code run once. Without DDL in it, it is counted
// like a data statement; a block that creates or changes objects is listed as skipped, since
// what it defines is lost to the model.
void ClassifyDo(Statement& stmt, Cursor& c) {
  stmt.keyword = "DO";
  stmt.kind = StatementKind::kData;
  const Token* first = c.Peek();
  std::string_view body = first ? stmt.text.substr(static_cast<size_t>(first->raw.data() - stmt.text.data())) : "";
  static constexpr std::string_view kDdl[] = {"CREATE", "ALTER", "DROP", "RENAME", "COMMENT", "GRANT", "REVOKE"};
  for (std::string_view word : kDdl) {
    if (ContainsWord(body, word)) {
      SetOutOfScope(stmt, "anonymous code block", "");
      return;
    }
  }
}

// USE db (MySQL): names the database later unqualified names belong to.
void ClassifyUse(Statement& stmt, Cursor& c) {
  stmt.kind = StatementKind::kSession;
  if (!c.IsNamePart() || c.IsPunct('.', 1)) return;
  stmt.kind = StatementKind::kUseDatabase;
  stmt.search_path = c.Peek()->value;
}

struct LeadingWords {
  std::array<std::string_view, 3> words;
  StatementKind kind;
};

// Statements recognised by their first word(s) alone. Data: they read or change rows or run
// server-side code (CALL, WITH ... UPDATE). Session: maintenance, locking, notification and
// client/server state; none of them defines schema.
constexpr LeadingWords kLeadingWords[] = {
    {{"INSERT"}, StatementKind::kData},
    {{"CALL"}, StatementKind::kData},
    {{"WITH"}, StatementKind::kData},
    {{"HANDLER"}, StatementKind::kData},
    {{"EXECUTE"}, StatementKind::kData},
    {{"EXEC"}, StatementKind::kData},
    {{"MERGE"}, StatementKind::kData},
    {{"TABLE"}, StatementKind::kData},
    {{"SHOW"}, StatementKind::kData},
    {{"EXPLAIN"}, StatementKind::kData},
    {{"DESCRIBE"}, StatementKind::kData},
    {{"FETCH"}, StatementKind::kData},
    {{"MOVE"}, StatementKind::kData},
    {{"CLOSE"}, StatementKind::kData},
    {{"DECLARE"}, StatementKind::kData},
    {{"REPLACE"}, StatementKind::kData},
    {{"COPY"}, StatementKind::kData},
    {{"UPDATE"}, StatementKind::kData},
    {{"DELETE"}, StatementKind::kData},
    {{"LOAD", "DATA"}, StatementKind::kData},
    {{"LOAD", "XML"}, StatementKind::kData},
    {{"TRUNCATE"}, StatementKind::kData},
    {{"VALUES"}, StatementKind::kData},
    {{"LOCK", "TABLES"}, StatementKind::kSession},
    {{"LOCK", "TABLE"}, StatementKind::kSession},
    {{"LOCK"}, StatementKind::kSession},  // PostgreSQL: LOCK [TABLE] is optional
    {{"UNLOCK", "TABLES"}, StatementKind::kSession},
    {{"BEGIN"}, StatementKind::kSession},
    {{"COMMIT"}, StatementKind::kSession},
    {{"ROLLBACK"}, StatementKind::kSession},
    {{"START", "TRANSACTION"}, StatementKind::kSession},
    {{"SAVEPOINT"}, StatementKind::kSession},
    {{"RELEASE"}, StatementKind::kSession},
    {{"END"}, StatementKind::kSession},
    {{"ABORT"}, StatementKind::kSession},
    {{"FLUSH"}, StatementKind::kSession},
    {{"ANALYZE"}, StatementKind::kSession},
    {{"ANALYSE"}, StatementKind::kSession},
    {{"VACUUM"}, StatementKind::kSession},
    {{"CHECKPOINT"}, StatementKind::kSession},
    {{"RESET"}, StatementKind::kSession},
    {{"DISCARD"}, StatementKind::kSession},
    {{"CONNECT"}, StatementKind::kSession},
    {{"REINDEX"}, StatementKind::kSession},
    {{"CLUSTER"}, StatementKind::kSession},
    {{"NOTIFY"}, StatementKind::kSession},
    {{"LISTEN"}, StatementKind::kSession},
    {{"UNLISTEN"}, StatementKind::kSession},
    {{"OPTIMIZE"}, StatementKind::kSession},
    {{"REPAIR"}, StatementKind::kSession},
    {{"CHECK", "TABLE"}, StatementKind::kSession},
    {{"CHECKSUM"}, StatementKind::kSession},
    {{"CACHE", "INDEX"}, StatementKind::kSession},
    {{"LOAD", "INDEX"}, StatementKind::kSession},
    {{"LOAD"}, StatementKind::kSession},  // PostgreSQL LOAD 'library' (LOAD DATA/XML matched above)
    {{"PREPARE"}, StatementKind::kSession},
    {{"DEALLOCATE"}, StatementKind::kSession},
    {{"PURGE"}, StatementKind::kSession},
    {{"XA"}, StatementKind::kSession},
    {{"KILL"}, StatementKind::kSession},
    {{"INSTALL"}, StatementKind::kSession},
    {{"UNINSTALL"}, StatementKind::kSession},
    {{"SIGNAL"}, StatementKind::kSession},
    {{"RESIGNAL"}, StatementKind::kSession},
    {{"IMPORT", "FOREIGN", "SCHEMA"}, StatementKind::kSession},
    {{"SECURITY", "LABEL"}, StatementKind::kSession},
    {{"REFRESH", "MATERIALIZED", "VIEW"}, StatementKind::kSession},
    {{"RENAME", "TABLE"}, StatementKind::kSchema},
};

bool ClassifyLeadingWords(Statement& stmt, Cursor& c) {
  for (const LeadingWords& lw : kLeadingWords) {
    size_t n = 0;
    while (n < lw.words.size() && !lw.words[n].empty() && c.IsWord(lw.words[n], n)) ++n;
    if (n < lw.words.size() && !lw.words[n].empty()) continue;
    stmt.kind = lw.kind;
    stmt.keyword.clear();
    for (size_t i = 0; i < n; ++i) stmt.keyword += (i ? " " : "") + std::string(lw.words[i]);
    c.Skip(n);
    return true;
  }
  return false;
}

void Classify(Statement& stmt, Cursor& c, model::Dialect dialect) {
  const Token* first = c.Peek();
  if (!first || first->type != TokenType::kWord) return;
  stmt.keyword = ToUpper(first->raw);
  if (ClassifyLeadingWords(stmt, c)) return;
  c.Skip();
  const std::string& w = stmt.keyword;
  if (w == "CREATE") return ClassifyCreate(stmt, c, dialect);
  if (w == "ALTER") return ClassifyAlter(stmt, c, dialect);
  if (w == "DROP") return ClassifyDrop(stmt, c, dialect);
  if (w == "COMMENT") return ClassifyCommentOn(stmt, c);
  if (w == "SET") return ClassifySet(stmt, c);
  if (w == "SELECT") return ClassifySelect(stmt, c);
  if (w == "GRANT") return ClassifyGrant(stmt, c, "grant");
  if (w == "REVOKE") return ClassifyGrant(stmt, c, "revoke");
  if (w == "RENAME") {  // RENAME USER (RENAME TABLE matched above)
    std::string keyword = "RENAME";
    const ObjectKind* kind = TakeObjectKind(c, keyword);
    if (kind && kind->scope == Scope::kOutOfScope) {
      stmt.keyword = keyword;
      ApplyObjectKind(stmt, c, *kind);
    }
    return;
  }
  if (w == "DO") ClassifyDo(stmt, c);
  if (w == "USE") ClassifyUse(stmt, c);
}

}  // namespace

void ClassifyStatement(Statement& stmt, model::Dialect dialect) {
  std::string_view text = stmt.text;
  model::SourceLocation location = std::move(stmt.location);
  stmt = Statement{};
  stmt.text = text;
  stmt.location = std::move(location);
  // 512 tokens reach the ON of any realistic GRANT and the arguments of setval/set_config.
  Cursor c(text, dialect, 512);
  Classify(stmt, c, dialect);
  RouteSpannerDdl(stmt, dialect);
}

bool IsBulkDataStatement(std::string_view prefix) {
  static constexpr std::string_view kDataWords[] = {"INSERT", "REPLACE",  "UPDATE", "DELETE", "SELECT",
                                                    "LOAD",   "TRUNCATE", "VALUES", "WITH",   "CALL"};
  size_t n = 0;
  while (n < prefix.size() && IsWordByte(static_cast<unsigned char>(prefix[n]))) ++n;
  std::string_view word = prefix.substr(0, n);
  for (std::string_view w : kDataWords) {
    if (EqualsUpper(word, w)) return true;
  }
  return false;
}

bool IsRowInsert(std::string_view prefix) {
  size_t n = 0;
  while (n < prefix.size() && IsWordByte(static_cast<unsigned char>(prefix[n]))) ++n;
  std::string_view word = prefix.substr(0, n);
  return EqualsUpper(word, "INSERT") || EqualsUpper(word, "REPLACE");
}

size_t CountCreateTable(std::string_view text, model::Dialect dialect, size_t* first_offset) {
  static constexpr std::string_view kModifiers[] = {"OR", "REPLACE", "GLOBAL", "LOCAL", "TEMPORARY", "TEMP", "UNLOGGED"};
  Tokenizer tokenizer(text, dialect);
  std::deque<Token> window;  // the current token and the one before it
  size_t count = 0;
  bool create = false;  // CREATE [modifiers] read: TABLE may follow
  size_t create_offset = 0;
  while (tokenizer.Next(window)) {
    if (window.size() > 2) window.pop_front();
    const Token& t = window.back();
    bool word = t.type == TokenType::kWord;
    if (create && word && EqualsUpper(t.raw, "TABLE")) {
      if (count++ == 0 && first_offset) *first_offset = create_offset;
      create = false;
    } else if (word && EqualsUpper(t.raw, "CREATE")) {
      const Token& before = window.front();
      bool show = window.size() == 2 && before.type == TokenType::kWord && EqualsUpper(before.raw, "SHOW");
      create = !show;
      create_offset = static_cast<size_t>(t.raw.data() - text.data());
    } else if (create && !(word && std::find_if(std::begin(kModifiers), std::end(kModifiers), [&](std::string_view m) {
                                     return EqualsUpper(t.raw, m);
                                   }) != std::end(kModifiers))) {
      create = false;
    }
  }
  return count;
}

bool IsCopyFromStdin(std::string_view text) {
  // A COPY header is short; its column list may be long, so read all of it.
  Cursor c(text, model::Dialect::kPostgres, 1 << 16);
  if (!c.TakeWord("COPY")) return false;
  int depth = 0;
  for (size_t k = 0; c.Peek(k); ++k) {
    if (c.IsPunct('(', k)) ++depth;
    if (c.IsPunct(')', k)) --depth;
    if (depth == 0 && c.IsWord("FROM", k)) return c.IsWord("STDIN", k + 1);
  }
  return false;
}

}  // namespace spanlift::frontend
