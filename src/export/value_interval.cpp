// PostgreSQL intervals: pg_dump sets IntervalStyle postgres ("1 year 2 mons 3 days 04:05:06.5");
// the Spanner column keeps ISO 8601 text (docs/type-mapping.md), as IntervalStyle iso_8601 prints
// it: P1Y2M3DT4H5M6.5S, each part with its own sign, zero parts left out, PT0S for zero.
#include <cstdlib>

#include "export/value_parse.h"
#include "model/schema.h"

namespace spanlift::exporter {

namespace {

struct Parts {
  int64_t years = 0, months = 0, days = 0, hours = 0, minutes = 0;
  std::string seconds;  // "6.5", "-6", "" when zero
};

bool Unit(std::string_view unit, int64_t n, Parts& p) {
  const std::string u = model::ToLower(unit);
  if (u == "year" || u == "years") return p.years += n, true;
  if (u == "mon" || u == "mons") return p.months += n, true;
  if (u == "day" || u == "days") return p.days += n, true;
  return false;
}

// "-04:05:06.5" (hours may pass 24).
bool Clock(std::string_view t, Parts& p) {
  bool negative = false;
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
    negative = t[0] == '-';
    t.remove_prefix(1);
  }
  const size_t c1 = t.find(':'), c2 = t.find(':', c1 + 1);
  if (c1 == std::string_view::npos || c2 == std::string_view::npos) return false;
  std::string ignored;
  int64_t h = 0, m = 0;
  if (!ParseInt64(t.substr(0, c1), h, ignored) || !ParseInt64(t.substr(c1 + 1, c2 - c1 - 1), m, ignored)) return false;
  std::string_view s = t.substr(c2 + 1);
  if (s.empty() || s.find_first_not_of("0123456789.") != std::string_view::npos) return false;
  while (s.size() > 1 && s[0] == '0' && s[1] != '.') s.remove_prefix(1);
  if (s.find('.') != std::string_view::npos) {
    while (s.back() == '0') s.remove_suffix(1);
    if (s.back() == '.') s.remove_suffix(1);
  }
  p.hours = negative ? -h : h;
  p.minutes = negative ? -m : m;
  p.seconds = s == "0" ? "" : (negative ? "-" : "") + std::string(s);
  return true;
}

}  // namespace

bool IntervalToIso(std::string_view text, std::string& out, std::string& why) {
  out.clear();
  if (text.starts_with("P") || text.starts_with("-P")) {  // already ISO 8601
    out.assign(text);
    return true;
  }
  Parts p;
  size_t i = 0;
  auto word = [&]() {
    while (i < text.size() && text[i] == ' ') ++i;
    const size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    return text.substr(start, i - start);
  };
  for (std::string_view w = word(); !w.empty(); w = word()) {
    if (w.find(':') != std::string_view::npos) {
      if (Clock(w, p)) continue;
      why = "not an interval as pg_dump writes it (IntervalStyle postgres)";
      return false;
    }
    int64_t n = 0;
    std::string ignored;
    if (!ParseInt64(w, n, ignored) || !Unit(word(), n, p)) {
      why = "not an interval as pg_dump writes it (IntervalStyle postgres)";
      return false;
    }
  }
  out = "P";
  auto part = [&out](int64_t v, char unit) {
    if (v != 0) out += std::to_string(v) + unit;
  };
  part(p.years, 'Y');
  part(p.months, 'M');
  part(p.days, 'D');
  if (p.hours != 0 || p.minutes != 0 || !p.seconds.empty()) {
    out += 'T';
    part(p.hours, 'H');
    part(p.minutes, 'M');
    if (!p.seconds.empty()) out += p.seconds + 'S';
  }
  if (out == "P") out = "PT0S";
  return true;
}

}  // namespace spanlift::exporter
