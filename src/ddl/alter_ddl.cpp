#include "ddl/alter_ddl.h"

#include "ddl/spanner_ddl.h"
#include "spanner/identifiers.h"

namespace spanlift::ddl {

std::string DropStatement(std::string_view kind, const std::string& name) {
  return "DROP " + std::string(kind) + (name.empty() ? "" : " " + name);  // DROP PROTO BUNDLE has no name
}

std::string CreateNamedStatement(std::string_view kind, const std::string& name) {
  return "CREATE " + std::string(kind) + " " + name;
}

std::string AlterStatement(std::string_view kind, const std::string& name, std::string_view clause) {
  return "ALTER " + std::string(kind) + " " + name + " " + std::string(clause);
}

std::string AddColumnClause(const model::Column& column, const TemplateSet& templates) {
  return "ADD COLUMN " + ColumnDefinition(column, templates);
}

std::string RestateColumnClause(const model::Column& column, const TemplateSet& templates) {
  return "ALTER COLUMN " + ColumnDefinition(column, templates);
}

std::string DropColumnClause(const std::string& column) { return "DROP COLUMN " + column; }

std::string AddCheckClause(const model::Check& check) {
  return "ADD " + (check.name.empty() ? "" : "CONSTRAINT " + spanner::QuoteIdentifier(check.name) + " ") + "CHECK (" +
         check.expression + ")";
}

std::string DropConstraintClause(const std::string& constraint) { return "DROP CONSTRAINT " + constraint; }

std::string RenameToClause(const std::string& name) { return "RENAME TO " + name; }

std::string SynonymClause(bool add, const std::string& synonym) {
  return std::string(add ? "ADD" : "DROP") + " SYNONYM " + synonym;
}

std::string RowDeletionPolicyClause(std::string_view verb, const model::RowDeletionPolicy& policy) {
  return std::string(verb) + " ROW DELETION POLICY (OLDER_THAN(" + spanner::QuoteIdentifier(policy.column) +
         ", INTERVAL " + std::to_string(policy.days) + " DAY))";
}

std::string DropRowDeletionPolicyClause() { return "DROP ROW DELETION POLICY"; }

std::string SetOnDeleteClause(std::string_view action) { return "SET ON DELETE " + std::string(action); }

std::string SetInterleaveClause(const std::string& parent, bool in_parent) {
  return in_parent ? "SET INTERLEAVE IN PARENT " + parent + " ON DELETE NO ACTION" : "SET INTERLEAVE IN " + parent;
}

std::string ColumnExpressionClause(const std::string& column, std::string_view property,
                                   const std::optional<std::string>& expression) {
  return "ALTER COLUMN " + column + " " +
         (expression ? "SET " + std::string(property) + " (" + *expression + ")" : "DROP " + std::string(property));
}

std::string ColumnOptionsClause(const std::string& column, std::string_view options) {
  return "ALTER COLUMN " + column + " " + SetOptionsClause(options);
}

std::string IdentitySkipRangeClause(const std::string& column, const std::optional<int64_t>& min,
                                    const std::optional<int64_t>& max) {
  auto end = [](const std::optional<int64_t>& v) { return v ? std::to_string(*v) : std::string("NULL"); };
  return "ALTER COLUMN " + column + " ALTER IDENTITY " +
         (min || max ? "SET SKIP RANGE " + end(min) + ", " + end(max) : std::string("SET NO SKIP RANGE"));
}

std::string IdentityRestartClause(const std::string& column, int64_t counter) {
  return "ALTER COLUMN " + column + " ALTER IDENTITY RESTART COUNTER WITH " + std::to_string(counter);
}

std::string SetOptionsClause(std::string_view options) { return "SET OPTIONS (" + std::string(options) + ")"; }

std::string StoredColumnClause(bool add, const std::string& column) {
  return std::string(add ? "ADD" : "DROP") + " STORED COLUMN " + column;
}

std::string ChangeStreamForClause(const model::ChangeStream& stream) {
  std::string clause = ChangeStreamFor(stream);
  return clause.empty() ? "DROP FOR ALL" : "SET " + clause;
}

std::string AlterProtoBundleStatement(const std::string& inserted, const std::string& deleted) {
  return "ALTER PROTO BUNDLE" + (inserted.empty() ? "" : " INSERT (" + inserted + ")") +
         (deleted.empty() ? "" : " DELETE (" + deleted + ")");
}

}  // namespace spanlift::ddl
