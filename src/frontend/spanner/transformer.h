#pragma once
// Spanner (GoogleSQL) transformer: walks one statement's parse tree and applies it to the model.
// One .cpp per statement family; this header is private to src/frontend/spanner/.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "SpannerParser.h"
#include "frontend/antlr_support.h"
#include "frontend/statement.h"
#include "model/schema.h"
#include "spanner/types.h"

namespace spanlift::frontend::spanner {

using P = grammar::spanner::SpannerParser;
// The Spanner facts (src/spanner/), named apart from this namespace, which shares their name.
namespace facts = ::spanlift::spanner;

// A name as written, optionally in a named schema (`sch.Singers`); Spanner names are
// case-insensitive and keep their spelling.
struct QualifiedName {
  std::string schema;  // "" = the default schema
  std::string name;
  std::string Joined() const { return schema.empty() ? name : schema + "." + name; }
};

// What every transformer function needs: the statement, the model and diagnostic helpers.
class Context {
 public:
  Context(const Statement& stmt, model::Schema& schema) : stmt_(stmt), schema_(schema) {}

  model::Schema& schema() { return schema_; }
  model::SourceLocation Loc(const antlr4::ParserRuleContext* ctx) const { return LocationOf(stmt_, ctx); }
  model::SourceLocation Loc(const antlr4::Token* token) const { return LocationOf(stmt_, token); }

  // Table lookup in the name's schema (case-insensitive); reports P004 naming `what` when missing.
  model::Table* FindTable(P::QualifiedNameContext* ctx, std::string_view what);
  model::Table* FindTable(const QualifiedName& name);
  model::Sequence* FindSequence(const QualifiedName& name);

  void UnknownObject(const antlr4::ParserRuleContext* at, const std::string& message);
  void Duplicate(const antlr4::ParserRuleContext* at, const std::string& message);
  void Ignored(const antlr4::ParserRuleContext* at, const std::string& clause);

