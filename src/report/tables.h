#pragma once
// report.md's "Tables that changed": for each table whose key, key generator, interleaving or
// indexes the conversion or the rewrites changed, what the input had and what Spanner gets, the
// differing parts only.
#include <string>
#include <string_view>
#include <vector>

#include "convert/convert.h"
#include "model/schema.h"

namespace spanlift::report {

// A rewrite code that changes its table (not a suggestion, a kept key or an undone pass): such
// tables are listed, with their before and after, by ChangedTables.
bool RecordsChange(std::string_view code);

// One converted table that has a source table: its key on each side, and the parts (key, key
// generator, interleaving, indexes) that differ, with the codes of the changes ("" when none).
struct TableChange {
  std::string table;
  std::string key_before, key_after;
  std::vector<std::string> before, after;  // differing parts only
  std::string why;                         // "R001, R004", "C030" or ""
};
std::vector<TableChange> TableChanges(const model::Schema& source, const convert::ConvertResult& result);

void ChangedTables(std::string& out, const model::Schema& source, const convert::ConvertResult& result);

}  // namespace spanlift::report
