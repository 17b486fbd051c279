#include "convert/findings.h"

#include <array>
#include <stdexcept>
#include <string>

namespace spanlift::convert {

namespace {

using model::Severity;

constexpr std::array kCodes = {
    FindingCode{"C001", Severity::kWarning, "Unsigned BIGINT may overflow INT64"},
    FindingCode{"C002", Severity::kWarning, "DECIMAL/NUMERIC outside Spanner NUMERIC's range"},
    FindingCode{"C003", Severity::kInfo, "Date-time without time zone stored as a UTC TIMESTAMP"},
    FindingCode{"C004", Severity::kWarning, "TIME, YEAR or INTERVAL mapped to a documented substitute"},
    FindingCode{"C005", Severity::kWarning, "Type without a Spanner equivalent"},
    FindingCode{"C006", Severity::kInfo, "ENUM becomes STRING plus a CHECK constraint"},
    FindingCode{"C007", Severity::kWarning, "SET becomes ARRAY<STRING>"},
    FindingCode{"C008", Severity::kWarning, "Column type not allowed in a Spanner key"},
    FindingCode{"C009", Severity::kWarning, "Multi-dimensional array"},
    FindingCode{"C010", Severity::kInfo, "Collation or character set not carried"},
    FindingCode{"C011", Severity::kInfo, "Type mapped with changed semantics"},
    FindingCode{"C012", Severity::kInfo, "Values may exceed Spanner's 10 MiB cell limit"},
    FindingCode{"C013", Severity::kInfo, "Domain replaced by its base type and checks"},
    FindingCode{"C014", Severity::kInfo, "TINYINT(1) kept as an integer"},
    FindingCode{"C015", Severity::kInfo, "Invisible column becomes HIDDEN"},
    FindingCode{"C020", Severity::kWarning, "Default cannot be expressed in Spanner"},
    FindingCode{"C021", Severity::kWarning, "ON UPDATE expression dropped"},
    FindingCode{"C022", Severity::kWarning, "Generated column expression cannot be expressed"},
    FindingCode{"C023", Severity::kInfo, "Virtual generated column made STORED"},
    FindingCode{"C024", Severity::kInfo, "Time-ordered UUID default replaced by a random UUID"},
    FindingCode{"C025", Severity::kWarning, "Translated expression gives different results on some values"},
    FindingCode{"C026", Severity::kWarning, "Row history (system versioning) not carried"},
    FindingCode{"C027", Severity::kWarning, "Object reads a generated column that became plain"},
    FindingCode{"C028", Severity::kInfo, "ON UPDATE becomes a commit-timestamp ON UPDATE (2026)"},
    FindingCode{"C030", Severity::kWarning, "Table without a primary key"},
    FindingCode{"C031", Severity::kWarning, "Foreign key ON DELETE action mapped"},
    FindingCode{"C032", Severity::kWarning, "Foreign key ON UPDATE action dropped"},
    FindingCode{"C033", Severity::kWarning, "CHECK constraint cannot be expressed"},
    FindingCode{"C034", Severity::kWarning, "Foreign key cannot be carried"},
    FindingCode{"C035", Severity::kInfo, "UNIQUE constraint becomes a UNIQUE INDEX"},
    FindingCode{"C036", Severity::kInfo, "Foreign key MATCH / DEFERRABLE not carried"},
    FindingCode{"C037", Severity::kWarning, "Unique key compared case-insensitively in the source"},
    FindingCode{"C040", Severity::kWarning, "Index prefix length dropped"},
    FindingCode{"C041", Severity::kWarning, "Expression index not carried"},
    FindingCode{"C042", Severity::kWarning, "Partial index predicate not carried"},
    FindingCode{"C043", Severity::kWarning, "FULLTEXT index not carried"},
    FindingCode{"C044", Severity::kWarning, "SPATIAL index not carried"},
    FindingCode{"C045", Severity::kWarning, "Index method without a Spanner counterpart"},
    FindingCode{"C046", Severity::kWarning, "Index on a column Spanner cannot index"},
    FindingCode{"C047", Severity::kInfo, "NULLS FIRST / LAST ordering not carried"},
    FindingCode{"C050", Severity::kWarning, "Identifier renamed to satisfy Spanner's rules"},
    FindingCode{"C051", Severity::kWarning, "Name collision resolved by renaming"},
    FindingCode{"C052", Severity::kInfo, "Schema-qualified name flattened"},
    FindingCode{"C060", Severity::kInfo, "Auto-increment column becomes a bit-reversed identity"},
    FindingCode{"C061", Severity::kInfo, "Sequence becomes a bit-reversed sequence"},
    FindingCode{"C070", Severity::kInfo, "Partition folded into its parent table"},
    FindingCode{"C071", Severity::kInfo, "Table partitioning not carried"},
    FindingCode{"C072", Severity::kWarning, "Table inheritance not carried"},
    FindingCode{"C073", Severity::kInfo, "Table option not carried"},
    FindingCode{"C080", Severity::kError, "More than 16 key columns"},
    FindingCode{"C081", Severity::kWarning, "Key may exceed 8 KiB"},
    FindingCode{"C082", Severity::kError, "More than 1,024 columns"},
    FindingCode{"C083", Severity::kInfo, "STRING/BYTES length above Spanner's maximum"},
    FindingCode{"C084", Severity::kWarning, "Too many indexes on one table"},
    FindingCode{"C085", Severity::kWarning, "Database-wide limit exceeded"},
    FindingCode{"C090", Severity::kError, "Conversion accounting does not balance"},
    FindingCode{"C091", Severity::kWarning, "Object not converted"},
    FindingCode{"C092", Severity::kInfo, "Comments not carried"},
};

}  // namespace

std::span<const FindingCode> FindingCodes() { return kCodes; }

const FindingCode& LookupFinding(std::string_view code) {
  for (const auto& c : kCodes)
    if (c.code == code) return c;
  throw std::logic_error("unknown finding code " + std::string(code));
}

}  // namespace spanlift::convert
