#include "frontend/frontend.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "frontend/dialect_frontend.h"
#include "frontend/splitter.h"
#include "model/excerpt.h"

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

class Driver {
 public:
  explicit Driver(model::Schema& schema) : schema_(schema) {}

  void Dispatch(const Statement& stmt, model::Dialect dialect) {
    switch (stmt.kind) {
      case StatementKind::kSchema:
        ++schema_.counts.parsed;
        FrontendFor(dialect).Apply(stmt, schema_);
        break;
      case StatementKind::kData:
      case StatementKind::kSession:
      case StatementKind::kClientCommand:
        ++schema_.counts.skipped[stmt.keyword.empty() ? "OTHER" : stmt.keyword];
        break;
      case StatementKind::kOutOfScope:
        AddSkipped(stmt);
        break;
      case StatementKind::kSetval:
        ApplySetval(stmt);
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
    schema_.skipped.push_back({stmt.object_kind, stmt.object_name, stmt.location});
  }

  bool AlreadySkipped(const Statement& stmt) const {
    for (const auto& s : schema_.skipped)
      if (s.kind == stmt.object_kind && s.name == stmt.object_name) return true;
    return false;
  }

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
    case model::Dialect::kMySql: return " (read as MySQL, detected automatically; --from postgres reads it as PostgreSQL)";
    case model::Dialect::kPostgres: return " (read as PostgreSQL, detected automatically; --from mysql reads it as MySQL)";
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

// Reads one open input into `schema`.
void LoadFd(int fd, const std::string& name, const LoadOptions& options, model::Schema& schema, Driver& driver) {
  SplitterOptions splitter_options;
  splitter_options.mysql_flavor = options.mysql_flavor;
  StatementSplitter splitter(fd, name, options.dialect, schema.diagnostics, splitter_options);
  model::Dialect dialect = splitter.dialect();
  // No evidence either way (e.g. a few plain CREATE TABLEs): keep the dialect seen so far.
  if (dialect == model::Dialect::kUnknown) dialect = schema.dialect;
  if (dialect == model::Dialect::kUnknown) dialect = model::Dialect::kMySql;
  if (schema.dialect == model::Dialect::kUnknown) schema.dialect = dialect;
  Statement stmt;
  size_t first_diagnostic = schema.diagnostics.all().size();
  while (splitter.Next(stmt)) driver.Dispatch(stmt, dialect);
  if (options.dialect == model::Dialect::kUnknown) NoteAssumedDialect(schema.diagnostics, first_diagnostic, dialect);
  schema.counts.bytes += splitter.bytes_read();
  schema.counts.data_rows += splitter.copy_rows();
}

}  // namespace

model::Schema Load(const std::vector<std::string>& inputs, const LoadOptions& options) {
  model::Schema schema;
  schema.dialect = options.dialect;
  Driver driver(schema);
  for (const auto& path : inputs) {
    int fd = OpenInput(path, schema.diagnostics);
    if (fd < 0) continue;
    LoadFd(fd, path, options, schema, driver);
    if (fd != STDIN_FILENO) ::close(fd);
  }
  return schema;
}

model::Schema LoadText(std::string_view text, const std::string& name, const LoadOptions& options) {
  model::Schema schema;
  schema.dialect = options.dialect;
  Driver driver(schema);
  // The splitter reads a file descriptor: an anonymous in-memory file holds the text.
  int fd = ::memfd_create("spanlift-text", MFD_CLOEXEC);
  size_t written = 0;
  while (fd >= 0 && written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  if (fd < 0 || written != text.size() || ::lseek(fd, 0, SEEK_SET) != 0) {
    schema.diagnostics.Error(model::codes::kUnreadableInput, {name, 0, 0},
                             "cannot buffer input: " + std::string(std::strerror(errno)));
  } else {
    LoadFd(fd, name, options, schema, driver);
  }
  if (fd >= 0) ::close(fd);
  return schema;
}

}  // namespace spanlift::frontend
