#include "frontend/frontend.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>
#include <set>

#include "frontend/code_blocks.h"
#include "frontend/collations.h"
#include "frontend/compressed_input.h"
#include "frontend/column_limit.h"
#include "frontend/dialect_frontend.h"
#include "frontend/keys_ahead.h"
#include "frontend/splitter.h"
#include "model/excerpt.h"
#include "frontend/statement_classifier.h"

namespace spanlift::frontend {

namespace {

// Splits "schema.name" (quotes removed) as PostgreSQL's setval() argument spells it.
std::pair<std::string, std::string> SplitQualified(std::string_view text) {
  std::string cleaned;
  for (char c : text)
    if (c != '"') cleaned += c;
  auto dot = cleaned.rfind('.');
  if (dot == std::string::npos) return {"", cleaned};
  return {cleaned.substr(0, dot), cleaned.substr(dot + 1)};
}

// Location of `offset` inside a statement's text.
model::SourceLocation LocationInText(const Statement& stmt, size_t offset) {
  model::SourceLocation loc = stmt.location;
  std::string_view before = stmt.text.substr(0, offset);
  size_t newline = before.rfind('\n');
  if (newline == std::string_view::npos) {
    loc.column += static_cast<uint32_t>(offset);
  } else {
    loc.line += static_cast<uint32_t>(std::count(before.begin(), before.end(), '\n'));
    loc.column = static_cast<uint32_t>(offset - newline);
  }
  return loc;
}

// Routines whose bodies hold statements of their own (MySQL writes them unquoted): a CREATE TABLE
// in there is not one of the input's tables.
bool HasStatementBody(const Statement& stmt) {
  const std::string& k = stmt.object_kind;
  return stmt.kind == StatementKind::kOutOfScope &&
         (k == "procedure" || k == "function" || k == "trigger" || k == "event" || k == "anonymous code block");
}

// The safety net behind P010: CREATE TABLE statement starts seen in one input (outside comments
// and strings) against those that reached the model, so a table lost to a splitting or
// classification mistake is reported instead of vanishing.
class TableStartCheck {
 public:
  // Before `stmt` is applied: counts its starts (data statements are kept only as a prefix, and
  // a CREATE TABLE cannot hide in their rows without an error of its own).
  void Before(const Statement& stmt, model::Dialect dialect, const model::Schema& schema) {
    starts_ = 0;
    if (stmt.kind == StatementKind::kData || stmt.kind == StatementKind::kSetval || HasStatementBody(stmt)) return;
    size_t offset = 0;
    starts_ = CountCreateTable(stmt.text, dialect, &offset);
    seen_ += starts_;
    tables_before_ = schema.tables.size();
    creates_table_ = stmt.kind == StatementKind::kSchema && stmt.keyword == "CREATE TABLE";
    errors_before_ = schema.diagnostics.error_count();
    first_offset_ = offset;
    dialect_ = dialect;
  }

  // After it: every table the statement added to the model accounts for one start (a CREATE
  // SCHEMA with elements adds several), and a CREATE TABLE that applied without error for its own
  // (IF NOT EXISTS on an existing table adds none).
  void After(const Statement& stmt, const model::Schema& schema) {
    if (starts_ == 0) return;
    size_t added = schema.tables.size() > tables_before_ ? schema.tables.size() - tables_before_ : 0;
    bool applied = creates_table_ && schema.diagnostics.error_count() == errors_before_;
    size_t modelled = std::min(starts_, std::max<size_t>(added, applied ? 1 : 0));
    modelled_ += modelled;
    if (starts_ > modelled && !first_lost_) {
      first_lost_ = LocationInText(stmt, modelled ? SecondStart(stmt) : first_offset_);
    }
  }

  // At the end of one input: P010 when starts were lost, an error when none became a table.
  void Finish(model::Diagnostics& diagnostics) {
    if (seen_ > modelled_ && first_lost_) {
      std::string message =
          fmt::format("{} of {} CREATE TABLE statements in this input did not become tables; the first one starts here",
                      seen_ - modelled_, seen_);
      if (modelled_ == 0) {
        diagnostics.Error(model::codes::kTablesNotModelled, *first_lost_, message + "; no table was read from it");
      } else {
        diagnostics.Warning(model::codes::kTablesNotModelled, *first_lost_, message);
      }
    }
    *this = TableStartCheck{};
  }

 private:
  // Offset of the second start in a CREATE TABLE statement's text (rare: only a batch that was
  // not split holds more than one).
  size_t SecondStart(const Statement& stmt) const {
    size_t skip = first_offset_ + std::string_view("CREATE").size();
    size_t offset = 0;
    CountCreateTable(stmt.text.substr(skip), dialect_, &offset);
    return skip + offset;
  }

