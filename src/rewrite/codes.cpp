#include "rewrite/codes.h"

namespace spanlift::rewrite {

std::span<const convert::FindingCode> RewriteCodes() { return model::FindingCodesOf('R'); }

const convert::FindingCode* FindRewriteCode(std::string_view code) {
  return code.starts_with("R") ? model::FindFindingCode(code) : nullptr;
}

}  // namespace spanlift::rewrite
