#pragma once
// Conversion reports: report.md for people, report.json for tools (docs/report-json.md), and
// findings in compiler style for stderr. One emitter per format.
#include <string>

#include "convert/convert.h"
#include "emit/json_writer.h"
#include "model/schema.h"
#include "simulate/simulate.h"

namespace spanlift::emit {

// `source` is the model the conversion read (its dialect and input diagnostics are reported).
// `simulation`: the load simulation of the dump's rows, when they were replayed (a section of its own).
std::string ReportMarkdown(const model::Schema& source, const convert::ConvertResult& result,
                           const simulate::Result* simulation = nullptr);
// report.html (docs/report-html.md): one self-contained page, no network. `no_simulation`: why there
// is no simulation to draw when `simulation` is null.
std::string ReportHtml(const model::Schema& source, const convert::ConvertResult& result,
                       const simulate::Result* simulation, const std::string& no_simulation);
std::string ReportJson(const model::Schema& source, const convert::ConvertResult& result);

// "file:line:col: warning: column orders.total: message [C002]" plus "  fix: ..." when there is one.
std::string FormatFinding(const model::Diagnostic& finding);

// A finding's fields in JSON (code, severity, object, message, fix, location), inside an object the
// caller opens: report.json and `lint --format json` spell findings alike.
void WriteDiagnosticFields(JsonWriter& w, const model::Diagnostic& d);

}  // namespace spanlift::emit
