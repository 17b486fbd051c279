// Ignore comments (which lines each covers) and .spanlift.toml (rules, severities, paths).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "diff/review.h"
#include "findings/suppression.h"

namespace spanlift::diff {
namespace {

using findings::ReadSuppressions;

struct Row {
  const char* name;
  const char* text;
  const char* code;
  uint32_t line;
  bool covered;
};

const char* const kText =
    "CREATE TABLE A (Id INT64) PRIMARY KEY (Id);\n"                                          // 1
    "-- spanlift:ignore H001, D024\n"                                                        // 2
    "CREATE TABLE B (\n"                                                                     // 3
    "  Id INT64,\n"                                                                          // 4
    "  -- spanlift:ignore D025\n"                                                            // 5
    "  Email STRING(10) NOT NULL,\n"                                                         // 6
    "  Note STRING(10) NOT NULL\n"                                                           // 7
    ") PRIMARY KEY (Id);\n"                                                                  // 8
    "CREATE TABLE C (S STRING(10) DEFAULT ('--; spanlift:ignore H001')) PRIMARY KEY (S);\n"  // 9
    "-- spanlift:ignore\n"                                                                   // 10
    "\n"                                                                                     // 11
    "CREATE INDEX CByS ON C (S);\n";                                                         // 12

const Row kRows[] = {
    {"statement_after_comment", kText, "H001", 3, true},
    {"statement_last_line", kText, "D024", 8, true},
    {"other_code", kText, "H003", 3, false},
    {"previous_statement", kText, "H001", 1, false},
    {"inside_statement_next_line", kText, "D025", 6, true},
    {"inside_statement_only_next_line", kText, "D025", 7, false},
    {"marker_in_string_is_text", kText, "H001", 9, false},
    {"bare_ignore_covers_every_code", kText, "H003", 12, true},
    {"case_insensitive_code", kText, "h001", 4, true},
};

class Ignore : public ::testing::TestWithParam<Row> {};

TEST_P(Ignore, Covers) {
  auto s = ReadSuppressions(GetParam().text, frontend::MySqlLexical());
  EXPECT_EQ(s.Covers(GetParam().code, GetParam().line), GetParam().covered);
}

INSTANTIATE_TEST_SUITE_P(Suppression, Ignore, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.name); });

Finding At(const char* code, const char* file, uint32_t line, model::Severity severity = model::Severity::kWarning) {
  Finding f;
  f.diagnostic.code = code;
  f.diagnostic.severity = severity;
  f.diagnostic.location = {file, line, 1};
  return f;
}

TEST(Suppression, FileFormAndOtherFiles) {
  auto s = ReadSuppressions(
      "-- spanlift:ignore-file D029\n-- spanlift:ignore D022\nCREATE TABLE X (Id INT64) PRIMARY KEY (Id);\n",
      frontend::MySqlLexical());
  std::vector<Finding> f = {At("D029", "old.sql", 5), At("D022", "old.sql", 3), At("D022", "new.sql", 3),
                            At("H001", "new.sql", 3)};
  for (auto& x : f) x.suppressed = findings::Covers(s, "new.sql", x.diagnostic);
  EXPECT_TRUE(f[0].suppressed);   // the file form covers every file
  EXPECT_FALSE(f[1].suppressed);  // a statement's comment only NEW's lines
  EXPECT_TRUE(f[2].suppressed);
  EXPECT_FALSE(f[3].suppressed);
}

// lint: each input file's comments cover that file's findings; "-" and database URIs are skipped.
TEST(Suppression, LintFindingsOfEachFile) {
  auto path = std::filesystem::temp_directory_path() / ("spanlift_lint_" + std::to_string(::getpid()) + ".sql");
  std::ofstream(path) << "-- spanlift:ignore H003\nCREATE INDEX i ON t (at);\nCREATE INDEX j ON t (at);\n";
  auto at = [](const std::string& file, uint32_t line) {
    rules::Finding f;
    f.diagnostic.code = "H003";
    f.diagnostic.location = {file, line, 1};
    return f;
  };
  std::vector<rules::Finding> f = {at(path.string(), 2), at(path.string(), 3), at("other.sql", 2)};
  findings::Suppress({path.string(), "-", "mysql://db/x"}, frontend::MySqlLexical(), f);
  EXPECT_TRUE(f[0].suppressed);
  EXPECT_FALSE(f[1].suppressed);  // the next statement
  EXPECT_FALSE(f[2].suppressed);  // another file
  std::filesystem::remove(path);
}

std::string WriteConfig(const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / ("spanlift_config_" + std::to_string(::getpid()) + ".toml");
  std::ofstream(path) << text;
  return path.string();
}

TEST(Config, RulesSeveritiesPaths) {
  auto path = WriteConfig(
      "[rules]\nH002 = \"off\"\nD029 = \"error\"\nmonotonic-key = false\nD025 = \"on\"\n"
      "[paths]\ninclude = [\"db/*.sql\"]\nexclude = [\"db/legacy/*\"]\n");
  ReviewConfig c = LoadReviewConfig(path);
  std::filesystem::remove(path);
  std::vector<Finding> f = {At("H002", "db/a.sql", 1), At("D029", "db/a.sql", 2, model::Severity::kInfo),
                            At("H001", "db/a.sql", 3), At("D025", "db/a.sql", 4), At("D001", "db/a.sql", 5)};
  ApplyConfig(c, "db/a.sql", f);
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].diagnostic.code, "D029");
  EXPECT_EQ(f[0].diagnostic.severity, model::Severity::kError);
  EXPECT_EQ(f[1].diagnostic.code, "D025");
  EXPECT_EQ(f[2].diagnostic.code, "D001");  // the planner's refusals stay
  EXPECT_TRUE(Reviewed(c, "db/a.sql"));
  EXPECT_FALSE(Reviewed(c, "db/legacy/a.sql"));
  EXPECT_FALSE(Reviewed(c, "other/a.sql"));
  std::vector<Finding> g = {At("D025", "x", 1), At("D002", "x", 1)};
  ApplyConfig(c, "other/a.sql", g);
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].diagnostic.code, "D002");
}

struct BadRow {
  const char* name;
  const char* text;
  const char* message;
};

const BadRow kBad[] = {
    {"unknown_code", "[rules]\nX999 = \"off\"\n", ":2:8: rules.X999: unknown code or rule"},
    {"bad_value", "[rules]\nH001 = \"loud\"\n", ":2:8: rules.H001: expected \"off\""},
    {"planner_off", "[rules]\nD001 = \"off\"\n", "the planner's refusals cannot be turned off"},
    {"unknown_section", "[rulez]\nH001 = \"off\"\n", "rulez: unknown section"},
    {"paths_not_list", "[paths]\ninclude = \"db\"\n", "paths.include: expected a list of globs"},
    {"toml_syntax", "[rules\n", ":1:"},
};

class BadConfig : public ::testing::TestWithParam<BadRow> {};

TEST_P(BadConfig, Refused) {
  auto path = WriteConfig(GetParam().text);
  try {
    LoadReviewConfig(path);
    ADD_FAILURE() << "accepted";
  } catch (const ConfigError& e) {
    std::string m = e.what();
    EXPECT_EQ(m.rfind(path, 0), 0u) << m;
    EXPECT_NE(m.find(GetParam().message), std::string::npos) << m;
  }
  std::filesystem::remove(path);
}

INSTANTIATE_TEST_SUITE_P(Config, BadConfig, ::testing::ValuesIn(kBad),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace spanlift::diff
