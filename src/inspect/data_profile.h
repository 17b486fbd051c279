#pragma once
// What the dump's rows showed about a table (model::TableData), for inspect's JSON and text and
// any report that shows it (docs/profiling.md).
#include <string>

#include "model/data_profile.h"
#include "model/json_writer.h"

namespace spanlift::inspect {

// {"rows": N, "malformed_rows": N, "columns": [{"column", "values", "nulls", "min", "max",
// "int_min", "int_max", "distinct", "increasing", "top": [{"value", "count", "error"}], "time_order", "sample"}]}
void WriteTableData(model::JsonWriter& w, const model::TableData& data);

// A live database's figures of a table on one line: ", 3 inserts (0.002/s), 8192 bytes".
std::string LiveFiguresText(const model::TableData& data);

// Indented lines: "    rows 1200" then one line per profiled column.
std::string TableDataText(const model::TableData& data);

}  // namespace spanlift::inspect
