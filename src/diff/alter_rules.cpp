#include "diff/alter_rules.h"

#include <cctype>

namespace spanlift::diff {

namespace {

std::string Base(const model::DataType& type) { return model::ToUpper(type.name); }

bool IsStringOrBytes(const model::DataType& type) { return Base(type) == "STRING" || Base(type) == "BYTES"; }

bool IsNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether `expression` holds `name` as a whole identifier (bare or `quoted`), any case. Over-matching
// a string literal only makes the planner more careful.
bool NamesIdentifier(std::string_view expression, std::string_view name) {
  for (size_t i = 0; i < expression.size();) {
    if (!IsNameChar(expression[i]) || (i > 0 && IsNameChar(expression[i - 1]))) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < expression.size() && IsNameChar(expression[end])) ++end;
    if (model::EqualsIgnoreCase(expression.substr(i, end - i), name)) return true;
    i = end;
  }
  return false;
}

}  // namespace

bool TypeChangeAllowed(const model::DataType& from, const model::DataType& to) {
  if (from.array_dims != to.array_dims) return false;
  if (Base(from) == Base(to)) return IsStringOrBytes(from) || from.args == to.args;
  return IsStringOrBytes(from) && IsStringOrBytes(to);
}

bool NeedsCast(const model::DataType& from, const model::DataType& to) {
  return from.array_dims != to.array_dims || Base(from) != Base(to);
}

std::string CastTypeName(const model::DataType& type) {
  std::string out = Base(type);
  if (out == "NUMERIC" || out == "STRING" || out == "BYTES") {
    // no length in a CAST
  } else if (!type.args.empty()) {
    out += "(";
    for (size_t i = 0; i < type.args.size(); ++i) out += (i ? ", " : "") + type.args[i];
    out += ")";
  }
  for (int i = 0; i < type.array_dims; ++i) out = "ARRAY<" + out + ">";
  return out;
}

std::string PlaceholderValue(const model::DataType& type) {
  if (type.array_dims > 0) return "[]";
  std::string base = Base(type);
  if (base == "STRING") return "''";
  if (base == "BYTES") return "b''";
  if (base == "BOOL") return "FALSE";
  if (base == "TIMESTAMP") return "CURRENT_TIMESTAMP()";
  if (base == "DATE") return "CURRENT_DATE()";
  if (base == "JSON") return "JSON '{}'";
  if (base == "NUMERIC") return "NUMERIC '0'";
  if (base == "UUID") return "NEW_UUID()";
  return "0";
}

bool IsKeyColumn(const model::Table& table, const std::string& column) {
  if (!table.primary_key) return false;
  for (const auto& p : table.primary_key->parts)
    if (model::EqualsIgnoreCase(p.column, column)) return true;
  return false;
}

bool ReferencedByGenerated(const model::Table& table, const std::string& column) {
  for (const auto& c : table.columns)
    if (c.generated && !model::EqualsIgnoreCase(c.name, column) && NamesIdentifier(c.generated->expression, column))
      return true;
  return false;
}

}  // namespace spanlift::diff
