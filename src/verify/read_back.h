#pragma once
// Reads back what Spanner stored: GetDatabaseDdl parsed by spanlift's own Spanner front end into
// the model, and INFORMATION_SCHEMA (columns with SPANNER_TYPE and IS_NULLABLE, primary keys) as
// a second, catalog-only model.
#include <string>
#include <vector>

#include "model/schema.h"
#include "verify/emulator_client.h"

namespace spanlift::verify {

// GetDatabaseDdl as a model (GoogleSQL databases).
Status ReadBackDdl(EmulatorClient& client, model::Schema& out);

// INFORMATION_SCHEMA as a model: tables, columns in order (type = SPANNER_TYPE as one name,
// NOT NULL), primary keys. `dialect` picks the catalog's spelling (PostgreSQL: lowercase, schema
// public).
Status ReadBackCatalog(EmulatorClient& client, DatabaseDialect dialect, model::Schema& out);

// The catalog model from query rows (separate for the unit tests): columns rows are
// [table, column, spanner_type, is_nullable(, table_schema)] in ordinal order, key rows
// [table, column, ordering(, table_schema)].
model::Schema CatalogSchema(const std::vector<nlohmann::json>& columns, const std::vector<nlohmann::json>& keys);

}  // namespace spanlift::verify
