// GoogleSQL (Spanner): quotes, comments and escapes (frontend/lexical.h).
#include "frontend/lexical.h"

namespace spanlift::frontend {

const Lexical& SpannerLexical() {
  static constexpr Lexical kLexical{
      .hash_comments = true,
      .dash_comment_needs_space = false,
      .nested_block_comments = false,
      .executable_comments = false,
      .backslash_escapes = true,
      .backslash_in_backticks = true,
      .double_quoted_strings = true,
      .backtick_names = true,
      .triple_quotes = true,
      .dollar_quotes = false,
      .escape_strings = false,
  };
  return kLexical;
}

}  // namespace spanlift::frontend
