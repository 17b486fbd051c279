#pragma once
// Entry point of the front end: files in, schema model out.
#include <string>
#include <string_view>
#include <vector>

#include "frontend/splitter.h"
#include "model/schema.h"

namespace spanlift::frontend {

struct LoadOptions {
  model::Dialect dialect = model::Dialect::kUnknown;  // kUnknown = detect from each input
  MySqlFlavor mysql_flavor = MySqlFlavor::kAuto;      // whose executable-comment rules apply
};

// Reads every input ("-" = stdin) in order into one schema. Never throws on bad input: problems
// become diagnostics (P008 for unreadable files). Statements after a bad one are still read.
model::Schema Load(const std::vector<std::string>& inputs, const LoadOptions& options);

// The same for text in memory (e.g. DDL a server printed); `name` names it in locations.
model::Schema LoadText(std::string_view text, const std::string& name, const LoadOptions& options);

}  // namespace spanlift::frontend
