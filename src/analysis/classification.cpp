// Column classification: an ordered list of signals, most specific first; the first that matches
// decides. Each signal is one small function of the column, its source column and the schema.
#include "analysis/classification.h"

#include "analysis/data_evidence.h"
#include "analysis/hierarchy.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <optional>
#include <utility>

namespace spanlift::analysis {

const char* DistributionName(Distribution d) {
  switch (d) {
    case Distribution::kMonotonic: return "monotonic";
    case Distribution::kUniform: return "uniform";
    case Distribution::kSkewed: return "skewed";
    case Distribution::kUnknown: break;
  }
  return "unknown";
}

const char* SignalName(Signal s) {
  switch (s) {
    case Signal::kSequence: return "sequence";
    case Signal::kTemporal: return "temporal";
    case Signal::kTimeOrderedUuid: return "time_ordered_uuid";
    case Signal::kAssignedId: return "assigned_id";
    case Signal::kBitReversed: return "bit_reversed";
    case Signal::kRandomUuid: return "random_uuid";
    case Signal::kHash: return "hash";
    case Signal::kShard: return "shard";
    case Signal::kTenant: return "tenant";
    case Signal::kFewValues: return "few_values";
    case Signal::kMostlyNull: return "mostly_null";
    case Signal::kTreeRoot: return "tree_root";
    case Signal::kPolicy: return "policy";
    case Signal::kData: return "data";
    case Signal::kNone: break;
  }
  return "none";
}

namespace {

std::string Key(std::string_view table, std::string_view column) {
  return model::ToLower(table) + "." + model::ToLower(column);
}

// A source table as convert's renames spell it (convert::Context::TableLabel, which is internal to
// the conversion): schema-qualified unless in the default schema.
std::string Label(const model::Schema& source, const model::Table& t) {
  bool default_schema =
      t.schema.empty() || (source.dialect == model::Dialect::kPostgres && t.schema == source.default_schema);
  return default_schema ? t.name : t.schema + "." + t.name;
}

}  // namespace

AnalysisContext::AnalysisContext(const model::Schema& schema, const model::Schema* source,
                                 const std::vector<convert::Rename>* renames)
    : schema_(schema), source_(source) {
  if (!source_) return;
  // Source label -> Spanner name, from the conversion's renames (default: unchanged).
  std::map<std::string, std::string> table_to;
  std::map<std::string, std::string> column_to;  // "label.column" -> Spanner column name
  if (renames) {
    for (const auto& r : *renames) {
      if (r.kind == "table") table_to[r.from] = r.to;
      if (r.kind == "column") column_to[r.from] = r.to;
    }
  }
  for (const auto& t : source_->tables) {
    std::string label = Label(*source_, t);
    auto renamed = table_to.find(label);
    // Unrenamed: its name, or its label when its schema became a Spanner named schema.
    std::string to = renamed != table_to.end()                      ? renamed->second
                     : label != t.name && FindTable(schema_, label) ? label
                                                                    : t.name;
    source_tables_[model::ToLower(to)] = &t;
    for (const auto& c : t.columns) {
      auto col = column_to.find(label + "." + c.name);
      column_origins_[Key(to, col != column_to.end() ? col->second : c.name)] = c.name;
    }
  }
  // Indexed once: classifying each column by scanning every sequence was quadratic.
  for (const auto& seq : source_->sequences) {
    std::string_view owner = seq.owned_by_table;
    if (size_t dot = owner.rfind('.'); dot != std::string_view::npos) owner.remove_prefix(dot + 1);
    owned_sequences_.emplace(Key(owner, seq.owned_by_column), &seq);  // the first one wins
  }
}

const SchemaFacts& AnalysisContext::facts() const {
  if (!facts_) facts_ = GatherFacts(schema_, source_);
  return *facts_;
}

const LoadAssessment& AnalysisContext::LoadOf(const model::Table& table) const {
  auto it = loads_.find(&table);
  if (it == loads_.end()) it = loads_.emplace(&table, AssessLoad(*this, table)).first;
  return it->second;
}

const model::Sequence* AnalysisContext::OwningSequence(const model::Table& source_table,
                                                       const model::Column& source_column) const {
  auto it = owned_sequences_.find(Key(source_table.name, source_column.name));
  return it == owned_sequences_.end() ? nullptr : it->second;
}

const model::Table* AnalysisContext::SourceTable(const model::Table& table) const {
  auto it = source_tables_.find(model::ToLower(table.name));
  return it == source_tables_.end() ? nullptr : it->second;
}

const model::Column* AnalysisContext::SourceColumn(const model::Table& table, const model::Column& column) const {
  const model::Table* source = SourceTable(table);
  if (!source) return nullptr;
  auto it = column_origins_.find(Key(table.name, column.name));
  return source->FindColumn(it == column_origins_.end() ? column.name : it->second);
}

bool AnalysisContext::DeclaredSkewed(const model::Table& table, const model::Column& column) const {
  return skewed_.count(Key(table.name, column.name)) > 0 || skewed_.count(model::ToLower(column.name)) > 0;
}

namespace {

// What the signals look at: the converted column, its origin (if known) and the schema.
struct Subject {
  const AnalysisContext& ctx;
  const model::Table& table;
  const model::Column& column;
  const model::Column* source;      // may be null
  std::string defaults;             // lower-cased source and Spanner defaults / generated expressions
  std::vector<std::string> words;   // lower-cased name words: "CreatedAt" -> {"created", "at"}
  bool follow_foreign_keys = true;  // false while classifying a referenced key (one level deep)
};

std::string Singular(const std::string& table) {
  return table.ends_with("ies") ? table.substr(0, table.size() - 3) + "y"
         : table.ends_with("s") ? table.substr(0, table.size() - 1)
                                : table;
}

Classification ClassifyColumnOnce(const AnalysisContext& ctx, const model::Table& table, const model::Column& column);

bool Contains(const std::string& haystack, std::string_view needle) {
  return haystack.find(needle) != std::string::npos;
}

bool AnyContains(const std::string& haystack, std::initializer_list<std::string_view> needles) {
  return std::any_of(needles.begin(), needles.end(), [&](std::string_view n) { return Contains(haystack, n); });
}

bool HasWord(const Subject& s, std::initializer_list<std::string_view> words) {
  return std::any_of(s.words.begin(), s.words.end(),
                     [&](const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); });
}

// Lower-cased default and generation expressions: what the generator signals search.
std::string ExpressionText(const model::Column& c) {
  std::string out;
  if (c.default_value) out += model::ToLower(*c.default_value) + " ";
  if (c.generated) out += model::ToLower(c.generated->expression) + " ";
  return out;
}

// True when the column alone is the primary key: every value is distinct, so never skewed.
bool IsWholeKey(const model::Table& t, std::string_view column) {
  return t.primary_key && t.primary_key->parts.size() == 1 &&
         model::EqualsIgnoreCase(t.primary_key->parts[0].column, column);
}

const model::ForeignKey* ForeignKeyOf(const model::Table& t, std::string_view column) {
  for (const auto& fk : t.foreign_keys)
    if (!fk.columns.empty() && model::EqualsIgnoreCase(fk.columns[0], column)) return &fk;
  return nullptr;
}

std::string TypeName(const model::Column* c) { return c ? model::ToLower(c->type.name) : std::string(); }

using Found = std::optional<Classification>;

Classification Make(Distribution kind, double confidence, Signal signal, std::string evidence) {
  return {kind, std::min(confidence, 1.0), std::move(evidence), signal};
}

// A classification the column's name alone suggests: low confidence, and the evidence says so.
Classification ByNameOnly(Distribution kind, Signal signal, std::string evidence) {
  Classification c = Make(kind, kNameOnlyConfidence, signal, std::move(evidence) + " (the name is the only evidence)");
  c.name_only = true;
  return c;
}

// True when a UNIQUE index or constraint covers the column alone: one row per value, so however
// the column is named, its values are as many as the rows.
bool UniqueAlone(const model::Table& t, std::string_view column) {
  return std::any_of(t.indexes.begin(), t.indexes.end(), [&](const model::Index& i) {
    return i.unique && i.parts.size() == 1 && model::EqualsIgnoreCase(i.parts[0].column, column);
  });
}

Found Policy(const Subject& s) {
  if (!s.ctx.DeclaredSkewed(s.table, s.column)) return {};
  return Make(Distribution::kSkewed, 1.0, Signal::kPolicy, "the policy declares " + s.column.name + " skewed");
}

Found Shard(const Subject& s) {
  if (!s.column.shard) return {};
  return Make(
      Distribution::kUniform, 0.99, Signal::kShard,
      s.column.name + " is a shard column: a hash of its key columns modulo " + std::to_string(s.column.shard->shards));
}

Found BitReversed(const Subject& s) {
  bool identity = s.column.identity && s.column.identity->bit_reversed_positive;
  bool sequence = false;
  if (s.column.default_value && Contains(model::ToLower(*s.column.default_value), "get_next_sequence_value")) {
    for (const auto& seq : s.ctx.schema().sequences)
      if (seq.kind == "bit_reversed_positive" &&
          Contains(model::ToLower(*s.column.default_value), model::ToLower(seq.name)))
        sequence = true;
  }
  if (!identity && !sequence) return {};
  return Make(Distribution::kUniform, 0.95, Signal::kBitReversed,
              s.column.name + " comes from a bit-reversed " + (identity ? "identity" : "sequence") +
                  ": values spread over the key space");
}

// "sequence s" when a source sequence is OWNED BY this column (PostgreSQL), else empty.
std::string OwningSequence(const Subject& s) {
  const model::Table* table = s.source ? s.ctx.SourceTable(s.table) : nullptr;
  const model::Sequence* seq = table ? s.ctx.OwningSequence(*table, *s.source) : nullptr;
  return seq ? "sequence " + seq->name + " (OWNED BY the column)" : std::string();
}

Found Sequential(const Subject& s) {
  auto generator = [](const model::Column& c) -> std::string {
    if (c.auto_increment) return "an auto-increment generator (AUTO_INCREMENT, SERIAL or IDENTITY)";
    if (c.identity && !c.identity->bit_reversed_positive) return "an IDENTITY";
    if (!c.sequence.empty()) return "sequence " + c.sequence;
    if (c.default_value && Contains(model::ToLower(*c.default_value), "nextval(")) return "DEFAULT nextval(...)";
    return {};
  };
  std::string what = generator(s.column);
  if (what.empty() && s.source) what = generator(*s.source);
  if (what.empty()) what = OwningSequence(s);
  if (what.empty()) return {};
  return Make(Distribution::kMonotonic, 0.95, Signal::kSequence,
              s.column.name + " is filled by " + what + ": each insert takes the next higher value");
}

Found TimeOrderedUuid(const Subject& s) {
  bool by_default =
      AnyContains(s.defaults, {"uuid_generate_v1", "uuidv7", "uuid_generate_v7", "gen_uuid_v7", "uuid_v7", "uuidv1",
                               "ulid", "uuid_to_bin(uuid(), 1)", "uuid_to_bin(uuid(),1)", "uuid_to_bin(uuid(), true)"});
  if (by_default)
    return Make(Distribution::kMonotonic, 0.9, Signal::kTimeOrderedUuid,
                s.column.name +
                    " defaults to a time-ordered UUID (v1/v7, ULID or a time-first UUID_TO_BIN): new values "
                    "sort after old ones");
  if (!HasWord(s, {"ulid", "uuidv7", "uuidv1", "ksuid"})) return {};
  return ByNameOnly(Distribution::kMonotonic, Signal::kTimeOrderedUuid,
                    s.column.name +
                        " is named like a time-ordered identifier (ULID, UUIDv7, KSUID): new values sort "
                        "after old ones");
}

Found RandomUuid(const Subject& s) {
  if (!AnyContains(s.defaults,
                   {"gen_random_uuid", "uuid_generate_v4", "uuid()", "generate_uuid", "new_uuid", "newid()"}))
    return {};
  return Make(Distribution::kUniform, 0.9, Signal::kRandomUuid,
              s.column.name + " defaults to a random UUID (v4): values spread over the key space");
}

Found Hash(const Subject& s) {
  if (AnyContains(s.defaults, {"farm_fingerprint", "sha1(", "sha256(", "sha512(", "md5(", "crc32("}))
    return Make(Distribution::kUniform, 0.85, Signal::kHash,
                s.column.name + " is computed by a hash function: values spread over the key space");
  if (!HasWord(s, {"hash", "fingerprint", "digest", "md5", "sha1", "sha256", "checksum"})) return {};
  return ByNameOnly(Distribution::kUniform, Signal::kHash,
                    s.column.name + " is named like a hash value: values spread over the key space");
}

Found Temporal(const Subject& s) {
  static const std::array<std::string_view, 7> kTypes = {"timestamp", "date",   "timestamptz", "datetime",
                                                         "time",      "timetz", "year"};
  auto temporal = [](const std::string& type) { return std::find(kTypes.begin(), kTypes.end(), type) != kTypes.end(); };
  if (!temporal(TypeName(&s.column)) && !temporal(TypeName(s.source))) return {};
  double confidence = 0.6;
  std::string why = s.column.name + " is a " + s.column.type.ToString() + " column";
  if (s.column.allow_commit_timestamp ||
      AnyContains(s.defaults, {"now()", "current_timestamp", "current_date", "localtimestamp", "sysdate",
                               "clock_timestamp", "statement_timestamp", "pending_commit_timestamp"})) {
    confidence += 0.3;
    why += " set to the current time";
  }
  // Calibrated on the benchmark's tuning half (docs/hotspots.md): a time named for the row's creation
  // is the insert time; other event names (updated, date) are later or not at insert.
  if (HasWord(s, {"created", "creation", "inserted", "logged", "occurred", "recorded", "received", "issued", "placed",
                  "posted", "submitted", "sent", "ordered", "booked", "registered", "joined", "added"})) {
    confidence = std::max(confidence, 0.8);
    why += ", named as the row's creation time";
  } else if (HasWord(s, {"last", "updated", "modified", "accessed", "seen", "touched"})) {
    // Seed 000's Users(LastAccess): each update sets it to now, moving the row's entry to the end.
    confidence = std::max(confidence, 0.8);
    why += ", named as the time of the row's last change, which each update moves to the end";
  } else if (const model::Table* source = s.ctx.SourceTable(s.table);
             source && s.source && InsertTime(*source) == s.source && s.ctx.LoadOf(s.table).load == Load::kBusy) {
    confidence = std::max(confidence, 0.8);
    why += ", the insert time of a table that takes write load (" + s.ctx.LoadOf(s.table).evidence + ")";
  } else if (HasWord(s, {"ts", "timestamp", "time", "date", "at", "when"})) {
    confidence += 0.05;
    why += ", named like an event time";
  }
  return Make(Distribution::kMonotonic, confidence, Signal::kTemporal, why + ": new rows carry ever later values");
}

bool IsInteger(const std::string& type) {
  return type == "int64" || type == "bigint" || type == "integer" || type == "int";
}
// Text or bytes: MediaWiki keeps times as binary(14) 'YYYYMMDDHHMMSS'.
bool IsText(const std::string& type) {
  return type == "string" || type == "varchar" || type == "char" || type == "text" || type == "binary" ||
         type == "varbinary" || type == "bytes";
}

// Times kept as numbers (epoch seconds or milliseconds) or as ISO text sort by time just the same;
// so do text ids that start with one (Asterisk's uniqueid and linkedid are "<epoch>.<sequence>"),
// dates kept as 'YYYY-MM-DD' text, and integer stream positions and sequence numbers.
Found TimeInOtherType(const Subject& s) {
  std::string type = TypeName(&s.column);
  bool integer = IsInteger(type), text = IsText(type);
  if (!integer && !text) return {};
  bool time = HasWord(s, {"created", "updated", "modified", "inserted", "ts", "timestamp", "epoch", "seen"});
  bool text_time = text && HasWord(s, {"uniqueid", "linkedid", "date", "day"});
  bool counter = integer && HasWord(s, {"stream", "seq", "sequence"});
  if (!time && !text_time && !counter) return {};
  return ByNameOnly(
      Distribution::kMonotonic, Signal::kTemporal,
      s.column.name + " is a " + s.column.type.ToString() +
          (counter ? " column named like a stream position or sequence number"
                   : " column named like an event time (epoch numbers, ISO text and '<epoch>.<sequence>' ids "
                     "sort by time)") +
          ": new rows carry ever higher values");
}

// An integer column an application feeds from a sequence named after it (nextval in the code, not in
// a DEFAULT): event_auth_chains.chain_id and CREATE SEQUENCE event_auth_chain_id.
Found SequenceNamedAfter(const Subject& s) {
  if (!s.ctx.source() || !IsInteger(TypeName(&s.column)) || s.words.size() < 2) return {};
  std::string name = model::ToLower(s.column.name);
  for (const auto& seq : s.ctx.source()->sequences)
    if (seq.owned_by_column.empty() && Contains(model::ToLower(seq.name), name))
      return ByNameOnly(Distribution::kMonotonic, Signal::kSequence,
                        s.column.name + " is an integer named in sequence " + seq.name +
                            ", which no column owns: the application takes the next value for each insert");
  return {};
}

// A reference: a foreign key, or an integer named like one where the schema declares none.
bool Reference(const model::Table& t, const model::Column& c) {
  if (ForeignKeyOf(t, c.name)) return true;
  std::vector<std::string> words = NameWords(c.name);
  return IsInteger(TypeName(&c)) && words.size() >= 2 && words.back() == "id";
}

// One of several optional references (a polymorphic log: activities has client_id, invoice_id,
// task_id... and a row sets the one its event is about): each is NULL in most rows.
Found MostlyNull(const Subject& s) {
  if (!s.column.nullable || !Reference(s.table, s.column) || UniqueAlone(s.table, s.column.name)) return {};
  size_t optional = 0;
  for (const auto& c : s.table.columns) optional += c.nullable && Reference(s.table, c);
  if (optional < 4) return {};
  return Make(Distribution::kSkewed, 0.7, Signal::kMostlyNull,
              s.column.name + " is one of " + std::to_string(optional) +
                  " optional references of the table, of which a row sets the one it is about: NULL in most rows");
}

// A constant default a row keeps until something sets it: 0 or '' (MySQL's "none" for NOT NULL columns).
bool SentinelDefault(const model::Column& c) {
  if (!c.default_value) return false;
  std::string d = model::ToLower(*c.default_value);
  return d == "0" || d == "'0'" || d == "''";
}

// A reference to the table's own rows (comment_parent of wp_comments, parent_id of namespaces): a
// tree, whose top-level rows all hold the same NULL or 0, and new comments and posts are mostly
// top-level. A foreign key to the same table (or, where the schema declares no foreign keys, an
// integer) named as the row's parent.
Found TreeRoot(const Subject& s) {
  if (IsWholeKey(s.table, s.column.name) || UniqueAlone(s.table, s.column.name)) return {};
  const model::Column& c = s.source ? *s.source : s.column;
  bool none = c.nullable && (!c.default_value || model::ToLower(*c.default_value) == "null");
  if (!none && !SentinelDefault(c)) return {};
  // A parent, not a chain: previous_revision_id and next_token_id are NULL only at each chain's start.
  const model::ForeignKey* fk = ForeignKeyOf(s.table, s.column.name);
  bool self = fk ? model::EqualsIgnoreCase(fk->ref_table, s.table.name)
                 : s.table.foreign_keys.empty() && IsInteger(TypeName(&s.column));
  if (!self || !HasWord(s, {"parent"})) return {};
  return Make(Distribution::kSkewed, 0.6, Signal::kTreeRoot,
              s.column.name + " refers to a row of " + s.table.name + " itself (a tree): every top-level row holds " +
                  (none ? std::string("NULL") : "its default " + *c.default_value) + ", one value for most rows");
}

// A tenant partitions the other tables: most of them carry a foreign key to it. Its name is no
// evidence (a customer_id may be one customer's orders); being carried by most tables is. Never for
// a column unique on its own.
Found Tenant(const Subject& s) {
  if (IsWholeKey(s.table, s.column.name) || UniqueAlone(s.table, s.column.name)) return {};
  const model::ForeignKey* fk = ForeignKeyOf(s.table, s.column.name);
  size_t carriers = fk && fk->columns.size() == 1 ? s.ctx.facts().TenantOf(fk->ref_table) : 0;
  if (!carriers) return {};
  return Make(
      Distribution::kSkewed, 0.7, Signal::kTenant,
      s.column.name + " references " + fk->ref_table + ", which " + std::to_string(carriers) +
          " tables carry beside a reference that reaches it already: a tenant copied into every table, whose large "
          "values own most rows");
}

// Words of the columns a few values fill: a state machine's state, a type or a flag.
bool StateName(const Subject& s) {
  return HasWord(
      s, {"status",     "state",    "type",   "kind",    "priority", "mode",      "level",    "category", "flag",
          "visibility", "approved", "active", "enabled", "deleted",  "published", "archived", "internal", "source",
          "stage",      "phase",    "role",   "lang",    "language", "locale",    "currency", "channel",  "provider"});
}

// A CHECK that lists the column's values: `c IN (...)` or PostgreSQL's `c = ANY (ARRAY[...])`.
bool CheckedList(const model::Table& t, std::string_view column) {
  std::string name = model::ToLower(column);
  for (const auto& c : t.checks) {
    std::string e = model::ToLower(c.expression);
    if (e.find(name) != std::string::npos &&
        (e.find(" in (") != std::string::npos || e.find("any (array[") != std::string::npos ||
         e.find("any ((array[") != std::string::npos))
      return true;
  }
  return false;
}

// Declared to take few values: what an ENUM, a BOOL or a listing CHECK says, or a short code with a
// constant default and a state's name. Whether that makes a hotspot depends on what follows it in
// the key (hotspot.h): a status followed by a time is seed 004's pattern.
Found FewValues(const Subject& s) {
  if (IsWholeKey(s.table, s.column.name) || UniqueAlone(s.table, s.column.name)) return {};
  const model::Column& c = s.source ? *s.source : s.column;
  const model::Table* table = s.ctx.SourceTable(s.table);
  std::string type = model::ToLower(c.type.name);
  bool one_bit = (type == "tinyint" || type == "bit") && !c.type.args.empty() && c.type.args[0] == "1";
  bool user_enum = s.ctx.source() && const_cast<model::Schema*>(s.ctx.source())->FindEnum(c.type.schema, c.type.name);
  bool declared = type == "bool" || type == "boolean" || type == "enum" || one_bit || user_enum ||
                  (table && CheckedList(*table, c.name));
  if (declared)
    return Make(Distribution::kSkewed, 0.85, Signal::kFewValues,
                s.column.name + " is declared to take few values (" + c.type.ToString() +
                    (table && CheckedList(*table, c.name) ? ", a CHECK listing them" : "") + ")");
  auto up_to_32 = [](const std::string& n) {
    return !n.empty() && n.size() <= 2 &&
           std::all_of(n.begin(), n.end(), [](char d) { return d >= '0' && d <= '9'; }) && std::stoi(n) <= 32;
  };
  // MediaWiki and others keep short text codes as binary strings (log_type varbinary(32)).
  bool text = type == "char" || type == "varchar" || type == "character" || type == "binary" || type == "varbinary";
  bool short_text = text && !c.type.args.empty() && up_to_32(c.type.args[0]);
  bool small = type == "tinyint" || type == "smallint" || type == "int2" || short_text;
  if (!small || !c.default_value || !StateName(s)) return {};
  return Make(Distribution::kSkewed, 0.7, Signal::kFewValues,
              s.column.name + " is a short " + c.type.ToString() + " code with a constant default (" +
                  *c.default_value + ") and a state's name: few values, the default's most of all");
}

// Lines of a document (order_details of orders, invoice_line of invoice) are inserted with their
// parent, so a foreign key to a parent whose key grows grows too. The table names tie them: name
// evidence, so low confidence.
Found LinesOfParent(const Subject& s) {
  if (!s.follow_foreign_keys || IsWholeKey(s.table, s.column.name)) return {};
  const model::ForeignKey* fk = ForeignKeyOf(s.table, s.column.name);
  const model::Table* parent = fk && fk->columns.size() == 1 ? FindTable(s.ctx.schema(), fk->ref_table) : nullptr;
  if (!parent || parent == &s.table || !parent->primary_key || parent->primary_key->parts.size() != 1) return {};
  std::string child = model::ToLower(model::UnqualifiedName(s.table.name)),
              owner = Singular(model::ToLower(model::UnqualifiedName(parent->name)));
  if (child.size() <= owner.size() || !child.starts_with(owner)) return {};
  const model::Column* key = parent->FindColumn(parent->primary_key->parts[0].column);
  if (!key) return {};
  Classification c = ClassifyColumnOnce(s.ctx, *parent, *key);
  if (c.kind != Distribution::kMonotonic || c.name_only) return {};
  return ByNameOnly(Distribution::kMonotonic, c.signal,
                    s.column.name + " references " + parent->name + "." + key->name + ", which grows (" + c.evidence +
                        "), and " + s.table.name + " holds its lines, inserted with it");
}

Found AssignedId(const Subject& s) {
  static const std::array<std::string_view, 4> kIntegers = {"int64", "bigint", "integer", "int"};
  std::string type = TypeName(&s.column);
  if (std::find(kIntegers.begin(), kIntegers.end(), type) == kIntegers.end()) return {};
  // The whole key only: in a composite key an id usually names another entity (Users keyed by
  // (LastAccess, UserId) is one row per access), the high-cardinality part to reorder in front.
  if (!IsWholeKey(s.table, s.column.name) || ForeignKeyOf(s.table, s.column.name)) return {};
  std::string name = model::ToLower(s.column.name), table = model::ToLower(model::UnqualifiedName(s.table.name));
  std::string singular = Singular(table);
  static const std::array<std::string_view, 5> kNumberWords = {"id", "no", "num", "number", "nr"};
  // emp_no of employees, state_id of us_states: the table's own number (ipc_rev_id of ip_changes
  // names another table's row).
  std::string stem;
  for (size_t i = 0; i + 1 < s.words.size(); ++i) stem += s.words[i];
  std::string bare = table;
  std::erase(bare, '_');
  bool numbered = !stem.empty() && bare.find(stem) != std::string::npos &&
                  std::find(kNumberWords.begin(), kNumberWords.end(), s.words.back()) != kNumberWords.end();
  // Lower-cased names run the words together (PostgreSQL's transactionid of transactionhistoryarchive).
  if (s.words.size() == 1 && name.size() > 5 && name.ends_with("id"))
    numbered = numbered || bare.find(name.substr(0, name.size() - 2)) != std::string::npos;
  bool id = name == "id" || name == table + "id" || name == table + "_id" || name == singular + "id" ||
            name == singular + "_id" || numbered;
  if (!id) return {};
  return Make(Distribution::kMonotonic, 0.5, Signal::kAssignedId,
              s.column.name +
                  " is an integer id key without a generator: the application assigns it, probably in "
                  "increasing order");
}

// Most specific first: what the column's generator says beats what its name suggests.
const std::array<Found (*)(const Subject&), 16> kSignals = {
    Policy,     Shard,    BitReversed,     Sequential,         TimeOrderedUuid, RandomUuid,
    Hash,       Temporal, TimeInOtherType, SequenceNamedAfter, FewValues,       TreeRoot,
    MostlyNull, Tenant,   AssignedId,      LinesOfParent};

}  // namespace

