#pragma once
// Spanner's ALTER and DROP statements, for the migrations `spanlift diff` plans. Each is one line
// with nothing to lay out, so C++ prints it here rather than a template; this file holds every
// such statement's keywords and order. Names come quoted (spanner::QuoteIdentifier for a bare
// name, spanner::QuoteQualified for `schema`.`name`); clauses come without a leading space.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "ddl/templates.h"
#include "model/schema.h"

namespace spanlift::ddl {

// "DROP TABLE `t`", "DROP SEARCH INDEX `i`", ...; `kind` is the object's keywords.
std::string DropStatement(std::string_view kind, const std::string& name);
// "CREATE SCHEMA `s`", "CREATE ROLE `r`": objects that are only a name.
std::string CreateNamedStatement(std::string_view kind, const std::string& name);
// "ALTER TABLE `t` DROP COLUMN `c`": ALTER of `kind` with one of the clauses below.
std::string AlterStatement(std::string_view kind, const std::string& name, std::string_view clause);
inline std::string AlterTableStatement(const std::string& table, std::string_view clause) {
  return AlterStatement("TABLE", table, clause);
}

// ALTER TABLE clauses.
std::string AddColumnClause(const model::Column& column, const TemplateSet& templates);
// "ALTER COLUMN <the whole column definition>": a re-specification.
std::string RestateColumnClause(const model::Column& column, const TemplateSet& templates);
std::string DropColumnClause(const std::string& column);
// "ADD [CONSTRAINT `n`] CHECK (expression)".
std::string AddCheckClause(const model::Check& check);
std::string DropConstraintClause(const std::string& constraint);
std::string RenameToClause(const std::string& name);
// "ADD SYNONYM `s`" or "DROP SYNONYM `s`".
std::string SynonymClause(bool add, const std::string& synonym);
// "ADD|REPLACE ROW DELETION POLICY (OLDER_THAN(`c`, INTERVAL n DAY))".
std::string RowDeletionPolicyClause(std::string_view verb, const model::RowDeletionPolicy& policy);
std::string DropRowDeletionPolicyClause();
std::string SetOnDeleteClause(std::string_view action);
// "SET INTERLEAVE IN `p`", or "SET INTERLEAVE IN PARENT `p` ON DELETE NO ACTION" (Spanner's
// documented way into IN PARENT: NO ACTION first, CASCADE after).
std::string SetInterleaveClause(const std::string& parent, bool in_parent);

// ALTER COLUMN `c` clauses: "ALTER COLUMN `c` SET DEFAULT (x)" or "... DROP DEFAULT"; `property`
// is "DEFAULT" or "ON UPDATE".
std::string ColumnExpressionClause(const std::string& column, std::string_view property,
                                   const std::optional<std::string>& expression);
std::string ColumnOptionsClause(const std::string& column, std::string_view options);
// "ALTER COLUMN `c` ALTER IDENTITY SET SKIP RANGE min, max" (a missing end is NULL), or SET NO
// SKIP RANGE when both are missing.
std::string IdentitySkipRangeClause(const std::string& column, const std::optional<int64_t>& min,
                                    const std::optional<int64_t>& max);
std::string IdentityRestartClause(const std::string& column, int64_t counter);

// Clauses of more than one kind.
std::string SetOptionsClause(std::string_view options);  // "SET OPTIONS (a = 1, b = 'x')"
// "ADD STORED COLUMN `c`" or "DROP STORED COLUMN `c`" (ALTER INDEX, ALTER SEARCH INDEX).
std::string StoredColumnClause(bool add, const std::string& column);

// ALTER CHANGE STREAM's "SET FOR t(a, b), u", or "DROP FOR ALL" for a stream that is to watch nothing.
std::string ChangeStreamForClause(const model::ChangeStream& stream);

// "ALTER PROTO BUNDLE INSERT (a.B) DELETE (c.D)": the lists' insides, either may be empty.
std::string AlterProtoBundleStatement(const std::string& inserted, const std::string& deleted);

}  // namespace spanlift::ddl
