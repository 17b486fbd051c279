#pragma once
// DIR/split-points/: the points simulate/split_points.h chose, in the file format
// `gcloud spanner databases splits add --splits-file` reads, in files of at most 100 points
// (one AddSplitPoints request each), and a README.md with the commands (docs/split-points.md).
#include <optional>
#include <string>
#include <vector>

#include "convert/convert.h"
#include "report/output_files.h"
#include "shard/shard.h"
#include "simulate/split_points.h"

namespace spanlift::report {

// One value as the splits file writes it for a column of `type`: INT64, NUMERIC, STRING, UUID,
// TIMESTAMP and DATE quoted, BOOL and FLOAT64 bare, commas escaped; nullopt when the format has no
// documented spelling for it (BYTES, a string holding a quote, a backslash or a line break).
std::optional<std::string> SplitLiteral(const shard::Value& value, const std::string& type);

// Nothing when no object was measured (no rows profiled).
std::vector<OutputFile> SplitPointFiles(const std::vector<simulate::SplitObject>& objects,
                                        const simulate::SplitRule& rule);
// The points of `result`'s converted tables, from the rows profiled in `source` (convert -o DIR).
std::vector<OutputFile> SplitPointFiles(const model::Schema& source, const convert::ConvertResult& result,
                                        const simulate::SplitRule& rule);

}  // namespace spanlift::report
