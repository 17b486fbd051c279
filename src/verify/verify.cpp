#include "verify/verify.h"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "frontend/frontend.h"
#include "frontend/splitter.h"
#include "verify/codes.h"
#include "verify/compare.h"
#include "verify/connect.h"
#include "verify/read_back.h"

namespace spanlift::verify {

namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

model::Dialect InputDialect(DatabaseDialect d) {
  return d == DatabaseDialect::kPostgreSql ? model::Dialect::kPostgres : model::Dialect::kSpanner;
}

bool ReadFile(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  out = buffer.str();
  return !in.bad();
}

// The input's statements as the splitter cuts them, with their locations. Data statements are not
// DDL: each is reported and left out.
std::vector<DdlStatement> Statements(const std::string& path, model::Dialect dialect, model::Diagnostics& diagnostics) {
  std::vector<DdlStatement> out;
  frontend::Statement stmt;
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return out;
  {
    frontend::StatementSplitter splitter(fd, path, dialect, diagnostics);  // gone before the fd closes
    while (splitter.Next(stmt)) {
      if (stmt.kind == frontend::StatementKind::kData) {
        diagnostics.Error(codes::kRejected, stmt.location,
                          stmt.keyword + " is a data statement: verify applies DDL only");
        continue;
      }
      out.push_back({std::string(stmt.text), stmt.location});
    }
  }
  ::close(fd);
  return out;
}

// Byte offset of a line:column in `text`.
size_t OffsetOf(const std::string& text, const model::SourceLocation& at) {
  size_t offset = 0;
  for (uint32_t line = 1; line < at.line && offset < text.size(); ++line) {
    size_t nl = text.find('\n', offset);
    offset = nl == std::string::npos ? text.size() : nl + 1;
  }
  return std::min(text.size(), offset + (at.column ? at.column - 1 : 0));
}

// The input without its rejected statements (blanked, newlines kept, so locations still hold):
// what Spanner should have stored.
std::string WithoutRejected(std::string text, const std::vector<DdlStatement>& statements,
                            const std::vector<Rejection>& rejected) {
  for (const auto& r : rejected) {
    const DdlStatement& s = statements[r.statement];
    size_t begin = OffsetOf(text, s.location);
    size_t end = std::min(text.size(), begin + s.text.size());
    // Include the terminator, so the blank does not join the neighbours.
    if (end < text.size() && text[end] == ';') text[end++] = ' ';
    for (size_t i = begin; i < end; ++i)
      if (text[i] != '\n') text[i] = ' ';
  }
  return text;
}

std::string Where(const model::SourceLocation& l) {
  return l.file + ":" + std::to_string(l.line) + ":" + std::to_string(l.column);
}

void ReportRejections(const std::vector<DdlStatement>& statements, const ApplyOutcome& outcome,
                      model::Diagnostics& out) {
  for (const auto& r : outcome.rejected) {
    const DdlStatement& s = statements[r.statement];
    model::Diagnostic d;
    d.location = LocationInStatement(s, r.status.message);
    if (r.because_of) {
      d.code = codes::kRejectedAfter;
      d.message = r.status.message + " (it names " + r.object + ", whose statement at " +
                  Where(statements[*r.because_of].location) + " was rejected)";
      d.fix = "fix the statement at " + Where(statements[*r.because_of].location) + " first";
    } else {
      d.code = codes::kRejected;
      d.message = r.status.message;
    }
    d.object = DefinedObject(s.text);
    out.Add(std::move(d));
  }
}

std::string DifferenceMessage(const Difference& d, const std::string& source) {
  if (d.what == "missing") return d.object + " is missing: the input has " + d.expected + ", " + source + " none";
  if (d.what == "unexpected") return d.object + " is not in the input, " + source + " " + d.actual;
  return d.object + ": " + d.what + " differs: the input has " + d.expected + ", " + source + " " + d.actual;
}

// The name a difference's object ends with ("column t.c" -> "t.c").
bool About(const Difference& d, const std::set<std::string>& names) {
  std::string name = model::ToLower(d.object.substr(d.object.find(' ') + 1));
  for (const auto& n : names)
    if (name == n || name.starts_with(n + ".") || name.ends_with(" on " + n)) return true;
  return false;
}

// What was compared and how: the names not compared, and the differences reported so far (the
// catalog often shows what GetDatabaseDdl already showed: each is reported once).
struct Reported {
  std::set<std::string> uncompared;
  std::set<std::pair<std::string, std::string>> seen;  // object, what
};

void ReportDifferences(const std::vector<Difference>& differences, const std::string& source, Reported& reported,
                       const std::string& path, model::Diagnostics& out, size_t& count) {
  for (const auto& d : differences) {
    if (About(d, reported.uncompared) || !reported.seen.insert({d.object, d.what}).second) continue;
    std::string message = DifferenceMessage(d, source);
    model::Diagnostic diag;
    diag.code = codes::kStoredDiffers;
    diag.location = d.location;
    if (diag.location.file.empty()) diag.location.file = path;  // an object only Spanner has
    diag.object = d.object;
    diag.message = message;
    out.Add(std::move(diag));
    ++count;
  }
}

// The input's statements spanlift's own front end cannot read are Spanner's to judge, not
// spanlift's: their errors become warnings and the objects they define are not compared.
void AppendInputDiagnostics(const model::Diagnostics& from, const std::vector<DdlStatement>& statements,
                            std::set<std::string>& uncompared, model::Diagnostics& to) {
  for (auto d : from.all()) {
    if (d.severity == model::Severity::kError) {
      d.severity = model::Severity::kWarning;
      d.message += " (spanlift cannot read this statement: what it defines is not compared)";
      const DdlStatement* owner = nullptr;
      for (const auto& s : statements)
        if (s.location.line <= d.location.line) owner = &s;
      if (owner && !DefinedObject(owner->text).empty()) uncompared.insert(model::ToLower(DefinedObject(owner->text)));
    }
    to.Add(std::move(d));
  }
}

void Compare(EmulatorClient& client, const std::string& expected_text, const std::string& path,
             const std::vector<DdlStatement>& statements, const VerifyOptions& options, VerifyResult& result) {
  model::Schema expected =
      frontend::LoadText(expected_text, path, {InputDialect(options.dialect), frontend::MySqlFlavor::kAuto});
  Reported reported;
  AppendInputDiagnostics(expected.diagnostics, statements, reported.uncompared, result.diagnostics);
  if (options.dialect == DatabaseDialect::kGoogleSql) {
    model::Schema stored;
    Status s = ReadBackDdl(client, stored);
    if (!s.ok()) {
      result.fatal = "cannot read the schema back (GetDatabaseDdl): " + s.message;
      return;
    }
    for (const auto& d : stored.diagnostics.all()) result.diagnostics.Add(d);
    ReportDifferences(CompareSchemas(expected, stored), "GetDatabaseDdl shows", reported, path, result.diagnostics,
                      result.differences);
  }
  model::Schema catalog;
  Status s = ReadBackCatalog(client, options.dialect, catalog);
  if (!s.ok()) {
    result.fatal = "cannot read INFORMATION_SCHEMA: " + s.message;
    return;
  }
  auto scope = options.dialect == DatabaseDialect::kGoogleSql ? CompareScope::kCatalog : CompareScope::kCatalogNoTypes;
  ReportDifferences(CompareSchemas(expected, catalog, scope), "INFORMATION_SCHEMA shows", reported, path,
                    result.diagnostics, result.differences);
}

}  // namespace

