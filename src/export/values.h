#pragma once
// A dump's values as Spanner will store them (docs/export.md "Values", docs/type-mapping.md): each
// converted column gets a rule from its source type and its Spanner type, and each value of the
// dump is read by the rule and written in the Avro encoding the Dataflow import reads, or refused
// with the reason Spanner could not hold it (a zero date, an out-of-range number, invalid UTF-8,
// NUMERIC beyond 29 integer digits...). Nothing is changed silently.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/schema.h"
#include "profile/row.h"
#include "shard/shard.h"

namespace spanlift::exporter {

// The Spanner type a value becomes (one array level: ValueRule::array).
enum class Target { kBool, kInt64, kFloat32, kFloat64, kNumeric, kString, kBytes, kDate, kTimestamp, kJson, kUuid };

// How the dump writes the source column's values.
enum class SourceForm {
  kText,          // numbers and strings as written
  kBinary,        // MySQL binary strings: the unescaped bytes, or 0x / X'' hex (--hex-blob)
  kBytea,         // PostgreSQL bytea: \x hex, or the old escape format
  kBitsMySql,     // MySQL BIT: b'0101', the value's bytes, or hex
  kBitsPostgres,  // PostgreSQL bit / varbit: '0101'
  kBool,          // PostgreSQL boolean: t / f (true / false in INSERTs)
  kTinyIntBool,   // MySQL TINYINT(1): 0 / 1
  kMoney,         // PostgreSQL money: -$1,234.56
  kInterval,      // PostgreSQL interval (pg_dump's IntervalStyle postgres) -> ISO 8601
  kSpatial,       // MySQL spatial values: SRID + WKB bytes -> WKT
  kSet,           // MySQL SET: 'a,b' -> ARRAY<STRING>
  kPgArray,       // PostgreSQL one-dimensional array literal '{...}'
};

struct ValueRule {
  Target target = Target::kString;
  SourceForm form = SourceForm::kText;     // for an array: how the whole value is written
  SourceForm element = SourceForm::kText;  // for an array: how each element is written
  bool array = false;
  bool nullable = true;
  int64_t max_length = 0;  // STRING characters or BYTES bytes (the column's length, or Spanner's MAX)
};

// The rule for a column of `source_type` (in `source`'s dialect; domains resolved) converted to
// `target` (a Spanner type: name "STRING", args {"MAX"}, array_dims 1 for ARRAY<T>).
ValueRule RuleFor(const model::Schema& source, const model::DataType& source_type, const model::DataType& target,
                  bool nullable);

// The rule's Avro type: "long", {"type":"bytes","logicalType":"decimal",...}, an array of
// ["null", T]; a nullable column's is the union ["null", T].
nlohmann::json AvroType(const ValueRule& rule);

class Transcoder;

// One value of a row as the scanners give it: its kind and its text (unescaped strings, numbers
// as written), viewed where it lies (a row's field, a batch's bytes).
struct Value {
  profile::ValueKind kind = profile::ValueKind::kNull;
  std::string_view text;
  Value() = default;
  Value(profile::ValueKind k, std::string_view t) : kind(k), text(t) {}
  Value(const profile::Field& f) : kind(f.kind), text(f.text) {}  // NOLINT: a field is a value
};

// Reads values by a rule. Holds the buffers one value needs, so a row allocates nothing once warm.
class ValueEncoder {
 public:
  // Text values of the rows that follow are in this encoding (null: UTF-8), encoding.h.
  void SetTranscoder(const Transcoder* transcoder) { transcoder_ = transcoder; }

  // Appends the Avro encoding of `field` to `out` (the union branch first when the rule is
  // nullable); false and `why` (a short reason, without the value) when Spanner cannot hold it,
  // `out` then unchanged.
  bool Encode(const ValueRule& rule, const Value& field, std::string& out, std::string& why);
  // The value typed as the shard code types a key part (crc32 shard columns and derived UUIDs).
  bool Typed(const ValueRule& rule, const Value& field, shard::Value& value, std::string& why);

  // A value read, before it is written.
  struct Cell {
    enum class Kind { kNull, kBool, kInt, kFloat, kDouble, kText, kBytes, kNumeric, kDate, kTimestamp };
    Kind kind = Kind::kNull;
    bool boolean = false;
    int64_t integer = 0;    // kInt; kTimestamp: microseconds since 1970 (UTC)
    double real = 0;        // kFloat, kDouble
    __int128 numeric = 0;   // kNumeric: the value times 10^9
    shard::Date date;       // kDate
    std::string_view text;  // kText, kBytes (into the field or the encoder's buffers)
  };
  // Reads one scalar (an array's element, or a whole value); false and `why` as Encode.
  bool Read(Target target, SourceForm form, int64_t max_length, const Value& field, Cell& cell, std::string& why);

 private:
  bool EncodeArray(const ValueRule& rule, const Value& field, std::string& out, std::string& why);

  const Transcoder* transcoder_ = nullptr;
  std::string scratch_, second_, utf8_;   // decoded bytes, converted text, transcoded text
  std::vector<profile::Field> elements_;  // an array's elements
  std::string array_out_;
};

// Appends a cell's Avro encoding for `target` (no union branch).
void WriteCell(Target target, const ValueEncoder::Cell& cell, std::string& out);

// A value's first bytes for a report: at most `limit` bytes, cut at a character boundary,
// control characters and invalid UTF-8 escaped (\n, \x..), "..." when cut.
std::string Excerpt(std::string_view value, size_t limit = 60);

}  // namespace spanlift::exporter
