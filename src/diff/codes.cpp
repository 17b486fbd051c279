#include "diff/codes.h"

#include <stdexcept>
#include <string>

namespace spanlift::diff {

std::span<const convert::FindingCode> DiffCodes() { return model::FindingCodesOf('D'); }

bool LeftOut(std::string_view code) {
  static constexpr std::string_view kLeftOut[] = {codes::kPrimaryKeyChange,  codes::kInterleaveParentChange,
                                                  codes::kKeyColumnChange,   codes::kColumnChangeNotAlterable,
                                                  codes::kGeneratedChange,   codes::kIdentityChange,
                                                  codes::kDropNeedsFlag,     codes::kCannotRecreate,
                                                  codes::kUnnamedConstraint, codes::kNoStep,
                                                  codes::kRenameRefused};
  for (std::string_view c : kLeftOut)
    if (c == code) return true;
  return false;
}

bool DropsData(std::string_view code) { return code == codes::kTableDropped || code == codes::kColumnDropped; }

const convert::FindingCode& LookupDiffCode(std::string_view code) {
  const convert::FindingCode* c = model::FindFindingCode(code);
  if (!c || !code.starts_with("D")) throw std::logic_error("unknown diff code " + std::string(code));
  return *c;
}

}  // namespace spanlift::diff
