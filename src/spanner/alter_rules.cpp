#include "spanner/alter_rules.h"

#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::spanner {

namespace {

std::string Base(const model::DataType& type) { return model::ToUpper(type.name); }

bool IsStringOrBytes(const model::DataType& type) { return TakesLength(Base(type)); }

// Whether `expression` holds `name` as a whole identifier (bare or `quoted`), any case. Over-matching
// a string literal only makes the planner more careful.
bool NamesIdentifier(std::string_view expression, std::string_view name) {
  for (size_t i = 0; i < expression.size();) {
    if (!IsIdentifierChar(expression[i]) || (i > 0 && IsIdentifierChar(expression[i - 1]))) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < expression.size() && IsIdentifierChar(expression[end])) ++end;
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

bool IsKeyColumn(const model::Table& table, std::string_view column) {
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

}  // namespace spanlift::spanner
