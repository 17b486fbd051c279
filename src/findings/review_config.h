#pragma once
// `.spanlift.toml`: the review's config for diff and lint (docs/diff.md, "Config"), read through
// the policy's TOML reader (rewrite/policy_file.h). Found in the current directory, or given by
// --config.
//
//   [rules]
//   H002 = "off"            # or "on", "error", "warning", "info"; a code or a rule name
//   D029 = "warning"
//   [paths]
//   include = ["db/*.sql"]  # NEW files reviewed (fnmatch globs; '*' crosses '/'); empty = all
//   exclude = ["db/legacy/*"]
//   [renames]               # diff's declared renames (diff/renames.h): OLD = "NEW"
//   Customers = "Clients"
//   "Orders.Total" = "Orders.Amount"
//
// The planner's refusals (D001-D019) cannot be turned off: they say the migration is incomplete.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/diagnostics.h"
#include "rules/finding.h"

namespace spanlift::findings {

struct ReviewConfig {
  std::string path;                                             // where it was read from; empty = defaults
  std::map<std::string, std::optional<model::Severity>> rules;  // code -> severity, nullopt = off
  std::vector<std::string> include, exclude;
  struct Rename {
    std::string from, to;
    uint32_t line = 0, column = 0;  // of the entry
  };
  std::vector<Rename> renames;
};

// "path:line:col: message" of a config that cannot be used.
struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr const char* kConfigName = ".spanlift.toml";

ReviewConfig LoadReviewConfig(const std::string& path);  // throws ConfigError
// `.spanlift.toml` in the current directory when there is one, else the defaults.
ReviewConfig DefaultReviewConfig();

// Whether a file is reviewed at all (paths.include / paths.exclude): diff's NEW, lint's inputs.
bool Reviewed(const ReviewConfig& config, const std::string& path);

// What the config makes of a finding of a reviewed file: nullopt when its rule is off, else its
// severity (the configured one, or its own). The planner's refusals (D001-D019) stay as they are.
std::optional<model::Severity> Configured(const ReviewConfig& config, const model::Diagnostic& d);
bool IsPlannerCode(const std::string& code);

// lint: drops the findings of rules turned off and of files not reviewed, sets the configured severities.
void ApplyConfig(const ReviewConfig& config, std::vector<rules::Finding>& findings);

}  // namespace spanlift::findings
