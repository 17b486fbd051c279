#include "report/simulation.h"

#include <fmt/format.h>

#include "simulate/output.h"

namespace spanlift::report {

namespace {

// "1.000 (1) → 0.377 (9)", or one side alone where the other schema has no such key space.
std::string BeforeAfter(const std::optional<simulate::SplitFigures>& before,
                        const std::optional<simulate::SplitFigures>& after) {
  return simulate::FormatFigures(before) + " → " + simulate::FormatFigures(after);
}

// A name or key in a table cell: a code span, its pipes escaped.
std::string Code(const std::string& text) {
  if (text.empty()) return "-";
  std::string out = "`";
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out + "`";
}

}  // namespace

std::string SimulationCaveat(const simulate::Options& options) {
  return fmt::format(
      "The dump's rows were replayed as inserts against a model of Spanner's range splitting: {}. Each figure is the "
      "hottest server's share of inserts (ideal 1/{}) and, in brackets, the splits written in the last window; "
      "load is the rows in dump order into empty tables, steady new rows after them (each monotonic column past "
      "its highest value). It is a model, not Spanner: use it to compare keys, not to predict throughput",
      simulate::SimulationParameters(options), options.split.servers);
}

void SimulationSection(std::string& out, const simulate::Result& result) {
  out += "## Load simulation\n\n" + SimulationCaveat(result.options) + " ([simulation.md](" + kDocsUri +
         "simulation.md)).\n\n";
  if (result.objects.empty()) {
    out += "No rows of a converted table to replay.\n\n";
  } else {
    out +=
        "| table | index | rows | key before | key after | load: before → after | steady: before → after |\n"
        "|---|---|--:|---|---|---|---|\n";
    for (const auto& o : result.objects)
      out += fmt::format("| {} | {} | {}{} | {} | {} | {} | {} |\n", Code(o.table), Code(o.index), o.rows,
                         o.every > 1 ? fmt::format(" (every {})", o.every) : "", Code(o.key_before), Code(o.key_after),
                         BeforeAfter(o.before.load, o.after.load), BeforeAfter(o.before.steady, o.after.steady));
    out += "\n";
  }
  if (!result.not_replayed.empty()) {
    std::string names;
    for (const auto& t : result.not_replayed) names += (names.empty() ? "`" : ", `") + t + "`";
    out += "Not replayed (rows, but no table of their own in Spanner: partitions, dropped): " + names + ".\n\n";
  }
}

}  // namespace spanlift::report
