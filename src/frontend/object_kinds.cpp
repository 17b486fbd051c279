#include "frontend/object_kinds.h"

namespace spanlift::frontend::classifier {

namespace {

// ---------------------------------------------------------------------------------------------
// Object kinds after CREATE / ALTER / DROP / COMMENT ON. Longer word sequences come before their
// prefixes (MATERIALIZED VIEW before VIEW is not needed, but EVENT TRIGGER before EVENT is).

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

}  // namespace

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
      "TEMPORARY", "TEMP",      "UNLOGGED", "GLOBAL",     "LOCAL",      "UNIQUE",  "FULLTEXT",     "ONLINE",
      "OFFLINE",   "RECURSIVE", "TRUSTED",  "PROCEDURAL", "CONSTRAINT", "DEFAULT", "NULL_FILTERED"};
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

}  // namespace spanlift::frontend::classifier
