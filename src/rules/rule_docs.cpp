#include "rules/rule_docs.h"

#include "model/schema.h"

namespace spanlift::rules {

std::optional<std::string_view> RuleDoc(std::string_view code) {
  for (const auto& doc : EmbeddedRuleDocs())
    if (doc.name != "index" && model::EqualsIgnoreCase(doc.name, code)) return doc.text;
  return std::nullopt;
}

}  // namespace spanlift::rules
