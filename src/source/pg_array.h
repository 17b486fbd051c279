#pragma once
// PostgreSQL's text form of an array ({a,"b c",NULL}), as pg_stats' value lists come back.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::source {

// The elements of a one-dimensional array literal; NULL elements as std::nullopt. Malformed text
// gives what was read up to the problem (statistics are evidence, never a reason to fail a read).
std::vector<std::optional<std::string>> ParsePgArray(std::string_view text);

}  // namespace spanlift::source
