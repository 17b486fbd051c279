#pragma once
// information_schema -> the statements mysqldump writes (SHOW CREATE TABLE's text), in
// mysqldump's order: tables by name, each with its triggers, then events, routines and views.
#include <string>
#include <vector>

#include "source/mysql_catalog.h"
#include "source/schema_source.h"

namespace spanlift::source {

std::vector<DdlStatement> MySqlStatements(const MyCatalog& catalog, const std::vector<std::string>& exclude);

}  // namespace spanlift::source
