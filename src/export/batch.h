#pragma once
// What the stages of an export hand each other (pipeline.h): the scanner's rows in batches (their
// values' bytes in one buffer), and the rows encoded in Avro with the reports of the values that
// could not be, in dump order.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "export/reports.h"
#include "export/values.h"

namespace spanlift::exporter {

// Rows read from the dump, each with its table's fields in plan order (a column the statement left
// out already filled; computed fields empty).
struct Batch {
  uint64_t seq = 0;
  std::string bytes;  // the texts of every value, back to back
  struct Slot {
    profile::ValueKind kind = profile::ValueKind::kNull;
    bool missing = false;  // the statement gave no value and the source would not fill one
    uint32_t size = 0;
    uint64_t offset = 0;
  };
  std::vector<Slot> values;
  struct Row {
    uint32_t table = 0;  // index into the plan's tables
    uint32_t file = 0;   // index into the inputs
    uint32_t line = 0, column = 0;
    uint64_t first = 0;    // its first value in `values`
    uint64_t ordinal = 0;  // the row's place among its table's rows in the dump (from 1)
  };
  std::vector<Row> rows;
  // Errors met while reading (a bad row, a table the schema lacks), before row `before`.
  struct Error {
    size_t before = 0;
    model::SourceLocation at;
    std::string message;
  };
  std::vector<Error> errors;

  Value At(const Row& row, size_t field) const {
    const Slot& s = values[row.first + field];
    return {s.kind, std::string_view(bytes).substr(s.offset, s.size)};
  }
};

// A batch's rows as Avro blocks, ready to be written, and the reports of what could not be
// written, both in dump order.
struct Encoded {
  uint64_t seq = 0;
  struct Block {
    uint32_t table = 0;
    uint64_t chunk = 0;  // the table's chunk of consecutive rows (table_files.h)
    uint64_t rows = 0;
    std::string data;  // compressed as the codec's blocks hold them
  };
  std::vector<Block> blocks;
  struct Report {
    bool error = false;  // true: an error that stops the export; false: a bad value
    model::SourceLocation at;
    std::string table, column, why, action;
    std::optional<std::string> excerpt;
  };
  std::vector<Report> reports;
  std::vector<TableCounts> counts;  // per plan table: what this batch adds
};

}  // namespace spanlift::exporter
