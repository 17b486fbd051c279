#pragma once
// report.md's "Tables that changed": for each table whose key, key generator, interleaving or
// indexes the conversion or the rewrites changed, what the input had and what Spanner gets, the
// differing parts only.
#include <string>
#include <string_view>

#include "convert/convert.h"
#include "model/schema.h"

namespace spanlift::emit {

// A rewrite code that changes its table (not a suggestion, a kept key or an undone pass): such
// tables are listed, with their before and after, by ChangedTables.
bool RecordsChange(std::string_view code);

void ChangedTables(std::string& out, const model::Schema& source, const convert::ConvertResult& result);

}  // namespace spanlift::emit
