#pragma once
// PostgreSQL catalogs -> the statements pg_dump writes for them, in pg_dump's order
// (dump_order.h): the text the PostgreSQL front end reads into the model.
#include <vector>

#include "source/postgres_catalog.h"
#include "source/schema_source.h"

namespace spanlift::source {

// `exclude`: --exclude patterns; an excluded table takes its indexes, constraints, triggers and
// the sequences it owns with it.
std::vector<DdlStatement> PostgresStatements(const PgCatalog& catalog, const std::vector<std::string>& exclude);

}  // namespace spanlift::source
