#pragma once
// Emitters for `spanlift inspect`: the parsed model as JSON (a documented contract, see
// docs/inspect-json.md) or as text for people, and diagnostics in compiler style.
#include <string>

#include "model/schema.h"

namespace spanlift::emit {

std::string InspectJson(const model::Schema& schema);
std::string InspectText(const model::Schema& schema);

// "file:line:col: error: message [P001]"; "spanlift: error: cannot open x.sql: ... [P008]" for a whole input.
std::string FormatDiagnostic(const model::Diagnostic& d);

// "the input is empty" (or holds only comments and blanks) when no statement was read, else "":
// said on stderr and in report.md, instead of a schema that looks converted.
std::string EmptyInputNote(const model::Schema& schema);

}  // namespace spanlift::emit
