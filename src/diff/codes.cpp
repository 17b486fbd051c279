#include "diff/codes.h"

#include <stdexcept>
#include <string>

namespace spanlift::diff {

// In code order (D001-D019 the planner, D020-D049 the review). The planner's severities are those Refuse() is called
// with in plan*.cpp.
static constexpr convert::FindingCode kDiffCodes[] = {
    {codes::kPrimaryKeyChange, model::Severity::kError, "Primary key change needs a table recreate"},
    {codes::kInterleaveParentChange, model::Severity::kError, "Interleave parent change needs a table recreate"},
    {codes::kKeyColumnChange, model::Severity::kError, "Key column change needs a table recreate"},
    {codes::kColumnChangeNotAlterable, model::Severity::kError, "Column change Spanner cannot ALTER"},
    {codes::kGeneratedChange, model::Severity::kError, "Generated column expression change needs a table recreate"},
    {codes::kIdentityChange, model::Severity::kError, "Identity added or removed needs a table recreate"},
    {codes::kDropNeedsFlag, model::Severity::kError, "Drop left out without --allow-drop"},
    {codes::kNotNullBackfill, model::Severity::kWarning, "New NOT NULL column backfilled"},
    {codes::kRecreate, model::Severity::kWarning, "Table recreated with its rows copied"},
    {codes::kCannotRecreate, model::Severity::kError, "Table cannot be recreated"},
    {codes::kUnnamedConstraint, model::Severity::kError, "Unnamed constraint cannot be dropped"},
    {codes::kMigrationRejected, model::Severity::kError, "Migration rejected by Spanner"},
    {codes::kMigratedDiffers, model::Severity::kError, "Migrated schema differs from NEW"},
    {codes::kNoStep, model::Severity::kWarning, "Change without a migration step"},
    {codes::kViewRecreated, model::Severity::kWarning, "View dropped and created again"},
    {codes::kColumnRename, model::Severity::kWarning, "Column rename planned as add, copy, drop"},
    {codes::kRenameRefused, model::Severity::kError, "Rename declaration that cannot apply"},
    {codes::kShardColumnRemoved, model::Severity::kWarning, "Shard column removed"},
    {codes::kInterleaveLost, model::Severity::kWarning, "Interleave removed"},
    {codes::kTableDropped, model::Severity::kWarning, "Table dropped"},
    {codes::kColumnDropped, model::Severity::kWarning, "Column dropped"},
    {codes::kObjectDropped, model::Severity::kWarning, "Index, constraint, sequence or access dropped"},
    {codes::kNotNullOnExisting, model::Severity::kWarning, "NOT NULL on an existing column"},
    {codes::kShorterLength, model::Severity::kWarning, "Shorter length on an existing column"},
    {codes::kUniqueOnExisting, model::Severity::kWarning, "New UNIQUE index on an existing table"},
    {codes::kValidatingTypeChange, model::Severity::kWarning, "Type change that validates existing values"},
    {codes::kIndexBackfill, model::Severity::kInfo, "New index backfilled on an existing table"},
    {codes::kConstraintOnExisting, model::Severity::kWarning, "New constraint validated on existing rows"},
    {codes::kViewDropped, model::Severity::kWarning, "View dropped"},
    {codes::kViewReplaced, model::Severity::kInfo, "View replaced"},
    {codes::kChangeStreamDropped, model::Severity::kWarning, "Change stream dropped"},
    {codes::kChangeStreamChanged, model::Severity::kWarning, "Change stream watches less or changes its options"},
    {codes::kTableRenamed, model::Severity::kWarning, "Table renamed"},
    {codes::kRowDeletionPolicyAdded, model::Severity::kWarning, "Row deletion policy added to a table with rows"},
    {codes::kNotNullDropped, model::Severity::kWarning, "NOT NULL removed"},
    {codes::kNotModelled, model::Severity::kError, "Spanner statement spanlift does not model"},
};

std::span<const convert::FindingCode> DiffCodes() { return kDiffCodes; }

bool LeftOut(std::string_view code) {
  static constexpr std::string_view kLeftOut[] = {codes::kPrimaryKeyChange,  codes::kInterleaveParentChange,
                                                  codes::kKeyColumnChange,   codes::kColumnChangeNotAlterable,
                                                  codes::kGeneratedChange,   codes::kIdentityChange,
                                                  codes::kDropNeedsFlag,     codes::kCannotRecreate,
                                                  codes::kUnnamedConstraint, codes::kNoStep,
                                                  codes::kRenameRefused};
  for (std::string_view c : kLeftOut)
    if (c == code) return true;
  return false;
}

bool DropsData(std::string_view code) { return code == codes::kTableDropped || code == codes::kColumnDropped; }

const convert::FindingCode& LookupDiffCode(std::string_view code) {
  for (const auto& c : kDiffCodes)
    if (c.code == code) return c;
  throw std::logic_error("unknown diff code " + std::string(code));
}

}  // namespace spanlift::diff
