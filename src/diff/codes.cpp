#include "diff/codes.h"

namespace spanlift::diff {

// In code order. The planner's severities are those Refuse() is called with in plan*.cpp.
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
};

std::span<const convert::FindingCode> DiffCodes() { return kDiffCodes; }

}  // namespace spanlift::diff
