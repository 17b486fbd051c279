#pragma once
// PostgreSQL transformer: walks one statement's parse tree and applies it to the model. One .cpp
// per statement family; this header is private to src/frontend/postgres/.
#include <string>
#include <string_view>
#include <vector>

#include "PostgresParser.h"
#include "frontend/antlr_support.h"
#include "frontend/query_columns.h"
#include "frontend/statement.h"
#include "model/schema.h"

namespace spanlift::frontend::postgres {

using P = grammar::postgres::PostgresParser;

// A possibly qualified object name after identifier folding.
struct QualifiedName {
  std::string schema;  // never empty after Resolve(): the default schema fills in
  std::string name;
  std::string Joined() const { return schema + "." + name; }
};

// What every transformer function needs: the statement, the model and diagnostic helpers.
class Context {
 public:
  Context(const Statement& stmt, model::Schema& schema) : stmt_(stmt), schema_(schema) {}

  model::Schema& schema() { return schema_; }
  const Statement& statement() const { return stmt_; }
  model::SourceLocation Loc(const antlr4::ParserRuleContext* ctx) const { return LocationOf(stmt_, ctx); }

  // Object name with the default (search_path) schema when unqualified.
  QualifiedName Resolve(P::QualifiedNameContext* ctx) const;
  // Table lookup: the named schema, or for unqualified names the default schema, then any
  // schema if exactly one table has that name. Reports P004 (naming `what`) when missing.
  model::Table* FindTable(P::QualifiedNameContext* ctx, std::string_view what);
  model::Table* FindTable(const QualifiedName& name);
  // The table a name (folded parts) denotes, with FindTable's rules and no diagnostic.
  model::Table* LookupTable(const std::vector<std::string>& parts);
  // A sequence or an object the model skips (view, materialized view, foreign table): pg_dump
  // uses ALTER TABLE for those too, and they may carry indexes and comments.
  bool IsNotATable(const QualifiedName& name);

  void UnknownObject(const antlr4::ParserRuleContext* at, const std::string& message);
  void Ignored(const antlr4::ParserRuleContext* at, const std::string& clause);
  void Skip(const antlr4::ParserRuleContext* at, std::string kind, std::string name);

