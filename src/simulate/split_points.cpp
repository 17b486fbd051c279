#include "simulate/split_points.h"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "simulate/key_encoding.h"
#include "simulate/key_plan.h"

namespace spanlift::simulate {

namespace {

// A bound on the points a method could ever want, before the rule's count caps it.
constexpr uint64_t kUnbounded = std::numeric_limits<uint64_t>::max();

std::string Encoded(const shard::Value& v) {
  std::string key;
  AppendKeyPart(key, v, false);
  return key;
}

// The smallest value of a trailing key part: a split point is a full key, and the boundary
// belongs at the start of the leading part's range.
shard::Value Smallest(const std::string& type) {
  if (type == "INT64") return std::numeric_limits<int64_t>::min();
  if (type == "TIMESTAMP") return shard::Timestamp{-62135596800000000};  // 0001-01-01T00:00:00Z
  if (type == "DATE") return shard::Date{1, 1, 1};
  if (type == "BOOL") return false;
  if (type == "BYTES") return shard::Bytes{};
  if (type == "UUID") return std::string("00000000-0000-0000-0000-000000000000");
  if (type == "NUMERIC" || type == "FLOAT64" || type == "FLOAT32") return std::string("0");  // any value bounds
  return std::string();  // STRING: the empty string sorts first
}

bool IsHex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// 8-4-4-4-12 hex with version nibble 4: a random UUID.
bool IsUuidV4(const std::string& s) {
  if (s.size() != 36) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if ((i == 8 || i == 13 || i == 18 || i == 23) ? s[i] != '-' : !IsHex(s[i])) return false;
  return s[14] == '4';
}

bool AllUuidV4(const std::vector<std::string>& sample) {
  return !sample.empty() && std::all_of(sample.begin(), sample.end(), IsUuidV4);
}

// About a row's size: each value's measured mean text length (8 where not measured) plus 8.
uint64_t RowWidth(const model::Table& source) {
  uint64_t width = 0;
  for (const auto& column : source.columns) {
    const model::ColumnData* c = source.data->Find(column.name);
    uint64_t mean = 8;
    if (c && !c->sample.empty()) {
      uint64_t total = 0;
      for (const auto& v : c->sample) total += v.size();
      mean = total / c->sample.size();
    }
    width += mean + 8;
  }
  return width;
}

std::vector<KeyColumn> KeyColumns(const model::Table& table, const std::vector<model::KeyPart>& parts) {
  std::vector<KeyColumn> out;
  for (const auto& p : parts) {
    const model::Column* c = table.FindColumn(p.column);
    out.push_back({p.column, c ? c->type.name : ""});
  }
  return out;
}

// The leading part's values at the points, and how they were placed.
struct Leading {
  SplitMethod method = SplitMethod::kNone;
  std::vector<shard::Value> values;
  std::string reason;
};

Leading Place(const Recipe& first, const model::Table& source, uint64_t count) {
  Leading out;
  if (first.kind == Recipe::Kind::kShard) {
    out.method = SplitMethod::kShard;
    for (int64_t s : ShardPoints(first.shard.shards, count)) out.values.emplace_back(std::in_place_type<int64_t>, s);
    out.reason = "one point per shard value of " + std::to_string(first.shard.shards) +
                 (out.values.size() + 1 < static_cast<size_t>(first.shard.shards) ? ", evenly spaced subset" : "");
    return out;
  }
  if (first.kind == Recipe::Kind::kRandom) {
    out.method = SplitMethod::kUuid;
    for (auto& u : UuidPrefixes(count, false)) out.values.emplace_back(std::in_place_type<std::string>, std::move(u));
    out.reason = "generated UUIDs: evenly spaced hex prefixes";
    return out;
  }
  if (first.kind != Recipe::Kind::kSource) {
    out.reason = "the leading key part's values do not come from the rows";
    return out;
  }
  if (first.reversed && first.type == "INT64") {
    out.method = SplitMethod::kBitReversed;
    for (int64_t v : EvenPositiveInt64(count)) out.values.emplace_back(std::in_place_type<int64_t>, v);
    out.reason =
        "bit-reversed ids: evenly spaced over positive INT64 (ids the identity draws; rows loaded with "
        "their source ids keep small values, which all sort before the first point)";
    return out;
  }
  const model::ColumnData* data =
      first.column < source.columns.size() ? source.data->Find(source.columns[first.column].name) : nullptr;
  if (!data || data->sample.empty()) {
    out.reason = "the leading key column was not profiled";
    return out;
  }
  if ((first.type == "STRING" || first.type == "UUID") && AllUuidV4(data->sample)) {
    out.method = SplitMethod::kUuid;
    bool upper = std::any_of(data->sample.front().begin(), data->sample.front().end(),
                             [](char c) { return c >= 'A' && c <= 'F'; });
    for (auto& u : UuidPrefixes(count, upper)) out.values.emplace_back(std::in_place_type<std::string>, std::move(u));
    out.reason = "random (v4) UUIDs measured: evenly spaced hex prefixes";
    return out;
  }
  std::vector<shard::Value> typed;
  for (const auto& text : data->sample) {
    shard::Value v = TypedValue(profile::Field{profile::ValueKind::kString, text}, first.type);
    bool wanted_text =
        first.type == "STRING" || first.type == "UUID" || first.type == "NUMERIC" || first.type.rfind("FLOAT", 0) == 0;
    if (std::holds_alternative<std::string>(v) && !wanted_text) continue;  // not a value of the column's type
    typed.push_back(std::move(v));
  }
  out.method = SplitMethod::kQuantiles;
  out.values = Quantiles(std::move(typed), count);
  out.reason = "key kept as it was: quantiles of " + std::to_string(data->sample.size()) + " sampled values";
  return out;
}

SplitObject Choose(const model::Table& table, const model::Table& source, const KeyObject& object,
                   std::vector<KeyColumn> key, const SplitRule& rule) {
  SplitObject o;
  o.table = table.name;
  o.index = object.index;
  o.key = std::move(key);
  o.rows = source.data->rows;
  // The rows' measured size (their text in the dump); a guess from sampled values without it.
  o.bytes = source.data->row_bytes ? source.data->row_bytes : o.rows * RowWidth(source);
  uint64_t count = PointCount(rule, o.rows, o.bytes);
  if (count == 0) {
    o.reason = "small table: Spanner splits it by load soon enough";
    return o;
  }
  if (object.parts.empty()) return o;
  Leading leading = Place(object.parts[0].recipe, source, count);
  o.method = leading.method;
  o.reason = leading.reason;
  for (auto& v : leading.values) {
    std::vector<shard::Value> point{std::move(v)};
    for (size_t i = 1; i < o.key.size(); ++i) point.push_back(Smallest(o.key[i].type));
    o.points.push_back(std::move(point));
  }
  return o;
}

}  // namespace

const char* SplitMethodName(SplitMethod method) {
  switch (method) {
    case SplitMethod::kBitReversed: return "bit_reversed";
    case SplitMethod::kShard: return "shard";
    case SplitMethod::kUuid: return "uuid";
    case SplitMethod::kQuantiles: return "quantiles";
    case SplitMethod::kNone: break;
  }
  return "none";
}

uint64_t PointCount(const SplitRule& rule, uint64_t rows, uint64_t bytes) {
  uint64_t n = std::max(rule.rows_per_point ? rows / rule.rows_per_point : 0,
                        rule.bytes_per_point ? bytes / rule.bytes_per_point : 0);
  return n < rule.min_points ? 0 : std::min(n, rule.max_points);
}

std::vector<int64_t> EvenPositiveInt64(uint64_t count) {
  std::vector<int64_t> out;
  const unsigned __int128 span = static_cast<unsigned __int128>(1) << 63;
  for (uint64_t i = 1; i <= count; ++i) out.push_back(static_cast<int64_t>(span * i / (count + 1)));
  return out;
}

std::vector<int64_t> ShardPoints(int64_t shards, uint64_t count) {
  std::vector<int64_t> out;
  if (shards < 2) return out;
  const uint64_t n = std::min<uint64_t>(count, static_cast<uint64_t>(shards) - 1);
  for (uint64_t i = 1; i <= n; ++i) out.push_back(static_cast<int64_t>(i * static_cast<uint64_t>(shards) / (n + 1)));
  return out;
}

std::vector<std::string> UuidPrefixes(uint64_t count, bool upper) {
  std::vector<std::string> out;
  for (uint64_t i = 1; i <= count; ++i) {
    char buf[48];
    std::snprintf(buf, sizeof buf, upper ? "%08llX-0000-0000-0000-000000000000" : "%08llx-0000-0000-0000-000000000000",
                  static_cast<unsigned long long>((uint64_t{1} << 32) * i / (count + 1)));
    out.push_back(buf);
  }
  return out;
}

std::vector<shard::Value> Quantiles(std::vector<shard::Value> sample, uint64_t count) {
  std::vector<std::string> keys;  // the order-preserving encodings, by sample position
  std::vector<size_t> order;
  for (size_t i = 0; i < sample.size(); ++i) {
    keys.push_back(Encoded(sample[i]));
    if (!std::holds_alternative<shard::Null>(sample[i])) order.push_back(i);
  }
  std::sort(order.begin(), order.end(), [&keys](size_t a, size_t b) { return keys[a] < keys[b]; });
  order.erase(std::unique(order.begin(), order.end(), [&keys](size_t a, size_t b) { return keys[a] == keys[b]; }),
              order.end());
  std::vector<shard::Value> out;
  if (order.size() < 2) return out;  // one value: no boundary separates anything
  // Points strictly above the smallest value, so every split holds sampled rows.
  const uint64_t n = std::min<uint64_t>(count, order.size() - 1);
  for (uint64_t i = 1; i <= n; ++i) out.push_back(sample[order[i * order.size() / (n + 1)]]);
  return out;
}

std::vector<SplitObject> ChooseSplitPoints(const analysis::AnalysisContext& ctx, const SplitRule& rule) {
  std::vector<SplitObject> out;
  SchemaPlan plan = PlanKeys(ctx, true);
  for (const auto& table : ctx.schema().tables) {
    const model::Table* source = ctx.SourceTable(table);
    if (!source || !source->data || source->data->rows == 0 || !table.primary_key) continue;
    auto name = plan.names.find(source);
    if (name == plan.names.end() || name->second != table.name) continue;  // the converted table the plan keyed
    const auto& objects = plan.objects.at(source);
    out.push_back(Choose(table, *source, objects[0], KeyColumns(table, table.primary_key->parts), rule));
    for (size_t i = 0; i < table.indexes.size() && i + 1 < objects.size(); ++i)
      out.push_back(Choose(table, *source, objects[i + 1], KeyColumns(table, table.indexes[i].parts), rule));
  }
  return out;
}

}  // namespace spanlift::simulate
