#pragma once
// Findings aggregated for report.md: findings of one code whose texts differ only in a few words
// (names, types) become one cluster: the text once, with "…" where the words differ, and each
// object with its own words. So a sentence said about 80 tables is printed once, not 80 times.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/diagnostics.h"

namespace spanlift::report {

struct ClusterMember {
  const model::Diagnostic* finding;
  std::vector<std::string> words;  // this finding's words where the cluster's texts differ (not in its object)
};

struct Cluster {
  std::string message, fix;  // templates: "…" where the members' words differ
  std::vector<ClusterMember> members;
};

// Clusters in order of first appearance; deterministic for the same findings. Texts join a cluster
// when at most 1/`share` of their words (and at least 2) differ from its first text.
std::vector<Cluster> ClusterFindings(const std::vector<const model::Diagnostic*>& findings, size_t share = 4);

// "`a`, `b` (x; line 3)": the members' objects with their own words (and where, if `places` gives
// it), a kind they all share ("column ", "index ") said once in front: "columns: `a`, `b`".
// `words` false: the objects only (their words are plain from the template and the name). At most
// `limit` members, then "and N more".
std::string MemberList(const Cluster& c, const std::function<std::string(const model::Diagnostic&)>& where,
                       bool words = true, size_t limit = SIZE_MAX);

}  // namespace spanlift::report