VerifyResult Verify(const std::string& input, const VerifyOptions& options) {
  VerifyResult result;
  auto started = Clock::now();
  std::string path = std::filesystem::is_directory(input) ? input + "/schema.sql" : input;
  std::string text;
  if (!ReadFile(path, text)) {
    result.fatal = "cannot read " + path;
    return result;
  }
  auto statements = Statements(path, InputDialect(options.dialect), result.diagnostics);
  result.statements = statements.size();
  std::string error;
  auto connection = Connect(options.emulator, error);
  if (!connection) {
    result.fatal = error;
    return result;
  }
  result.emulator = connection->rest_base + " (" + connection->origin + ")";
  EmulatorClient client(connection->rest_base);
  Status s = client.CreateDatabase(options.dialect);
  if (!s.ok()) {
    result.fatal = "cannot create a database on the emulator at " + connection->rest_base + ": " + s.message;
    return result;
  }
  auto apply_started = Clock::now();
  ApplyOutcome outcome = ApplyStatements(client, statements, options.batch_size);
  result.apply_seconds = Seconds(apply_started);
  result.applied = outcome.applied;
  result.rejected = outcome.rejected.size();
  result.calls = outcome.calls;
  ReportRejections(statements, outcome, result.diagnostics);
  if (outcome.fatal) {
    bool died = connection->process && !connection->process->Running();
    result.fatal = std::string(died ? "the emulator died" : "the emulator stopped answering") + " after " +
                   std::to_string(outcome.applied) + " of " + std::to_string(statements.size()) +
                   " statements: " + outcome.fatal->message;
    return result;
  }
  Compare(client, WithoutRejected(text, statements, outcome.rejected), path, statements, options, result);
  result.total_seconds = Seconds(started);
  return result;
}

}  // namespace spanlift::verify
