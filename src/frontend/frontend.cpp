#include "frontend/frontend.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "frontend/dialect_frontend.h"
#include "frontend/splitter.h"

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
                                  "unrecognised statement: " + Excerpt(stmt.text));
        break;
    }
  }

 private:
  static std::string Excerpt(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 80)) out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    if (text.size() > 80) out += "...";
    return out;
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
                      "cannot open input: " + std::string(std::strerror(errno)));
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

}  // namespace

model::Schema Load(const std::vector<std::string>& inputs, const LoadOptions& options) {
  model::Schema schema;
  schema.dialect = options.dialect;
  Driver driver(schema);
  for (const auto& path : inputs) {
    int fd = OpenInput(path, schema.diagnostics);
    if (fd < 0) continue;
    SplitterOptions splitter_options;
    splitter_options.mysql_flavor = options.mysql_flavor;
    StatementSplitter splitter(fd, path, options.dialect, schema.diagnostics, splitter_options);
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
    if (fd != STDIN_FILENO) ::close(fd);
  }
  return schema;
}

}  // namespace spanlift::frontend
