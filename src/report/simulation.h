#pragma once
// report.md's "Load simulation" section: for each key space the rows were replayed into, the
// hottest server's share of inserts before -> after the rewrites (load and steady) and the splits
// written, with the model's parameters and caveat (docs/simulation.md).
#include <string>

#include "simulate/simulate.h"

namespace spanlift::report {

// Where report.md and report.html link the docs (the pages are read on GitHub).
inline constexpr const char* kDocsUri = "https://github.com/spanlift/spanlift/blob/main/docs/";

// "Model, not Spanner": the caveat both reports print above the figures.
std::string SimulationCaveat(const simulate::Options& options);

void SimulationSection(std::string& out, const simulate::Result& result);

}  // namespace spanlift::report
