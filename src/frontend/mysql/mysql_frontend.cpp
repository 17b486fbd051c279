// The MySQL / MariaDB front end: parses one schema statement with MySqlParser and hands the tree
// to the transformer function of its statement family.
#include <fmt/format.h>

#include <algorithm>

#include "MySqlLexer.h"
#include "frontend/dialect_frontend.h"
#include "frontend/mysql/names.h"
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend {

namespace {

using grammar::mysql::MySqlLexer;
using mysql::P;

class MySqlFrontend : public DialectFrontend {
 public:
  void Apply(const Statement& stmt, model::Schema& schema) override {
    if (RefuseDeepNesting(stmt, MySqlLexical(), schema.diagnostics)) return;
    ParseSession<MySqlLexer, P> session(stmt);
    P::RootContext* root = session.Parse(&P::root, schema.diagnostics);
    if (!root) return;
    mysql::Context c{stmt, schema};
    Dispatch(c, root->statement());
  }

 private:
  static void Dispatch(mysql::Context& c, P::StatementContext* s) {
    if (auto* x = s->createTable()) return mysql::ApplyCreateTable(c, x);
    if (auto* x = s->alterTable()) return mysql::ApplyAlterTable(c, x);
    if (auto* x = s->createIndex()) return mysql::ApplyCreateIndex(c, x);
    if (auto* x = s->dropIndex()) return mysql::ApplyDropIndex(c, x);
    if (auto* x = s->dropTable()) return mysql::ApplyDropTable(c, x);
    if (auto* x = s->renameTable()) return mysql::ApplyRenameTable(c, x);
    if (auto* x = s->createSequence()) return mysql::ApplyCreateSequence(c, x);
    if (auto* x = s->alterSequence()) return mysql::ApplyAlterSequence(c, x);
    if (auto* x = s->dropSequence()) return mysql::ApplyDropSequence(c, x);
    mysql::ApplySkipped(c, s);
  }
};

}  // namespace

std::unique_ptr<DialectFrontend> MakeMySqlFrontend() { return std::make_unique<MySqlFrontend>(); }

}  // namespace spanlift::frontend
