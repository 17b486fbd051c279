#include "spanner/types.h"

namespace spanlift::spanner {

namespace {

constexpr std::string_view kBuiltinTypes[] = {"INT64", "FLOAT32",   "FLOAT64", "BOOL", "STRING", "BYTES",
                                              "DATE",  "TIMESTAMP", "NUMERIC", "JSON", "UUID",   "TOKENLIST"};

std::string Base(const model::DataType& type) { return model::ToUpper(type.name); }

}  // namespace

std::span<const std::string_view> BuiltinTypes() { return kBuiltinTypes; }

std::string_view BuiltinType(std::string_view name) {
  for (std::string_view known : kBuiltinTypes)
    if (model::EqualsIgnoreCase(name, known)) return known;
  return {};
}

bool TakesLength(std::string_view builtin) { return builtin == "STRING" || builtin == "BYTES"; }

int64_t MaxLength(std::string_view name) { return name == "STRING" ? kMaxStringLength : kMaxBytesLength; }

std::string TypeName(const model::DataType& type) {
  std::string base = type.name;
  if (!type.args.empty()) base += "(" + type.args[0] + ")";
  return type.array_dims > 0 ? "ARRAY<" + base + ">" : base;
}

std::string CastTypeName(const model::DataType& type) {
  std::string out = Base(type);
  if (out == "NUMERIC" || TakesLength(out)) {
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

bool IsKeyableType(const model::DataType& type) { return type.array_dims == 0 && type.name != "JSON"; }

int64_t KeyBytes(const model::DataType& type) {
  const std::string& t = type.name;
  if (t == "BOOL") return 1;
  if (t == "DATE") return 4;
  if (t == "TIMESTAMP") return 12;
  if (t == "UUID") return 16;
  if (t == "NUMERIC") return 22;
  if (TakesLength(t) && !type.args.empty() && type.args[0] != "MAX")
    return std::stoll(type.args[0]) * (t == "STRING" ? 4 : 1);  // 4 bytes per character at most in UTF-8
  return TakesLength(t) ? 0 : 8;
}

}  // namespace spanlift::spanner
