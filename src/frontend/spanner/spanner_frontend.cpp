// The Spanner (GoogleSQL DDL) front end: parses each schema statement, checks what the grammar
// leaves open (column types), and hands the tree to the transformer of its family. Statements
// the model does not cover (views, change streams, search indexes, ...) never get here: the
// statement classifier lists them in `skipped`.
#include "SpannerLexer.h"
#include "SpannerParser.h"
#include "frontend/antlr_support.h"
#include "frontend/dialect_frontend.h"
#include "frontend/spanner/transformer.h"

namespace spanlift::frontend {

namespace spanner {
namespace {

using Lexer = grammar::spanner::SpannerLexer;

void Dispatch(P::StatementContext* tree, Context& cx) {
  // By rule index: the generated accessors would dynamic_cast every child once per accessor.
  auto* node = static_cast<antlr4::ParserRuleContext*>(tree->children.front());
  switch (node->getRuleIndex()) {
    case P::RuleCreateTable: return ApplyCreateTable(static_cast<P::CreateTableContext*>(node), cx);
    case P::RuleCreateIndex: return ApplyCreateIndex(static_cast<P::CreateIndexContext*>(node), cx);
    case P::RuleCreateSequence: return ApplyCreateSequence(static_cast<P::CreateSequenceContext*>(node), cx);
    case P::RuleAlterTable: return ApplyAlterTable(static_cast<P::AlterTableContext*>(node), cx);
    case P::RuleAlterIndex: return ApplyAlterIndex(static_cast<P::AlterIndexContext*>(node), cx);
    case P::RuleAlterSequence: return ApplyAlterSequence(static_cast<P::AlterSequenceContext*>(node), cx);
    case P::RuleAlterDatabase: return ApplyAlterDatabase(static_cast<P::AlterDatabaseContext*>(node), cx);
    case P::RuleRenameTable: return ApplyRenameTable(static_cast<P::RenameTableContext*>(node), cx);
    case P::RuleDropStatement: return ApplyDrop(static_cast<P::DropStatementContext*>(node), cx);
    case P::RuleCreateView: return ApplyCreateView(static_cast<P::CreateViewContext*>(node), cx);
    case P::RuleCreateChangeStream: return ApplyCreateChangeStream(static_cast<P::CreateChangeStreamContext*>(node), cx);
    case P::RuleAlterChangeStream: return ApplyAlterChangeStream(static_cast<P::AlterChangeStreamContext*>(node), cx);
    case P::RuleCreateSchema: return ApplyCreateSchema(static_cast<P::CreateSchemaContext*>(node), cx);
    default: return;
  }
}

// What the grammar accepted but Spanner does not (STRING without a length, INT64(8),
// ARRAY<ARRAY<...>>, an unknown type name, an integer beyond INT64) makes the statement invalid:
// one P001, model unchanged.
bool RefuseInvalid(P::StatementContext* tree, const Statement& stmt, model::Diagnostics& diagnostics) {
  std::string message;
  antlr4::ParserRuleContext* bad = FindInvalidNode(tree, message);
  if (!bad) return false;
  diagnostics.Error(model::codes::kSyntaxError, LocationOf(stmt, bad),
                    "invalid " + message + " (statement starting at line " + std::to_string(stmt.location.line) + ")");
  return true;
}

class SpannerFrontend : public DialectFrontend {
 public:
  void Apply(const Statement& stmt, model::Schema& schema) override {
    if (RefuseDeepNesting(stmt, /*backslash_escapes=*/true, schema.diagnostics)) return;
    ParseSession<Lexer, P> session(stmt);
    P::StatementContext* tree = session.Parse(&P::statement, schema.diagnostics);
    if (!tree || RefuseInvalid(tree, stmt, schema.diagnostics)) return;
    Context cx(stmt, schema);
    Dispatch(tree, cx);
  }
};

}  // namespace
}  // namespace spanner

std::unique_ptr<DialectFrontend> MakeSpannerFrontend() { return std::make_unique<spanner::SpannerFrontend>(); }

}  // namespace spanlift::frontend
