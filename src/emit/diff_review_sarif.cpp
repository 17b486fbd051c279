// SARIF 2.1.0 (OASIS): one run, the codes that occur as tool.driver.rules (helpUri: the rule's
// page), one result per finding located in its file, partialFingerprints from the finding's
// fingerprint (code + object: stable across unrelated edits, so code scanning keeps one alert),
// suppressed findings with an inSource suppression.
#include <map>
#include <nlohmann/json.hpp>

#include "emit/diff_review.h"

namespace spanlift::emit {

namespace {

using Json = nlohmann::ordered_json;
using namespace diff_review;

const char* Level(model::Severity s) {
  switch (s) {
    case model::Severity::kError: return "error";
    case model::Severity::kWarning: return "warning";
    case model::Severity::kInfo: return "note";
  }
  return "none";
}

Json Result(const DiffReport& review, const diff::Finding& f, size_t rule_index) {
  const auto& d = f.diagnostic;
  CheckoutLocation at = InCheckout(review, d.location);
  std::string text = (d.object.empty() ? "" : d.object + ": ") + d.message + at.note + (d.fix.empty() ? "" : "\nfix: " + d.fix);
  Json result = {{"ruleId", d.code}, {"ruleIndex", rule_index}, {"level", Level(d.severity)}, {"message", {{"text", text}}}};
  if (!at.location.file.empty()) {
    Json physical = {{"artifactLocation", {{"uri", at.location.file}}}};
    if (at.location.line) {
      physical["region"] = {{"startLine", at.location.line}};
      if (at.location.column) physical["region"]["startColumn"] = at.location.column;
    }
    result["locations"] = Json::array({{{"physicalLocation", physical}}});
  }
  result["partialFingerprints"] = {{"spanliftFinding/v1", f.fingerprint}};
  if (f.suppressed) result["suppressions"] = Json::array({{{"kind", "inSource"}}});
  return result;
}

}  // namespace

std::string DiffReviewSarif(const DiffReport& review) {
  std::map<std::string, const diff::Finding*> first;  // code -> a finding of it: the rules, in code order
  for (const auto& f : review.result.findings) first.emplace(f.diagnostic.code, &f);
  Json rules = Json::array();
  std::map<std::string, size_t> index;
  for (const auto& [code, f] : first) {
    index[code] = rules.size();
    rules.push_back({{"id", code},
                     {"shortDescription", {{"text", Title(code)}}},
                     {"helpUri", HelpUri(review, code)},
                     {"defaultConfiguration", {{"level", Level(f->diagnostic.severity)}}}});
  }
  Json results = Json::array();
  for (const auto& f : review.result.findings) results.push_back(Result(review, f, index[f.diagnostic.code]));
  Json doc = {{"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"},
              {"version", "2.1.0"},
              {"runs", Json::array({{{"tool", {{"driver", {{"name", "spanlift"},
                                                           {"informationUri", HelpUri(review, "index")},
                                                           {"rules", rules}}}}},
                                     {"results", results}}})}};
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace spanlift::emit
