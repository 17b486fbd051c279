#include "diff/review_codes.h"

#include <stdexcept>
#include <string>

namespace spanlift::diff {

namespace {

using model::Severity;

constexpr convert::FindingCode kCodes[] = {
    {codes::kShardColumnRemoved, Severity::kWarning, "Shard column removed"},
    {codes::kInterleaveLost, Severity::kWarning, "Interleave removed"},
    {codes::kTableDropped, Severity::kError, "Table dropped"},
    {codes::kColumnDropped, Severity::kError, "Column dropped"},
    {codes::kObjectDropped, Severity::kWarning, "Index, constraint or sequence dropped"},
    {codes::kNotNullOnExisting, Severity::kWarning, "NOT NULL on an existing column"},
    {codes::kShorterLength, Severity::kWarning, "Shorter length on an existing column"},
    {codes::kUniqueOnExisting, Severity::kWarning, "New UNIQUE index on an existing table"},
    {codes::kValidatingTypeChange, Severity::kWarning, "Type change that validates existing values"},
    {codes::kIndexBackfill, Severity::kInfo, "New index backfilled on an existing table"},
    {codes::kConstraintOnExisting, Severity::kWarning, "New constraint validated on existing rows"},
};

}  // namespace

std::span<const convert::FindingCode> ReviewCodes() { return kCodes; }

const convert::FindingCode& LookupReviewCode(std::string_view code) {
  for (const auto& c : kCodes)
    if (c.code == code) return c;
  throw std::logic_error("unknown review code " + std::string(code));
}

}  // namespace spanlift::diff
