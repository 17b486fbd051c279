#pragma once
// `spanlift diff --verify`: the migration checked on a Cloud Spanner emulator. OLD's Spanner DDL
// is applied to a fresh database, then the migration batch by batch (data steps are skipped: the
// database has no rows), then the stored schema (GetDatabaseDdl through the Spanner front end) is
// compared with NEW as models. A rejected batch is D012; every difference left is D013.
#include <string>

#include "diff/diff.h"
#include "ddl/templates.h"
#include "model/schema.h"

namespace spanlift::diff {

struct VerifyMigrationResult {
  std::string fatal;     // nothing could be checked (no emulator, OLD rejected): exit 2
  std::string emulator;  // which emulator answered
  int batches_applied = 0;
};

// Appends D012/D013 findings to `result.findings`.
VerifyMigrationResult VerifyMigration(const model::Schema& old_schema, const model::Schema& new_schema,
                                      DiffResult& result, const ddl::TemplateSet& templates,
                                      const std::string& emulator_flag);

}  // namespace spanlift::diff
