// MySQL and MariaDB: quotes, comments and escapes (frontend/lexical.h).
#include "frontend/lexical.h"

namespace spanlift::frontend {

const Lexical& MySqlLexical() {
  static constexpr Lexical kLexical{
      .hash_comments = true,
      .dash_comment_needs_space = true,
      .nested_block_comments = false,
      .executable_comments = true,
      .backslash_escapes = true,
      .backslash_in_backticks = false,
      .double_quoted_strings = true,
      .backtick_names = true,
      .triple_quotes = false,
      .dollar_quotes = false,
      .escape_strings = false,
  };
  return kLexical;
}

}  // namespace spanlift::frontend
