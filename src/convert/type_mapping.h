#pragma once
// Source type -> Spanner type. The per-dialect tables (type_mapping_mysql.cpp,
// type_mapping_postgres.cpp) are data, one row per source type, documented in
// docs/type-mapping.md; type_mapping.cpp applies them.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "convert/convert.h"

namespace spanlift::convert {

// How a STRING / BYTES length is chosen.
enum class Length {
  kNone,          // no length (INT64, DATE...)
  kMax,           // (MAX)
  kArgument,      // the source's first modifier, else `fixed`, else MAX
  kFixed,         // `fixed`
  kLongestValue,  // ENUM / SET: the longest member
};

// Rows whose result depends on the modifiers.
enum class Rule {
  kPlain,
  kTinyIntBool,       // TINYINT(1) -> BOOL
  kDecimal,           // NUMERIC when it fits, else STRING (C002)
  kUnsignedOverflow,  // BIGINT UNSIGNED -> INT64 with C001
  kFloatPrecision,    // FLOAT(p): p > 24 is a double
  kBitString,         // BIT(1) -> BOOL, BIT(n <= 64) -> INT64, longer -> BYTES
  kEnum,              // STRING(longest) + CHECK (col IN (...))
  kSet,               // ARRAY<STRING(longest)>
  kUuid,              // STRING(36), or UUID with ConvertOptions::native_uuid
};

struct TypeRow {
  std::string_view source;   // canonical source name (model::DataType::name)
  std::string_view spanner;  // GoogleSQL type name
  Length length = Length::kNone;
  int64_t fixed = 0;
  std::string_view code = {};  // finding for a lossy row, empty when exact
  std::string_view why = {};   // what is lost, for the finding
  Rule rule = Rule::kPlain;
};

std::span<const TypeRow> MySqlTypeRows();
std::span<const TypeRow> PostgresTypeRows();
std::span<const TypeRow> SpannerTypeRows();  // identity over spanner::BuiltinTypes(): Spanner input stays

struct TypeFinding {
  std::string code;
  std::string message;
  std::string fix;
};

struct MappedType {
  model::DataType type;  // Spanner spelling: name "STRING", args {"MAX"}
  std::vector<TypeFinding> findings;
  std::vector<std::string> members;       // ENUM members: the caller adds CHECK (col IN (...))
  const model::Domain* domain = nullptr;  // the caller adds the domain's checks, default, NOT NULL
  const model::EnumType* enum_type = nullptr;
};

// Maps one source type. User-defined types (enums, domains) are looked up in `source`.
MappedType MapType(const model::Schema& source, const model::DataType& type, const ConvertOptions& options);

// A MySQL TINYINT(1) that MapType made BOOL: INT64 instead when its rows, default, comment or name
// say it holds other values (C014); either way the finding says on what evidence (tinyint.cpp).
void WeighTinyIntFlag(const model::Table& table, const model::Column& column, MappedType& mapped);

}  // namespace spanlift::convert
