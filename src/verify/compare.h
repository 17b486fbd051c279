#pragma once
// What Spanner stored vs what the schema meant: two Spanner-dialect models (the input's and the
// one read back from GetDatabaseDdl) compared object by object, after normalising what is only
// spelling (keyword case, quoting, whitespace, STRING(max), default ASC, default ON DELETE NO
// ACTION, redundant parentheses around expressions).
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "model/schema.h"

namespace spanlift::verify {

struct Difference {
  std::string object;              // "table Singers", "column Singers.Name", "index SingersByName"
  std::string what;                // "type", "missing", "key", ...
  std::string expected, actual;    // both sides, as text
  model::SourceLocation location;  // of the expected object (the input)
};

// Every difference, in the input's order (tables, their columns, key, interleave, indexes,
// foreign keys, checks), then sequences, then objects Spanner has that the input lacks.
// kFull: everything the model holds. kCatalog: what INFORMATION_SCHEMA.COLUMNS and INDEX_COLUMNS
// show (tables, columns in order with type and NOT NULL, primary keys); kCatalogNoTypes the same
// without types (PostgreSQL dialect, where the input's types are not Spanner's spellings).
enum class CompareScope { kFull, kCatalog, kCatalogNoTypes };
std::vector<Difference> CompareSchemas(const model::Schema& expected, const model::Schema& actual,
                                       CompareScope scope = CompareScope::kFull);

// An expression without spelling: whitespace and keyword case outside literals, quoting and case of
// `names`, and parentheses around the whole expression, removed.
std::string NormaliseExpression(std::string_view expression);
// A type as text, normalised: "STRING(MAX)", "ARRAY<INT64>".
std::string TypeText(const model::DataType& type);

// Normalised texts of model objects, so that two objects differ exactly when their texts do
// (shared by verify and `spanlift diff`). Names are case-folded; defaults made explicit (ASC,
// ON DELETE NO ACTION); "(none)" for what is absent.
template <typename T>
std::string OptionalText(const std::optional<T>& v) {
  if (!v) return "(none)";
  if constexpr (std::is_same_v<T, std::string>)
    return NormaliseExpression(*v);
  else
    return std::to_string(*v);
}
std::string KeyText(const std::vector<model::KeyPart>& parts);  // "(a, b DESC)"
std::string IdentityText(const std::optional<model::Identity>& id);
std::string GeneratedText(const std::optional<model::GeneratedColumn>& g);
std::string ColumnOptionsText(const model::Column& c);  // OPTIONS (...)
// `where_too`: the emulator accepts WHERE c IS NOT NULL on an index but GetDatabaseDdl does not
// print it, so verify compares a WHERE only when both sides have one (docs/verify.md).
std::string IndexText(const model::Index& i, bool where_too = true);
std::string ForeignKeyText(const model::ForeignKey& fk);
std::string CheckText(const model::Check& c);
std::string SequenceText(const model::Sequence& s);
std::string InterleaveText(const model::Table& t);
std::string RowDeletionPolicyText(const model::Table& t);

}  // namespace spanlift::verify
