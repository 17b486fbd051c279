#include "model/finding_codes.h"

#include <algorithm>

namespace spanlift::model {

namespace {

// clang-format off
constexpr FindingCode kCodes[] = {
    // Reading input (the front end)
    {"P001", Severity::kError, "Syntax error"},
    {"P002", Severity::kError, "Unterminated quote, comment or data block"},
    {"P003", Severity::kError, "Unrecognised statement"},
    {"P004", Severity::kWarning, "Reference to an unknown object"},
    {"P005", Severity::kError, "Statement too large"},
    {"P006", Severity::kWarning, "Duplicate object"},
    {"P007", Severity::kInfo, "Clause parsed but not modelled"},
    {"P008", Severity::kError, "Unreadable input"},
    {"P009", Severity::kError, "Binary data"},
    {"P010", Severity::kWarning, "CREATE TABLE statements that became no table"},
    {"P011", Severity::kError, "Too many columns"},
    {"P012", Severity::kWarning, "Table columns come from a query spanlift cannot type"},
    {"P013", Severity::kWarning, "Data row not read"},
    {"P014", Severity::kInfo, "Rows not profiled"},
    {"P015", Severity::kWarning, "DO block not read"},

    // Conversion (src/convert/)
    {"C001", Severity::kWarning, "Unsigned BIGINT may overflow INT64"},
    {"C002", Severity::kWarning, "DECIMAL/NUMERIC outside Spanner NUMERIC's range"},
    {"C003", Severity::kInfo, "Date-time without time zone stored as a UTC TIMESTAMP"},
    {"C004", Severity::kWarning, "TIME, YEAR or INTERVAL mapped to a documented substitute"},
    {"C005", Severity::kWarning, "Type without a Spanner equivalent"},
    {"C006", Severity::kInfo, "ENUM becomes STRING plus a CHECK constraint"},
    {"C007", Severity::kWarning, "SET becomes ARRAY<STRING>"},
    {"C008", Severity::kWarning, "Column type not allowed in a Spanner key"},
    {"C009", Severity::kWarning, "Multi-dimensional array"},
    {"C010", Severity::kInfo, "Collation or character set not carried"},
    {"C011", Severity::kInfo, "Type mapped with changed semantics"},
    {"C012", Severity::kInfo, "Values may exceed Spanner's 10 MiB cell limit"},
    {"C013", Severity::kInfo, "Domain replaced by its base type and checks"},
    {"C014", Severity::kInfo, "TINYINT(1) kept as an integer"},
    {"C015", Severity::kInfo, "Invisible column becomes HIDDEN"},
    {"C020", Severity::kWarning, "Default cannot be expressed in Spanner"},
    {"C021", Severity::kWarning, "ON UPDATE expression dropped"},
    {"C022", Severity::kWarning, "Generated column expression cannot be expressed"},
    {"C023", Severity::kInfo, "Virtual generated column made STORED"},
    {"C024", Severity::kInfo, "Time-ordered UUID default replaced by a random UUID"},
    {"C025", Severity::kWarning, "Translated expression gives different results on some values"},
    {"C026", Severity::kWarning, "Row history (system versioning) not carried"},
    {"C027", Severity::kWarning, "Object reads a generated column that became plain"},
    {"C028", Severity::kInfo, "ON UPDATE becomes a commit-timestamp ON UPDATE (2026)"},
    {"C030", Severity::kWarning, "Table without a primary key"},
    {"C031", Severity::kWarning, "Foreign key ON DELETE action mapped"},
    {"C032", Severity::kWarning, "Foreign key ON UPDATE action dropped"},
    {"C033", Severity::kWarning, "CHECK constraint cannot be expressed"},
    {"C034", Severity::kWarning, "Foreign key cannot be carried"},
    {"C035", Severity::kInfo, "UNIQUE constraint becomes a UNIQUE INDEX"},
    {"C036", Severity::kInfo, "Foreign key MATCH / DEFERRABLE not carried"},
    {"C037", Severity::kWarning, "Unique key compared case-insensitively in the source"},
    {"C040", Severity::kWarning, "Index prefix length dropped"},
    {"C041", Severity::kWarning, "Expression index not carried"},
    {"C042", Severity::kWarning, "Partial index predicate not carried"},
    {"C043", Severity::kWarning, "FULLTEXT index not carried"},
    {"C044", Severity::kWarning, "SPATIAL index not carried"},
    {"C045", Severity::kWarning, "Index method without a Spanner counterpart"},
    {"C046", Severity::kWarning, "Index on a column Spanner cannot index"},
    {"C047", Severity::kInfo, "NULLS FIRST / LAST ordering not carried"},
    {"C050", Severity::kWarning, "Identifier renamed to satisfy Spanner's rules"},
    {"C051", Severity::kWarning, "Name collision resolved by renaming"},
    {"C052", Severity::kInfo, "Schema-qualified name flattened"},
    {"C060", Severity::kInfo, "Auto-increment column becomes a bit-reversed identity"},
    {"C061", Severity::kInfo, "Sequence becomes a bit-reversed sequence"},
    {"C070", Severity::kInfo, "Partition folded into its parent table"},
    {"C071", Severity::kInfo, "Table partitioning not carried"},
    {"C072", Severity::kWarning, "Table inheritance not carried"},
    {"C073", Severity::kInfo, "Table option not carried"},
    {"C080", Severity::kError, "More than 16 key columns"},
    {"C081", Severity::kWarning, "Key may exceed 8 KiB"},
    {"C082", Severity::kError, "More than 1,024 columns"},
    {"C083", Severity::kInfo, "STRING/BYTES length above Spanner's maximum"},
    {"C084", Severity::kWarning, "Too many indexes on one table"},
    {"C085", Severity::kWarning, "Database-wide limit exceeded"},
    {"C090", Severity::kError, "Conversion accounting does not balance"},
    {"C091", Severity::kWarning, "Object not converted"},
    {"C092", Severity::kInfo, "Comments not carried"},

    // Hotspot rules (src/rules/)
    {"H001", Severity::kWarning, "Monotonic first key part"},
    {"H002", Severity::kInfo, "Timestamp key part read newest-first should be DESC"},
    {"H003", Severity::kWarning, "Index led by a monotonic column"},
    {"H004", Severity::kInfo, "Foreign-key child could be interleaved"},
    {"H005", Severity::kWarning, "Skewed low-cardinality first key part"},
    {"H006", Severity::kWarning, "Time-ordered UUID in a key"},
    {"H007", Severity::kWarning, "Spanner structure limit reached"},

    // Hotspot rewrites (src/rewrite/)
    {"R001", Severity::kInfo, "Key generated by a bit-reversed sequence"},
    {"R002", Severity::kWarning, "Key parts reordered"},
    {"R003", Severity::kWarning, "Shard column added to the key"},
    {"R004", Severity::kWarning, "Key replaced with a UUID"},
    {"R005", Severity::kInfo, "Timestamp key part made DESC"},
    {"R006", Severity::kInfo, "Table interleaved in its parent"},
    {"R007", Severity::kInfo, "Interleaving needs a rename"},
    {"R008", Severity::kInfo, "Index interleaved in the parent"},
    {"R009", Severity::kWarning, "Shard column added to an index"},
    {"R010", Severity::kWarning, "Rewrite undone by a model check"},
    {"R011", Severity::kWarning, "Hot first key part kept"},
    {"R012", Severity::kWarning, "Foreign key re-pointed to a UUID key"},
    {"R013", Severity::kWarning, "Parent key column renamed for interleaving"},
    {"R014", Severity::kWarning, "Policy names a table the schema does not have"},

    // Verify on the emulator (src/verify/)
    {"V001", Severity::kError, "Statement rejected by Spanner"},
    {"V002", Severity::kError, "Spanner stored something else"},
    {"V003", Severity::kError, "Statement rejected after an earlier rejection"},

    // Diff: the planner (D001-D019) and the review (D020-D049) (src/diff/)
    {"D001", Severity::kError, "Primary key change needs a table recreate"},
    {"D002", Severity::kError, "Interleave parent change needs a table recreate"},
    {"D003", Severity::kError, "Key column change needs a table recreate"},
    {"D004", Severity::kError, "Column change Spanner cannot ALTER"},
    {"D005", Severity::kError, "Generated column expression change needs a table recreate"},
    {"D006", Severity::kError, "Identity added or removed needs a table recreate"},
    {"D007", Severity::kError, "Drop left out without --allow-drop"},
    {"D008", Severity::kWarning, "New NOT NULL column backfilled"},
    {"D009", Severity::kWarning, "Table recreated with its rows copied"},
    {"D010", Severity::kError, "Table cannot be recreated"},
    {"D011", Severity::kError, "Unnamed constraint cannot be dropped"},
    {"D012", Severity::kError, "Migration rejected by Spanner"},
    {"D013", Severity::kError, "Migrated schema differs from NEW"},
    {"D014", Severity::kWarning, "Change without a migration step"},
    {"D015", Severity::kWarning, "View dropped and created again"},
    {"D016", Severity::kWarning, "Column rename planned as add, copy, drop"},
    {"D017", Severity::kError, "Rename declaration that cannot apply"},
    {"D020", Severity::kWarning, "Shard column removed"},
    {"D021", Severity::kWarning, "Interleave removed"},
    {"D022", Severity::kWarning, "Table dropped"},
    {"D023", Severity::kWarning, "Column dropped"},
    {"D024", Severity::kWarning, "Index, constraint, sequence or access dropped"},
    {"D025", Severity::kWarning, "NOT NULL on an existing column"},
    {"D026", Severity::kWarning, "Shorter length on an existing column"},
    {"D027", Severity::kWarning, "New UNIQUE index on an existing table"},
    {"D028", Severity::kWarning, "Type change that validates existing values"},
    {"D029", Severity::kInfo, "New index backfilled on an existing table"},
    {"D030", Severity::kWarning, "New constraint validated on existing rows"},
    {"D031", Severity::kWarning, "View dropped"},
    {"D032", Severity::kInfo, "View replaced"},
    {"D033", Severity::kWarning, "Change stream dropped"},
    {"D034", Severity::kWarning, "Change stream watches less or changes its options"},
    {"D035", Severity::kWarning, "Table renamed"},
    {"D036", Severity::kWarning, "Row deletion policy added to a table with rows"},
    {"D037", Severity::kWarning, "NOT NULL removed"},
    {"D038", Severity::kError, "Spanner statement spanlift does not model"},
};
// clang-format on

}  // namespace

std::span<const FindingCode> AllFindingCodes() { return kCodes; }

std::span<const FindingCode> FindingCodesOf(char family) {
  auto of = [family](const FindingCode& c) { return c.code.front() == family; };
  const FindingCode* first = std::find_if(std::begin(kCodes), std::end(kCodes), of);
  const FindingCode* last = std::find_if_not(first, std::end(kCodes), of);
  return {first, last};
}

const FindingCode* FindFindingCode(std::string_view code) {
  for (const auto& c : kCodes)
    if (c.code == code) return &c;
  return nullptr;
}

}  // namespace spanlift::model
