#pragma once
// report.html's parts (docs/report-html.md): one self-contained page (inline CSS, canvas drawn by a
// small inline script, no network), deterministic bytes. Every text from the input goes through
// HtmlEscape: identifiers, comments and row values cannot inject markup.
#include <string>
#include <string_view>

#include "convert/convert.h"
#include "model/schema.h"
#include "simulate/simulate.h"

namespace spanlift::report {

// & < > " ' as character references: safe in text and in quoted attributes.
std::string HtmlEscape(std::string_view text);

// The heat maps of every simulated key space, before and after side by side, and the script data
// they are drawn from (html_heatmap.cpp).
std::string HeatMapSection(const simulate::Result& result);

// What can hurt: the key spaces that can take a hotspot, by share of the input's rows, and the
// tables that cannot, folded into one line (html_risks.cpp).
std::string RiskSection(const convert::ConvertResult& result, const simulate::Result* simulation);

// The top values' share of every profiled column with heavy hitters (html_charts.cpp).
std::string SkewSection(const model::Schema& source);

}  // namespace spanlift::report
