// Every review format on one hand-built result: an error, a warning, an info finding that is
// suppressed, with text that would break each format unescaped (newline, %, ':', ',', '<', '`').
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "diff/output/review.h"

namespace spanlift::diff::output {
namespace {

using Json = nlohmann::json;

diff::Finding MakeFinding(const char* code, model::Severity severity, uint32_t line, std::string object,
                          std::string message, std::string fix, std::string fingerprint, bool suppressed = false) {
  diff::Finding f;
  f.diagnostic.code = code;
  f.diagnostic.severity = severity;
  f.diagnostic.location = {"db/new schema.sql", line, 3};
  f.diagnostic.object = std::move(object);
  f.diagnostic.message = std::move(message);
  f.diagnostic.fix = std::move(fix);
  f.fingerprint = std::move(fingerprint);
  f.suppressed = suppressed;
  return f;
}

diff::DiffResult Sample() {
  diff::DiffResult r;
  diff::Change c;
  c.object = diff::ObjectKind::kColumn;
  c.kind = diff::ChangeKind::kAltered;
  c.table = "Users";
  c.name = "Email";
  c.property = "not null";
  r.changes.push_back(c);
  diff::Step s;
  s.sql = "ALTER TABLE Users ALTER COLUMN Email STRING(100) NOT NULL";
  s.batch = 1;
  s.changes = {0};
  r.steps.push_back(s);
  r.batches = 1;
  r.findings.push_back(MakeFinding("D025", model::Severity::kWarning, 7, "column Users.Email",
                                   "makes it NOT NULL: 100% of rows, a, b: checked",
                                   "UPDATE Users SET Email = <value> WHERE Email IS NULL", "00000000000000aa"));
  r.findings.push_back(MakeFinding("D022", model::Severity::kError, 2, "table Audit",
                                   "drops table Audit\nand `every` row", "", "00000000000000bb"));
  r.findings.push_back(
      MakeFinding("D029", model::Severity::kInfo, 9, "index I", "backfill", "batch", "00000000000000cc", true));
  return r;
}

DiffReport Review(const diff::DiffResult& r) {
  return DiffReport{r, "git:main:db/new schema.sql", "db/new schema.sql"};
}

struct Row {
  const char* format;
  std::string (*render)(const DiffReport&);
  std::vector<const char*> contains;
  std::vector<const char*> lacks;
};

const Row kRows[] = {
    {"markdown",
     DiffReviewMarkdown,
     {"<!-- spanlift-diff-review -->\n", "| errors | 1 |", "| warnings | 1 |", "| suppressed | 1 |", "```sql\n",
      "\nALTER TABLE Users ALTER COLUMN Email STRING(100) NOT NULL;\n", "### Errors (1)", "### Warnings (1)",
      "[D025](https://github.com/spanlift/spanlift/blob/main/docs/rules/D025.md)",
      "- fix: ` UPDATE Users SET Email = <value> WHERE Email IS NULL `", "and `every` row"},
     {"### Info", "backfill"}},
    {"github",
     DiffReviewGithub,
     {"::error file=db/new schema.sql,line=2,col=3,title=D022::table Audit: drops table Audit%0Aand `every` row\n",
      "::warning file=db/new schema.sql,line=7,col=3,title=D025::column Users.Email: makes it NOT NULL: 100%25 of rows, a, b: "
      "checked%0Afix: UPDATE Users SET Email = <value> WHERE Email IS NULL\n"},
     {"D029", "::notice"}},
};

class Formats : public ::testing::TestWithParam<Row> {};

TEST_P(Formats, Text) {
  auto r = Sample();
  std::string out = GetParam().render(Review(r));
  for (const char* s : GetParam().contains) EXPECT_NE(out.find(s), std::string::npos) << s << "\n" << out;
  for (const char* s : GetParam().lacks) EXPECT_EQ(out.find(s), std::string::npos) << s << "\n" << out;
}

INSTANTIATE_TEST_SUITE_P(Review, Formats, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.format); });

