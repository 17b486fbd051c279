#include "profile/profiler.h"

#include <map>
#include <set>
#include <vector>

#include "model/partitions.h"
#include "profile/column_sketch.h"
#include "profile/copy_scanner.h"
#include "profile/header.h"
#include "profile/insert_values.h"
#include "profile/row_reader.h"
#include "profile/sketch_worker.h"

namespace spanlift::profile {

namespace {

// Malformed rows reported per table; the rest are counted (TableData::malformed_rows).
constexpr uint64_t kReportedBadRows = 3;

struct TableState {
  std::string label;  // the table's name as the model has it, for messages
  uint64_t rows = 0, malformed = 0;
  uint64_t bytes = 0;  // of the rows' text: the table's size as data (split points, load simulation)
  std::map<std::string, std::unique_ptr<ColumnSketch>> columns;  // lower-cased name -> sketch
};

class ProfilerImpl : public frontend::DataSink, public RowConsumer {
 public:
  explicit ProfilerImpl(model::Schema& schema)
      : schema_(schema),
        mysql_insert_(*this, true, kMaxValueBytes, &schema.current_database),
        postgres_insert_(*this, false),
        copy_(*this) {}

  const std::string& current_label() const {
    static const std::string kNone;
    return current_ ? current_->label : kNone;
  }

  // ---- DataSink ----

  void BeginInsert(const model::SourceLocation& at) override {
    insert_ = schema_.dialect == model::Dialect::kPostgres ? &postgres_insert_ : &mysql_insert_;
    insert_->Begin(at);
  }
  void InsertBytes(std::string_view bytes) override {
    insert_->Feed(bytes);
    CountBytes(bytes.size());
  }
  Rows InsertRows(std::string_view bytes) override {
    Rows rows = insert_->FeedRows(bytes);
    CountBytes(rows.bytes);
    return rows;
  }
  void EndInsert() override {
    insert_->End();
    current_ = nullptr;
  }

  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    CopyHead head = ParseCopyHead(statement);
    copying_ = head.ok;
    if (!copying_) {
      NotProfiled(statement_at, "COPY rows are not profiled: " + head.problem);
      return;
    }
    copy_.Begin(head, data_at);
  }
  void CopyBytes(std::string_view bytes) override {
    if (!copying_) return;
    copy_.Feed(bytes);
    CountBytes(bytes.size());
  }
  Lines CopyLines(std::string_view bytes) override {
    if (!copying_) return Lines{};
    Lines lines = copy_.Lines(bytes);
    CountBytes(lines.bytes);
    return lines;
  }
  void EndCopy() override {
    if (copying_) copy_.End();
    copying_ = false;
    current_ = nullptr;
  }

  // pg_dump's keys, read ahead: for each table that has none yet but will, the columns that
  // IsKeyCandidate picks once its key, indexes and foreign keys are there.
  void KeysAhead(const model::Schema& preview) override {
    for (const auto& t : preview.tables) {
      if (!t.primary_key && t.indexes.empty()) continue;
      auto& columns = ahead_[TableKey(t)];
      for (const auto& c : t.columns)
        if (IsKeyCandidate(t, c)) columns.insert(model::ToLower(c.name));
    }
  }

  void Finish() override {
    sketches_.Drain();
    for (auto& [key, state] : tables_) {
      auto [schema_name, name] = keys_.at(key);
      model::Table* t = schema_.FindTable(schema_name, name);
      if (!t) continue;
      model::TableData data;
      data.rows = state.rows;
      data.malformed_rows = state.malformed;
      data.row_bytes = state.bytes;
      for (const auto& c : t->columns) {
        auto it = state.columns.find(model::ToLower(c.name));
        if (it != state.columns.end()) data.columns.push_back(it->second->Summary());
      }
      t->data = std::move(data);
    }
  }

  // ---- RowConsumer ----

  std::vector<bool> BeginRows(const model::SourceLocation& at, const std::string& schema_name, const std::string& table,
                              const std::vector<std::string>& columns) override {
    kept_.clear();
    current_ = nullptr;
    // MySQL: an unqualified INSERT comes with the database the last USE named; a table created
    // before the first USE is in the session's database, which the USE may name (a schema file
    // then `USE db;` and its data, as Oracle's sakila files concatenated).
    model::Table* t = RowTarget(schema_, schema_name, table);
    if (!t) {
      NotProfiled(at, "rows of " + table + " are not profiled: no such table was defined before them");
      return {};
    }
    // A partition's rows are its root's: Spanner has one table for the tree (model/partitions.h).
    const model::Table* root = model::PartitionRoot(schema_, *t);
    current_ = &State(root ? *root : *t);
    std::vector<bool> wanted;
    auto add = [&](const std::string& name) {
      const model::Column* c = t->FindColumn(name);
      ColumnSketch* sketch = nullptr;
      if (c && IsProfiled(*c, schema_.dialect) && Candidate(*t, *c)) {
        auto& slot = current_->columns[model::ToLower(c->name)];
        if (!slot) slot = std::make_unique<ColumnSketch>(c->name);
        sketch = slot.get();
      }
      if (sketch) kept_.push_back({wanted.size(), sketch, sketches_.LaneOf(sketch)});
      wanted.push_back(sketch != nullptr);
    };
    if (columns.empty()) {
      for (const auto& c : t->columns) add(c.name);
    } else {
      for (const auto& name : columns) add(name);
    }
    return wanted;
  }

  void Row(const std::vector<Field>& fields) override {
    if (!current_) return;
    ++current_->rows;
    for (const Kept& k : kept_)
      if (k.position < fields.size()) sketches_.Add(k.lane, *k.sketch, fields[k.position]);
  }

