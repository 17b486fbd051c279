#pragma once
// Entry point of the front end: files in, schema model out.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/splitter.h"
#include "model/schema.h"

namespace spanlift::frontend {

struct LoadOptions {
  model::Dialect dialect = model::Dialect::kUnknown;  // kUnknown = detect from each input
  MySqlFlavor mysql_flavor = MySqlFlavor::kAuto;      // whose executable-comment rules apply
  // Profiling rows (src/profile/): makes the sink that reads the data statements of the schema
  // being loaded; Load calls its Finish() after the last input. Unset: rows are skipped.
  std::function<std::unique_ptr<DataSink>(model::Schema&)> data_sink;
  ReadObserver* read_observer = nullptr;  // progress (told the bytes read of each input)
};

// Reads every input ("-" = stdin) in order into one schema. Never throws on bad input: problems
// become diagnostics (P008 for unreadable files). Statements after a bad one are still read.
model::Schema Load(const std::vector<std::string>& inputs, const LoadOptions& options);

// The same for text in memory (e.g. DDL a server printed); `name` names it in locations.
model::Schema LoadText(std::string_view text, const std::string& name, const LoadOptions& options);

}  // namespace spanlift::frontend
