#include "convert/expressions/source_dialect.h"

namespace spanlift::convert::expressions {

namespace {

// GoogleSQL functions, for Spanner input only (spanlift's own output converted again): a MySQL or
// PostgreSQL function of the same name (to_hex, a user function) means something else.
constexpr FunctionRow kGoogleSqlFunctions[] = {
    {"generate_uuid", "", Fn::kUuid, Kind::kString, 0, 0},
    // What the translations of source expressions use.
    {"date", "DATE", Fn::kPlain, Kind::kDate, 1, 3},
    {"timestamp", "TIMESTAMP", Fn::kPlain, Kind::kTimestamp, 1, 2},
    {"parse_json", "PARSE_JSON", Fn::kPlain, Kind::kJson, 1, 2},
    {"to_json_string", "TO_JSON_STRING", Fn::kPlain, Kind::kString, 1, 2},
    {"json_value", "JSON_VALUE", Fn::kPlain, Kind::kString, 1, 2},
    {"json_query", "JSON_QUERY", Fn::kPlain, Kind::kJson, 1, 2},
    {"array_to_string", "ARRAY_TO_STRING", Fn::kPlain, Kind::kString, 2, 3},
    {"trunc", "TRUNC", Fn::kPlain, Kind::kUnknown, 1, 2},
    {"new_uuid", "NEW_UUID", Fn::kPlain, Kind::kUuid, 0, 0},
    {"pending_commit_timestamp", "PENDING_COMMIT_TIMESTAMP", Fn::kPlain, Kind::kTimestamp, 0, 0},
    {"regexp_contains", "REGEXP_CONTAINS", Fn::kPlain, Kind::kBool, 2, 2},
    {"byte_length", "BYTE_LENGTH", Fn::kPlain, Kind::kInt64, 1, 1},
    {"farm_fingerprint", "FARM_FINGERPRINT", Fn::kPlain, Kind::kInt64, 1, 1},
    {"bit_reverse", "BIT_REVERSE", Fn::kPlain, Kind::kInt64, 2, 2},
    // The key text of shard columns (docs/sharding.md), always with an explicit time zone.
    {"format_timestamp", "FORMAT_TIMESTAMP", Fn::kPlain, Kind::kString, 2, 3, 1},
    {"format_date", "FORMAT_DATE", Fn::kPlain, Kind::kString, 2, 2, 1},
    {"to_hex", "TO_HEX", Fn::kPlain, Kind::kString, 1, 1},
    // Full-text search: the TOKENLIST columns a search index reads.
    {"tokenize_fulltext", "TOKENIZE_FULLTEXT", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_substring", "TOKENIZE_SUBSTRING", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_ngrams", "TOKENIZE_NGRAMS", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_number", "TOKENIZE_NUMBER", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_bool", "TOKENIZE_BOOL", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_json", "TOKENIZE_JSON", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"token", "TOKEN", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"tokenlist_concat", "TOKENLIST_CONCAT", Fn::kPlain, Kind::kTokenlist, 1, 1},
};

// Spanner input is GoogleSQL already: its casts, TRIM, SUBSTR and UPPER mean what Spanner's do.
constexpr SourceDialect kGoogleSql{
    .logical_symbols = false,
    .regexp_operator = false,
    .div_mod_words = false,
    .integer_division_truncates = false,
    .division_by_zero_null = false,
    .collation_compares = false,
    .jsonpath_literals = false,
    .source_casts = false,
    .float_to_int_clamps = false,
    .bracket_arrays = true,
    .user_is_a_name = false,
    .length_function = "LENGTH",
    .concat_skips_null = false,
    .least_greatest_skip_null = false,
    .round_half_even = false,
    .localtime_is_time_of_day = false,
    .trim_spaces_only = false,
    .upper_keeps_sharp_s = false,
    .substr_start_difference = "",
    .functions = kGoogleSqlFunctions,
};

}  // namespace

const SourceDialect& GoogleSqlExpressions() { return kGoogleSql; }

}  // namespace spanlift::convert::expressions
