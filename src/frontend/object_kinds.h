#pragma once
// Object kinds after CREATE / ALTER / DROP / COMMENT ON, for the statement classifier: which
// kinds spanlift models, which set session state, and which it names as out of scope.
#include <array>
#include <string>
#include <string_view>

#include "frontend/statement.h"
#include "frontend/statement_tokens.h"

namespace spanlift::frontend::classifier {

enum class Scope { kSchema, kSession, kOutOfScope };

struct ObjectKind {
  std::array<std::string_view, 4> words;
  std::string_view kind;
  Scope scope;
};

// Matches an object kind at the cursor and consumes its words; "keyword" gets them appended.
const ObjectKind* TakeObjectKind(Cursor& c, std::string& keyword);

// Name of the object after its kind words. Functions and casts carry argument lists; operators
// are punctuation, which TakeName does not read, so they keep their symbol.
std::string TakeObjectName(Cursor& c, const ObjectKind& kind);

void SetOutOfScope(Statement& stmt, std::string_view kind, std::string name);

// Applies the matched kind: schema and session kinds only set `kind`, out-of-scope kinds also
// name the object.
void ApplyObjectKind(Statement& stmt, Cursor& c, const ObjectKind& kind);

// MySQL clauses between CREATE/ALTER and the object kind: ALGORITHM=x DEFINER=u SQL SECURITY x.
bool TakeMySqlViewClause(Cursor& c);

// Words that may precede the object kind after CREATE and do not change what it is.
bool TakeCreateModifier(Cursor& c);

}  // namespace spanlift::frontend::classifier
