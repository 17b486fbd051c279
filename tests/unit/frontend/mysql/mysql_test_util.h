#pragma once
// Helpers for the MySQL front-end tests: run statements through the front end and describe the
// resulting model in one compact line per facet, so test rows read {input SQL, expected facts}.
#include <ostream>
#include <string>
#include <vector>

#include "frontend/dialect_frontend.h"
#include "model/schema.h"

namespace spanlift::frontend::mysql_test {

// Applies each statement in order; statement i starts at line 10*i+1, column 1 of "t.sql".
model::Schema ApplyAll(const std::vector<std::string>& statements);

// The facets a test row can ask for, each of the last table created (or named by `table`):
//   columns   "name type [NOT NULL] [AI] [DEFAULT=x] [ON UPDATE=x] [GEN=x [STORED]] [COMMENT=x]
//              [CHARSET=x] [COLLATE=x]" joined by ", "
//   declared  "name:declared_type[ seq=feeding sequence]" joined by ", "
//   keys      "PK(a,b); UNIQUE u(a); INDEX k(a(10),b DESC) USING btree; FK f(a)->t(b) ...; CHECK c(x)"
//   table     "engine=.. charset=.. collation=.. comment=.. ai=.. partition=.. like=.. temporary"
//   tables    the schema's table names, "db.t" when qualified, joined by ", "
//   diags     "P004@11:7" joined by ", "
//   skipped   "kind name" joined by ", "
//   sequences "name start= increment= min= max= cache= cycle type=" joined by "; "
std::string Describe(const model::Schema& schema, const std::string& facet, const std::string& table = "");

// One table-driven case: statements in, one facet of the model out.
struct Row {
  std::vector<std::string> sql;
  std::string facet;
  std::string expected;
  std::string table = "";  // default: the last table
};
inline void PrintTo(const Row& row, std::ostream* os) {
  *os << row.facet << " of:";
  for (const auto& s : row.sql) *os << " [" << s << "]";
}

// Runs a row; rows not about diagnostics must also parse without a P001.
void Check(const Row& row);

}  // namespace spanlift::frontend::mysql_test
