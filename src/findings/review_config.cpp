#include "findings/review_config.h"

#include <fnmatch.h>

#include <algorithm>
#include <filesystem>

#include "rewrite/policy_file.h"
#include "rules/registry.h"
#include "rules/rule_docs.h"

namespace spanlift::findings {

namespace {

using rewrite::policy_file::Node;
using rewrite::policy_file::Place;

[[noreturn]] void Fail(const std::string& path, Place at, const std::string& message) {
  throw ConfigError(path + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + message);
}

// A code `spanlift explain` knows (or a planner code), or a lint rule's name, as its code.
std::optional<std::string> Code(const std::string& key) {
  if (const rules::Rule* rule = rules::FindRule(key)) return rule->code;
  std::string upper = model::ToUpper(key);
  if (rules::RuleDoc(key) || IsPlannerCode(upper)) return upper;
  return std::nullopt;
}

// One rule's setting: "on" (or true) keeps the registry's severity, "off" (or false) drops its
// findings, a severity name replaces it.
void SetRule(const std::string& path, const std::string& code, const Node& value, ReviewConfig& config) {
  std::string text = value.kind == Node::Kind::kBool ? (value.boolean ? "on" : "off") : value.text;
  if (value.kind != Node::Kind::kBool && value.kind != Node::Kind::kString)
    Fail(path, value.at, "rules." + code + ": expected a string or a boolean");
  if (text == "on") return;
  if (text == "off") {
    if (IsPlannerCode(code)) Fail(path, value.at, "rules." + code + ": the planner's refusals cannot be turned off");
    config.rules[code] = std::nullopt;
    return;
  }
  for (auto s : {model::Severity::kError, model::Severity::kWarning, model::Severity::kInfo})
    if (text == model::SeverityName(s)) {
      config.rules[code] = s;
      return;
    }
  Fail(path, value.at, "rules." + code + ": expected \"off\", \"on\", \"error\", \"warning\" or \"info\"");
}

std::vector<std::string> Globs(const std::string& path, const Node& value, const std::string& key) {
  if (value.kind != Node::Kind::kList) Fail(path, value.at, "paths." + key + ": expected a list of globs");
  std::vector<std::string> out;
  for (const auto& item : value.items) {
    if (item.kind != Node::Kind::kString) Fail(path, item.at, "paths." + key + ": expected a string");
    out.push_back(item.text);
  }
  return out;
}

bool Matches(const std::vector<std::string>& globs, const std::string& path) {
  return std::any_of(globs.begin(), globs.end(),
                     [&](const std::string& g) { return ::fnmatch(g.c_str(), path.c_str(), 0) == 0; });
}

}  // namespace

bool IsPlannerCode(const std::string& code) { return code.size() == 4 && code[0] == 'D' && code < "D020"; }

ReviewConfig LoadReviewConfig(const std::string& path) {
  Node root;
  try {
    root = rewrite::policy_file::ReadToml(path);
  } catch (const rewrite::policy_file::Error& e) {
    Fail(path, e.at, e.what());
  }
  ReviewConfig config;
  config.path = path;
  for (const auto& [key, value] : root.entries) {
    if (value.kind != Node::Kind::kTable || (key.name != "rules" && key.name != "paths" && key.name != "renames"))
      Fail(path, key.at, key.name + ": unknown section (expected [rules], [paths] or [renames])");
    for (const auto& [k, v] : value.entries) {
      if (key.name == "rules") {
        auto code = Code(k.name);
        if (!code) Fail(path, k.at, "rules." + k.name + ": unknown code or rule (spanlift explain lists codes)");
        SetRule(path, *code, v, config);
      } else if (key.name == "renames") {
        if (v.kind != Node::Kind::kString)
          Fail(path, v.at, "renames." + k.name + ": expected the new name as a string");
        config.renames.push_back(
            {k.name, v.text, static_cast<uint32_t>(k.at.line), static_cast<uint32_t>(k.at.column)});
      } else if (key.name == "paths" && (k.name == "include" || k.name == "exclude")) {
        (k.name == "include" ? config.include : config.exclude) = Globs(path, v, k.name);
      } else {
        Fail(path, k.at, key.name + "." + k.name + ": unknown setting");
      }
    }
  }
  return config;
}

ReviewConfig DefaultReviewConfig() {
  std::error_code ec;
  return std::filesystem::is_regular_file(kConfigName, ec) ? LoadReviewConfig(kConfigName) : ReviewConfig{};
}

bool Reviewed(const ReviewConfig& config, const std::string& path) {
  if (!config.include.empty() && !Matches(config.include, path)) return false;
  return !Matches(config.exclude, path);
}

std::optional<model::Severity> Configured(const ReviewConfig& config, const model::Diagnostic& d) {
  auto it = config.rules.find(d.code);
  if (IsPlannerCode(d.code) || it == config.rules.end()) return d.severity;
  return it->second;
}

void ApplyConfig(const ReviewConfig& config, std::vector<rules::Finding>& findings) {
  std::erase_if(findings, [&](rules::Finding& f) {
    auto severity = Reviewed(config, f.diagnostic.location.file) ? Configured(config, f.diagnostic) : std::nullopt;
    if (severity) f.diagnostic.severity = *severity;
    return !severity;
  });
}

}  // namespace spanlift::findings
