#pragma once
// Every code spanlift reports, in one registry: P (reading input), C (conversion), H (hotspot
// rules), R (rewrites), V (verify), D (diff). The single source of each code's severity and title;
// every code has docs/rules/<CODE>.md and a row of docs/rules/index.md, and every page there has an
// entry here (tests/unit/model/finding_codes_test.cpp). Codes are stable: never renumbered or reused.
#include <span>
#include <string_view>

#include "model/diagnostics.h"

namespace spanlift::model {

struct FindingCode {
  std::string_view code;
  Severity severity;  // as reported; a P code's is its usual one (the front end may report it otherwise)
  std::string_view title;
};

// Every code: the families in the order above, each in code order.
std::span<const FindingCode> AllFindingCodes();
// The codes of one family ('P', 'C', 'H', 'R', 'V' or 'D'), in code order.
std::span<const FindingCode> FindingCodesOf(char family);
// The entry for `code`; nullptr for a code spanlift does not have.
const FindingCode* FindFindingCode(std::string_view code);

}  // namespace spanlift::model
