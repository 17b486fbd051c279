#include "profile/time_order.h"

#include <map>

namespace spanlift::profile {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHex(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

bool AllDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!IsDigit(c)) return false;
  return true;
}

// <10 digits of seconds>.<digits>: Asterisk's uniqueid, many telephony and queue ids.
bool IsEpochSeq(std::string_view v) {
  size_t dot = v.find('.');
  if (dot != 10 || !AllDigits(v.substr(0, 10)) || !AllDigits(v.substr(11))) return false;
  return v[0] >= '1' && v[0] <= '4';  // 1000000000 (2001) .. 4102444800 (2100)
}

// 26 Crockford base32 characters, the first 0-7 (48 bits of milliseconds first).
bool IsUlid(std::string_view v) {
  if (v.size() != 26 || v[0] < '0' || v[0] > '7') return false;
  for (char c : v) {
    char u = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
    bool ok = IsDigit(u) || (u >= 'A' && u <= 'Z' && u != 'I' && u != 'L' && u != 'O' && u != 'U');
    if (!ok) return false;
  }
  return true;
}

// 8-4-4-4-12 hex digits; returns the version nibble or 0.
char UuidVersion(std::string_view v) {
  if (v.size() != 36) return 0;
  for (size_t i = 0; i < v.size(); ++i) {
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? v[i] != '-' : !IsHex(v[i])) return 0;
  }
  return v[14];
}

bool IsDatePrefix(std::string_view v) {
  if (v.size() < 9) return false;
  bool dashed = v.size() > 10 && v[4] == '-' && v[7] == '-';
  std::string digits = dashed ? std::string(v.substr(0, 4)) + std::string(v.substr(5, 2)) + std::string(v.substr(8, 2))
                              : std::string(v.substr(0, 8));
  if (!AllDigits(digits) || (digits.compare(0, 2, "19") != 0 && digits.compare(0, 2, "20") != 0)) return false;
  int month = (digits[4] - '0') * 10 + (digits[5] - '0');
  int day = (digits[6] - '0') * 10 + (digits[7] - '0');
  size_t rest = dashed ? 10 : 8;
  // A bare date or timestamp is a temporal value, not a code with a date in front.
  bool timestamp_like = v.size() > rest && (v[rest] == ' ' || v[rest] == 'T' || v[rest] == ':');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && v.size() > rest && !timestamp_like;
}

}  // namespace

std::string TimeOrderPattern(std::string_view v) {
  if (IsEpochSeq(v)) return "epoch_seq";
  if (IsUlid(v)) return "ulid";
  switch (UuidVersion(v)) {
    case '1': return "uuid_v1";
    case '6': return "uuid_v6";
    case '7': return "uuid_v7";
    default: break;
  }
  if (v.size() >= 2 && v[0] == '0' && AllDigits(v)) return "zero_padded_counter";
  if (IsDatePrefix(v)) return "date_prefixed";
  return "";
}

std::string CommonTimeOrder(const std::vector<std::string>& sample) {
  if (sample.size() < 8) return "";
  std::map<std::string, size_t> counts;
  for (const auto& v : sample) ++counts[TimeOrderPattern(v)];
  for (const auto& [pattern, n] : counts)
    if (!pattern.empty() && n * 10 >= sample.size() * 9) return pattern;
  return "";
}

bool SortsByTime(std::string_view pattern) { return !pattern.empty() && pattern != "zero_padded_counter"; }

}  // namespace spanlift::profile
