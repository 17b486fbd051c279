#pragma once
// Values that carry their own creation time, recognised from their text (a sample of them):
// names and types cannot reveal a VARCHAR `uniqueid` holding "1700000000.42".
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::profile {

// The pattern one value matches, or "" for none: "epoch_seq" (<epoch seconds>.<seq>, seconds
// between 2001 and 2100), "ulid", "uuid_v1", "uuid_v6", "uuid_v7", "zero_padded_counter" (digits
// with a leading zero), "date_prefixed" (YYYYMMDD or YYYY-MM-DD then more).
std::string TimeOrderPattern(std::string_view value);

// The pattern at least 90% of the sampled values share (at least 8 values), or "".
std::string CommonTimeOrder(const std::vector<std::string>& sample);

// Whether values of this pattern sort by creation time on their own (zero-padded counters only
// when they also arrive in increasing order, which the caller checks).
bool SortsByTime(std::string_view pattern);

}  // namespace spanlift::profile
