#pragma once
// Lexical helpers for the scans the front end makes over a statement's text before (or instead
// of) parsing it: nesting depth, routine blocks, column counts.
#include <cstddef>
#include <string_view>

namespace spanlift::frontend {

// Index just past the quoted text or comment starting at `i`, or `i` when none starts there.
// '...', "..." and `...` (doubled quotes escape; a backslash too, except in `...`, when
// `backslash_escapes`: MySQL and GoogleSQL), -- and /* */ comments, and # comments when
// `backslash_escapes` (the dialects that have one have the other).
size_t SkipQuotedOrComment(std::string_view text, size_t i, bool backslash_escapes);

// Bytes of words: letters, digits, '_', '$' and every non-ASCII byte.
bool IsWordByte(unsigned char c);

}  // namespace spanlift::frontend
