#include "convert/expressions/source_dialect.h"

namespace spanlift::convert::expressions {

namespace {

constexpr FunctionRow kMySqlFunctions[] = {
    {"json_extract", "", Fn::kJsonExtract, Kind::kJson, 2, 2},  // one path
    {"json_unquote", "", Fn::kJsonUnquote, Kind::kString, 1, 1},
};

constexpr SourceDialect kMySql{
    .logical_symbols = true,
    .regexp_operator = true,
    .div_mod_words = true,
    .integer_division_truncates = false,
    .division_by_zero_null = true,
    .collation_compares = true,
    .jsonpath_literals = true,
    .source_casts = true,
    .float_to_int_clamps = true,
    .bracket_arrays = false,
    .user_is_a_name = true,
    .length_function = "BYTE_LENGTH",
    .concat_skips_null = false,
    .least_greatest_skip_null = false,
    .round_half_even = false,
    .localtime_is_time_of_day = false,
    .trim_spaces_only = true,
    .upper_keeps_sharp_s = true,
    .substr_start_difference =
        "MySQL gives '' for a start of 0 or before the string; Spanner starts at the first character",
    .functions = kMySqlFunctions,
};

}  // namespace

const SourceDialect& MySqlExpressions() { return kMySql; }

}  // namespace spanlift::convert::expressions
