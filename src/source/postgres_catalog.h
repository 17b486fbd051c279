#pragma once
// The PostgreSQL catalogs a live read needs, each read by one query for the whole database (so a
// database of 1,000 tables costs the same dozen queries as one of ten): postgres_catalog.cpp.
#include <optional>
#include <string>
#include <vector>

#include "source/connection.h"

namespace spanlift::source {

struct PgCatalog {
  Result schemas, extensions, collations, types, functions, relations, columns, constraints, indexes, triggers, rules,
      policies, depends, acls;
};

// `schemas`: the schemas to read (empty: every schema but the system ones).
PgCatalog ReadPgCatalog(Connection& connection, const std::vector<std::string>& schemas);

// The first table of `relations` (kRelations' rows) that its name no longer finds (dropped or
// replaced since the snapshot: name lookups see the latest catalog), if any.
std::optional<std::string> DroppedTable(Connection& connection, const Result& relations);
// "<database>: table T was dropped or replaced while it was being read; ..."
SourceError DroppedError(const Connection& connection, const std::string& table);

}  // namespace spanlift::source
