#pragma once
// Applies a schema's statements to a database and finds each one Spanner rejects. A DDL batch is
// all-or-nothing on the emulator and its error does not name the failing statement, so statements
// go in batches and a failed batch is bisected until the rejected statement is alone; the others
// are applied and the run goes on.
#include <optional>
#include <string>
#include <vector>

#include "model/source_location.h"
#include "verify/emulator_client.h"

namespace spanlift::verify {

struct DdlStatement {
  std::string text;                // as sent to Spanner (the file's text, no terminator)
  model::SourceLocation location;  // of its first character
};

struct Rejection {
  size_t statement = 0;              // index into the statements
  Status status;                     // Spanner's answer
  std::optional<size_t> because_of;  // an earlier rejected statement defining an object this one names
  std::string object;                // that object's name
};

struct ApplyOutcome {
  std::vector<Rejection> rejected;  // in statement order
  size_t applied = 0;
  size_t calls = 0;             // UpdateDatabaseDdl calls made
  std::optional<Status> fatal;  // the emulator stopped answering: the statements after it are unknown
};

// Statements per batch (0: all in one). 20 was fastest on a 570-statement schema, with and without
// rejections (docs/verify.md): a batch's cost grows faster than its size on the emulator, each call
// costs about 0.2 s, and a rejected batch wastes at most 20 statements' work, so the time stays
// linear in the schema's size however many statements are rejected.
inline constexpr size_t kDefaultBatchSize = 20;

ApplyOutcome ApplyStatements(DdlTarget& target, const std::vector<DdlStatement>& statements, size_t batch_size);

// The object a CREATE statement defines ("Singers" for CREATE TABLE Singers ...), else "".
std::string DefinedObject(std::string_view statement);
// Whether `statement` names `object` as an identifier (case-insensitive, quotes removed).
bool NamesObject(std::string_view statement, std::string_view object);

// Where Spanner's message points inside a statement ("... on line 2, column 8 ..."), as a file
// location; the statement's own location when the message names none.
model::SourceLocation LocationInStatement(const DdlStatement& statement, const std::string& message);

}  // namespace spanlift::verify
