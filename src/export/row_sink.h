#pragma once
// The dump's rows, as the profiler's scanners read them (profile/row_reader.h), turned into Avro
// rows of the converted tables: each value by its field's rule, computed fields filled, bad
// values handled by the --bad-values policy, and each row handed to its table's writer.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "export/reports.h"
#include "export/table_plan.h"
#include "profile/row.h"

namespace spanlift::exporter {

// Receives a table's encoded rows (the table's index in the plan).
using RowOutput = std::function<void(size_t table, std::string_view row)>;

class Transcoder;
// The encoding of each input's text values (by the name locations give it); absent: UTF-8.
using Encodings = std::map<std::string, const Transcoder*>;

class RowSink : public profile::RowConsumer {
 public:
  RowSink(const model::Schema& source, const ExportPlan& plan, Reports& reports, RowOutput output,
          Encodings encodings = {});

  std::vector<bool> BeginRows(const model::SourceLocation& at, const std::string& schema, const std::string& table,
                              const std::vector<std::string>& columns) override;
  void Row(const std::vector<profile::Field>& fields) override;
  void BadRow(const model::SourceLocation& at, const std::string& message) override;
  void NotProfiled(const model::SourceLocation& at, const std::string& message) override;
  void RowsFrom(const profile::RowLocator& locator) override { locator_ = &locator; }

  // Once an error stops the export, rows are no longer converted (the rest is only read).
  void Stop() { stopped_ = true; }
  const std::vector<TableCounts>& counts() const { return counts_; }
  // The table whose rows are being read ("" between statements), for the progress line.
  const std::string& current_table() const { return current_name_; }

 private:
  bool EncodeField(size_t index, const std::vector<profile::Field>& fields);
  bool Computed(const FieldPlan& f, const std::vector<profile::Field>& fields, std::string& why);
  bool Value(size_t index, const std::vector<profile::Field>& fields, const profile::Field*& value) const;
  const profile::Field* Omitted(size_t index);
  int64_t& Counter(size_t index);
  void Follow(size_t index, const profile::Field& value);
  // A value Spanner cannot hold: reported; true when the row goes on (its field written as NULL).
  bool Bad(const FieldPlan& f, const std::string& why, const profile::Field* value);

  const model::Schema& source_;
  const ExportPlan& plan_;
  Reports& reports_;
  RowOutput output_;
  Encodings encodings_;
  std::vector<TableCounts> counts_;
  const profile::RowLocator* locator_ = nullptr;
  ValueEncoder encoder_;

  // The statement being read.
  const TablePlan* table_ = nullptr;
  size_t table_index_ = 0;
  std::string current_name_;
  std::vector<size_t> position_of_field_;  // field -> position in the dump's rows (npos: not given)
  std::string row_, why_;
  std::vector<uint64_t> ordinals_;  // rows seen per table (the synthetic keys' UUIDs)
  std::vector<std::vector<int64_t>> counters_;  // per table and field: the generator's next value
  profile::Field omitted_;
  bool stopped_ = false;
};

}  // namespace spanlift::exporter
