#pragma once
// MySQL's internal spatial form (SRID + WKB) as WKT text.
#include <string>
#include <string_view>

namespace spanlift::exporter {

// false when the bytes are not a whole geometry.
bool SpatialToWkt(std::string_view internal, std::string& out);

}  // namespace spanlift::exporter
