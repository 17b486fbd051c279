#pragma once
// Tables wider than their source database accepts (MySQL 4,096 columns, PostgreSQL 1,600; Spanner
// input is held to 4,096 too, since spanlift reads back its own output) are refused once the statement is read, before
// the grammar builds a tree for each of their columns: a generated 600,000-column line costs a linear scan and one
// diagnostic, not gigabytes.
#include <cstddef>
#include <optional>
#include <string_view>

#include "frontend/lexical.h"
#include "frontend/statement.h"
#include "model/diagnostics.h"
#include "model/schema.h"

namespace spanlift::frontend {

// The most columns a table may have in `dialect`'s input.
size_t MaxColumns(model::Dialect dialect);

// Column definitions in the first parenthesised list of a CREATE TABLE (elements that do not
// start with a constraint keyword), counted without parsing; nullopt when there is no list.
std::optional<size_t> CountColumnDefinitions(std::string_view text, const Lexical& lex);

// For a CREATE TABLE over the limit: adds one P011 error and returns true (the statement is
// then not applied).
bool RefuseTooManyColumns(const Statement& stmt, model::Dialect dialect, model::Diagnostics& diagnostics);

}  // namespace spanlift::frontend
