// Numbers: INT64, FLOAT32 / FLOAT64, NUMERIC (scale 9, at most 29 integer digits), money, booleans.
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "export/value_parse.h"
#include "model/schema.h"

namespace spanlift::exporter {

bool ParseInt64(std::string_view text, int64_t& value, std::string& why) {
  std::string_view digits = text;
  if (!digits.empty() && digits[0] == '+') digits.remove_prefix(1);
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (ec == std::errc::result_out_of_range) {
    why = "out of INT64's range";
    return false;
  }
  if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) {
    why = "not an integer";
    return false;
  }
  return true;
}

namespace {

// from_chars, then strtod for what it calls out of range: an underflow to a subnormal or zero is a
// value (as the sources read it), an overflow is not.
template <typename T>
bool ParseReal(std::string_view text, T& value, const char* type, std::string& why) {
  std::string_view t = text;
  if (!t.empty() && t[0] == '+') t.remove_prefix(1);
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
  if (ec == std::errc() && end == t.data() + t.size() && !t.empty()) return true;
  if (ec == std::errc::result_out_of_range) {
    std::string copy(t);
    errno = 0;
    char* stop = nullptr;
    const T v = sizeof(T) == 4 ? static_cast<T>(std::strtof(copy.c_str(), &stop))
                               : static_cast<T>(std::strtod(copy.c_str(), &stop));
    if (stop == copy.c_str() + copy.size() && std::isfinite(v)) {
      value = v;
      return true;
    }
    why = std::string("out of ") + type + "'s range";
    return false;
  }
  why = std::string("not a ") + type + " number";
  return false;
}

constexpr int kScale = 9;
constexpr int kIntegerDigits = 29;

}  // namespace

bool ParseDouble(std::string_view text, double& value, std::string& why) {
  return ParseReal(text, value, "FLOAT64", why);
}
bool ParseFloat(std::string_view text, float& value, std::string& why) {
  return ParseReal(text, value, "FLOAT32", why);
}

bool ParseNumeric(std::string_view text, __int128& unscaled, std::string& why) {
  size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
  // Digits with the decimal point's position; an exponent moves the point.
  std::string digits;
  int64_t point = -1;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      if (!(digits.empty() && c == '0' && point < 0)) digits.push_back(c);  // leading zeros of the integer part
    } else if (c == '.' && point < 0) {
      point = static_cast<int64_t>(digits.size());
    } else {
      break;
    }
  }
  const bool any_digit = i > 0 && text.find_first_of("0123456789") < i;
  if (point < 0) point = static_cast<int64_t>(digits.size());
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    int64_t exponent = 0;
    std::string ignored;
    if (!ParseInt64(text.substr(i + 1), exponent, ignored) || exponent > 100000 || exponent < -100000) {
      why = model::EqualsIgnoreCase(text, "NaN") ? "NaN: NUMERIC has no NaN" : "not a decimal number";
      return false;
    }
    point += exponent;
    i = text.size();
  }
  if (i != text.size() || !any_digit) {
    why = model::EqualsIgnoreCase(text, "NaN") ? "NaN: NUMERIC has no NaN" : "not a decimal number";
    return false;
  }
  // digits[0, point) is the integer part (zero-padded when point > size), the rest the fraction.
  const int64_t n = static_cast<int64_t>(digits.size());
  for (int64_t k = std::max<int64_t>(point + kScale, 0); k < n; ++k)
    if (digits[static_cast<size_t>(k)] != '0') {
      why = "more than 9 digits after the decimal point: NUMERIC would round it";
      return false;
    }
  int64_t integer_digits = point;
  for (int64_t k = 0; k < std::min(point, n) && digits[static_cast<size_t>(k)] == '0'; ++k) --integer_digits;
  if (integer_digits > kIntegerDigits) {
    why = "more than 29 digits before the decimal point: NUMERIC cannot hold it";
    return false;
  }
  __int128 v = 0;
  for (int64_t k = 0; k < point + kScale; ++k)
    v = v * 10 + (k >= 0 && k < n ? digits[static_cast<size_t>(k)] - '0' : 0);
  unscaled = negative ? -v : v;
  return true;
}

bool ParseMoney(std::string_view text, __int128& unscaled, std::string& why) {
  std::string plain;
  bool negative = false;
  std::string_view t = text;
  if (t.size() >= 2 && t.front() == '(' && t.back() == ')') {
    negative = true;
    t = t.substr(1, t.size() - 2);
  }
  for (char c : t) {
    if (c == '-') {
      negative = !negative;
    } else if (c != '$' && c != ',') {
      plain.push_back(c);
    }
  }
  if (!ParseNumeric(plain, unscaled, why)) {
    why = "not an amount of money as lc_monetary C prints it";
    return false;
  }
  if (negative) unscaled = -unscaled;
  return true;
}

bool ParseBool(std::string_view text, bool& value, std::string& why) {
  static constexpr std::string_view kTrue[] = {"t", "true", "y", "yes", "on", "1"};
  static constexpr std::string_view kFalse[] = {"f", "false", "n", "no", "off", "0"};
  for (auto w : kTrue)
    if (model::EqualsIgnoreCase(text, w)) return value = true, true;
  for (auto w : kFalse)
    if (model::EqualsIgnoreCase(text, w)) return value = false, true;
  why = "not a boolean";
  return false;
}

void NumericBytes(__int128 unscaled, std::string& out) {
  // Big-endian two's complement, dropping leading bytes that only repeat the sign.
  unsigned char bytes[16];
  auto u = static_cast<unsigned __int128>(unscaled);
  for (int i = 15; i >= 0; --i, u >>= 8) bytes[i] = static_cast<unsigned char>(u & 0xff);
  int start = 0;
  while (start < 15 &&
         ((bytes[start] == 0x00 && !(bytes[start + 1] & 0x80)) || (bytes[start] == 0xff && (bytes[start + 1] & 0x80))))
    ++start;
  out.append(reinterpret_cast<const char*>(bytes + start), static_cast<size_t>(16 - start));
}

std::string NumericText(__int128 unscaled) {
  const bool negative = unscaled < 0;
  auto u = negative ? -static_cast<unsigned __int128>(unscaled) : static_cast<unsigned __int128>(unscaled);
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
    u /= 10;
  } while (u != 0);
  while (digits.size() <= kScale) digits.insert(digits.begin(), '0');
  std::string out = digits.substr(0, digits.size() - kScale);
  std::string fraction = digits.substr(digits.size() - kScale);
  while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
  if (!fraction.empty()) out += "." + fraction;
  return (negative ? "-" : "") + out;
}

}  // namespace spanlift::exporter
