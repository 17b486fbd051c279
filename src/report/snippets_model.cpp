// What the snippets compute, language-neutral: shard columns, bit-reversed columns, read patterns.
#include <algorithm>
#include <cctype>

#include "report/snippets.h"
#include "spanner/identifiers.h"

namespace spanlift::report {

namespace {

// docs/sharding.md "Key text": the Spanner types whose text form is stable across languages.
std::string KindOf(const model::DataType& type) {
  static const std::pair<const char*, const char*> kKinds[] = {{"INT64", "int64"}, {"STRING", "string"},
                                                               {"BOOL", "bool"},   {"TIMESTAMP", "timestamp"},
                                                               {"DATE", "date"},   {"BYTES", "bytes"}};
  if (type.array_dims > 0) return "";
  for (const auto& [name, kind] : kKinds)
    if (type.name == name) return kind;
  return "";
}

bool SameName(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// The sequence in DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE name)), empty if the default is not that.
std::string SequenceOf(const std::string& default_value) {
  static const std::string kPrefix = "GET_NEXT_SEQUENCE_VALUE(SEQUENCE ";
  size_t at = default_value.find(kPrefix);
  if (at == std::string::npos) return "";
  size_t start = at + kPrefix.size(), end = default_value.find(')', start);
  if (end == std::string::npos) return "";
  std::string name = default_value.substr(start, end - start);
  if (name.size() >= 2 && name.front() == '`' && name.back() == '`') name = name.substr(1, name.size() - 2);
  return name;
}

bool IsBitReversedSequence(const model::Schema& schema, const model::Column& c) {
  if (c.identity && c.identity->bit_reversed_positive) return true;
  if (!c.default_value) return false;
  const std::string sequence = SequenceOf(*c.default_value);
  for (const auto& s : schema.sequences)
    if (s.kind == "bit_reversed_positive" && !sequence.empty() && SameName(s.name, sequence)) return true;
  return false;
}

// The key parts after the shard column that a time-range read filters on: the first TIMESTAMP or
// DATE part, else the part right after the shard column.
std::string RangeColumn(const model::Table& t, const std::vector<model::KeyPart>& parts) {
  for (size_t i = 1; i < parts.size(); ++i) {
    const model::Column* c = t.FindColumn(parts[i].column);
    if (c && (c->type.name == "TIMESTAMP" || c->type.name == "DATE")) return parts[i].column;
  }
  return parts.size() > 1 ? parts[1].column : "";
}

std::optional<ReadPattern> ReadFor(const model::Table& t, const std::string& index,
                                   const std::vector<model::KeyPart>& parts) {
  if (parts.empty() || !parts[0].expression.empty()) return std::nullopt;
  const model::Column* shard = t.FindColumn(parts[0].column);
  if (!shard || !shard->shard || shard->shard->shards <= 0) return std::nullopt;
  const int64_t n = shard->shard->shards;
  std::string from = "SELECT * FROM " + spanner::QuoteQualified(t.name, spanner::BacktickQuoted);
  // FORCE_INDEX takes one identifier: a named schema's index is `shop.orders_by_day` (emulator).
  if (!index.empty())
    from += "@{FORCE_INDEX=" + spanner::BacktickQuoted(model::Qualified(model::SchemaOf(t.name), index)) + "}";
  std::string range = RangeColumn(t, parts);
  std::string tail = range.empty() ? "" : " AND " + spanner::BacktickQuoted(range) + " BETWEEN @start AND @end";
  // The literal list of the guidance for a readable N, GENERATE_ARRAY beyond.
  std::string list = "GENERATE_ARRAY(0, " + std::to_string(n - 1) + ")";
  if (n <= 64) {
    list = "[";
    for (int64_t i = 0; i < n; ++i) list += (i ? ", " : "") + std::to_string(i);
    list += "]";
  }
  ReadPattern r{t.name, index, "", ""};
  r.between_sql =
      from + " WHERE " + spanner::BacktickQuoted(shard->name) + " BETWEEN 0 AND " + std::to_string(n - 1) + tail;
  r.unnest_sql = from + " WHERE " + spanner::BacktickQuoted(shard->name) + " IN UNNEST(" + list + ")" + tail;
  return r;
}

template <typename Map, typename Key>
std::string Lookup(const Map& map, const Key& key) {
  auto it = map.find(key);
  return it == map.end() ? "" : it->second;
}

void CollectTable(const model::Schema& schema, const model::Table& t, const SourceNames& sources, SnippetModel& out) {
  const std::string source_table = Lookup(sources.tables, t.name);
  auto source_column = [&](const std::string& column) { return Lookup(sources.columns, std::pair(t.name, column)); };
  for (const auto& c : t.columns) {
    if (c.shard) {
      ShardFunction f{t.name,          c.name, source_table, c.shard->hash == model::ShardSpec::Hash::kCrc32,
                      c.shard->shards, {}};
      for (const auto& name : c.shard->columns) {
        const model::Column* source = t.FindColumn(name);
        if (source && !KindOf(source->type).empty())
          f.params.push_back({name, source_column(name), KindOf(source->type), source->nullable});
      }
      if (f.params.size() == c.shard->columns.size() && f.shards > 0) out.shards.push_back(std::move(f));
    }
    if (c.type.name == "INT64" && IsBitReversedSequence(schema, c))
      out.bit_reversed.push_back({t.name, c.name, source_table, source_column(c.name)});
  }
  if (t.primary_key) {
    if (auto r = ReadFor(t, "", t.primary_key->parts)) out.reads.push_back(std::move(*r));
  }
  for (const auto& idx : t.indexes)
    if (auto r = ReadFor(t, idx.name, idx.parts)) out.reads.push_back(std::move(*r));
}

}  // namespace

SourceNames SourceNamesOf(const std::vector<convert::Rename>& renames) {
  SourceNames out;
  for (const auto& r : renames) {
    if (r.kind == "table") out.tables[r.to] = r.from;
    if (r.kind == "column" && !r.table.empty()) out.columns[{r.table, r.to}] = r.source;
  }
  return out;
}

SnippetModel CollectSnippets(const model::Schema& spanner, const SourceNames& sources) {
  SnippetModel out;
  for (const auto& t : spanner.tables) CollectTable(spanner, t, sources, out);
  return out;
}

}  // namespace spanlift::report
