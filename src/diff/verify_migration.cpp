#include "diff/verify_migration.h"

#include "diff/codes.h"
#include "diff/compare.h"
#include "ddl/spanner_ddl.h"
#include "verify/connect.h"
#include "verify/emulator_client.h"
#include "verify/read_back.h"

namespace spanlift::diff {

namespace {

void AddFinding(DiffResult& result, const char* code, std::string object, std::string message,
                const model::SourceLocation& at) {
  Finding f;
  f.diagnostic = {model::Severity::kError, code, at, std::move(message), object, ""};
  f.fingerprint = std::string(code) + ":" + model::ToLower(object);
  result.findings.push_back(std::move(f));
}

}  // namespace

VerifyMigrationResult VerifyMigration(const model::Schema& old_schema, const model::Schema& new_schema,
                                      DiffResult& result, const ddl::TemplateSet& templates,
                                      const std::string& emulator_flag) {
  VerifyMigrationResult out;
  std::string error;
  auto connection = verify::Connect(emulator_flag, error);
  if (!connection) {
    out.fatal = error;
    return out;
  }
  out.emulator = connection->rest_base + " (" + connection->origin + ")";
  verify::EmulatorClient client(connection->rest_base);
  verify::Status s = client.CreateDatabase(verify::DatabaseDialect::kGoogleSql);
  if (s.ok()) s = client.UpdateDdl(ddl::SpannerDdlStatements(old_schema, templates));
  if (!s.ok()) {
    out.fatal = "cannot set up OLD on the emulator at " + connection->rest_base + ": " + s.message;
    return out;
  }
  for (size_t i = 0; i < result.steps.size();) {
    int batch = result.steps[i].batch;
    std::vector<std::string> statements;
    size_t first = i;
    for (; i < result.steps.size() && result.steps[i].batch == batch; ++i)
      if (result.steps[i].kind == Step::Kind::kDdl) statements.push_back(result.steps[i].sql);
    s = client.UpdateDdl(statements);
    if (!s.ok()) {
      const Step& step = result.steps[first];
      const Change* c = step.changes.empty() ? nullptr : &result.changes[step.changes.front()];
      AddFinding(result, codes::kMigrationRejected, "batch " + std::to_string(batch),
                 "Spanner rejected the batch (the emulator does not say which statement): " + s.message,
                 c ? c->new_location : model::SourceLocation{});
      return out;
    }
    ++out.batches_applied;
  }
  model::Schema stored;
  s = verify::ReadBackDdl(client, stored);
  if (!s.ok()) {
    out.fatal = "cannot read the schema back (GetDatabaseDdl): " + s.message;
    return out;
  }
  for (const auto& c : Compare(stored, new_schema)) {
    std::string object = std::string(ObjectKindName(c.object)) + " " +
                         (c.table.empty()  ? c.name
                          : c.name.empty() ? c.table
                                           : c.table + "." + c.name);
    AddFinding(result, codes::kMigratedDiffers, object,
               "after the migration Spanner has " + (c.before.empty() ? "(none)" : c.before) + ", NEW has " +
                   (c.after.empty() ? "(none)" : c.after) + (c.property.empty() ? "" : " (" + c.property + ")"),
               c.new_location);
  }
  return out;
}

}  // namespace spanlift::diff
