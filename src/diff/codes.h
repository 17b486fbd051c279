#pragma once
#include <span>
#include <string_view>

#include "convert/findings.h"

// D-codes: findings of `spanlift diff` (docs/rules/D*.md). Never reuse or renumber a code.
// D001-D019: the planner (what Spanner cannot do in place, what needs a flag or a data step).
// D020-D049: the review (destructive and data-dependent steps, hotspots the change adds).
namespace spanlift::diff::codes {

// What Spanner cannot ALTER: an error without --allow-recreate, a recreate plan (D009) with it.
inline constexpr const char* kPrimaryKeyChange = "D001";          // key columns, order or direction changed
inline constexpr const char* kInterleaveParentChange = "D002";    // parent changed, interleaving added or removed
inline constexpr const char* kKeyColumnChange = "D003";           // type or nullability of a key column changed
inline constexpr const char* kColumnChangeNotAlterable = "D004";  // type change outside STRING/BYTES, NOT NULL on ARRAY
inline constexpr const char* kGeneratedChange = "D005";           // generated expression changed, added or removed
inline constexpr const char* kIdentityChange = "D006";            // identity added to or removed from a column
// Flags and data steps.
inline constexpr const char* kDropNeedsFlag = "D007";      // a drop left out: needs --allow-drop
inline constexpr const char* kNotNullBackfill = "D008";    // new NOT NULL column without default: backfill step
inline constexpr const char* kRecreate = "D009";           // table recreated under a temporary name, rows copied
inline constexpr const char* kCannotRecreate = "D010";     // recreate impossible (interleaved children)
inline constexpr const char* kUnnamedConstraint = "D011";  // unnamed constraint: no name to drop it by
inline constexpr const char* kNoStep = "D014";             // a change no statement carries (safety net)
inline constexpr const char* kViewRecreated = "D015";      // a view dropped and created again around the change
inline constexpr const char* kColumnRename = "D016";       // declared column rename: add, copy, drop
inline constexpr const char* kRenameRefused = "D017";      // a rename declaration that cannot apply
// --verify: the migration applied to OLD on the emulator.
inline constexpr const char* kMigrationRejected = "D012";  // Spanner rejected a batch of the migration
inline constexpr const char* kMigratedDiffers = "D013";    // the migrated schema differs from NEW
// The review (src/diff/review*.cpp), D020-D049.
// Hotspots the change brings (besides the lint rules' H-codes on added or altered objects)
inline constexpr const char* kShardColumnRemoved = "D020";  // a key or index loses its shard column
inline constexpr const char* kInterleaveLost = "D021";      // a table is no longer interleaved in its parent
// Destructive steps
inline constexpr const char* kTableDropped = "D022";
inline constexpr const char* kColumnDropped = "D023";
inline constexpr const char* kObjectDropped = "D024";  // index, foreign key, check, sequence, policy
// Recreates are the planner's (D001-D006 refused, D009 planned).
// Data-dependent steps: they validate or backfill existing rows, and fail or run long on them
inline constexpr const char* kNotNullOnExisting = "D025";
inline constexpr const char* kShorterLength = "D026";
inline constexpr const char* kUniqueOnExisting = "D027";
inline constexpr const char* kValidatingTypeChange = "D028";
inline constexpr const char* kIndexBackfill = "D029";
inline constexpr const char* kConstraintOnExisting = "D030";  // CHECK or foreign key validated on existing rows
// Views, change streams and renames: what readers and applications see change
inline constexpr const char* kViewDropped = "D031";
inline constexpr const char* kViewReplaced = "D032";
inline constexpr const char* kChangeStreamDropped = "D033";
inline constexpr const char* kChangeStreamChanged = "D034";  // watches less, or its options change
inline constexpr const char* kTableRenamed = "D035";
// More data-dependent steps and what readers see
inline constexpr const char* kRowDeletionPolicyAdded = "D036";  // added or shortened on a table with rows
inline constexpr const char* kNotNullDropped = "D037";          // a column becomes nullable
inline constexpr const char* kNotModelled = "D038";             // a Spanner statement spanlift does not model

}  // namespace spanlift::diff::codes

namespace spanlift::diff {
// Whether a finding of this code says a change is left out of the migration (a planner refusal,
// or D014): the sql header lists those as NOT MIGRATED.
bool LeftOut(std::string_view code);
// Whether it reports data the migration deletes (D022 table, D023 column): the header lists those.
bool DropsData(std::string_view code);

// Every D-code, in code order (the D family of model/finding_codes.h; D001-D019 the planner, with
// the severities Refuse() is called with in plan*.cpp, D020-D049 the review).
std::span<const convert::FindingCode> DiffCodes();
// The registry entry; an unknown code is a programming error (throws std::logic_error).
const convert::FindingCode& LookupDiffCode(std::string_view code);
}  // namespace spanlift::diff
