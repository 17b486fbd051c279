#pragma once
// Array values: a PostgreSQL one-dimensional array literal, a MySQL SET.
#include <string>
#include <string_view>
#include <vector>

#include "profile/row.h"

namespace spanlift::exporter {

// '{1,2,NULL,"a b","q\"x"}' into elements (kNull for an unquoted NULL, kString otherwise);
// false and `why` for a nested, bounded ('[0:1]={...}') or malformed literal.
bool SplitPgArray(std::string_view text, std::vector<profile::Field>& elements, std::string& why);

// 'a,b' into its members; '' is the empty set.
void SplitSet(std::string_view text, std::vector<profile::Field>& elements);

}  // namespace spanlift::exporter
