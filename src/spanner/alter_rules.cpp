#include "spanner/alter_rules.h"

#include <algorithm>
#include <optional>

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

bool ReadsColumn(const model::Column& generated, std::string_view column) {
  return generated.generated && !model::EqualsIgnoreCase(generated.name, column) &&
         NamesIdentifier(generated.generated->expression, column);
}

static int GeneratedDepthBounded(const model::Table& table, const model::Column& column, int budget) {
  if (!column.generated || budget == 0) return 0;
  int depth = 0;
  for (const auto& other : table.columns)
    if (ReadsColumn(column, other.name)) depth = std::max(depth, GeneratedDepthBounded(table, other, budget - 1));
  return depth + 1;
}

int GeneratedDepth(const model::Table& table, const model::Column& column) {
  return GeneratedDepthBounded(table, column, 16);
}

std::optional<long long> Length(const model::DataType& type) {
  if (type.args.empty() || !IsStringOrBytes(type)) return std::nullopt;
  const std::string& n = type.args.front();
  if (n.empty() || n.size() > 12 || n.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoll(n);
}

bool AlterChecksValues(const model::Column& from, const model::Column& to) {
  if (from.nullable && !to.nullable) return true;
  if (Base(from.type) == "BYTES" && Base(to.type) == "STRING") return true;
  auto before = Length(from.type), after = Length(to.type);
  return after && (!before || *after < *before);
}

std::vector<const model::Index*> IndexesBlockingNullability(const model::Table& table, std::string_view column) {
  std::vector<const model::Index*> out;
  for (const auto& index : table.indexes) {
    if (index.null_filtered) continue;
    for (const auto& part : index.parts)
      if (model::EqualsIgnoreCase(part.column, column)) {
        out.push_back(&index);
        break;
      }
  }
  return out;
}

bool ReferencedByGenerated(const model::Table& table, const std::string& column) {
  for (const auto& c : table.columns)
    if (c.generated && !model::EqualsIgnoreCase(c.name, column) && NamesIdentifier(c.generated->expression, column))
      return true;
  return false;
}

}  // namespace spanlift::spanner
