#pragma once
// Emitters for `spanlift inspect`: the parsed model as JSON (a documented contract, see
// docs/inspect-json.md) or as text for people, and diagnostics in compiler style.
#include <string>

#include "model/schema.h"

namespace spanlift::inspect {

std::string InspectJson(const model::Schema& schema);
std::string InspectText(const model::Schema& schema);

// "the input is empty" (or holds only comments and blanks) when no statement was read, else "":
// said on stderr and in report.md, instead of a schema that looks converted.
std::string EmptyInputNote(const model::Schema& schema);

}  // namespace spanlift::inspect