  uint64_t seen_ = 0, modelled_ = 0;
  size_t starts_ = 0, first_offset_ = 0, tables_before_ = 0, errors_before_ = 0;
  bool creates_table_ = false;
  model::Dialect dialect_ = model::Dialect::kUnknown;
  std::optional<model::SourceLocation> first_lost_;
};

class Driver {
 public:
  explicit Driver(model::Schema& schema) : schema_(schema) {}

  void Dispatch(const Statement& stmt, model::Dialect dialect) {
    if (IsCodeBlock(stmt, dialect)) return DispatchCodeBlock(stmt, dialect);
    tables_.Before(stmt, dialect, schema_);
    Apply(stmt, dialect);
    tables_.After(stmt, schema_);
  }

  // Each input is a session of its own: a USE in one file does not reach into the next.
  void EndInput() {
    tables_.Finish(schema_.diagnostics);
    schema_.current_database.clear();
  }

 private:
  void Apply(const Statement& stmt, model::Dialect dialect) {
    switch (stmt.kind) {
      case StatementKind::kSchema:
        ++schema_.counts.parsed;
        if (RefuseTooManyColumns(stmt, dialect, schema_.diagnostics)) break;
        FrontendFor(dialect).Apply(stmt, schema_);
        break;
      case StatementKind::kData:
      case StatementKind::kSession:
      case StatementKind::kClientCommand:
        ++schema_.counts.skipped[stmt.keyword.empty() ? "OTHER" : stmt.keyword];
        break;
      case StatementKind::kOutOfScope:
        if (dialect == model::Dialect::kPostgres && stmt.object_kind == "collation") RecordCollation(stmt);
        AddSkipped(stmt);
        break;
      case StatementKind::kSetval: ApplySetval(stmt); break;
      case StatementKind::kUseDatabase:
        ++schema_.counts.skipped["USE"];
        schema_.current_database = stmt.search_path;
        break;
      case StatementKind::kSearchPath:
        ++schema_.counts.skipped["SET"];
        // pg_dump sets an empty path and qualifies every name; keep "public" then.
        schema_.default_schema = stmt.search_path.empty() ? "public" : stmt.search_path;
        break;
      case StatementKind::kUnknown:
        schema_.diagnostics.Error(model::codes::kUnknownStatement, stmt.location,
                                  "unrecognised statement: " + model::Excerpt(stmt.text, 80));
        break;
    }
  }

 private:
  static bool IsCodeBlock(const Statement& stmt, model::Dialect dialect) {
    return dialect == model::Dialect::kPostgres && stmt.kind == StatementKind::kOutOfScope &&
           stmt.object_kind == "anonymous code block";
  }

  // A DO block that only wraps DDL (code_blocks.h): its statements are the schema's, each read as
  // if it stood alone; one that computes is reported with the construct that stops it.
  void DispatchCodeBlock(const Statement& stmt, model::Dialect dialect) {
    DoBlock block = ReadDoBlock(stmt.text);
    if (!block.readable) {
      schema_.diagnostics.Warning(model::codes::kCodeBlockNotRead, LocationInText(stmt, block.problem_offset),
                                  "DO block not read: it holds " + block.problem +
                                      ", which only running it can resolve; the schema changes it makes are lost: " +
                                      model::Excerpt(stmt.text, 80));
      AddSkipped(stmt);
      return;
    }
    for (const auto& piece : block.statements) {
      Statement inner;
      inner.text = stmt.text.substr(piece.offset, piece.length);
      inner.location = LocationInText(stmt, piece.offset);
      ClassifyStatement(inner, dialect);
      Dispatch(inner, dialect);
    }
  }

  DialectFrontend& FrontendFor(model::Dialect dialect) {
    if (dialect == model::Dialect::kMySql) {
      if (!mysql_) mysql_ = MakeMySqlFrontend();
      return *mysql_;
    }
    if (dialect == model::Dialect::kSpanner) {
      if (!spanner_) spanner_ = MakeSpannerFrontend();
      return *spanner_;
    }
    if (!postgres_) postgres_ = MakePostgresFrontend();
    return *postgres_;
  }

  // Lists an out-of-scope object once, where it is defined; dropping one defines nothing,
  // altering one already listed adds nothing (it is counted), and changing its owner is listed
  // as ownership.
  void AddSkipped(const Statement& stmt) {
    const bool alter = stmt.keyword.starts_with("ALTER");
    if (alter && model::ToUpper(stmt.text).find(" OWNER TO ") != std::string::npos) {
      schema_.skipped.push_back({"ownership", stmt.object_kind + " " + stmt.object_name, stmt.location});
      return;
    }
    if (stmt.keyword.starts_with("DROP") || (alter && AlreadySkipped(stmt))) {
      ++schema_.counts.skipped[stmt.keyword];
      return;
    }
    // mysqldump defines every view twice, a placeholder with its columns first and the real
    // query after all tables: one view, listed where its last definition is.
    if (stmt.object_kind == "view")
      if (model::SkippedObject* earlier = Skipped(stmt)) {
        earlier->location = stmt.location;
        ++schema_.counts.skipped[stmt.keyword];
        return;
      }
    schema_.skipped.push_back({stmt.object_kind, stmt.object_name, stmt.location});
  }

