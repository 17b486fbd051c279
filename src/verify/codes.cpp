#include "verify/codes.h"

namespace spanlift::verify {

std::span<const convert::FindingCode> VerifyCodes() { return model::FindingCodesOf('V'); }

}  // namespace spanlift::verify
