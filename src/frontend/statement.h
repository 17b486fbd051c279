#pragma once
// One statement cut from the input by the splitter, with what the classifier knows about it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/source_location.h"

namespace spanlift::frontend {

enum class StatementKind {
  kSchema,         // DDL that a grammar parses (CREATE TABLE, ALTER TABLE, CREATE INDEX, ...)
  kData,           // INSERT, REPLACE, COPY (its data block is consumed with it), UPDATE, DELETE, ...
  kSession,        // SET, USE, LOCK, UNLOCK, BEGIN, COMMIT, START TRANSACTION, ...
  kClientCommand,  // psql meta-commands (\connect), mysql client commands (source, DELIMITER)
  kOutOfScope,     // views, functions, triggers, grants, ... (listed in `skipped`)
  kSetval,         // SELECT pg_catalog.setval('seq', N, is_called)
  kSearchPath,     // SET search_path = ... (PostgreSQL name resolution)
  kUseDatabase,    // USE db (MySQL): unqualified names now name db's objects
  kUnknown,        // nothing recognised: reported as P003
};

struct Statement {
  // The statement text without its terminator. For kSchema it is the whole statement, with MySQL
  // executable-comment markers (/*!NNNNN and the matching */) blanked to spaces so offsets still
  // match the file. For skipped kinds it may be only a prefix of the statement.
  std::string_view text;
  model::SourceLocation location;  // of the first character of `text`
  StatementKind kind = StatementKind::kUnknown;
  std::string keyword;  // leading keyword(s), upper case: "INSERT", "CREATE VIEW", "COPY"
  // kOutOfScope: what and which object.
  std::string object_kind;  // "view", "function", "trigger", "grant", ...
  std::string object_name;
  // kSetval: sequence name as written (may be qualified) and its arguments.
  std::string sequence;
  int64_t value = 0;
  bool is_called = true;
  // kSearchPath: the first schema of the path ("" if the path is empty); kUseDatabase: the database.
  std::string search_path;
};

}  // namespace spanlift::frontend