  // Kept for the keys that compare by it (C037); the statement is skipped all the same.
  void RecordCollation(const Statement& stmt) {
    if (!stmt.keyword.starts_with("CREATE")) return;
    if (auto collation = ReadCreateCollation(stmt.text)) {
      collation->location = stmt.location;
      schema_.collations.push_back(std::move(*collation));
    }
  }

  model::SkippedObject* Skipped(const Statement& stmt) {
    for (auto& s : schema_.skipped)
      if (s.kind == stmt.object_kind && s.name == stmt.object_name) return &s;
    return nullptr;
  }
  bool AlreadySkipped(const Statement& stmt) { return Skipped(stmt) != nullptr; }

  void ApplySetval(const Statement& stmt) {
    ++schema_.counts.skipped["SELECT setval"];
    auto [seq_schema, seq_name] = SplitQualified(stmt.sequence);
    if (seq_schema.empty()) seq_schema = schema_.default_schema;
    model::Sequence* seq = schema_.FindSequence(seq_schema, seq_name);
    if (!seq) {
      schema_.diagnostics.Warning(model::codes::kUnknownObject, stmt.location,
                                  "setval() on unknown sequence " + stmt.sequence);
      return;
    }
    seq->last_value = stmt.value;
    seq->is_called = stmt.is_called;
  }

