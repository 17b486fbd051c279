#pragma once
// Statement classifier: decides what a statement is from its leading words only, so that the
// splitter can route it (grammar, skip, session state) without parsing it. It never needs the
// whole text of a data statement: a prefix of a few hundred bytes is enough.
#include <cstddef>
#include <string_view>

#include "frontend/statement.h"
#include "model/schema.h"

namespace spanlift::frontend {

// Fills kind, keyword and the kind-specific fields of `stmt` from `stmt.text` (the other fields
// are reset first). `dialect` selects the lexical rules (# comments, backslash escapes).
void ClassifyStatement(Statement& stmt, model::Dialect dialect);

// True when the statement starting with `prefix` carries rows rather than schema (INSERT,
// REPLACE, UPDATE, DELETE, SELECT, LOAD, TRUNCATE, VALUES, WITH, CALL): the splitter keeps only a prefix of
// such statements. COPY is not one of them: its header is short and must be read whole to know
// whether a data block follows.
bool IsBulkDataStatement(std::string_view prefix);
// INSERT or REPLACE: the data statements whose rows the profiler reads (src/profile/).
bool IsRowInsert(std::string_view prefix);

// CREATE TABLE statement starts in `text` outside comments and strings: CREATE [OR REPLACE]
// [GLOBAL|LOCAL] [TEMPORARY|TEMP|UNLOGGED] TABLE, not after SHOW. `first_offset` (if given) gets
// the offset of the first one's CREATE. Linear in the text's length.
size_t CountCreateTable(std::string_view text, model::Dialect dialect, size_t* first_offset);

// True for `COPY ... FROM STDIN`, whose data block follows the statement up to a `\.` line.
bool IsCopyFromStdin(std::string_view text);

}  // namespace spanlift::frontend
