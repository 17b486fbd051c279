#include "frontend/statement_classifier.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <deque>
#include <initializer_list>
#include <string>
#include <vector>

#include "frontend/object_kinds.h"
#include "frontend/statement_tokens.h"

namespace spanlift::frontend {
namespace {

using namespace classifier;  // statement_tokens.h, object_kinds.h

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
      static constexpr std::string_view kGrantKinds[] = {"TABLE",   "SEQUENCE", "FUNCTION",   "PROCEDURE",
                                                         "ROUTINE", "SCHEMA",   "DATABASE",   "TYPE",
                                                         "DOMAIN",  "LANGUAGE", "TABLESPACE", "PARAMETER"};
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
  static constexpr std::string_view kModifiers[] = {"OR",        "REPLACE", "GLOBAL",  "LOCAL",
                                                    "TEMPORARY", "TEMP",    "UNLOGGED"};
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