  model::Schema& schema_;
  std::unique_ptr<DialectFrontend> mysql_, postgres_, spanner_;
  TableStartCheck tables_;
};

// Opens an input; "-" is stdin. Returns -1 (and a P008 diagnostic) on failure.
int OpenInput(const std::string& path, model::Diagnostics& diagnostics) {
  if (path == "-") return STDIN_FILENO;
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    diagnostics.Error(model::codes::kUnreadableInput, {path, 0, 0},
                      "cannot open " + path + ": " + std::string(std::strerror(errno)));
  return fd;
}

// Under auto-detection a syntax error may only mean the guess was wrong: say so, and how to override it.
std::string AssumedDialectNote(model::Dialect dialect) {
  switch (dialect) {
    case model::Dialect::kMySql:
      return " (read as MySQL, detected automatically; --from postgres reads it as PostgreSQL)";
    case model::Dialect::kPostgres:
      return " (read as PostgreSQL, detected automatically; --from mysql reads it as MySQL)";
    case model::Dialect::kSpanner:
      return " (read as Spanner DDL, detected automatically; --from mysql or --from postgres overrides it)";
    default: return "";
  }
}

// Appends the note to the syntax errors from index `from` on (once per input file).
void NoteAssumedDialect(model::Diagnostics& diagnostics, size_t from, model::Dialect dialect) {
  const auto& all = diagnostics.all();
  bool any = false;
  for (size_t i = from; i < all.size() && !any; ++i) any = all[i].code == model::codes::kSyntaxError;
  if (!any) return;
  model::Diagnostics noted;
  for (size_t i = 0; i < all.size(); ++i) {
    model::Diagnostic d = all[i];
    if (i >= from && d.code == model::codes::kSyntaxError) d.message += AssumedDialectNote(dialect);
    noted.Add(std::move(d));
  }
  diagnostics = std::move(noted);
}

void LoadFd(int fd, const std::string& name, const LoadOptions& options, model::Schema& schema, Driver& driver,
            DataSink* sink);

// Statements in memory read into `schema` through `driver`; false when they cannot be buffered.
bool LoadBuffer(std::string_view text, const std::string& name, const LoadOptions& options, model::Schema& schema,
                Driver& driver, DataSink* sink) {
  // The splitter reads a file descriptor: an anonymous in-memory file holds the text.
  int fd = ::memfd_create("spanlift-text", MFD_CLOEXEC);
  size_t written = 0;
  while (fd >= 0 && written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  bool ok = fd >= 0 && written == text.size() && ::lseek(fd, 0, SEEK_SET) == 0;
  if (ok) LoadFd(fd, name, options, schema, driver, sink);
  if (fd >= 0) ::close(fd);
  return ok;
}

// The statements pg_dump writes after the rows, applied to the preview of keys_ahead.h: in the
// preview's dialect, without rows, with a driver of its own (its diagnostics are the preview's).
void ApplyAhead(std::string_view text, model::Schema& preview) {
  LoadOptions options;
  options.dialect = preview.dialect;
  Driver driver(preview);
  LoadBuffer(text, "(keys read ahead)", options, preview, driver, nullptr);
}

// Reads one open input into `schema`.
void LoadFd(int raw_fd, const std::string& name, const LoadOptions& options, model::Schema& schema, Driver& driver,
            DataSink* sink) {
  std::unique_ptr<OpenedInput> input = OpenDecompressed(raw_fd);  // compressed_input.h: by its first bytes
  int fd = input->fd();
  std::unique_ptr<DataSink> ahead = sink ? WithKeysAhead(*sink, schema, fd, ApplyAhead) : nullptr;
  SplitterOptions splitter_options;
  splitter_options.mysql_flavor = options.mysql_flavor;
  splitter_options.data_sink = ahead.get();
  splitter_options.read_observer = options.read_observer;
  StatementSplitter splitter(fd, name, options.dialect, schema.diagnostics, splitter_options);
  model::Dialect dialect = splitter.dialect();
  // No evidence either way (e.g. a few plain CREATE TABLEs): keep the dialect seen so far.
  if (dialect == model::Dialect::kUnknown) dialect = schema.dialect;
  if (dialect == model::Dialect::kUnknown) dialect = model::Dialect::kMySql;
  if (schema.dialect == model::Dialect::kUnknown) schema.dialect = dialect;
  Statement stmt;
  size_t first_diagnostic = schema.diagnostics.all().size();
  while (splitter.Next(stmt)) driver.Dispatch(stmt, dialect);
  if (std::string problem = input->Finish(); !problem.empty())
    schema.diagnostics.Error(model::codes::kUnreadableInput, {name, 0, 0},
                             "cannot read " + name + " to its end (" + CompressionName(input->compression()) +
                                 "): " + problem + "; the statements before are kept");
  driver.EndInput();
  if (options.dialect == model::Dialect::kUnknown) NoteAssumedDialect(schema.diagnostics, first_diagnostic, dialect);
  schema.counts.bytes += splitter.bytes_read();
  schema.counts.data_rows += splitter.copy_rows();
}

// MySQL: tables keep the database USE or a qualifier named, so that two databases' tables of one
// name stay apart; when the input names one database (or none), its name is no part of the
// schema, as for a plain single-database dump.
void ForgetSingleDatabase(model::Schema& schema) {
  if (schema.dialect != model::Dialect::kMySql) return;
  std::set<std::string> databases;
  for (const auto& t : schema.tables)
    if (!t.schema.empty()) databases.insert(t.schema);
  for (const auto& s : schema.sequences)
    if (!s.schema.empty()) databases.insert(s.schema);
  if (databases.size() != 1) return;
  const std::string only = *databases.begin();
  // Tables written before any USE (no database) stay apart from that database's of the same name.
  std::set<std::string> unqualified;
  for (const auto& t : schema.tables)
    if (t.schema.empty()) unqualified.insert(model::ToLower(t.name));
  for (const auto& t : schema.tables)
    if (t.schema == only && unqualified.count(model::ToLower(t.name))) return;
  for (auto& t : schema.tables) {
    if (t.schema == only) t.schema.clear();
    for (auto& fk : t.foreign_keys)
      if (fk.ref_schema == only) fk.ref_schema.clear();
  }
  for (auto& s : schema.sequences)
    if (s.schema == only) s.schema.clear();
}

}  // namespace

model::Schema Load(const std::vector<std::string>& inputs, const LoadOptions& options) {
  model::Schema schema;
  schema.dialect = options.dialect;
  Driver driver(schema);
  std::unique_ptr<DataSink> sink = options.data_sink ? options.data_sink(schema) : nullptr;
  for (const auto& path : inputs) {
    int fd = OpenInput(path, schema.diagnostics);
    if (fd < 0) continue;
    LoadFd(fd, path, options, schema, driver, sink.get());
    if (fd != STDIN_FILENO) ::close(fd);
  }
  if (sink) sink->Finish();
  ForgetSingleDatabase(schema);
  return schema;
}

model::Schema LoadText(std::string_view text, const std::string& name, const LoadOptions& options) {
  model::Schema schema;
  schema.dialect = options.dialect;
  Driver driver(schema);
  std::unique_ptr<DataSink> sink = options.data_sink ? options.data_sink(schema) : nullptr;
  if (!LoadBuffer(text, name, options, schema, driver, sink.get()))
    schema.diagnostics.Error(model::codes::kUnreadableInput, {name, 0, 0},
                             "cannot buffer input: " + std::string(std::strerror(errno)));
  if (sink) sink->Finish();
  ForgetSingleDatabase(schema);
  return schema;
}

}  // namespace spanlift::frontend