TEST(Formats, GitSidesAreRepositoryPaths) {
  auto r = Sample();
  r.findings[1].diagnostic.location.file = "git:origin/main:db/old.sql";
  EXPECT_NE(DiffReviewGithub(Review(r)).find("file=db/old.sql,line=2"), std::string::npos);
  EXPECT_EQ(Json::parse(DiffReviewGitlab(Review(r)))[0]["location"]["path"], "db/old.sql");
  EXPECT_EQ(Json::parse(DiffReviewSarif(
                Review(r)))["runs"][0]["results"][1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            "db/old.sql");
  EXPECT_NE(DiffReviewMarkdown(Review(r)).find("| migration | 1 statement in 1 batch |"), std::string::npos);
}

TEST(Formats, GithubEscapesProperties) {
  auto r = Sample();
  r.findings[1].diagnostic.location.file = "a,b:c%.sql";
  std::string out = DiffReviewGithub(Review(r));
  EXPECT_NE(out.find("file=a%2Cb%3Ac%25.sql,line=2"), std::string::npos) << out;
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 2);  // one line per shown finding
}

TEST(Formats, Json) {
  auto r = Sample();
  Json doc = Json::parse(DiffReviewJson(Review(r)));
  EXPECT_EQ(doc["version"], 1);
  EXPECT_EQ(doc["summary"]["errors"], 1);
  EXPECT_EQ(doc["summary"]["suppressed"], 1);
  EXPECT_EQ(doc["changes"][0]["object"], "column");
  EXPECT_EQ(doc["changes"][0]["change"], "altered");
  EXPECT_EQ(doc["steps"][0]["kind"], "ddl");
  EXPECT_EQ(doc["steps"][0]["changes"][0], 0);
  ASSERT_EQ(doc["findings"].size(), 3u);  // suppressed ones too, marked
  EXPECT_EQ(doc["findings"][2]["suppressed"], true);
  EXPECT_EQ(doc["findings"][0]["location"]["line"], 7);
  EXPECT_EQ(doc["findings"][0]["title"], "NOT NULL on an existing column");
}

TEST(Formats, JsonReplacesInvalidUtf8) {
  auto r = Sample();
  r.findings[0].diagnostic.object = "column T.\xff";
  EXPECT_NO_THROW(Json::parse(DiffReviewJson(Review(r))));
}

TEST(Formats, RulesUriFromTheCommandLine) {
  auto r = Sample();
  DiffReport review{r, "old.sql", "new.sql", "https://example.test/docs/rules/"};
  Json doc = Json::parse(DiffReviewSarif(review));
  EXPECT_EQ(doc["runs"][0]["tool"]["driver"]["rules"][0]["helpUri"], "https://example.test/docs/rules/D022.md");
  EXPECT_EQ(doc["runs"][0]["tool"]["driver"]["informationUri"], "https://example.test/docs/rules/index.md");
  EXPECT_NE(DiffReviewMarkdown(review).find("(https://example.test/docs/rules/D025.md)"), std::string::npos);
}

TEST(Formats, Sarif) {
  auto r = Sample();
  Json doc = Json::parse(DiffReviewSarif(Review(r)));
  EXPECT_EQ(doc["version"], "2.1.0");
  const Json& run = doc["runs"][0];
  const Json& rules = run["tool"]["driver"]["rules"];
  ASSERT_EQ(rules.size(), 3u);
  EXPECT_EQ(rules[0]["id"], "D022");  // code order
  EXPECT_EQ(rules[0]["helpUri"], "https://github.com/spanlift/spanlift/blob/main/docs/rules/D022.md");
  const Json& results = run["results"];
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[0]["ruleId"], "D025");
  EXPECT_EQ(results[0]["ruleIndex"], 1);
  EXPECT_EQ(results[0]["level"], "warning");
  EXPECT_EQ(results[2]["level"], "note");
  EXPECT_EQ(results[2]["suppressions"][0]["kind"], "inSource");
  EXPECT_EQ(results[0]["partialFingerprints"]["spanliftFinding/v1"], "00000000000000aa");
  EXPECT_EQ(results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "db/new schema.sql");
  EXPECT_EQ(results[0]["locations"][0]["physicalLocation"]["region"]["startLine"], 7);
}

TEST(Formats, Gitlab) {
  auto r = Sample();
  Json doc = Json::parse(DiffReviewGitlab(Review(r)));
  ASSERT_EQ(doc.size(), 2u);  // not the suppressed one
  EXPECT_EQ(doc[0]["check_name"], "D022");
  EXPECT_EQ(doc[0]["severity"], "critical");
  EXPECT_EQ(doc[1]["severity"], "major");
  EXPECT_EQ(doc[1]["fingerprint"], "00000000000000aa");
  EXPECT_EQ(doc[1]["location"]["path"], "db/new schema.sql");
  EXPECT_EQ(doc[1]["location"]["lines"]["begin"], 7);
}

}  // namespace
}  // namespace spanlift::diff::output
