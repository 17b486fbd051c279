#pragma once
// `spanlift diff --format sql`: the migration as Spanner DDL and DML, batch by batch.
// The other formats (markdown, json, sarif, github, gitlab) are one function each in
// src/diff/output/review_<format>.cpp, all taking the same DiffReport.
#include <string>

#include "diff/diff.h"

namespace spanlift::diff::output {

// What every diff format reads: the result and the names the user gave the two sides.
struct DiffReport {
  const diff::DiffResult& result;
  std::string old_name, new_name;
  std::string rules_uri;  // where docs/rules/ is published (--rules-uri); empty: kRulesUri
};

// "-- batch N" before each batch's DDL (one UpdateDatabaseDdl call), data steps marked as run
// between batches, each step's comment as "-- " lines, statements ending with ';'. Planner
// findings that leave something unmigrated are listed first as comments, so the file never
// looks complete when it is not.
std::string DiffSql(const DiffReport& report);

}  // namespace spanlift::diff::output
