#pragma once
// Classification of key columns: does a column's value grow with time (monotonic), spread evenly
// over the key space (uniform), or take few values with most rows in some (skewed)? Spanner keeps
// rows sorted by key and gives contiguous key ranges to servers, so a monotonic or skewed first key
// part sends every insert to one split (docs/rules/H001.md, H005.md).
//
// Classifications read the Spanner-dialect model (convert::Convert's output) and, where given,
// the source model it came from: generators, declared types and defaults are clearest there
// (SERIAL, DEFAULT now(), uuid_generate_v1()), while the converted model says what Spanner will do
// (a bit-reversed identity is uniform even though the source was AUTO_INCREMENT).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/schema_facts.h"
#include "analysis/table_load.h"
#include "convert/convert.h"
#include "model/schema.h"

namespace spanlift::analysis {

enum class Distribution { kUnknown, kMonotonic, kUniform, kSkewed };
const char* DistributionName(Distribution d);  // "unknown", "monotonic", "uniform", "skewed"

// Which signal decided a classification; rules select on it (H002 wants temporal columns, H006
// time-ordered UUIDs). Names are stable (JSON output).
enum class Signal {
  kNone,
  kSequence,         // AUTO_INCREMENT, SERIAL, IDENTITY, nextval(), owned by a sequence
  kTemporal,         // TIMESTAMP / DATE (stronger with now() defaults, commit timestamps, names)
  kTimeOrderedUuid,  // UUID v1/v7, ULID, UUID_TO_BIN(UUID(), 1): sorts by creation time
  kAssignedId,       // integer id key without a generator: application-assigned, probably sequential
  kBitReversed,      // bit-reversed identity or sequence
  kRandomUuid,       // UUIDv4: gen_random_uuid(), uuid(), GENERATE_UUID()
  kHash,             // hash values (FARM_FINGERPRINT, SHA, MD5, *_hash)
  kShard,            // a shard column (Column.shard)
  kTenant,           // a foreign key most tables carry to one table: the tenant that partitions them
  kFewValues,        // declared to take few values: BOOL, ENUM, CHECK (c IN (...)), a status code with a default
  kMostlyNull,       // one of several optional references a row sets one of: NULL in most rows
  kTreeRoot,         // a reference to the table's own rows: every top-level row holds its NULL or 0
  kPolicy,           // declared skewed by the policy
  kData,             // the dump's rows (docs/profiling.md): values in arrival order, time-ordered text, skew
};
const char* SignalName(Signal s);  // "sequence", "temporal", "time_ordered_uuid", ...

struct Classification {
  Distribution kind = Distribution::kUnknown;
  double confidence = 0;  // 0..1
  std::string evidence;   // one short sentence a person reads
  Signal signal = Signal::kNone;
  // The column's name is the only evidence (no generator, type or constraint says so): reported
  // with low confidence, never rewritten unless the policy opts in (docs/policy.md).
  bool name_only = false;
  // A skewed first part whose rows the next part spreads (hotspot.h): known, never a hotspot to rewrite.
  bool spread = false;
  // The rows in the file (or the database's statistics) measured it, rather than the schema alone.
  bool measured = false;
};

// Name-only evidence never counts for more than this: a finding, but a low-confidence one.
inline constexpr double kNameOnlyConfidence = 0.5;

// Facts about one schema, built once and shared by every classification and rule.
class AnalysisContext {
 public:
  // `schema` is the Spanner-dialect model. `source` (optional) is the model it was converted from
  // and `renames` the conversion's renames, so converted tables and columns find their origin.
  explicit AnalysisContext(const model::Schema& schema, const model::Schema* source = nullptr,
                           const std::vector<convert::Rename>* renames = nullptr);

  const model::Schema& schema() const { return schema_; }
  const model::Schema* source() const { return source_; }
  // The source table / column a converted one came from, or nullptr.
  const model::Table* SourceTable(const model::Table& table) const;
  const model::Column* SourceColumn(const model::Table& table, const model::Column& column) const;
  // Columns the policy declares skewed ("table.column", or "column" for every table).
  void DeclareSkewed(std::string column) { skewed_.insert(model::ToLower(column)); }
  bool DeclaredSkewed(const model::Table& table, const model::Column& column) const;
  // The source sequence OWNED BY a source column (PostgreSQL), or nullptr.
  const model::Sequence* OwningSequence(const model::Table& source_table, const model::Column& source_column) const;
  // Facts about the whole schema (largest table, who refers to whom), gathered on first use.
  const SchemaFacts& facts() const;
  // Whether `table` can take write load (table_load.h), assessed once per table.
  const LoadAssessment& LoadOf(const model::Table& table) const;

 private:
  const model::Schema& schema_;
  const model::Schema* source_;
  std::map<std::string, const model::Table*> source_tables_;  // lower-cased Spanner name -> source
  std::map<std::string, std::string> column_origins_;         // "table.column" (Spanner, lower) -> source name
  std::set<std::string> skewed_;
  std::map<std::string, const model::Sequence*> owned_sequences_;  // "table.column" (source, lower)
  mutable std::optional<SchemaFacts> facts_;
  mutable std::map<const model::Table*, LoadAssessment> loads_;
};

// Classifies one column of `table` (a table of ctx.schema()).
Classification ClassifyColumn(const AnalysisContext& ctx, const model::Table& table, const model::Column& column);
// Classifies a key part: expressions are unknown; columns as ClassifyColumn.
Classification ClassifyKeyPart(const AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part);

}  // namespace spanlift::analysis
