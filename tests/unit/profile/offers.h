#pragma once
// The profile of a dump read two ways, to compare: with the splitter's offers of rows and lines
// (DataSink::InsertRows, DataSink::CopyLines) taken by the profiler, and with every byte scanned
// by the splitter and forwarded, as without them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>

#include "frontend/frontend.h"
#include "profile/profiler.h"
#include "profile/row_reader.h"

namespace spanlift::profile {

// Forwards everything but the offers: the splitter scans every byte, and passes them on one at a
// time, so that no fast path of a scanner sees a whole row or line: the state machines read every
// value, the reference the fast paths are compared with.
class ScanEverything : public frontend::DataSink {
 public:
  explicit ScanEverything(std::unique_ptr<frontend::DataSink> sink) : sink_(std::move(sink)) {}
  void BeginInsert(const model::SourceLocation& at) override { sink_->BeginInsert(at); }
  void InsertBytes(std::string_view bytes) override {
    for (size_t i = 0; i < bytes.size(); ++i) sink_->InsertBytes(bytes.substr(i, 1));
  }
  void EndInsert() override { sink_->EndInsert(); }
  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    sink_->BeginCopy(statement, statement_at, data_at);
  }
  void CopyBytes(std::string_view bytes) override {
    for (size_t i = 0; i < bytes.size(); ++i) sink_->CopyBytes(bytes.substr(i, 1));
  }
  void EndCopy() override { sink_->EndCopy(); }
  void KeysAhead(const model::Schema& preview) override { sink_->KeysAhead(preview); }
  void Finish() override { sink_->Finish(); }

 protected:
  std::unique_ptr<frontend::DataSink> sink_;
};

// Passes the offers on, and counts the bytes taken, to show they are.
class CountTaken : public ScanEverything {
 public:
  CountTaken(std::unique_ptr<frontend::DataSink> sink, size_t& taken)
      : ScanEverything(std::move(sink)), taken_(taken) {}
  Rows InsertRows(std::string_view bytes) override {
    Rows rows = sink_->InsertRows(bytes);
    taken_ += rows.bytes;
    return rows;
  }
  Lines CopyLines(std::string_view bytes) override {
    Lines lines = sink_->CopyLines(bytes);
    taken_ += lines.bytes;
    return lines;
  }
  // What is not taken goes to the scanners in the splitter's pieces, whole lines and rows among them.
  void InsertBytes(std::string_view bytes) override { sink_->InsertBytes(bytes); }
  void CopyBytes(std::string_view bytes) override { sink_->CopyBytes(bytes); }

 private:
  size_t& taken_;
};

// A fixed-seed generator for the random inputs (the same dump every run).
class TestRandom {
 public:
  explicit TestRandom(uint64_t seed) : state_(seed) {}
  uint64_t operator()(uint64_t n) {  // in [0, n)
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state_ >> 33) % n;
  }

 private:
  uint64_t state_;
};

inline std::string Location(const model::SourceLocation& at) {
  return std::to_string(at.line) + ":" + std::to_string(at.column);
}

// Everything the profile and the statements' places say, as text to compare.
inline std::string Summary(const model::Schema& schema) {
  std::string out;
  for (const auto& t : schema.tables) {
    out += "table " + t.name + " @" + Location(t.location) + "\n";
    if (!t.data) continue;
    out += " rows " + std::to_string(t.data->rows) + " bad " + std::to_string(t.data->malformed_rows) + "\n";
    for (const auto& c : t.data->columns) {
      out += " " + c.column + " values " + std::to_string(c.values) + " nulls " + std::to_string(c.nulls) + " min [" +
             c.min + "] max [" + c.max + "] distinct " + std::to_string(c.distinct) + " up " +
             std::to_string(c.increases) + " down " + std::to_string(c.decreases) + "\n";
      for (const auto& v : c.top) out += "  top [" + v.value + "] " + std::to_string(v.count) + "\n";
      for (const auto& v : c.sample) out += "  sample [" + v + "]\n";
    }
  }
  for (const auto& d : schema.diagnostics.all()) out += d.code + " " + Location(d.location) + " " + d.message + "\n";
  return out;
}

