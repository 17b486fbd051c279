// Spanner (GoogleSQL) input: every built-in type (spanner/types.h) maps to itself, so converting
// spanlift's own output gives the same schema again (the round trip). Names as the model spells
// Spanner types (schema.h).
#include <vector>

#include "convert/type_mapping.h"
#include "spanner/types.h"

namespace spanlift::convert {

std::span<const TypeRow> SpannerTypeRows() {
  static const std::vector<TypeRow> rows = [] {
    std::vector<TypeRow> out;
    for (std::string_view t : spanner::BuiltinTypes())
      out.push_back({t, t, spanner::TakesLength(t) ? Length::kArgument : Length::kNone});
    return out;
  }();
  return rows;
}

}  // namespace spanlift::convert
