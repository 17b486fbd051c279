#pragma once
// Internal to the MySQL front end: the transformer that turns MySqlParser trees into model
// changes. One .cpp per statement family; this header is what they share. Nothing outside
// src/frontend/mysql/ includes it.
#include <string>
#include <vector>

#include "MySqlParser.h"
#include "frontend/antlr_support.h"
#include "frontend/query_columns.h"
#include "frontend/statement.h"
#include "model/schema.h"

namespace spanlift::frontend::mysql {

using P = grammar::mysql::MySqlParser;

// What every transformer function needs: the statement (for locations) and the schema.
struct Context {
  const Statement& stmt;
  model::Schema& schema;

  model::SourceLocation Loc(const antlr4::ParserRuleContext* ctx) const { return LocationOf(stmt, ctx); }
  void Warn(const char* code, const antlr4::ParserRuleContext* at, std::string message) {
    schema.diagnostics.Warning(code, Loc(at), std::move(message));
  }
  void Note(const char* code, const antlr4::ParserRuleContext* at, std::string message) {
    schema.diagnostics.Info(code, Loc(at), std::move(message));
  }
};

struct QualifiedName {
  std::string schema;  // database, empty when not qualified
  std::string name;
  std::string ToString() const { return schema.empty() ? name : schema + "." + name; }
};

// ---- names and literals (names_tree.cpp)
std::string Name(P::IdentifierContext* ctx);
// A table name as written (database empty when unqualified).
QualifiedName WrittenName(P::TableNameContext* ctx);
// A table name; an unqualified one belongs to the database the input's last USE named.
QualifiedName NameOf(const Context& c, P::TableNameContext* ctx);
std::string StringValue(P::TextLiteralContext* ctx);
std::vector<std::string> Names(P::ColumnListContext* ctx);
// Text between the parentheses of a parenExpr, trimmed.
std::string InnerText(P::ParenExprContext* ctx);
// Lower-cased name of a CHARACTER SET / COLLATE value.
std::string CharsetName(P::CharsetNameContext* ctx);
// An option's value: a name, a string's contents or the literal's text.
std::string OptionValue(P::OptionValueContext* ctx);
std::optional<int64_t> SignedInteger(P::SignedIntegerContext* ctx);
std::optional<uint64_t> Unsigned(antlr4::tree::TerminalNode* integer);

// ---- columns (column_definition.cpp)
// Keys, references and checks written on a column; applied once every column exists.
struct InlineKeys {
  bool primary = false;
  bool unique = false;
  std::vector<model::ForeignKey> foreign_keys;
  std::vector<model::Check> checks;  // names may be empty: generated when added
  const antlr4::ParserRuleContext* where = nullptr;
};
model::Column BuildColumn(Context& c, P::ColumnDefinitionContext* ctx, InlineKeys& keys);
model::DataType BuildDataType(P::DataTypeContext* ctx);
void AddInlineKeys(Context& c, model::Table& table, const std::string& column, InlineKeys& keys);

// ---- CREATE TABLE ... SELECT (create_table_as.cpp): the query's columns, or why unknown.
QueryColumns QueryColumnsOf(Context& c, P::AsSelectContext* ctx);

// ---- keys and constraints (table_constraints.cpp)
void AddConstraint(Context& c, model::Table& table, P::TableConstraintContext* ctx);
std::vector<model::KeyPart> KeyParts(P::IndexColumnsContext* ctx);
void ApplyIndexOptions(const std::vector<P::IndexOptionContext*>& options, model::Index& index);
std::string IndexMethod(P::IndexTypeContext* ctx);
// MySQL's name for an unnamed key: its first column, then _2, _3 ... on a clash.
std::string GeneratedIndexName(const model::Table& table, const std::vector<model::KeyPart>& parts);
void AddIndex(Context& c, model::Table& table, model::Index index, const antlr4::ParserRuleContext* at);
void AddForeignKey(model::Table& table, model::ForeignKey fk);
void AddCheck(model::Table& table, model::Check check);
void SetPrimaryKey(Context& c, model::Table& table, model::PrimaryKey pk, const antlr4::ParserRuleContext* at);
model::ForeignKey BuildReference(Context& c, P::ReferenceDefinitionContext* ctx);
// A CHECK's expression; reports NOT ENFORCED, which the model cannot express.
model::Check BuildCheck(Context& c, P::CheckClauseContext* ctx, const antlr4::ParserRuleContext* at);
// Warns (P004) about key columns the table lacks.
void CheckColumnsExist(Context& c, const model::Table& table, const std::vector<std::string>& columns,
                       const antlr4::ParserRuleContext* at);

// ---- tables (create_table.cpp)
void ApplyTableOption(Context& c, model::Table& table, P::TableOptionContext* ctx);
void ApplyCreateTable(Context& c, P::CreateTableContext* ctx);

// ---- ALTER TABLE (alter_table.cpp)
void ApplyAlterTable(Context& c, P::AlterTableContext* ctx);
// Drops index `name` (or the primary key for "PRIMARY"); false when there is none.
bool DropIndexNamed(model::Table& table, const std::string& name);

// ---- CREATE / DROP INDEX (create_index.cpp)
void ApplyCreateIndex(Context& c, P::CreateIndexContext* ctx);
void ApplyDropIndex(Context& c, P::DropIndexContext* ctx);

// ---- DROP / RENAME TABLE (drop_rename_table.cpp)
void ApplyDropTable(Context& c, P::DropTableContext* ctx);
void ApplyRenameTable(Context& c, P::RenameTableContext* ctx);
// Renames with P004/P006 checks; shared by RENAME TABLE and ALTER TABLE ... RENAME.
void RenameTable(Context& c, model::Table& table, const QualifiedName& to, const antlr4::ParserRuleContext* at);

// ---- sequences (sequences.cpp)
void ApplyCreateSequence(Context& c, P::CreateSequenceContext* ctx);
void ApplyAlterSequence(Context& c, P::AlterSequenceContext* ctx);
void ApplyDropSequence(Context& c, P::DropSequenceContext* ctx);

// ---- statements that are not modelled (skipped.cpp)
void ApplySkipped(Context& c, P::StatementContext* ctx);

// Finds the table or reports P004; `if_exists` silences the report.
model::Table* FindTableOrWarn(Context& c, const QualifiedName& name, const antlr4::ParserRuleContext* at,
                              bool if_exists = false);

}  // namespace spanlift::frontend::mysql
