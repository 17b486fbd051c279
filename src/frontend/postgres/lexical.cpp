// PostgreSQL: quotes, comments and escapes (frontend/lexical.h).
#include "frontend/lexical.h"

namespace spanlift::frontend {

const Lexical& PostgresLexical() {
  static constexpr Lexical kLexical{
      .hash_comments = false,
      .dash_comment_needs_space = false,
      .nested_block_comments = true,
      .executable_comments = false,
      .backslash_escapes = false,
      .backslash_in_backticks = false,
      .double_quoted_strings = false,
      .backtick_names = false,
      .triple_quotes = false,
      .dollar_quotes = true,
      .escape_strings = true,
  };
  return kLexical;
}

}  // namespace spanlift::frontend
