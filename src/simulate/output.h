#pragma once
// `spanlift simulate` output (docs/simulation.md): one line per key space with the hottest
// server's share of inserts and the splits written, before and after the rewrites, for the load
// in dump order and for the steady state; or the same as JSON. Deterministic.
#include <string>

#include "simulate/simulate.h"

namespace spanlift::simulate {

// "0.352": a share with three decimals (every simulation output spells shares alike).
std::string FormatShare(double share);
// "0.352 (9)": the share, then the splits written in the last window; "-" without figures.
std::string FormatFigures(const std::optional<simulate::SplitFigures>& figures);
// "3 servers (ideal share 1/3 = 0.333), split size ...": the model's parameters in one sentence.
std::string SimulationParameters(const simulate::Options& options);

std::string SimulationText(const simulate::Result& result);
std::string SimulationJson(const simulate::Result& result);

}  // namespace spanlift::simulate
