#pragma once
// A dialect's lexical rules as one table (its quotes, comments and escapes: each dialect's is in
// frontend/<dialect>/lexical.cpp), and the helpers for the scans the front end makes over a
// statement's text before (or instead of) parsing it: nesting depth, routine blocks, column counts.
#include <cstddef>
#include <string_view>

#include "model/schema.h"

namespace spanlift::frontend {

struct Lexical {
  bool hash_comments;             // '#' to the end of the line (MySQL, GoogleSQL)
  bool dash_comment_needs_space;  // "--" opens a comment only before a space or control byte (MySQL)
  bool nested_block_comments;     // /* /* */ */ nests (PostgreSQL)
  bool executable_comments;       // /*! ... */ and /*M! ... */ hold code (MySQL, MariaDB)
  bool backslash_escapes;         // '\' escapes in '...' and "..." (MySQL, GoogleSQL)
  bool backslash_in_backticks;    // ... and in `...` (GoogleSQL)
  bool double_quoted_strings;     // "..." is a string (MySQL, GoogleSQL), not a name (PostgreSQL)
  bool backtick_names;            // `...` quotes a name (MySQL, GoogleSQL)
  bool triple_quotes;             // '''...''' and """...""" (GoogleSQL)
  bool dollar_quotes;             // $tag$ ... $tag$ (PostgreSQL)
  bool escape_strings;            // E'...' turns backslash escapes on (PostgreSQL)
};

const Lexical& MySqlLexical();     // frontend/mysql/lexical.cpp
const Lexical& PostgresLexical();  // frontend/postgres/lexical.cpp
const Lexical& SpannerLexical();   // frontend/spanner/lexical.cpp
// The dialect's table; PostgreSQL's for kUnknown.
const Lexical& LexicalOf(model::Dialect dialect);

// Index just past the quoted text or comment starting at `i`, or `i` when none starts there:
// '...', "..." and `...` (doubled quotes escape; a backslash too where `lex` says), "--" and
// /* */ comments (not nested), and # comments where the dialect has them.
size_t SkipQuotedOrComment(std::string_view text, size_t i, const Lexical& lex);

// Bytes of words: letters, digits, '_', '$' and every non-ASCII byte.
inline bool IsWordByte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c >= 0x80;
}

}  // namespace spanlift::frontend
