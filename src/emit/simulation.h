#pragma once
// `spanlift simulate` output (docs/simulation.md): one line per key space with the hottest
// server's share of inserts and the splits written, before and after the rewrites, for the load
// in dump order and for the steady state; or the same as JSON. Deterministic.
#include <string>

#include "simulate/simulate.h"

namespace spanlift::emit {

std::string SimulationText(const simulate::Result& result);
std::string SimulationJson(const simulate::Result& result);

}  // namespace spanlift::emit
