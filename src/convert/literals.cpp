// GoogleSQL literal spellings and the coercion of source literals to a column's Spanner type.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

#include "convert/expressions.h"

namespace spanlift::convert {

namespace {

bool IsNumber(std::string_view v) {
  size_t i = (!v.empty() && (v[0] == '-' || v[0] == '+')) ? 1 : 0;
  bool digits = false, dot = false;
  for (; i < v.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(v[i]))) {
      digits = true;
    } else if (v[i] == '.' && !dot) {
      dot = true;
    } else if ((v[i] == 'e' || v[i] == 'E') && digits) {
      return i + 1 < v.size();
    } else {
      return false;
    }
  }
  return digits;
}

std::optional<std::string> Integer(std::string_view v) {
  if (!v.empty() && v[0] == '+') v.remove_prefix(1);
  int64_t n = 0;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec != std::errc() || end != v.data() + v.size()) return std::nullopt;
  return std::to_string(n);
}

int Digits(std::string_view v, size_t pos, size_t count) {
  if (pos + count > v.size()) return -1;
  int n = 0;
  for (size_t i = pos; i < pos + count; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(v[i]))) return -1;
    n = n * 10 + (v[i] - '0');
  }
  return n;
}

// YYYY-MM-DD with a real month and day (MySQL's zero dates are not dates).
bool ValidDate(std::string_view v) {
  int y = Digits(v, 0, 4), m = Digits(v, 5, 2), d = Digits(v, 8, 2);
  return v.size() >= 10 && v[4] == '-' && v[7] == '-' && y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

bool HasZone(std::string_view v) {
  if (v.size() <= 10) return false;
  std::string_view time = v.substr(10);
  return time.find_first_of("+Z") != std::string_view::npos || time.find('-') != std::string_view::npos ||
         time.find("UTC") != std::string_view::npos;
}

std::optional<std::string> Bool(const Expr& lit) {
  if (lit.kind == Kind::kBool) return lit.text;
  std::string v = model::ToLower(lit.value);
  if (v == "1" || v == "t" || v == "true" || v == "y" || v == "yes" || v == "on") return "TRUE";
  if (v == "0" || v == "f" || v == "false" || v == "n" || v == "no" || v == "off") return "FALSE";
  return std::nullopt;
}

// PostgreSQL's bytea hex format '\x00ff' -> the bytes; other text is the bytes themselves.
std::optional<std::string> ByteaValue(std::string_view v) {
  if (!v.starts_with("\\x")) return std::string(v);
  v.remove_prefix(2);
  if (v.size() % 2 || v.find_first_not_of("0123456789abcdefABCDEF") != std::string_view::npos) return std::nullopt;
  std::string bytes;
  for (size_t i = 0; i < v.size(); i += 2)
    bytes += static_cast<char>(std::stoi(std::string(v.substr(i, 2)), nullptr, 16));
  return bytes;
}

int64_t CodePoints(std::string_view s) {
  return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

}  // namespace

std::optional<std::vector<std::string>> SplitArrayLiteral(std::string_view v) {
  bool braces = v.starts_with("{") && v.ends_with("}");
  if (braces) v = v.substr(1, v.size() - 2);
  std::vector<std::string> items;
  if (v.empty()) return items;
  if (braces && v.find_first_of("{\"\\") != std::string_view::npos) return std::nullopt;
  size_t start = 0;
  while (true) {
    size_t comma = v.find(',', start);
    items.emplace_back(v.substr(start, comma == std::string_view::npos ? v.npos : comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return items;
}

std::string QuoteString(std::string_view value) {
  std::string out = "'";
  for (char c : value) {
    switch (c) {
      case '\'': out += "\\'"; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char hex[5];
          std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(c));
          out += hex;
        } else {
          out += c;
        }
    }
  }
  return out + "'";
}

std::string QuoteBytes(std::string_view value) {
  std::string out = "b'";
  for (unsigned char c : value) {
    if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\') {
      out += static_cast<char>(c);
    } else {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  return out + "'";
}

Kind KindOf(const model::DataType& t) {
  if (t.array_dims > 0) return Kind::kArray;
  static const std::pair<const char*, Kind> kKinds[] = {
      {"INT64", Kind::kInt64},     {"NUMERIC", Kind::kNumeric}, {"FLOAT64", Kind::kFloat64},
      {"FLOAT32", Kind::kFloat64}, {"STRING", Kind::kString},   {"BYTES", Kind::kBytes},
      {"BOOL", Kind::kBool},       {"DATE", Kind::kDate},       {"TIMESTAMP", Kind::kTimestamp},
      {"JSON", Kind::kJson},       {"UUID", Kind::kUuid},       {"TOKENLIST", Kind::kTokenlist}};
  for (const auto& [name, kind] : kKinds)
    if (t.name == name) return kind;
  return Kind::kUnknown;
}

const char* KindName(Kind kind) {
  switch (kind) {
    case Kind::kNull: return "NULL";
    case Kind::kBool: return "BOOL";
    case Kind::kInt64: return "INT64";
    case Kind::kNumeric: return "NUMERIC";
    case Kind::kFloat64: return "FLOAT64";
    case Kind::kString: return "STRING";
    case Kind::kBytes: return "BYTES";
    case Kind::kDate: return "DATE";
    case Kind::kTimestamp: return "TIMESTAMP";
    case Kind::kJson: return "JSON";
    case Kind::kArray: return "ARRAY";
    case Kind::kUuid: return "UUID";
    case Kind::kTokenlist: return "TOKENLIST";
    case Kind::kUnknown: break;
  }
  return "unknown";
}

std::optional<std::string> LiteralAs(const Expr& lit, Kind kind, std::string& why) {
  if (lit.kind == Kind::kNull) return std::string("NULL");
  if (lit.kind == kind && !lit.string_literal) return lit.text;  // already converted by a cast
  const std::string& v = lit.value;
  std::optional<std::string> out;
  switch (kind) {
    case Kind::kString: out = QuoteString(v); break;
    case Kind::kInt64: out = Integer(v); break;
    case Kind::kNumeric:
      if (IsNumber(v)) out = "NUMERIC " + QuoteString(v);
      break;
    case Kind::kFloat64:
      if (IsNumber(v)) out = v;
      break;
    case Kind::kBool: out = Bool(lit); break;
    case Kind::kDate:
      if (lit.string_literal && ValidDate(v) && v.size() == 10) out = "DATE " + QuoteString(v);
      break;
    case Kind::kTimestamp:
      if (lit.string_literal && ValidDate(v)) {
        std::string ts = v.size() == 10 ? v + " 00:00:00" : v;
        out = "TIMESTAMP " + QuoteString(HasZone(ts) ? ts : ts + "+00");
      }
      break;
    case Kind::kJson:
      if (lit.string_literal) out = "JSON " + QuoteString(v);
      break;
    case Kind::kBytes:
      if (auto bytes = lit.string_literal ? ByteaValue(v) : std::nullopt) out = QuoteBytes(*bytes);
      break;
    case Kind::kUuid:
      if (lit.string_literal) out = "CAST(" + QuoteString(v) + " AS UUID)";
      break;
    case Kind::kArray:
    case Kind::kTokenlist:
    case Kind::kNull:
    case Kind::kUnknown: break;
  }
  if (!out) why = "'" + v + "' is not a valid " + KindName(kind) + " value";
  return out;
}

std::optional<std::string> CoerceLiteral(const Expr& lit, const model::DataType& target, std::string& why) {
  if (target.array_dims == 0) {
    Kind kind = KindOf(target);
    if (kind == Kind::kString && !target.args.empty() && target.args[0] != "MAX" &&
        CodePoints(lit.value) > std::stoll(target.args[0])) {
      why = "'" + lit.value + "' is longer than " + target.name + "(" + target.args[0] + ")";
      return std::nullopt;
    }
    return LiteralAs(lit, kind, why);
  }
  model::DataType element = target;
  element.array_dims = 0;
  std::vector<std::string> items = lit.elements;
  if (items.empty() && lit.string_literal) {
    auto split = SplitArrayLiteral(lit.value);
    if (!split) {
      why = "array literal '" + lit.value + "' is not a simple list";
      return std::nullopt;
    }
    for (const auto& item : *split) {
      Expr member{.text = item, .kind = Kind::kString, .literal = true, .string_literal = true, .value = item};
      auto converted = CoerceLiteral(member, element, why);
      if (!converted) return std::nullopt;
      items.push_back(*converted);
    }
  } else if (items.empty() && lit.kind != Kind::kArray) {
    return LiteralAs(lit, Kind::kArray, why);
  }
  std::string out = "ARRAY<" + element.name + ">[";  // typed, so that [] needs no inference
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

}  // namespace spanlift::convert