 private:
  const Statement& stmt_;
  model::Schema& schema_;
};

// names.cpp: identifiers, literals, expression text.
std::string Identifier(P::IdentifierContext* ctx);
// The name an IDENTIFIER or QUOTED_IDENTIFIER token spells (backticks and escapes removed).
std::string NameOf(antlr4::Token* token);
// normal_form.cpp: tokens joined by one space, names and keywords upper-cased (the comparison
// form); `reads` collects the names mentioned, each once.
std::string NormalForm(antlr4::ParserRuleContext* ctx, bool strip_outer, std::vector<std::string>* reads);
// OPTIONS (...) merged into `options`: a name set to NULL goes back to Spanner's default (removed).
void MergeOptions(P::OptionsClauseContext* ctx, model::Options& options);
// The value of option `name`, or nullptr.
const std::string* OptionValue(const model::Options& options, std::string_view name);

// A type's name with its dotted parts: "INT64", "my.pkg.Person".
std::string TypeNameText(P::TypeNameContext* ctx);
QualifiedName Name(P::QualifiedNameContext* ctx);
std::vector<std::string> ColumnNames(P::ColumnListContext* ctx);
// Text of a balanced expression without surrounding whitespace.
std::string ExprText(antlr4::ParserRuleContext* ctx);
// The value of an integer literal; nullopt when it does not fit in INT64 (validate.cpp refuses
// those statements, so IntValue() only sees values that fit).
std::optional<int64_t> ParseSignedInt(P::SignedIntContext* ctx);
// A decimal or 0x hex literal's value; nullopt beyond 64 bits.
std::optional<uint64_t> IntegerLiteral(const std::string& digits);
int64_t IntValue(P::SignedIntContext* ctx);
// The value of a string literal token (prefixes, triple quotes and escapes handled).
std::string StringValue(std::string_view literal);
// `GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)` -> s; nullopt for any other expression.
std::optional<QualifiedName> SequenceOfDefault(P::ExprContext* expr);

// validate.cpp: checks the grammar leaves to the transformer (type lengths, arrays of arrays,
// unknown type names, INT64 range). Returns the offending node and a message, or nullptr.
antlr4::ParserRuleContext* FindInvalidNode(P::StatementContext* tree, std::string& message);

// columns.cpp: column definitions and OPTIONS, shared by CREATE TABLE and ALTER TABLE.
// `primary_key` tells whether the definition ends in an inline PRIMARY KEY.
model::Column BuildColumn(P::ColumnDefContext* ctx, Context& cx, bool& primary_key);
// Applies a full column re-specification (`ALTER COLUMN c STRING(MAX) NOT NULL ...`) or a new
// definition to `column`; returns true when the spec says PRIMARY KEY.
bool ApplyColumnSpec(P::ColumnSpecContext* spec, model::Column& column, Context& cx);
void ApplyColumnOptions(P::OptionsClauseContext* ctx, model::Column& column, Context& cx);
void ApplySequenceParam(P::SequenceParamContext* ctx, std::string& kind, std::optional<int64_t>& skip_min,
                        std::optional<int64_t>& skip_max, std::optional<int64_t>& start_counter);

// constraints.cpp: foreign keys, checks, primary keys, interleaving, row deletion policies.
model::ForeignKey BuildForeignKey(P::ConstraintNameContext* name, P::ForeignKeyContext* ctx, Context& cx);
model::Check BuildCheck(P::ConstraintNameContext* name, P::CheckContext* ctx, Context& cx);
void SetPrimaryKey(model::Table& table, std::vector<model::KeyPart> parts, Context& cx, antlr4::ParserRuleContext* at);
model::KeyPart KeyPart(std::string column);
std::vector<model::KeyPart> KeyParts(const std::vector<P::KeyPartContext*>& parts);
model::Interleave BuildInterleave(P::QualifiedNameContext* parent, bool in_parent,
                                  P::ReferentialActionContext* on_delete, Context& cx);
model::RowDeletionPolicy BuildRowDeletionPolicy(P::RowDeletionPolicyContext* ctx, const model::Table& table,
                                                Context& cx);
std::string ReferentialAction(P::ReferentialActionContext* ctx);
// Adds a synonym unless the table has it (case-insensitive).
void AddSynonym(model::Table& table, const std::string& synonym);

// create_table.cpp / alter_table.cpp
void ApplyCreateTable(P::CreateTableContext* ctx, Context& cx);
void ApplyAlterTable(P::AlterTableContext* ctx, Context& cx);

// indexes.cpp
void ApplyCreateIndex(P::CreateIndexContext* ctx, Context& cx);
void ApplyAlterIndex(P::AlterIndexContext* ctx, Context& cx);

// sequences.cpp
void ApplyCreateSequence(P::CreateSequenceContext* ctx, Context& cx);
void ApplyAlterSequence(P::AlterSequenceContext* ctx, Context& cx);

// views.cpp / change_streams.cpp
void ApplyCreateView(P::CreateViewContext* ctx, Context& cx);
void ApplyCreateChangeStream(P::CreateChangeStreamContext* ctx, Context& cx);
void ApplyAlterChangeStream(P::AlterChangeStreamContext* ctx, Context& cx);

// ALTER [SEARCH | VECTOR] INDEX ... ADD / DROP STORED COLUMN on an index's stored columns.
void AlterStored(std::vector<std::string>& stored, bool add, const std::string& column, const std::string& index,
                 antlr4::ParserRuleContext* at, Context& cx);

// search_indexes.cpp
void ApplyCreateSearchIndex(P::CreateSearchIndexContext* ctx, Context& cx);
void ApplyCreateVectorIndex(P::CreateVectorIndexContext* ctx, Context& cx);
void ApplyAlterSearchIndex(P::AlterSearchIndexContext* ctx, Context& cx);
model::SearchIndex* FindSearchIndex(model::Schema& schema, const QualifiedName& name, bool vector);

// access.cpp: CREATE ROLE, GRANT, REVOKE (DROP ROLE is ApplyDrop's).
void ApplyCreateRole(P::CreateRoleContext* ctx, Context& cx);
void ApplyGrant(P::GrantStatementContext* ctx, Context& cx);
void ApplyRevoke(P::RevokeStatementContext* ctx, Context& cx);

// text_objects.cpp: models, property graphs, functions, locality groups, placements, statistics,
// the proto bundle, CREATE DATABASE.
void ApplyCreateModel(P::CreateModelContext* ctx, Context& cx);
void ApplyAlterModel(P::AlterModelContext* ctx, Context& cx);
void ApplyCreatePropertyGraph(P::CreatePropertyGraphContext* ctx, Context& cx);
void ApplyCreateFunction(P::CreateFunctionContext* ctx, Context& cx);
void ApplyCreateLocalityGroup(P::CreateLocalityGroupContext* ctx, Context& cx);
void ApplyAlterLocalityGroup(P::AlterLocalityGroupContext* ctx, Context& cx);
void ApplyCreatePlacement(P::CreatePlacementContext* ctx, Context& cx);
void ApplyAlterPlacement(P::AlterPlacementContext* ctx, Context& cx);
void ApplyAlterStatistics(P::AlterStatisticsContext* ctx, Context& cx);
void ApplyProtoBundle(antlr4::ParserRuleContext* ctx, Context& cx);  // CREATE / ALTER / DROP PROTO BUNDLE
void ApplyCreateDatabase(P::CreateDatabaseContext* ctx, Context& cx);
// The text object of `kind` named `name`, or nullptr; ApplyDrop removes one.
model::SpannerObject* FindObject(model::Schema& schema, std::string_view kind, const std::string& name);

// schema_objects.cpp: DROP, RENAME TABLE, CREATE SCHEMA, ALTER DATABASE.
void ApplyCreateSchema(P::CreateSchemaContext* ctx, Context& cx);
void ApplyDrop(P::DropStatementContext* ctx, Context& cx);
void ApplyRenameTable(P::RenameTableContext* ctx, Context& cx);
void ApplyAlterDatabase(P::AlterDatabaseContext* ctx, Context& cx);

}  // namespace spanlift::frontend::spanner
