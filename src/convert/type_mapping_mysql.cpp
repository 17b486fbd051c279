// MySQL / MariaDB type -> Spanner type: one row per source type (docs/type-mapping.md).
#include "convert/findings.h"
#include "convert/type_mapping.h"

namespace spanlift::convert {

namespace {

using L = Length;
using R = Rule;
namespace c = codes;

constexpr const char* kBigValues = "values over 10 MiB do not fit a Spanner cell";
constexpr const char* kSpatial = "spatial values are kept as text (WKT); Spanner has no geometry type";

constexpr TypeRow kRows[] = {
    {"tinyint", "INT64", L::kNone, 0, {}, {}, R::kTinyIntBool},
    {"smallint", "INT64"},
    {"mediumint", "INT64"},
    {"int", "INT64"},
    {"bigint", "INT64", L::kNone, 0, {}, {}, R::kUnsignedOverflow},
    {"decimal", "NUMERIC", L::kNone, 0, {}, {}, R::kDecimal},
    {"float", "FLOAT32", L::kNone, 0, {}, {}, R::kFloatPrecision},
    {"double", "FLOAT64"},
    {"bit", "INT64", L::kNone, 0, c::kChangedSemantics, "a bit string becomes an integer or bytes", R::kBitString},
    {"char", "STRING", L::kArgument, 1},
    {"varchar", "STRING", L::kArgument},
    {"tinytext", "STRING", L::kMax},
    {"text", "STRING", L::kMax},
    {"mediumtext", "STRING", L::kMax, 0, c::kLargeValues, kBigValues},
    {"longtext", "STRING", L::kMax, 0, c::kLargeValues, kBigValues},
    {"binary", "BYTES", L::kArgument, 1},
    {"varbinary", "BYTES", L::kArgument},
    {"tinyblob", "BYTES", L::kMax},
    {"blob", "BYTES", L::kMax},
    {"mediumblob", "BYTES", L::kMax, 0, c::kLargeValues, kBigValues},
    {"longblob", "BYTES", L::kMax, 0, c::kLargeValues, kBigValues},
    {"date", "DATE"},
    {"datetime", "TIMESTAMP", L::kNone, 0, c::kNoTimeZone,
     "DATETIME has no time zone; Spanner TIMESTAMP is an absolute instant: values are read as UTC"},
    {"timestamp", "TIMESTAMP"},
    {"time", "STRING", L::kFixed, 16, c::kTemporalSubstitute,
     "Spanner has no time-of-day type: TIME is kept as text 'HH:MM:SS[.ffffff]' (range -838:59:59 .. 838:59:59)"},
    {"year", "INT64", L::kNone, 0, c::kTemporalSubstitute, "Spanner has no YEAR type: the year is kept as an integer"},
    {"json", "JSON"},
    {"enum", "STRING", L::kLongestValue, 0, c::kEnumToString, "", R::kEnum},
    {"set", "STRING", L::kLongestValue, 0, c::kSetToArray, "", R::kSet},
    {"uuid", "STRING", L::kFixed, 36, {}, {}, R::kUuid},
    {"inet4", "STRING", L::kFixed, 15, c::kChangedSemantics, "IPv4 addresses are kept as text"},
    {"inet6", "STRING", L::kFixed, 39, c::kChangedSemantics, "IPv6 addresses are kept as text"},
    {"geometry", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"point", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"linestring", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"polygon", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"multipoint", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"multilinestring", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"multipolygon", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
    {"geometrycollection", "STRING", L::kMax, 0, c::kNoEquivalentType, kSpatial},
};

}  // namespace

std::span<const TypeRow> MySqlTypeRows() { return kRows; }

}  // namespace spanlift::convert