 private:
  const Statement& stmt_;
  model::Schema& schema_;
};

// names.cpp: identifiers, literals and PostgreSQL's generated object names.
std::string Identifier(P::IdentifierContext* ctx);
// A name token's value: quoted names unquoted, others lower-cased, clipped to 63 bytes.
std::string NameText(std::string_view token_text);
std::vector<std::string> NameParts(P::QualifiedNameContext* ctx);
bool LastPartQuoted(P::QualifiedNameContext* ctx);
std::vector<std::string> ColumnNames(P::ColumnNameListContext* ctx);
std::string StringValue(P::StringLiteralContext* ctx);
std::string StringValue(std::string_view literal);
// Text of a balanced expression rule (CHECK, GENERATED, WHERE) without surrounding whitespace.
std::string ExprText(antlr4::ParserRuleContext* ctx);
// Truncates to PostgreSQL's 63-byte identifier limit without splitting a UTF-8 sequence.
std::string ClipIdentifier(std::string name);
// makeObjectName(): "<name1>_<name2>_<label>" truncated to 63 bytes the way PostgreSQL does.
std::string MakeObjectName(std::string_view name1, std::string_view name2, std::string_view label);
// Names for unnamed objects, numbered ("key1", "key2", ...) until free in the namespace.
std::string ChooseRelationName(model::Schema& schema, const std::string& ns, std::string_view name1,
                               std::string_view name2, std::string_view label, bool is_constraint);
std::string ChooseConstraintName(model::Schema& schema, const std::string& ns, std::string_view name1,
                                 std::string_view name2, std::string_view label);
// Column names joined by '_' for index and foreign key names (ChooseIndexNameAddition).
std::string NameAddition(const std::vector<std::string>& names);
std::optional<int64_t> ParseInt(P::SignedNumberContext* ctx);
// A name inside a string, as regclass reads it: 'public."Foo"' -> {"public", "Foo"}.
std::vector<std::string> SplitNameText(std::string_view text);
// nextval('s'::regclass) -> "s" (as written, may be qualified); empty when not a nextval call.
std::string NextvalSequence(std::string_view default_expr);

// data_types.cpp
model::DataType ConvertType(P::TypeNameContext* ctx, Context& cx);
// The type a cast in a CREATE TABLE ... AS query names (`varchar(20)`, `timestamp with time zone`).
std::optional<model::DataType> TypeFromTokens(const std::vector<QueryToken>& tokens, Context& cx);
// Integer type a serial pseudo-type stands for ("integer", "bigint", "smallint"), or "".
std::string SerialBase(std::string_view type_name);

// create_table.cpp / constraints.cpp
void ApplyCreateTable(P::CreateTableContext* ctx, Context& cx);
// create_table_as.cpp: CREATE TABLE ... AS query (columns typed from the model, or a P012).
void ApplyCreateTableAs(P::CreateTableContext* ctx, P::TableAsContext* as, Context& cx);
// A new or attached partition gets a copy of each of its parent's indexes it lacks, named as
// PostgreSQL names them (`<partition>_pkey`, `<partition>_<cols>_key`, `<partition>_<cols>_idx`).
void ClonePartitionIndexes(const model::Table& parent, model::Table& child, Context& cx, antlr4::ParserRuleContext* at);
model::Column BuildColumn(P::ColumnDefContext* ctx, model::Table& table, Context& cx);
void ApplyColumnOption(P::ColumnOptionContext* ctx, model::Table& table, model::Column& column, Context& cx);
// DEFAULT expr: nextval('s') also makes the column auto-increment, fed by s.
void SetColumnDefault(P::DefaultExprContext* expr, model::Column& column, Context& cx);
void ApplyTableConstraint(P::TableConstraintContext* ctx, model::Table& table, Context& cx);
// Serial and identity columns: creates the sequence that feeds the column (named as given, or
// `<table>_<col>_seq`) and links the two.
void AttachSequence(model::Table& table, model::Column& column, const std::string& data_type,
                    const QualifiedName* given_name, Context& cx,
                    const std::vector<P::SequenceOptionContext*>& options = {});
void ApplySequenceOption(P::SequenceOptionContext* ctx, model::Sequence& seq, Context& cx);

// alter_table.cpp
void ApplyAlterTable(P::AlterTableContext* ctx, Context& cx);

// create_index.cpp
void ApplyCreateIndex(P::CreateIndexContext* ctx, Context& cx);
void ApplyAlterIndex(P::AlterIndexContext* ctx, Context& cx);
// An index (not a primary key) by name in a schema; `owner` receives its table.
model::Index* FindIndex(model::Schema& schema, const QualifiedName& name, model::Table** owner);

// sequences.cpp
void ApplyCreateSequence(P::CreateSequenceContext* ctx, Context& cx);
void ApplyAlterSequence(P::AlterSequenceContext* ctx, Context& cx);
// OWNED BY t.c: links the sequence and the column (which becomes auto-increment).
void SetSequenceOwner(model::Sequence& seq, P::QualifiedNameContext* owner, Context& cx);

// user_types.cpp
void ApplyCreateType(P::CreateTypeContext* ctx, Context& cx);
void ApplyAlterType(P::AlterTypeContext* ctx, Context& cx);
void ApplyCreateDomain(P::CreateDomainContext* ctx, Context& cx);
void ApplyAlterDomain(P::AlterDomainContext* ctx, Context& cx);

// schema_objects.cpp: schemas, extensions, COMMENT ON, DROP.
void ApplyCreateSchema(P::CreateSchemaContext* ctx, Context& cx);
void ApplyAlterSchema(P::AlterSchemaContext* ctx, Context& cx);
void ApplyCreateExtension(P::CreateExtensionContext* ctx, Context& cx);
void ApplyAlterExtension(P::AlterExtensionContext* ctx, Context& cx);
void ApplyComment(P::CommentOnContext* ctx, Context& cx);
void ApplyDrop(P::DropStatementContext* ctx, Context& cx);

}  // namespace spanlift::frontend::postgres
