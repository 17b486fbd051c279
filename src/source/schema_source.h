#pragma once
// A schema source: one live database, read through its catalogs into the statements its own dump
// tool would write (so the front end builds exactly the model a dump gives: docs/live.md, "Why
// statements"), plus what only a running database knows (statistics, counters, a sample of rows).
// One implementation per server kind: postgres_source.cpp (libpq), mysql_source.cpp (MariaDB
// Connector/C, for MySQL and MariaDB).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/schema.h"
#include "profile/row.h"
#include "source/connection.h"

namespace spanlift::source {

// What to read (the command line's --schema, --exclude, --sample-rows, --no-profile-data).
struct ReadOptions {
  std::vector<std::string> schemas;  // PostgreSQL schemas (default: every non-system one);
                                     // MySQL: the database, when the URI names none
  std::vector<std::string> exclude;  // table patterns: `name`, `schema.name`, with * and ?
  bool statistics = true;            // workload evidence (docs/live.md, "What is read")
  uint64_t sample_rows = 0;          // > 0: up to N rows per table's key and index columns
  int statement_timeout_ms = 30000;
  bool prompt = true;  // a password prompt on a terminal
};

// One statement, and the object it defines (for messages about it).
struct DdlStatement {
  std::string object;  // "table public.orders"
  std::string text;    // the statement(s), each ending in ";\n"
};

// Something the read left out and the report says: tables the user may not read, statistics
// that are off, a server feature that is missing.
struct ReadNote {
  std::string object;  // may be empty
  std::string message;
};

class SchemaSource {
 public:
  virtual ~SchemaSource() = default;
  virtual model::Dialect dialect() const = 0;
  virtual const Connection& connection() const = 0;

  // The schema as DDL in the dump tool's order, from a handful of catalog queries.
  virtual std::vector<DdlStatement> ReadSchema(const ReadOptions& options, std::vector<ReadNote>& notes) = 0;
  // Workload evidence for the model the statements gave: Table::data (rows, bytes, inserts,
  // column statistics) and the statistics window; notes for what could not be read.
  virtual void ReadStatistics(model::Schema& schema, std::vector<ReadNote>& notes) = 0;
  // Up to `rows` rows of each table, the columns `consumer` wants, in the table's physical order
  // where the server has one to give (docs/live.md, "--sample-rows").
  virtual void SampleRows(const model::Schema& schema, uint64_t rows, profile::RowConsumer& consumer,
                          std::vector<ReadNote>& notes) = 0;
  // Throws SourceError naming a table that was dropped or replaced while it was being read.
  virtual void CheckUnchanged() = 0;
};

// Connects (read-only; docs/live.md) and returns the source; throws SourceError.
std::unique_ptr<SchemaSource> OpenPostgresSource(const ConnectionSpec& spec, const ReadOptions& options);
std::unique_ptr<SchemaSource> OpenMySqlSource(const ConnectionSpec& spec, const ReadOptions& options);

// Whether a table name matches an --exclude pattern (`*` any run, `?` one character; a pattern
// with a dot matches "schema.name", one without matches the name). Case-sensitive, as the names.
bool Excluded(const std::vector<std::string>& patterns, const std::string& schema, const std::string& name);

// A PostgreSQL string literal as pg_dump writes one under standard_conforming_strings: quotes
// doubled, backslashes as they are.
std::string Literal(std::string_view text);

// The test hook of docs/live.md: SPANLIFT_LIVE_TEST_PAUSE="STEP:SECONDS" makes the reader ask the
// server to sleep that long after STEP ("tables", "columns", ...), inside the read's transaction,
// so tests can drop a table, kill the session or hit the statement timeout mid-read.
void MaybePause(Connection& connection, std::string_view step, bool postgres);

}  // namespace spanlift::source
