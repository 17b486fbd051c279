#pragma once
// The rewrite codes (docs/rules/R*.md). Stable: never renumber or reuse one.
#include <span>
#include <string_view>

#include "convert/findings.h"

namespace spanlift::rewrite {

namespace codes {
inline constexpr const char* kSequence = "R001";            // key column fed by a bit-reversed sequence
inline constexpr const char* kReorder = "R002";             // key parts reordered
inline constexpr const char* kShard = "R003";               // shard column prepended to the key
inline constexpr const char* kUuid = "R004";                // key replaced with a UUID
inline constexpr const char* kDesc = "R005";                // timestamp key parts made DESC
inline constexpr const char* kInterleave = "R006";          // FK child interleaved in its parent
inline constexpr const char* kInterleaveRename = "R007";    // interleaving needs a rename: suggested
inline constexpr const char* kIndexInterleave = "R008";     // index interleaved in the parent
inline constexpr const char* kIndexShard = "R009";          // shard column prepended to an index
inline constexpr const char* kPassUndone = "R010";          // a pass broke a model check and was undone
inline constexpr const char* kHotspotKept = "R011";         // a hot first key part remains
inline constexpr const char* kUuidReference = "R012";       // foreign key re-pointed to a UUID key
inline constexpr const char* kKeyRenamed = "R013";          // ORM parent's key renamed for its children
inline constexpr const char* kPolicyTableUnknown = "R014";  // a policy section names no table
}  // namespace codes

// Every rewrite code, in code order (the R family of model/finding_codes.h).
std::span<const convert::FindingCode> RewriteCodes();
// The entry for an R-code; nullptr for any other code.
const convert::FindingCode* FindRewriteCode(std::string_view code);

}  // namespace spanlift::rewrite
