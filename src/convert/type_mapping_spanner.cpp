// Spanner (GoogleSQL) input: every type maps to itself, so converting spanlift's own output gives
// the same schema again (the round trip). Names as the model spells Spanner types (schema.h).
#include "convert/type_mapping.h"

namespace spanlift::convert {

namespace {

constexpr TypeRow kRows[] = {
    {"INT64", "INT64"},         {"FLOAT32", "FLOAT32"},       {"FLOAT64", "FLOAT64"},
    {"NUMERIC", "NUMERIC"},     {"BOOL", "BOOL"},             {"STRING", "STRING", Length::kArgument},
    {"BYTES", "BYTES", Length::kArgument}, {"DATE", "DATE"},  {"TIMESTAMP", "TIMESTAMP"},
    {"JSON", "JSON"},           {"UUID", "UUID"},             {"TOKENLIST", "TOKENLIST"},
};

}  // namespace

std::span<const TypeRow> SpannerTypeRows() { return kRows; }

}  // namespace spanlift::convert
