#pragma once
// What the passes need to know about key columns: which ones concentrate writes (monotonic or
// skewed, as src/analysis classifies them, plus the policy's skewed columns), which can be hashed
// into a shard value, and small key edits shared by the passes.
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "analysis/hotspot.h"
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite {

// The passes act on exactly the hotspots lint reports (analysis/hotspot.h: one decision), less
// those whose only evidence is a column name (unless the policy's name_evidence opts in), plus the
// columns the policy declares skewed. ctx.schema() holds `table`. A pass builds one context as it
// starts (PassContext); what a pass changes (keys, columns, interleaving) cannot move another
// table's classification.
bool KeyIsHot(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy);
bool IndexIsHot(const analysis::AnalysisContext& ctx, const model::Table& table, const model::Index& index,
                const Policy& policy);
// Whether a key part may move to the front of a hot key: analysis::CanLead and not declared skewed.
bool CanLead(const analysis::AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part,
             const Policy& policy);
// The analysis context of a pass: the schema being rewritten, with the source model and renames
// the conversion recorded, so that a pass classifies a column as lint does.
analysis::AnalysisContext PassContext(const model::Schema& schema, const RewriteLog& log);

// Whether docs/sharding.md defines key text for the column's type.
bool IsHashable(const model::Column& column);
// The GoogleSQL expression of docs/sharding.md: ABS(MOD(FARM_FINGERPRINT(key), N)).
std::string ShardExpression(const model::Table& table, const std::vector<std::string>& columns, int64_t shards);
// Adds a shard column (a STORED generated column, or an application-filled INT64 for CRC32)
// named `name` (made unique) in front of the table's other columns; returns its name.
std::string AddShardColumn(model::Table& table, std::string name, std::vector<std::string> columns, int64_t shards,
                           model::ShardSpec::Hash hash);

// The columns of `columns` that IsHashable, in order.
std::vector<std::string> HashableColumns(const model::Table& table, const std::vector<std::string>& columns);
// "ShardId = hash(a, b) mod 16, computed by Spanner" and what the application must do about it.
std::string ShardDescription(const std::string& name, const std::vector<std::string>& hashed, int64_t shards,
                             model::ShardSpec::Hash hash);
std::string ShardApplication(const std::string& name, int64_t shards, model::ShardSpec::Hash hash);
// The shard count for a key or index led by `first`: the policy's, or under --shards auto the
// count the measured skew of `first` asks for (analysis::SuggestedShards); `why` says which.
int64_t ShardCount(const analysis::AnalysisContext& ctx, const model::Table& table, const model::KeyPart& first,
                   const Policy& policy, std::string& why);

std::vector<std::string> KeyColumns(const model::Table& table);
// The key's only column when it is an INT64 (the key the sequence strategy keeps), else nullptr.
const model::Column* SingleInt64Key(const model::Table& table);
std::string KeyText(const std::vector<model::KeyPart>& parts);  // "(a, b DESC)"
// Schema::FindTable is not const (it maintains its lookup index); a scan is enough for passes.
const model::Table* Find(const model::Schema& schema, std::string_view name);
// How many ancestors the table has (0 for a top-level table); stops past Spanner's limit.
int InterleaveDepth(const model::Schema& schema, const model::Table& table);
// Tables interleaved in `table`.
std::vector<const model::Table*> Children(const model::Schema& schema, const model::Table& table);

}  // namespace spanlift::rewrite
