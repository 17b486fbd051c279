#pragma once
// Spanner (GoogleSQL) DDL for a Spanner-dialect schema model. C++ builds a logic-less view model
// per statement; templates/spanner/*.mustache format it. Order: named schemas, sequences, tables (parents before
// interleaved children, then by name), indexes, foreign keys (ALTER TABLE ... ADD CONSTRAINT
// after every table, so cycles work), change streams, views (each after the views it reads).
// Statements end with ';' and are separated by a blank line.
#include <string>
#include <vector>

#include "ddl/templates.h"
#include "model/schema.h"

namespace spanlift::ddl {

// Every statement, in output order, without the terminating ';'.
std::vector<std::string> SpannerDdlStatements(const model::Schema& spanner, const TemplateSet& templates);
// The statements as schema.sql writes them: each ended by ';', a blank line between two.
std::string JoinDdl(const std::vector<std::string>& statements);

// One statement each, as SpannerDdlStatements writes it (`spanlift diff` builds migrations of them).
// Objects in a named schema are named `schema`.`name` (an index in its table's schema).
std::string CreateSchemaStatement(const model::NamedSchema& schema, const TemplateSet& templates);
std::string CreateTableStatement(const model::Table& table, const TemplateSet& templates);
std::string CreateIndexStatement(const model::Table& table, const model::Index& index, const TemplateSet& templates);
std::string AddForeignKeyStatement(const model::Table& table, const model::ForeignKey& fk,
                                   const TemplateSet& templates);
std::string CreateSequenceStatement(const model::Sequence& sequence, const TemplateSet& templates);
std::string CreateViewStatement(const model::View& view, bool or_replace, const TemplateSet& templates);
std::string CreateChangeStreamStatement(const model::ChangeStream& stream, const TemplateSet& templates);
std::string CreateSearchIndexStatement(const model::SearchIndex& index, const TemplateSet& templates);
// A text-kept object's CREATE (its text and OPTIONS), with OR REPLACE when asked; a statistics
// package's ALTER STATISTICS ... SET OPTIONS.
std::string SpannerObjectStatement(const model::SpannerObject& object, bool or_replace);
// GRANT ... TO ROLE r, or REVOKE ... FROM ROLE r, for one expanded grant.
std::string GrantStatement(const model::Grant& grant, bool revoke);
std::string ProtoBundleStatement(const std::vector<std::string>& types);
std::string DatabaseOptionsStatement(const std::string& database, const model::Options& options);
// `a = 1, b = 'x'`: an OPTIONS list's inside.
std::string OptionsText(const model::Options& options);
// `FOR ALL`, `FOR t(a, b), u`, or "" for a stream that watches nothing (ALTER ... SET uses it too).
std::string ChangeStreamFor(const model::ChangeStream& stream);
// A column as CREATE TABLE writes it ("name TYPE NOT NULL DEFAULT (...) ..."), for ADD COLUMN.
std::string ColumnDefinition(const model::Column& column, const TemplateSet& templates);

// The statements joined: "stmt;\n\nstmt;\n" (empty for an empty schema).
std::string SpannerDdl(const model::Schema& spanner, const TemplateSet& templates);

}  // namespace spanlift::ddl
