// SARIF 2.1.0 (OASIS): one run, the codes that occur as tool.driver.rules (helpUri: the rule's
// page), one result per annotation located in its file, partialFingerprints from the annotation's
// fingerprint, suppressed annotations with an inSource suppression.
#include <map>
#include <nlohmann/json.hpp>

#include "findings/annotation.h"

namespace spanlift::findings {

namespace {

using Json = nlohmann::ordered_json;

const char* Level(model::Severity s) {
  switch (s) {
    case model::Severity::kError: return "error";
    case model::Severity::kWarning: return "warning";
    case model::Severity::kInfo: return "note";
  }
  return "none";
}

Json Result(const Annotation& a, size_t rule_index) {
  const auto& d = a.diagnostic;
  Json result = {
      {"ruleId", d.code}, {"ruleIndex", rule_index}, {"level", Level(d.severity)}, {"message", {{"text", Text(a)}}}};
  if (!d.location.file.empty()) {
    Json physical = {{"artifactLocation", {{"uri", d.location.file}}}};
    if (d.location.line) {
      physical["region"] = {{"startLine", d.location.line}};
      if (d.location.column) physical["region"]["startColumn"] = d.location.column;
    }
    result["locations"] = Json::array({{{"physicalLocation", physical}}});
  }
  result["partialFingerprints"] = {{"spanliftFinding/v1", a.fingerprint}};
  if (a.suppressed) result["suppressions"] = Json::array({{{"kind", "inSource"}}});
  return result;
}

}  // namespace

std::string Sarif(const std::vector<Annotation>& annotations, const RulePages& pages) {
  std::map<std::string, const Annotation*> first;  // code -> an annotation of it: the rules, in code order
  for (const auto& a : annotations) first.emplace(a.diagnostic.code, &a);
  Json rules = Json::array();
  std::map<std::string, size_t> index;
  for (const auto& [code, a] : first) {
    index[code] = rules.size();
    rules.push_back({{"id", code},
                     {"shortDescription", {{"text", pages.Title(code)}}},
                     {"helpUri", pages.HelpUri(code)},
                     {"defaultConfiguration", {{"level", Level(a->diagnostic.severity)}}}});
  }
  Json results = Json::array();
  for (const auto& a : annotations) results.push_back(Result(a, index[a.diagnostic.code]));
  Json doc = {
      {"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       Json::array(
           {{{"tool",
              {{"driver", {{"name", "spanlift"}, {"informationUri", pages.HelpUri("index")}, {"rules", rules}}}}},
             {"results", results}}})}};
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace spanlift::findings
