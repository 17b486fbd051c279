#pragma once
// The profile of a dump read two ways, to compare: with the splitter's offers of rows and lines
// (DataSink::InsertRows, DataSink::CopyLines) taken by the profiler, and with every byte scanned
// by the splitter and forwarded, as without them.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "frontend/frontend.h"
#include "profile/profiler.h"

namespace spanlift::profile {

// Forwards everything but the offers: the splitter scans every byte.
class ScanEverything : public frontend::DataSink {
 public:
  explicit ScanEverything(std::unique_ptr<frontend::DataSink> sink) : sink_(std::move(sink)) {}
  void BeginInsert(const model::SourceLocation& at) override { sink_->BeginInsert(at); }
  void InsertBytes(std::string_view bytes) override { sink_->InsertBytes(bytes); }
  void EndInsert() override { sink_->EndInsert(); }
  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    sink_->BeginCopy(statement, statement_at, data_at);
  }
  void CopyBytes(std::string_view bytes) override { sink_->CopyBytes(bytes); }
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

// The same summary either way, and at least `min_taken` bytes taken by the profiler.
inline void ExpectSameEitherWay(const std::string& dump, model::Dialect dialect, size_t min_taken) {
  size_t taken = 0, unused = 0;
  const std::string with_offers = LoadProfiled(dump, dialect, true, taken);
  EXPECT_EQ(with_offers, LoadProfiled(dump, dialect, false, unused));
  EXPECT_GE(taken, min_taken);
}

}  // namespace spanlift::profile
