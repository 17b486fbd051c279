#pragma once
// The conversion's finding codes (C...): their names here, their severities and titles in the one
// registry of every code, model/finding_codes.h. Codes are stable and never reused.
#include <span>
#include <string_view>

#include "model/diagnostics.h"
#include "model/finding_codes.h"

namespace spanlift::convert {

using FindingCode = model::FindingCode;

// Every conversion code, in code order (the registry's C family).
std::span<const FindingCode> FindingCodes();

// The registry entry for `code`; an unknown code is a programming error (throws).
const FindingCode& LookupFinding(std::string_view code);

namespace codes {
// Types
inline constexpr const char* kUnsignedOverflow = "C001";
inline constexpr const char* kDecimalRange = "C002";
inline constexpr const char* kNoTimeZone = "C003";
inline constexpr const char* kTemporalSubstitute = "C004";
inline constexpr const char* kNoEquivalentType = "C005";
inline constexpr const char* kEnumToString = "C006";
inline constexpr const char* kSetToArray = "C007";
inline constexpr const char* kKeyColumnType = "C008";
inline constexpr const char* kMultiDimArray = "C009";
inline constexpr const char* kCollation = "C010";
inline constexpr const char* kChangedSemantics = "C011";
inline constexpr const char* kLargeValues = "C012";
inline constexpr const char* kDomain = "C013";
inline constexpr const char* kTinyIntInteger = "C014";
inline constexpr const char* kInvisibleHidden = "C015";
// Defaults and generated columns
inline constexpr const char* kDefaultDropped = "C020";
inline constexpr const char* kOnUpdate = "C021";
inline constexpr const char* kGeneratedDropped = "C022";
inline constexpr const char* kVirtualNotNull = "C023";
inline constexpr const char* kTimeOrderedUuid = "C024";
inline constexpr const char* kExpressionDiffers = "C025";
inline constexpr const char* kRowHistory = "C026";
inline constexpr const char* kReadsPlainedGenerated = "C027";
inline constexpr const char* kOnUpdateCommitTimestamp = "C028";
// Constraints
inline constexpr const char* kNoPrimaryKey = "C030";
inline constexpr const char* kFkOnDelete = "C031";
inline constexpr const char* kFkOnUpdate = "C032";
inline constexpr const char* kCheckDropped = "C033";
inline constexpr const char* kFkDropped = "C034";
inline constexpr const char* kUniqueToIndex = "C035";
inline constexpr const char* kFkOptions = "C036";
inline constexpr const char* kCaseInsensitiveKey = "C037";
// Indexes
inline constexpr const char* kPrefixLength = "C040";
inline constexpr const char* kExpressionIndex = "C041";
inline constexpr const char* kPartialIndex = "C042";
inline constexpr const char* kFulltextIndex = "C043";
inline constexpr const char* kSpatialIndex = "C044";
inline constexpr const char* kIndexMethod = "C045";
inline constexpr const char* kUnindexableColumn = "C046";
inline constexpr const char* kNullsOrder = "C047";
// Names
inline constexpr const char* kInvalidName = "C050";
inline constexpr const char* kNameCollision = "C051";
inline constexpr const char* kSchemaFlattened = "C052";
// Sequences
inline constexpr const char* kAutoIncrement = "C060";
inline constexpr const char* kSequence = "C061";
// Partitions and table kinds
inline constexpr const char* kPartitionFolded = "C070";
inline constexpr const char* kPartitioning = "C071";
inline constexpr const char* kInherits = "C072";
inline constexpr const char* kTableOption = "C073";
// Limits
inline constexpr const char* kTooManyKeyColumns = "C080";
inline constexpr const char* kKeyTooLarge = "C081";
inline constexpr const char* kTooManyColumns = "C082";
inline constexpr const char* kLengthClamped = "C083";
inline constexpr const char* kTooManyIndexes = "C084";
inline constexpr const char* kDatabaseLimit = "C085";
// Accounting and objects outside the schema
inline constexpr const char* kAccounting = "C090";
inline constexpr const char* kNotConverted = "C091";
inline constexpr const char* kComment = "C092";
}  // namespace codes

}  // namespace spanlift::convert
