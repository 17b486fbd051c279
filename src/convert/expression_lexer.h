#pragma once
// Tokens of MySQL and PostgreSQL expressions, with string escapes already resolved.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::convert {

enum class Tok { kEnd, kIdent, kQuotedIdent, kNumber, kString, kBytes, kHexString, kBitString, kOp };

struct Token {
  Tok type = Tok::kEnd;
  std::string text;  // identifier / operator as written; string and bytes contents unescaped; hex/bit digits
};

// Splits `source`; nullopt (and `error`) on a character no expression of the dialect uses.
// MySQL: "..." is a string, backslash escapes apply, `_charset'...'` introducers are dropped.
// PostgreSQL: "..." is an identifier, E'...' has backslash escapes.
// Spanner (GoogleSQL): both quotes make strings, with GoogleSQL escapes; b'...' is BYTES.
std::optional<std::vector<Token>> Tokenize(std::string_view source, model::Dialect dialect, std::string& error);

}  // namespace spanlift::convert
