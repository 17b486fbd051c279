#pragma once
// Spanner identifiers [../shared/reference/spanner-ddl.md section 2]: which names are valid
// unquoted, which words are reserved, and how DDL spells a name. Read by every stage that writes
// a name into SQL (convert, rewrite, ddl, report, diff); convert's renaming (convert/names.h) builds on it.
#include <string>
#include <string_view>

#include "spanner/limits.h"

namespace spanlift::spanner {

// What a valid name may start with (an ASCII letter) and contain (letters, digits, '_').
bool IsIdentifierStart(char c);
bool IsIdentifierChar(char c);

// Letters, digits and '_', starting with a letter, 1..kMaxIdentifierLength characters.
bool IsValidIdentifier(std::string_view name);

// GoogleSQL reserved keywords and the DDL's keywords (section 2: "backtick every identifier that
// is in either list"), case-insensitively.
bool IsReservedWord(std::string_view word);

// The identifier as DDL spells it: in backticks when reserved or not a valid bare name.
std::string QuoteIdentifier(std::string_view name);

// A schema-qualified Spanner name ("sales.orders", from model::Qualified) with each part quoted as
// QuoteIdentifier quotes it: `sales`.`select` stays two parts. Spanner names hold no dot.
std::string QuoteQualified(std::string_view qualified);
// The same, each part quoted by `quote` (BacktickQuoted: the snippets' queries).
std::string QuoteQualified(std::string_view qualified, std::string (*quote)(std::string_view));

// Always in backticks, a backtick inside escaped (quoted identifiers take string-literal escapes):
// for SQL that must survive any name, such as the application-side snippets' queries.
std::string BacktickQuoted(std::string_view name);

}  // namespace spanlift::spanner
