#pragma once
// Conversion reports: report.md for people, report.html, and report.json for tools
// (docs/report-json.md). One emitter per format.
#include <string>

#include "convert/convert.h"
#include "model/schema.h"
#include "simulate/simulate.h"

namespace spanlift::report {

// `source` is the model the conversion read (its dialect and input diagnostics are reported).
// `simulation`: the load simulation of the dump's rows, when they were replayed (a section of its own).
std::string ReportMarkdown(const model::Schema& source, const convert::ConvertResult& result,
                           const simulate::Result* simulation = nullptr);
// report.html (docs/report-html.md): one self-contained page, no network. `no_simulation`: why there
// is no simulation to draw when `simulation` is null.
std::string ReportHtml(const model::Schema& source, const convert::ConvertResult& result,
                       const simulate::Result* simulation, const std::string& no_simulation);
std::string ReportJson(const model::Schema& source, const convert::ConvertResult& result);

}  // namespace spanlift::report
