#include <algorithm>
#include <cctype>

#include "convert/expressions/translator.h"

namespace spanlift::convert::expressions {

std::string Operand(const Expr& e) { return e.atomic ? e.text : "(" + e.text + ")"; }

Expr Compound(std::string text, Kind kind) {
  Expr e;
  e.text = std::move(text);
  e.kind = kind;
  e.atomic = false;
  return e;
}

Expr Atom(std::string text, Kind kind) {
  Expr e;
  e.text = std::move(text);
  e.kind = kind;
  return e;
}

Kind Arithmetic(Kind a, Kind b, bool division) {
  auto numeric = [](Kind k) { return k == Kind::kInt64 || k == Kind::kNumeric || k == Kind::kFloat64; };
  if (!numeric(a) || !numeric(b)) return Kind::kUnknown;
  if (a == Kind::kFloat64 || b == Kind::kFloat64) return Kind::kFloat64;
  if (a == Kind::kNumeric || b == Kind::kNumeric) return Kind::kNumeric;
  return division ? Kind::kFloat64 : Kind::kInt64;
}

std::string Join(const std::vector<Expr>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i].text;
  return out;
}

std::string RoundHalfEven(const std::string& x) {
  return "IF(ABS(" + x + " - TRUNC(" + x + ")) = 0.5, 2 * ROUND(" + x + " / 2), ROUND(" + x + "))";
}

bool RegexpMayDiffer(std::string_view pattern) {
  for (std::string_view risky : {"(?", "[[:", "[[=", "[[.", "\\m", "\\M", "\\y", "\\Y", "\\<", "\\>"})
    if (pattern.find(risky) != std::string_view::npos) return true;
  for (size_t i = 0; i + 1 < pattern.size(); ++i)
    if (pattern[i] == '\\' && std::isdigit(static_cast<unsigned char>(pattern[i + 1]))) return true;
  return false;
}

bool SimpleJsonKey(std::string_view key) {
  if (key.empty() || std::isdigit(static_cast<unsigned char>(key[0]))) return false;
  return std::all_of(key.begin(), key.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool Digits(std::string_view v) {
  return !v.empty() &&
         std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

std::optional<std::string> JsonStep(std::string_view key, bool index) {
  if (index && Digits(key)) return "[" + std::string(key) + "]";
  if (!index && SimpleJsonKey(key)) return "." + std::string(key);
  return std::nullopt;
}

std::optional<std::string> JsonPath(const Expr& operand, bool path_op, bool jsonpath_literal) {
  if (jsonpath_literal) {
    if (!operand.string_literal || !operand.value.starts_with("$")) return std::nullopt;
    std::string_view rest = std::string_view(operand.value).substr(1);
    while (!rest.empty()) {  // only .key and [n] steps
      size_t end = rest[0] == '.' ? rest.find_first_of(".[", 1) : rest.find(']') + 1;
      std::string_view step = rest.substr(0, end);
      bool ok = rest[0] == '.' ? SimpleJsonKey(step.substr(1))
                               : rest[0] == '[' && end != 0 && Digits(step.substr(1, step.size() - 2));
      if (!ok) return std::nullopt;
      rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
    }
    return operand.value;
  }
  if (!operand.literal) return std::nullopt;
  std::string path = "$";
  if (!path_op) {
    auto step = JsonStep(operand.value, !operand.string_literal);
    return step ? std::optional(path + *step) : std::nullopt;
  }
  auto keys = operand.string_literal ? SplitArrayLiteral(operand.value) : std::nullopt;
  if (!keys) return std::nullopt;
  for (const auto& key : *keys) {
    auto step = JsonStep(key, Digits(key));
    if (!step) return std::nullopt;
    path += *step;
  }
  return path;
}

}  // namespace spanlift::convert::expressions
