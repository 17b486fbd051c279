// PostgreSQL type -> Spanner type: one row per source type (docs/type-mapping.md).
#include "convert/findings.h"
#include "convert/type_mapping.h"

namespace spanlift::convert {

namespace {

using L = Length;
using R = Rule;
namespace c = codes;

constexpr const char* kGeometric = "geometric values are kept as text; Spanner has no geometric types";
constexpr const char* kRange = "range values are kept as text ('[lower,upper)'); Spanner has no range types";
constexpr const char* kSystem = "a PostgreSQL system type is kept as text";
constexpr const char* kText = "values are kept as text";

constexpr TypeRow kRows[] = {
    {"smallint", "INT64"},
    {"integer", "INT64"},
    {"bigint", "INT64"},
    {"numeric", "NUMERIC", L::kNone, 0, {}, {}, R::kDecimal},
    {"real", "FLOAT32"},
    {"double precision", "FLOAT64"},
    {"money", "NUMERIC", L::kNone, 0, c::kChangedSemantics, "money becomes NUMERIC: the currency format is lost"},
    {"boolean", "BOOL"},
    {"char", "STRING", L::kArgument, 1},
    {"varchar", "STRING", L::kArgument},
    {"text", "STRING", L::kMax},
    {"name", "STRING", L::kFixed, 63},
    {"\"char\"", "STRING", L::kFixed, 1},
    {"bytea", "BYTES", L::kMax},
    {"date", "DATE"},
    {"timestamp", "TIMESTAMP", L::kNone, 0, c::kNoTimeZone,
     "timestamp without time zone has no zone; Spanner TIMESTAMP is an absolute instant: values are read as UTC"},
    {"timestamptz", "TIMESTAMP"},
    {"time", "STRING", L::kFixed, 15, c::kTemporalSubstitute,
     "Spanner has no time-of-day type: time is kept as text 'HH:MM:SS[.ffffff]'"},
    {"timetz", "STRING", L::kFixed, 21, c::kTemporalSubstitute,
     "Spanner has no time-of-day type: time with time zone is kept as text 'HH:MM:SS[.ffffff]+HH:MM'"},
    {"interval", "STRING", L::kMax, 0, c::kTemporalSubstitute,
     "INTERVAL is a query-only type in Spanner: intervals are kept as ISO 8601 text"},
    {"uuid", "STRING", L::kFixed, 36, {}, {}, R::kUuid},
    {"json", "JSON"},
    {"jsonb", "JSON"},
    {"jsonpath", "STRING", L::kMax, 0, c::kNoEquivalentType, kText},
    {"xml", "STRING", L::kMax, 0, c::kNoEquivalentType, "XML documents are kept as text"},
    {"inet", "STRING", L::kFixed, 43, c::kChangedSemantics, "network addresses are kept as text"},
    {"cidr", "STRING", L::kFixed, 43, c::kChangedSemantics, "network addresses are kept as text"},
    {"macaddr", "STRING", L::kFixed, 17, c::kChangedSemantics, "MAC addresses are kept as text"},
    {"macaddr8", "STRING", L::kFixed, 23, c::kChangedSemantics, "MAC addresses are kept as text"},
    {"bit", "INT64", L::kNone, 0, c::kChangedSemantics, "a bit string becomes an integer or bytes", R::kBitString},
    {"varbit", "BYTES", L::kMax, 0, c::kChangedSemantics, "a varying bit string becomes bytes"},
    {"tsvector", "STRING", L::kMax, 0, c::kNoEquivalentType,
     "text-search vectors are kept as text; use a TOKENLIST column and a SEARCH INDEX instead"},
    {"tsquery", "STRING", L::kMax, 0, c::kNoEquivalentType, kText},
    {"point", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"line", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"lseg", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"box", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"path", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"polygon", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"circle", "STRING", L::kMax, 0, c::kNoEquivalentType, kGeometric},
    {"int4range", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"int8range", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"numrange", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"tsrange", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"tstzrange", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"daterange", "STRING", L::kMax, 0, c::kNoEquivalentType, kRange},
    {"oid", "INT64", L::kNone, 0, c::kNoEquivalentType, "object identifiers are kept as integers"},
    {"regclass", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"regproc", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"regtype", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"regconfig", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"pg_lsn", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"txid_snapshot", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
    {"pg_snapshot", "STRING", L::kMax, 0, c::kNoEquivalentType, kSystem},
};

}  // namespace

std::span<const TypeRow> PostgresTypeRows() { return kRows; }

}  // namespace spanlift::convert
