// Dates, timestamps and intervals as the dumps write them (mysqldump: 'YYYY-MM-DD HH:MM:SS[.ffffff]'
// in the session's zone, UTC by default; pg_dump: ISO DateStyle, timestamptz with its offset).
#include "export/value_parse.h"
#include "model/schema.h"

namespace spanlift::exporter {

namespace {

// n digits at text[at..], or -1.
int Digits(std::string_view text, size_t at, size_t n) {
  if (at + n > text.size()) return -1;
  int v = 0;
  for (size_t i = at; i < at + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    v = v * 10 + (text[i] - '0');
  }
  return v;
}

bool Leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int DaysIn(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && Leap(y) ? 29 : kDays[m - 1];
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
int64_t DaysFromCivil(int y, int m, int d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int64_t yoe = y - era * 400;
  const int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

shard::Date CivilFromDays(int64_t z) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const int64_t doe = z - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  return {static_cast<int32_t>(yoe + era * 400 + (m <= 2)), m, d};
}

// Spanner's TIMESTAMP range, 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
constexpr int64_t kMinMicros = -62135596800LL * 1000000;
constexpr int64_t kMaxMicros = 253402300800LL * 1000000 - 1;

// 1 or 2 digits at text[at..]: the value, `at` moved past them; -1 when there are none.
int ShortNumber(std::string_view text, size_t& at) {
  if (at >= text.size() || text[at] < '0' || text[at] > '9') return -1;
  int v = text[at++] - '0';
  if (at < text.size() && text[at] >= '0' && text[at] <= '9') v = v * 10 + (text[at++] - '0');
  return v;
}

bool DateSeparator(char c) { return c == '-' || c == '/' || c == '.'; }

// The date part shared by DATE and TIMESTAMP: YYYY-MM-DD, or as both sources also accept, '/' or
// '.' between the parts and one-digit months and days (1962/2/18). `end` is where it stops;
// `why` names what is wrong.
bool DatePart(std::string_view text, shard::Date& date, size_t& end, std::string& why) {
  if (model::EqualsIgnoreCase(text.substr(0, 9), "infinity") ||
      model::EqualsIgnoreCase(text.substr(0, 9), "-infinity")) {
    why = "infinity: Spanner has no infinite dates";
    return false;
  }
  if (text.ends_with(" BC")) {
    why = "a date before year 1 (BC): outside Spanner's range";
    return false;
  }
  if (text.size() > 4 && Digits(text, 0, 5) >= 0) {
    why = "a year past 9999: outside Spanner's range";
    return false;
  }
  const int y = Digits(text, 0, 4);
  size_t at = 5;
  const int m = y >= 0 && text.size() > 4 && DateSeparator(text[4]) ? ShortNumber(text, at) : -1;
  const bool separated = m >= 0 && at < text.size() && text[at] == text[4];
  ++at;
  const int d = separated ? ShortNumber(text, at) : -1;
  if (d < 0) {
    why = "not a date (YYYY-MM-DD)";
    return false;
  }
  if (y == 0 || m == 0 || d == 0) {
    why = "a zero date (MySQL's 0000-00-00): Spanner has no such date";
    return false;
  }
  if (m > 12 || d > DaysIn(y, m)) {
    why = "not a date of the calendar";
    return false;
  }
  date = {y, m, d};
  end = at;
  return true;
}

// The zone suffix at text[at..]: Z, or +HH, +HH:MM, +HHMM, +HH:MM:SS; seconds east of UTC.
bool ZoneOffset(std::string_view text, size_t at, int64_t& seconds) {
  seconds = 0;
  if (at == text.size()) return true;
  if (text.substr(at) == "Z" || text.substr(at) == "z") return true;
  if (text[at] != '+' && text[at] != '-') return false;
  const int sign = text[at] == '-' ? -1 : 1;
  const int h = Digits(text, at + 1, 2);
  if (h < 0) return false;
  size_t i = at + 3;
  int m = 0, s = 0;
  if (i < text.size()) {
    if (text[i] == ':') ++i;
    m = Digits(text, i, 2);
    i += 2;
    if (i < text.size()) {
      if (text[i] != ':') return false;
      s = Digits(text, i + 1, 2);
      i += 3;
    }
  }
  if (m < 0 || s < 0 || i != text.size()) return false;
  seconds = sign * (h * 3600 + m * 60 + s);
  return true;
}

}  // namespace

bool ParseDate(std::string_view text, shard::Date& date, std::string& why) {
  size_t end = 0;
  if (!DatePart(text, date, end, why)) return false;
  if (end != text.size()) {
    why = "not a date (YYYY-MM-DD)";
    return false;
  }
  return true;
}

bool ParseTimestamp(std::string_view text, int64_t& micros, std::string& why) {
  shard::Date date;
  size_t at = 0;
  if (!DatePart(text, date, at, why)) return false;
  int64_t seconds = DaysFromCivil(date.year, date.month, date.day) * 86400, fraction = 0;
  if (at < text.size() && (text[at] == ' ' || text[at] == 'T')) {
    size_t i = at + 1;
    const int h = ShortNumber(text, i);
    const bool colon1 = i < text.size() && text[i] == ':';
    ++i;
    const int m = colon1 ? ShortNumber(text, i) : -1;
    const bool colon2 = i < text.size() && text[i] == ':';
    ++i;
    const int s = colon2 ? ShortNumber(text, i) : -1;
    if (h < 0 || m < 0 || s < 0 || h > 24 || m > 59 || s > 60 || (h == 24 && (m != 0 || s != 0))) {
      why = "not a timestamp (YYYY-MM-DD HH:MM:SS)";
      return false;
    }
    seconds += h * 3600 + m * 60 + s;
    at = i;
    if (at < text.size() && text[at] == '.') {
      int64_t scale = 100000;
      for (++at; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, scale /= 10) {
        if (scale == 0 && text[at] != '0') {
          why = "finer than microseconds";
          return false;
        }
        fraction += (text[at] - '0') * scale;
      }
    }
  }
  int64_t offset = 0;
  if (!ZoneOffset(text, at, offset)) {
    why = "not a timestamp (unknown time zone suffix)";
    return false;
  }
  micros = (seconds - offset) * 1000000 + fraction;
  if (micros < kMinMicros || micros > kMaxMicros) {
    why = "outside Spanner's TIMESTAMP range (years 1 to 9999 in UTC)";
    return false;
  }
  return true;
}

// Digits written by hand: snprintf was a tenth of an export's time.
static void Two(char* p, int v) {
  p[0] = static_cast<char>('0' + v / 10);
  p[1] = static_cast<char>('0' + v % 10);
}

static void DateChars(char* p, const shard::Date& d) {
  Two(p, d.year / 100);
  Two(p + 2, d.year % 100);
  p[4] = '-';
  Two(p + 5, d.month);
  p[7] = '-';
  Two(p + 8, d.day);
}

void FormatDate(const shard::Date& date, std::string& out) {
  char buf[10];
  DateChars(buf, date);
  out.append(buf, sizeof buf);
}

void FormatTimestamp(int64_t micros, std::string& out) {
  int64_t days = micros / 86400000000LL, rest = micros % 86400000000LL;
  if (rest < 0) {
    rest += 86400000000LL;
    --days;
  }
  const int secs = static_cast<int>(rest / 1000000), frac = static_cast<int>(rest % 1000000);
  char buf[28];
  DateChars(buf, CivilFromDays(days));
  buf[10] = 'T';
  Two(buf + 11, secs / 3600);
  buf[13] = ':';
  Two(buf + 14, secs / 60 % 60);
  buf[16] = ':';
  Two(buf + 17, secs % 60);
  size_t n = 19;
  if (frac != 0) {
    buf[n++] = '.';
    for (int scale = 100000; scale > 0; scale /= 10) buf[n++] = static_cast<char>('0' + frac / scale % 10);
  }
  buf[n++] = 'Z';
  out.append(buf, n);
}

}  // namespace spanlift::exporter
