#pragma once
// The first stage of an export (pipeline.h): the dump's rows, as the profiler's scanners read them
// (profile/row_reader.h), copied into batches with each value in its converted table's field
// (a column the statement leaves out filled with the source's generator or literal default), and
// the errors met on the way. The batches go to the encoders; this stage only reads and copies.
#include <atomic>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "export/batch.h"
#include "export/table_plan.h"
#include "profile/row.h"

namespace spanlift::exporter {

class RowCapture : public profile::RowConsumer {
 public:
  // `inputs` name the files (rows keep an index into them); `deliver` gets each full batch.
  RowCapture(const model::Schema& source, const ExportPlan& plan, const std::vector<std::string>& inputs,
             std::function<void(Batch&&)> deliver);

  std::vector<bool> BeginRows(const model::SourceLocation& at, const std::string& schema, const std::string& table,
                              const std::vector<std::string>& columns) override;
  void Row(const std::vector<profile::Field>& fields) override;
  void BadRow(const model::SourceLocation& at, const std::string& message) override;
  void NotProfiled(const model::SourceLocation& at, const std::string& message) override;
  void RowsFrom(const profile::RowLocator& locator) override { locator_ = &locator; }

  // Hands over the last batch.
  void Flush();
  // Once set (by another thread: a write failed), rows are no longer copied.
  std::atomic<bool>& stopped() { return stopped_; }
  // The table being read, for the progress line ("" between statements); rows copied so far.
  std::string current_table() const;
  uint64_t rows() const { return rows_.load(std::memory_order_relaxed); }

 private:
  void Error(const model::SourceLocation& at, const std::string& message);
  void Put(profile::ValueKind kind, std::string_view text);
  bool Omitted(size_t field);
  void Follow(size_t field, const profile::Field& value);

  const model::Schema& source_;
  const ExportPlan& plan_;
  std::map<std::string, uint32_t> inputs_;
  std::function<void(Batch&&)> deliver_;
  const profile::RowLocator* locator_ = nullptr;
  Batch batch_;
  uint64_t seq_ = 0;
  size_t values_per_row_ = 0;  // of the last row: how much room a batch's values take
  std::atomic<bool> stopped_{false};
  std::atomic<uint64_t> rows_{0};

  // The statement being read.
  const TablePlan* table_ = nullptr;
  uint32_t table_index_ = 0, file_ = 0;
  std::vector<size_t> position_of_field_;       // field -> position in the statement's rows (npos: none)
  std::vector<uint64_t> ordinals_;              // rows seen per table
  std::vector<std::vector<int64_t>> counters_;  // per table and field: the generator's next value
  mutable std::atomic<const std::string*> current_{nullptr};
};

}  // namespace spanlift::exporter
