#pragma once
// Lexical helpers for MySQL text: unquoting identifiers and decoding string literals.
// Independent of ANTLR, so they can be shared (and unit-tested) on their own.
#include <string>
#include <string_view>

namespace spanlift::frontend::mysql {

// `a``b` -> a`b, "a""b" -> a"b; anything else is returned unchanged.
std::string UnquoteIdentifier(std::string_view text);

// Decodes one string literal as MySQL does: '' and \' escapes, \n \t \r \0 \b \Z \\;
// \% and \_ keep their backslash. Accepts an introducer prefix (_utf8mb4'x', N'x') and
// double-quoted strings.
std::string DecodeString(std::string_view literal);

// Text without surrounding ASCII whitespace.
std::string_view Trim(std::string_view text);

}  // namespace spanlift::frontend::mysql
