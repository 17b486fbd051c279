// Applies the per-dialect type tables: lengths, modifier-dependent rows, user-defined types.
#include "convert/type_mapping.h"

#include <algorithm>
#include <charconv>

#include "convert/findings.h"
#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::convert {

namespace {

std::optional<int64_t> ParseInt(std::string_view s) {
  int64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<int64_t> Arg(const model::DataType& type, size_t i) {
  return i < type.args.size() ? ParseInt(type.args[i]) : std::nullopt;
}

// Length in characters (UTF-8 code points), as Spanner counts STRING lengths.
int64_t CodePoints(std::string_view s) {
  return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

const TypeRow* FindRow(model::Dialect dialect, std::string_view name) {
  auto rows = dialect == model::Dialect::kMySql     ? MySqlTypeRows()
              : dialect == model::Dialect::kSpanner ? SpannerTypeRows()
                                                    : PostgresTypeRows();
  for (const auto& row : rows)
    if (row.source == name) return &row;
  return nullptr;
}

void SetLength(model::DataType& out, std::optional<int64_t> n) { out.args = {n ? std::to_string(*n) : "MAX"}; }

MappedType Simple(std::string name, std::optional<int64_t> length, bool has_length) {
  MappedType m;
  m.type.name = std::move(name);
  if (has_length) SetLength(m.type, length);
  return m;
}

void Add(MappedType& m, std::string_view code, std::string message, std::string fix = "") {
  m.findings.push_back({std::string(code), std::move(message), std::move(fix)});
}

MappedType MapDecimal(const model::Schema& source, const model::DataType& type) {
  bool mysql = source.dialect == model::Dialect::kMySql;
  if (type.args.empty() && !mysql) {
    MappedType m = Simple("NUMERIC", std::nullopt, false);
    Add(m, codes::kDecimalRange,
        "unconstrained numeric becomes NUMERIC (29 integer and 9 fractional digits): larger or more precise "
        "values are rejected or rounded",
        "declare numeric(p,s) with p - s <= 29 and s <= 9, or keep the values as STRING");
    return m;
  }
  int64_t precision = Arg(type, 0).value_or(10), scale = Arg(type, 1).value_or(0);
  // NUMERIC holds 29 integer and 9 fractional digits [spanner-ddl.md section 1]: DECIMAL(38,0)
  // would overflow although its precision is 38.
  if (scale <= 9 && precision - scale <= 29) return Simple("NUMERIC", std::nullopt, false);
  MappedType m = Simple("STRING", precision + 2, true);
  Add(m, codes::kDecimalRange,
      type.ToString() + " does not fit Spanner NUMERIC (29 integer and 9 fractional digits): kept as text STRING(" +
          std::to_string(precision + 2) + ")",
      "compute with the values in the application, or reduce the scale to 9 and use NUMERIC");
  return m;
}

MappedType MapBitString(const model::DataType& type, const TypeRow& row) {
  int64_t bits = Arg(type, 0).value_or(1);
  if (bits == 1) return Simple("BOOL", std::nullopt, false);
  MappedType m = bits <= 64 ? Simple("INT64", std::nullopt, false) : Simple("BYTES", (bits + 7) / 8, true);
  Add(m, row.code,
      type.ToString() + ": the bit string becomes " + spanner::TypeName(m.type) +
          (bits <= 64 ? " (its bits as an integer)" : " (its bits packed into bytes)"));
  return m;
}

MappedType MapMembers(const model::DataType& type, const std::vector<std::string>& members, const TypeRow& row) {
  int64_t longest = 1;
  for (const auto& v : members) longest = std::max(longest, CodePoints(v));
  MappedType m = Simple("STRING", longest, true);
  if (row.rule == Rule::kSet) {
    m.type.array_dims = 1;
    Add(m, row.code,
        "SET becomes ARRAY<STRING(" + std::to_string(longest) +
            ")>: one element per member; Spanner cannot check that the elements are members",
        "validate members in the application");
  } else {
    m.members = members;
    Add(m, row.code,
        "ENUM becomes STRING(" + std::to_string(longest) + ") with a CHECK constraint on its " +
            std::to_string(members.size()) + " values; the members' sort order (by position) becomes text order");
  }
  return m;
}

MappedType ApplyRow(const model::Schema& source, const model::DataType& type, const TypeRow& row,
                    const ConvertOptions& options) {
  switch (row.rule) {
    case Rule::kDecimal: return MapDecimal(source, type);
    case Rule::kBitString: return MapBitString(type, row);
    case Rule::kEnum:
    case Rule::kSet: return MapMembers(type, type.values, row);
    case Rule::kTinyIntBool:
      if (Arg(type, 0) == 1) {
        MappedType m = Simple("BOOL", std::nullopt, false);
        Add(m, codes::kChangedSemantics, "TINYINT(1) becomes BOOL: values other than 0 and 1 read as TRUE");
        return m;
      }
      break;
    case Rule::kFloatPrecision:
      if (type.args.size() == 1 && Arg(type, 0).value_or(0) > 24) return Simple("FLOAT64", std::nullopt, false);
      break;
    case Rule::kUuid:
      if (options.native_uuid) return Simple("UUID", std::nullopt, false);
      break;
    case Rule::kUnsignedOverflow:
      if (type.is_unsigned) {
        MappedType m = Simple("INT64", std::nullopt, false);
        Add(m, codes::kUnsignedOverflow, "BIGINT UNSIGNED becomes INT64: values above 9223372036854775807 do not fit",
            "check that no value exceeds 2^63-1, or keep the values as NUMERIC or STRING(20)");
        return m;
      }
      break;
    case Rule::kPlain: break;
  }
  bool has_length = row.length != Length::kNone;
  std::optional<int64_t> length;
  if (row.length == Length::kFixed) length = row.fixed;
  if (row.length == Length::kArgument) {
    length = Arg(type, 0);
    if (!length && row.fixed > 0) length = row.fixed;
  }
  MappedType m = Simple(std::string(row.spanner), length, has_length);
  if (!row.code.empty()) Add(m, row.code, type.ToString() + ": " + std::string(row.why));
  return m;
}

MappedType MapUserType(const model::Schema& source, const model::DataType& type, const ConvertOptions& options,
                       int depth);

MappedType MapScalar(const model::Schema& source, const model::DataType& type, const ConvertOptions& options,
                     int depth) {
  if (const TypeRow* row = type.schema.empty() ? FindRow(source.dialect, type.name) : nullptr)
    return ApplyRow(source, type, *row, options);
  return MapUserType(source, type, options, depth);
}

MappedType MapUserType(const model::Schema& source, const model::DataType& type, const ConvertOptions& options,
                       int depth) {
  auto& schema = const_cast<model::Schema&>(source);
  if (const model::EnumType* e = schema.FindEnum(type.schema, type.name)) {
    static constexpr TypeRow kEnumRow{"enum", "STRING",   Length::kLongestValue, 0, codes::kEnumToString,
                                      "",     Rule::kEnum};
    MappedType m = MapMembers(type, e->values, kEnumRow);
    m.enum_type = e;
    return m;
  }
  const model::Domain* d = schema.FindDomain(type.schema, type.name);
  if (d && depth < 8) {
    MappedType m = MapScalar(source, d->base, options, depth + 1);
    m.type.array_dims = d->base.array_dims;
    m.domain = d;
    Add(m, codes::kDomain,
        "domain " + type.ToString() + " becomes its base type " + spanner::TypeName(m.type) +
            (d->checks.empty() ? "" : " with its CHECK constraints on the column"));
    return m;
  }
  if (source.dialect == model::Dialect::kSpanner) {
    // Not built in: a proto or enum type of the schema's proto bundle (`pkg.Msg`, or `Msg` declared
    // without a package), kept as it is; reserved parts in backticks (`examples.shipping.`Order``).
    MappedType m;
    m.type.name = spanner::QuoteQualified(type.name);
    return m;
  }
  MappedType m = Simple("STRING", std::nullopt, true);
  Add(m, codes::kNoEquivalentType, "type " + type.ToString() + " has no Spanner equivalent: kept as text STRING(MAX)",
      "check how the values should be stored and adjust the column");
  return m;
}

}  // namespace

MappedType MapType(const model::Schema& source, const model::DataType& type, const ConvertOptions& options) {
  if (type.array_dims > 1) {
    MappedType m = Simple("STRING", std::nullopt, true);
    Add(m, codes::kMultiDimArray,
        type.ToString() + ": Spanner has no arrays of arrays; kept as text STRING(MAX) in PostgreSQL array syntax",
        "store the inner arrays as rows of a child table, or as JSON");
    return m;
  }
  model::DataType element = type;
  element.array_dims = 0;
  MappedType m = MapScalar(source, element, options, 0);
  if (type.array_dims == 1) {
    if (m.type.array_dims > 0) {  // an array of SET values, or of an array domain
      Add(m, codes::kMultiDimArray, type.ToString() + ": Spanner has no arrays of arrays; kept as text STRING(MAX)");
      m.type = Simple("STRING", std::nullopt, true).type;
      return m;
    }
    m.type.array_dims = 1;
    if (!m.members.empty()) {  // a CHECK cannot look into arrays
      m.members.clear();
      for (auto& f : m.findings)
        if (f.code == codes::kEnumToString)
          f.message = "array of ENUM becomes ARRAY<" + spanner::TypeName({.name = m.type.name, .args = m.type.args}) +
                      ">: Spanner cannot check that the elements are members";
    }
  }
  if (type.zerofill) Add(m, codes::kChangedSemantics, "ZEROFILL (display padding with zeros) not carried");
  if (!type.collation.empty())
    Add(m, codes::kCollation,
        "collation " + type.collation + " not carried: Spanner compares STRING values by their UTF-8 bytes",
        "compare with LOWER() or a normalised copy of the column where case-insensitive matching is needed");
  return m;
}

}  // namespace spanlift::convert