namespace {

Classification Classify(const AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                        bool follow_foreign_keys) {
  const model::Column* source = ctx.SourceColumn(table, column);
  Subject s{ctx,
            table,
            column,
            source,
            ExpressionText(column) + (source ? ExpressionText(*source) : std::string()),
            NameWords(column.name),
            follow_foreign_keys};
  for (auto signal : kSignals)
    if (Found found = signal(s)) return WithDataEvidence(ctx, table, column, *found);
  return WithDataEvidence(
      ctx, table, column,
      Make(Distribution::kUnknown, 0, Signal::kNone, column.name + ": no signal of its value distribution"));
}

Classification ClassifyColumnOnce(const AnalysisContext& ctx, const model::Table& table, const model::Column& column) {
  return Classify(ctx, table, column, false);
}

}  // namespace

Classification ClassifyColumn(const AnalysisContext& ctx, const model::Table& table, const model::Column& column) {
  return Classify(ctx, table, column, true);
}

Classification ClassifyKeyPart(const AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part) {
  const model::Column* column = part.column.empty() ? nullptr : table.FindColumn(part.column);
  if (!column) return Make(Distribution::kUnknown, 0, Signal::kNone, "an expression: its distribution is not known");
  return ClassifyColumn(ctx, table, *column);
}

}  // namespace spanlift::analysis
