#pragma once
// Findings aggregated for report.md: findings of one code whose texts differ only in a few words
// (names, types) become one cluster: the text once, with "…" where the words differ, and each
// object with its own words. So a sentence said about 80 tables is printed once, not 80 times.
#include <string>
#include <vector>

#include "model/diagnostics.h"

namespace spanlift::emit {

struct ClusterMember {
  const model::Diagnostic* finding;
  std::vector<std::string> words;  // this finding's words where the cluster's texts differ (not in its object)
};

struct Cluster {
  std::string message, fix;  // templates: "…" where the members' words differ
  std::vector<ClusterMember> members;
};

// Clusters in order of first appearance; deterministic for the same findings.
std::vector<Cluster> ClusterFindings(const std::vector<const model::Diagnostic*>& findings);

}  // namespace spanlift::emit
