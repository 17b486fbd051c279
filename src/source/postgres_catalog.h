#pragma once
// The PostgreSQL catalogs a live read needs, each read by one query for the whole database (so a
// database of 1,000 tables costs the same dozen queries as one of ten): postgres_catalog.cpp.
#include <string>
#include <vector>

#include "source/connection.h"

namespace spanlift::source {

struct PgCatalog {
  Result schemas, extensions, types, functions, relations, columns, constraints, indexes, triggers, rules, policies,
      depends, acls;
};

// `schemas`: the schemas to read (empty: every schema but the system ones).
PgCatalog ReadPgCatalog(Connection& connection, const std::vector<std::string>& schemas);

}  // namespace spanlift::source