inline std::string LoadProfiled(const std::string& dump, model::Dialect dialect, bool offers, size_t& taken) {
  frontend::LoadOptions options;
  options.dialect = dialect;
  options.data_sink = [&](model::Schema& schema) -> std::unique_ptr<frontend::DataSink> {
    if (!offers) return std::make_unique<ScanEverything>(MakeProfiler(schema));
    return std::make_unique<CountTaken>(MakeProfiler(schema), taken);
  };
  return Summary(frontend::LoadText(dump, "d.sql", options));
}

// Every row a RowReader delivers (what `spanlift export` and `simulate` read), value by value
// with its kind and where the row starts, and the problems, as text.
class RowText : public RowConsumer {
 public:
  std::string text;
  model::Schema* tables = nullptr;
  std::vector<bool> BeginRows(const model::SourceLocation& at, const std::string& schema, const std::string& table,
                              const std::vector<std::string>& columns) override {
    text += "rows of " + schema + "." + table + " @" + Location(at) + "\n";
    const model::Table* target = RowTarget(*tables, schema, table);
    return std::vector<bool>(columns.empty() && target ? target->columns.size() : columns.size(), true);
  }
  void Row(const std::vector<Field>& fields) override {
    text += " " + Location(locator_->RowLocation()) + ":";
    for (const auto& f : fields) text += " " + std::to_string(static_cast<int>(f.kind)) + "[" + f.text + "]";
    text += "\n";
  }
  void BadRow(const model::SourceLocation& at, const std::string& message) override {
    text += " bad " + Location(at) + " " + message + "\n";
  }
  void NotProfiled(const model::SourceLocation& at, const std::string& message) override {
    text += " not read " + Location(at) + " " + message + "\n";
  }
  void RowsFrom(const RowLocator& locator) override { locator_ = &locator; }

 private:
  const RowLocator* locator_ = nullptr;
};

inline std::string LoadRows(const std::string& dump, model::Dialect dialect, bool offers, size_t cap, size_t& taken) {
  RowText rows;
  frontend::LoadOptions options;
  options.dialect = dialect;
  options.data_sink = [&](model::Schema& schema) -> std::unique_ptr<frontend::DataSink> {
    rows.tables = &schema;
    if (!offers) return std::make_unique<ScanEverything>(MakeRowReader(rows, schema, cap));
    return std::make_unique<CountTaken>(MakeRowReader(rows, schema, cap), taken);
  };
  frontend::LoadText(dump, "d.sql", options);
  return rows.text;
}

// Texts of many MB compared line by line: a failure names the first line that differs (gtest's
// whole-text diff of two such texts would take hours).
inline void ExpectSameText(const std::string& got, const std::string& want, const std::string& what) {
  if (got == want) return;
  size_t line = 1, start = 0;
  for (size_t i = 0; i < std::min(got.size(), want.size()) && got[i] == want[i]; ++i)
    if (got[i] == '\n') ++line, start = i + 1;
  auto line_of = [start](const std::string& text) { return text.substr(start, text.find('\n', start) - start); };
  ADD_FAILURE() << what << ": line " << line << " differs:\n  with offers: " << line_of(got)
                << "\n  scanned:     " << line_of(want);
}

// The same summary and the same rows (cut short, and whole) either way; at least `min_taken` bytes
// taken by the profiler, and some by the row reader (it wants every value: a line with an escape
// anywhere is not taken whole).
inline void ExpectSameEitherWay(const std::string& dump, model::Dialect dialect, size_t min_taken) {
  size_t taken = 0, unused = 0;
  const std::string with_offers = LoadProfiled(dump, dialect, true, taken);
  ExpectSameText(with_offers, LoadProfiled(dump, dialect, false, unused), "the profile");
  EXPECT_GE(taken, min_taken);
  for (size_t cap : {size_t{5}, SIZE_MAX}) {
    size_t rows_taken = 0;
    const std::string rows = LoadRows(dump, dialect, true, cap, rows_taken);
    ExpectSameText(rows, LoadRows(dump, dialect, false, cap, unused),
                   "values cut to " + std::to_string(cap) + " bytes");
    EXPECT_GT(rows_taken, 0u);
  }
}

}  // namespace spanlift::profile
