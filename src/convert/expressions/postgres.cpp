#include "convert/expressions/source_dialect.h"

namespace spanlift::convert::expressions {

namespace {

constexpr SourceDialect kPostgres{
    .logical_symbols = false,
    .regexp_operator = false,
    .div_mod_words = false,
    .integer_division_truncates = true,
    .division_by_zero_null = false,
    .collation_compares = false,
    .jsonpath_literals = false,
    .source_casts = true,
    .float_to_int_clamps = false,
    .bracket_arrays = false,
    .user_is_a_name = false,
    .length_function = "LENGTH",
    .concat_skips_null = true,
    .least_greatest_skip_null = true,
    .round_half_even = true,
    .localtime_is_time_of_day = true,
    .trim_spaces_only = true,
    .upper_keeps_sharp_s = true,
    .substr_start_difference =
        "PostgreSQL counts a start below 1 as positions before the string (substr('abc', 0, 2) is 'a'); Spanner "
        "counts a negative start from the end",
    .functions = {},
};

}  // namespace

const SourceDialect& PostgresExpressions() { return kPostgres; }

}  // namespace spanlift::convert::expressions
