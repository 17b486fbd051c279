#include "convert/findings.h"

#include <stdexcept>
#include <string>

namespace spanlift::convert {

std::span<const FindingCode> FindingCodes() { return model::FindingCodesOf('C'); }

const FindingCode& LookupFinding(std::string_view code) {
  const FindingCode* c = model::FindFindingCode(code);
  if (!c || !code.starts_with("C")) throw std::logic_error("unknown finding code " + std::string(code));
  return *c;
}

}  // namespace spanlift::convert
