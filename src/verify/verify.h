#pragma once
// `spanlift verify`: applies a Spanner schema to a fresh database on a Cloud Spanner emulator,
// reports every statement Spanner rejects (V001, V003), then reads the schema back and reports
// every way what Spanner stored differs from what the input meant (V002). docs/verify.md.
#include <string>

#include "model/diagnostics.h"
#include "verify/apply.h"
#include "verify/emulator_client.h"

namespace spanlift::verify {

struct VerifyOptions {
  std::string emulator;  // --emulator: the REST address; empty = connect.h's order
  DatabaseDialect dialect = DatabaseDialect::kGoogleSql;
  size_t batch_size = kDefaultBatchSize;
};

struct VerifyResult {
  model::Diagnostics diagnostics;  // front end (P), V001, V002, V003
  std::string fatal;               // set when nothing could be verified (exit 2)
  std::string emulator;            // which emulator answered, and how it was chosen
  size_t statements = 0, applied = 0, rejected = 0, calls = 0, differences = 0;
  double apply_seconds = 0, total_seconds = 0;
};

// `input`: a schema file, or a directory holding schema.sql (convert -o DIR).
VerifyResult Verify(const std::string& input, const VerifyOptions& options);

}  // namespace spanlift::verify
