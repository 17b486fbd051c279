#include "simulate/key_encoding.h"

#include <charconv>

namespace spanlift::simulate {

namespace {

std::optional<int64_t> ParseInt(std::string_view text) {
  int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

// Digits at [at, at + n) of `text`, or -1.
int Digits(std::string_view text, size_t at, size_t n) {
  if (at + n > text.size()) return -1;
  auto v = ParseInt(text.substr(at, n));
  return v && *v >= 0 ? static_cast<int>(*v) : -1;
}

std::optional<shard::Date> ParseDate(std::string_view text) {
  if (text.size() < 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int y = Digits(text, 0, 4), m = Digits(text, 5, 2), d = Digits(text, 8, 2);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > 31) return std::nullopt;
  return shard::Date{y, m, d};
}

// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
int64_t DaysFromCivil(const shard::Date& date) {
  int64_t y = date.year - (date.month <= 2 ? 1 : 0);
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int64_t yoe = y - era * 400;
  const int64_t mp = date.month > 2 ? date.month - 3 : date.month + 9;
  const int64_t doy = (153 * mp + 2) / 5 + date.day - 1;
  return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

void AppendBigEndian(std::string& out, uint64_t v) {
  for (int shift = 56; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xff);
}

// Signed integers ordered as unsigned bytes: flip the sign bit.
void AppendInt(std::string& out, int64_t v) { AppendBigEndian(out, static_cast<uint64_t>(v) ^ (uint64_t{1} << 63)); }

// Bytes with 0x00 escaped as 0x00 0xff and a 0x00 0x01 terminator, so a prefix sorts first.
void AppendBytes(std::string& out, std::string_view bytes) {
  for (char c : bytes) {
    out += c;
    if (c == '\0') out += '\xff';
  }
  out += '\0';
  out += '\x01';
}

struct Encoder {
  std::string& out;
  void operator()(const shard::Null&) const {}
  void operator()(int64_t v) const { AppendInt(out, v); }
  void operator()(const std::string& v) const { AppendBytes(out, v); }
  void operator()(bool v) const { out += v ? '\x01' : '\0'; }
  void operator()(const shard::Timestamp& v) const { AppendInt(out, v.micros); }
  void operator()(const shard::Date& v) const { AppendInt(out, DaysFromCivil(v)); }
  void operator()(const shard::Bytes& v) const { AppendBytes(out, v.data); }
};

}  // namespace

std::optional<int64_t> ParseTimestamp(std::string_view text) {
  auto date = ParseDate(text);
  if (!date) return std::nullopt;
  int64_t seconds = DaysFromCivil(*date) * 86400, micros = 0;
  if (text.size() >= 19 && (text[10] == ' ' || text[10] == 'T') && text[13] == ':' && text[16] == ':') {
    int h = Digits(text, 11, 2), m = Digits(text, 14, 2), s = Digits(text, 17, 2);
    if (h < 0 || m < 0 || s < 0) return std::nullopt;
    seconds += h * 3600 + m * 60 + s;
    size_t at = 19;
    if (at < text.size() && text[at] == '.') {
      int64_t scale = 100000;
      for (++at; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at, scale /= 10)
        micros += (text[at] - '0') * scale;
    }
  }
  return seconds * 1000000 + micros;
}

shard::Value TypedValue(const profile::Field& field, std::string_view spanner_type) {
  if (field.kind == profile::ValueKind::kNull) return shard::Null{};
  const std::string& text = field.text;
  if (spanner_type == "INT64") {
    if (auto v = ParseInt(text)) return *v;
  } else if (spanner_type == "TIMESTAMP") {
    if (auto v = ParseTimestamp(text)) return shard::Timestamp{*v};
  } else if (spanner_type == "DATE") {
    if (auto v = ParseDate(text)) return *v;
  } else if (spanner_type == "BOOL") {
    if (text == "1" || text == "0" || text == "t" || text == "f" || text == "true" || text == "false")
      return text == "1" || text[0] == 't';
  } else if (spanner_type == "BYTES") {
    return shard::Bytes{text};
  }
  return text;
}

void AppendKeyPart(std::string& key, const shard::Value& value, bool desc) {
  size_t start = key.size();
  key += std::holds_alternative<shard::Null>(value) ? '\0' : '\x01';
  std::visit(Encoder{key}, value);
  if (desc)
    for (size_t i = start; i < key.size(); ++i) key[i] = static_cast<char>(~static_cast<unsigned char>(key[i]));
}

}  // namespace spanlift::simulate
