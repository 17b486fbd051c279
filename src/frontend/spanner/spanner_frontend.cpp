// The Spanner (GoogleSQL DDL) front end: parses each schema statement, checks what the grammar
// leaves open (column types), and hands the tree to the transformer of its family. Every DDL
// statement of a Spanner input gets here (the statement classifier routes them all): what the
// grammar cannot read is a P001 naming its line, never a silent skip.
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
    case P::RuleCreateChangeStream:
      return ApplyCreateChangeStream(static_cast<P::CreateChangeStreamContext*>(node), cx);
    case P::RuleAlterChangeStream: return ApplyAlterChangeStream(static_cast<P::AlterChangeStreamContext*>(node), cx);
    case P::RuleCreateSchema: return ApplyCreateSchema(static_cast<P::CreateSchemaContext*>(node), cx);
    case P::RuleCreateSearchIndex: return ApplyCreateSearchIndex(static_cast<P::CreateSearchIndexContext*>(node), cx);
    case P::RuleCreateVectorIndex: return ApplyCreateVectorIndex(static_cast<P::CreateVectorIndexContext*>(node), cx);
    case P::RuleAlterSearchIndex: return ApplyAlterSearchIndex(static_cast<P::AlterSearchIndexContext*>(node), cx);
    case P::RuleCreateRole: return ApplyCreateRole(static_cast<P::CreateRoleContext*>(node), cx);
    case P::RuleGrantStatement: return ApplyGrant(static_cast<P::GrantStatementContext*>(node), cx);
    case P::RuleRevokeStatement: return ApplyRevoke(static_cast<P::RevokeStatementContext*>(node), cx);
    case P::RuleCreateModel: return ApplyCreateModel(static_cast<P::CreateModelContext*>(node), cx);
    case P::RuleAlterModel: return ApplyAlterModel(static_cast<P::AlterModelContext*>(node), cx);
    case P::RuleCreatePropertyGraph:
      return ApplyCreatePropertyGraph(static_cast<P::CreatePropertyGraphContext*>(node), cx);
    case P::RuleCreateFunction: return ApplyCreateFunction(static_cast<P::CreateFunctionContext*>(node), cx);
    case P::RuleCreateProtoBundle:
    case P::RuleAlterProtoBundle:
    case P::RuleDropProtoBundle: return ApplyProtoBundle(node, cx);
    case P::RuleCreateLocalityGroup:
      return ApplyCreateLocalityGroup(static_cast<P::CreateLocalityGroupContext*>(node), cx);
    case P::RuleAlterLocalityGroup:
      return ApplyAlterLocalityGroup(static_cast<P::AlterLocalityGroupContext*>(node), cx);
    case P::RuleCreatePlacement: return ApplyCreatePlacement(static_cast<P::CreatePlacementContext*>(node), cx);
    case P::RuleAlterPlacement: return ApplyAlterPlacement(static_cast<P::AlterPlacementContext*>(node), cx);
    case P::RuleAlterStatistics: return ApplyAlterStatistics(static_cast<P::AlterStatisticsContext*>(node), cx);
    case P::RuleCreateDatabase: return ApplyCreateDatabase(static_cast<P::CreateDatabaseContext*>(node), cx);
    default: return;  // ANALYZE: statistics, no schema change
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
    if (RefuseDeepNesting(stmt, SpannerLexical(), schema.diagnostics)) return;
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
