// The grammar stays SLL-friendly: every valid statement of the realistic schema and of the
// tricky rows below parses in the fast SLL pass alone, so the full-LL retry only ever runs to
// locate a real syntax error.
#include <fstream>
#include <sstream>

#include "SpannerLexer.h"
#include "SpannerParser.h"
#include "frontend/antlr_support.h"
#include "spanner_test_support.h"

namespace spanlift::frontend::spanner_test {
namespace {

bool ParsesWithSll(std::string_view text) {
  ByteCharStream input(text, "sll");
  grammar::spanner::SpannerLexer lexer(&input);
  antlr4::CommonTokenStream tokens(&lexer);
  grammar::spanner::SpannerParser parser(&tokens);
  lexer.removeErrorListeners();
  parser.removeErrorListeners();
  parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  try {
    parser.statement();
    return true;
  } catch (const antlr4::ParseCancellationException&) {
  } catch (const antlr4::RecognitionException&) {
  }
  return false;
}

std::vector<std::string> SchemaStatements() {
  std::ifstream in(std::string(SPANLIFT_SOURCE_DIR) + "/tests/golden/inspect/spanner/music.sql");
  std::stringstream sql;
  sql << in.rdbuf();
  std::vector<std::string> out;
  std::string text = sql.str();
  int fd = memfd_create("sll", 0);
  EXPECT_EQ(write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
  lseek(fd, 0, SEEK_SET);
  model::Diagnostics diagnostics;
  StatementSplitter splitter(fd, "music.sql", model::Dialect::kSpanner, diagnostics);
  Statement stmt;
  while (splitter.Next(stmt))
    if (stmt.kind == StatementKind::kSchema) out.emplace_back(stmt.text);
  close(fd);
  return out;
}

TEST(Sll, RealisticSchemaNeedsNoFullContext) {
  std::vector<std::string> statements = SchemaStatements();
  EXPECT_GT(statements.size(), 10u);
  for (const auto& s : statements) EXPECT_TRUE(ParsesWithSll(s)) << s;
}

TEST(Sll, AmbiguousLookingStatements) {
  for (
      const char* s : {
          "ALTER TABLE t ALTER COLUMN c DROP NOT NULL",
          "ALTER TABLE t ALTER COLUMN c DROP DEFAULT",
          "ALTER TABLE t ALTER COLUMN c STRING(MAX) NOT NULL",
          "ALTER TABLE t ALTER column STRING(MAX)",
          "ALTER TABLE t ADD SYNONYM s",
          "ALTER TABLE t ADD COLUMN synonym INT64",
          "ALTER TABLE t DROP ROW DELETION POLICY",
          "ALTER TABLE t DROP row",
          "ALTER TABLE t DROP CONSTRAINT c",
          "ALTER TABLE t DROP constraint",
          "ALTER TABLE t ADD CONSTRAINT c CHECK (a > 0)",
          "CREATE TABLE t (constraint INT64, key INT64, CONSTRAINT c CHECK (key > 0), PRIMARY KEY (key),) PRIMARY KEY ()",
          "CREATE TABLE t (a INT64) PRIMARY KEY (a), INTERLEAVE IN PARENT p, ROW DELETION POLICY (OLDER_THAN(a, INTERVAL 1 DAY))",
          "CREATE UNIQUE NULL_FILTERED INDEX i ON t (a DESC) STORING (b) WHERE a IS NOT NULL, INTERLEAVE IN p",
          "CREATE SEQUENCE s BIT_REVERSED_POSITIVE SKIP RANGE 1, 2 START COUNTER WITH 3 OPTIONS (x = [1, 2])",
      })
    EXPECT_TRUE(ParsesWithSll(s)) << s;
}

}  // namespace
}  // namespace spanlift::frontend::spanner_test