  void BadRow(const model::SourceLocation& at, const std::string& message) override {
    std::string table = current_ ? " of " + current_->label : "";
    uint64_t n = current_ ? ++current_->malformed : 1;
    if (n > kReportedBadRows) return;
    std::string more = n == kReportedBadRows ? " (further malformed rows of this table are counted, not reported)" : "";
    schema_.diagnostics.Warning(model::codes::kMalformedRow, at, "row" + table + " not profiled: " + message + more);
  }

  void NotProfiled(const model::SourceLocation& at, const std::string& message) override {
    if (reported_.insert(message).second) schema_.diagnostics.Info(model::codes::kRowsNotProfiled, at, message);
  }

 private:
  // The rows' bytes go to the table they fill (the statement's head, before its table is known, to none).
  void CountBytes(size_t n) {
    if (current_) current_->bytes += n;
  }

  static std::string TableKey(const model::Table& t) { return model::ToLower(t.schema) + "." + model::ToLower(t.name); }

  // A table with no key yet is judged by the keys read ahead when there are any. MySQL
  // TINYINT(1) columns are sketched too: their values say whether they are booleans (C014).
  bool Candidate(const model::Table& t, const model::Column& c) const {
    if (IsTinyIntFlag(c)) return true;
    if (!t.primary_key && t.indexes.empty()) {
      auto it = ahead_.find(TableKey(t));
      if (it != ahead_.end()) return it->second.count(model::ToLower(c.name)) > 0;
    }
    return IsKeyCandidate(t, c);
  }

  TableState& State(const model::Table& t) {
    std::string key = TableKey(t);
    auto [it, added] = tables_.try_emplace(key);
    if (added) {
      it->second.label = t.schema.empty() || t.schema == schema_.default_schema ? t.name : t.schema + "." + t.name;
      keys_[key] = {t.schema, t.name};
    }
    return it->second;
  }

  model::Schema& schema_;
  InsertScanner mysql_insert_, postgres_insert_;
  InsertScanner* insert_ = &mysql_insert_;
  CopyScanner copy_;
  bool copying_ = false;
  std::map<std::string, TableState> tables_;
  std::map<std::string, std::pair<std::string, std::string>> keys_;  // key -> (schema, name)
  TableState* current_ = nullptr;
  // The value positions of the current statement that are sketched, with their sketch and its lane.
  struct Kept {
    size_t position;
    ColumnSketch* sketch;
    size_t lane;
  };
  std::vector<Kept> kept_;
  std::set<std::string> reported_;
  std::map<std::string, std::set<std::string>> ahead_;  // table key -> lower-cased key columns
  // Last: destroyed (their threads stopped) before the sketches they update.
  SketchLanes sketches_;
};

bool InParts(const std::vector<model::KeyPart>& parts, std::string_view column) {
  for (const auto& p : parts)
    if (model::EqualsIgnoreCase(p.column, column)) return true;
  return false;
}

bool EndsWithWord(const std::string& name, std::initializer_list<std::string_view> words) {
  for (auto w : words)
    if (name.size() >= w.size() && name.compare(name.size() - w.size(), w.size(), w) == 0) return true;
  return false;
}

}  // namespace

bool IsTinyIntFlag(const model::Column& column) {
  return column.type.name == "tinyint" && column.type.args.size() == 1 && column.type.args[0] == "1";
}

bool IsKeyCandidate(const model::Table& table, const model::Column& column) {
  if (column.auto_increment || column.identity || !column.sequence.empty()) return true;
  if (table.primary_key || !table.indexes.empty()) {
    if (table.primary_key && InParts(table.primary_key->parts, column.name)) return true;
    for (const auto& index : table.indexes)
      if (InParts(index.parts, column.name)) return true;
    for (const auto& fk : table.foreign_keys)
      for (const auto& c : fk.columns)
        if (model::EqualsIgnoreCase(c, column.name)) return true;
    return false;
  }
  // No key yet (pg_dump adds keys after the rows): what keys are usually made of.
  std::string name = model::ToLower(column.name);
  return !column.nullable ||
         EndsWithWord(name, {"id", "_at", "key", "uuid", "code", "number", "no", "ts", "time", "date"});
}

namespace {

bool OneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  for (auto n : names)
    if (name == n) return true;
  return false;
}

}  // namespace

std::unique_ptr<frontend::DataSink> MakeProfiler(model::Schema& schema) {
  return std::make_unique<ProfilerImpl>(schema);
}

RowConsumer& RowsOf(frontend::DataSink& profiler) { return static_cast<ProfilerImpl&>(profiler); }

std::string CurrentTable(const frontend::DataSink& profiler) {
  const auto* impl = dynamic_cast<const ProfilerImpl*>(&profiler);
  return impl ? impl->current_label() : "";
}

bool IsProfiled(const model::Column& column, model::Dialect dialect) {
  if (column.type.array_dims) return false;
  std::string name = model::ToLower(column.type.name);
  if (OneOf(name, {"tinyint",     "smallint", "mediumint", "int",  "integer",  "bigint",    "serial",      "bigserial",
                   "smallserial", "decimal",  "numeric",   "char", "varchar",  "nchar",     "nvarchar",    "character",
                   "uuid",        "binary",   "varbinary", "date", "datetime", "timestamp", "timestamptz", "year"}))
    return true;
  return dialect == model::Dialect::kPostgres && OneOf(name, {"text", "citext", "bytea"});
}

}  // namespace spanlift::profile
