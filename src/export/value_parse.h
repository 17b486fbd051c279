#pragma once
// Parsers of the value rules (values.h): each reads one value's text as the dump writes it and
// says why Spanner cannot hold it when it cannot.
#include <cstdint>
#include <string>
#include <string_view>

#include "shard/shard.h"

namespace spanlift::exporter {

// value_numbers.cpp
bool ParseInt64(std::string_view text, int64_t& value, std::string& why);
bool ParseDouble(std::string_view text, double& value, std::string& why);
bool ParseFloat(std::string_view text, float& value, std::string& why);
// A decimal ([-+]digits[.digits][e[-+]digits]) as NUMERIC's unscaled value (times 10^9): at most 29
// integer digits, and no non-zero digit past the ninth decimal place (Spanner would round it).
bool ParseNumeric(std::string_view text, __int128& unscaled, std::string& why);
// PostgreSQL money as lc_monetary C prints it: -$1,234.56 (or ($1,234.56)).
bool ParseMoney(std::string_view text, __int128& unscaled, std::string& why);
// PostgreSQL's boolean input: t/f, true/false, yes/no, on/off, 1/0 (any case).
bool ParseBool(std::string_view text, bool& value, std::string& why);
// NUMERIC's Avro bytes: the unscaled value big-endian, two's complement, fewest bytes.
void NumericBytes(__int128 unscaled, std::string& out);
// The unscaled value as decimal text ("-12.5"), for reports and the shard key text.
std::string NumericText(__int128 unscaled);

// value_time.cpp
// YYYY-MM-DD within Spanner's 0001-01-01..9999-12-31 (no zero dates, no BC, no infinity).
bool ParseDate(std::string_view text, shard::Date& date, std::string& why);
// YYYY-MM-DD[ T]HH:MM:SS[.ffffff][Z|+HH[:MM[:SS]]] as UTC microseconds (no offset: UTC,
// docs/type-mapping.md C003), within Spanner's range.
bool ParseTimestamp(std::string_view text, int64_t& micros, std::string& why);
void FormatDate(const shard::Date& date, std::string& out);
// RFC 3339 in UTC: 2020-01-02T03:04:05Z, or with .ffffff when the microseconds are not zero.
void FormatTimestamp(int64_t micros, std::string& out);
// PostgreSQL's interval output (IntervalStyle postgres, what pg_dump sets) as ISO 8601
// ("1 year 2 mons 3 days 04:05:06.5" -> "P1Y2M3DT4H5M6.5S"); ISO text stays.
bool IntervalToIso(std::string_view text, std::string& out, std::string& why);

}  // namespace spanlift::exporter
