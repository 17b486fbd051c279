#pragma once
// The pages of docs/rules/ (every code: P, C, H...), embedded at build time for `spanlift explain`.
#include <optional>
#include <string_view>
#include <vector>

namespace spanlift::rules {

struct EmbeddedDoc {
  std::string_view name;  // file name without .md: "H001", "index"
  std::string_view text;
};

const std::vector<EmbeddedDoc>& EmbeddedRuleDocs();

// The page of `code` (exact, or case-insensitive: "h001"), or nullopt.
std::optional<std::string_view> RuleDoc(std::string_view code);

}  // namespace spanlift::rules
