#pragma once
// A finding or diagnostic as one line for people and as JSON fields, alike in every command
// (lint, convert, diff, inspect, verify) and in report.json.
#include <string>

#include "model/diagnostics.h"
#include "model/json_writer.h"

namespace spanlift::findings {

// The one line of a finding or diagnostic: "file:line:col: warning: column orders.total: message
// [C002]" plus "  fix: ..." when there is one; "spanlift: error: cannot open x.sql: ... [P008]" for a
// whole input.
std::string FormatLine(const model::Diagnostic& d);
// A finding's fields in JSON (code, severity, object, message, fix, location), inside an object the
// caller opens: report.json and `lint --format json` spell findings alike.
void WriteDiagnosticFields(model::JsonWriter& w, const model::Diagnostic& d);
// Every registered code (model/finding_codes.h), a line each: "H001  warning  Monotonic first key part".
std::string CodeList();

}  // namespace spanlift::findings
