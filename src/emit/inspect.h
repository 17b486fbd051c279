#pragma once
// Emitters for `spanlift inspect`: the parsed model as JSON (a documented contract, see
// docs/inspect-json.md) or as text for people, and diagnostics in compiler style.
#include <string>

#include "model/schema.h"

namespace spanlift::emit {

std::string InspectJson(const model::Schema& schema);
std::string InspectText(const model::Schema& schema);

// "file:line:col: error: message [P001]"
std::string FormatDiagnostic(const model::Diagnostic& d);

}  // namespace spanlift::emit
