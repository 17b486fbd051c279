// Which executable comments run depends on the server the dump is for: MySQL runs /*!N*/ and
// ignores /*M!N*/; MariaDB runs both but ignores MySQL 5.7+ comments (50700..99999).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "splitter_test_util.h"

namespace spanlift::frontend {
namespace {

struct FlavorCase {
  std::string name;
  MySqlFlavor flavor;
  std::string input;
  std::string expected_text;  // the single statement's text, markers blanked
};

std::string Text(const FlavorCase& c) {
  SplitterOptions options;
  options.mysql_flavor = c.flavor;
  auto result = testing::SplitString(c.input, model::Dialect::kMySql, 4096, options);
  EXPECT_EQ(result.statements.size(), 1u) << c.name;
  return result.statements.empty() ? "" : result.statements[0].text;
}

TEST(MySqlFlavorTest, ExecutableCommentRules) {
  const std::string mysql57 = "CREATE TABLE a (id INT, /*!50705 g GEOMETRY NOT NULL,*/ x INT);";
  const std::string mariadb = "CREATE TABLE a (id INT /*M!100301 INVISIBLE*/);";
  const std::vector<FlavorCase> cases = {
      {"mysql runs 5.7 comment", MySqlFlavor::kMySql, mysql57,
       "CREATE TABLE a (id INT,          g GEOMETRY NOT NULL,   x INT)"},
      {"mariadb ignores 5.7 comment", MySqlFlavor::kMariaDb, mysql57,
       "CREATE TABLE a (id INT, /*!50705 g GEOMETRY NOT NULL,*/ x INT)"},
      {"mariadb runs old comment", MySqlFlavor::kMariaDb, "/*!40101 SET NAMES utf8 */;", "SET NAMES utf8"},
      {"mariadb runs 10.x comment", MySqlFlavor::kMariaDb, "SET x=1 /*!100100 , y=2 */;",
       "SET x=1           , y=2"},  // trailing blanks trimmed
      {"mariadb runs M! comment", MySqlFlavor::kMariaDb, mariadb, "CREATE TABLE a (id INT            INVISIBLE  )"},
      {"mysql ignores M! comment", MySqlFlavor::kMySql, mariadb, "CREATE TABLE a (id INT /*M!100301 INVISIBLE*/)"},
      {"unversioned runs for both", MySqlFlavor::kMariaDb, "CREATE TABLE a (id INT) /*! ENGINE=InnoDB */;",
       "CREATE TABLE a (id INT)     ENGINE=InnoDB"},
  };
  for (const auto& c : cases) EXPECT_EQ(Text(c), c.expected_text) << c.name;
}

TEST(MySqlFlavorTest, AutoFollowsTheDumpHeader) {
  const std::string body = "CREATE TABLE a (id INT /*!50705 , g GEOMETRY */);";
  SplitterOptions options;  // kAuto
  auto from_mariadb = testing::SplitString("-- MariaDB dump 10.19\n" + body, model::Dialect::kMySql, 4096, options);
  auto from_mysql = testing::SplitString("-- MySQL dump 10.13\n" + body, model::Dialect::kMySql, 4096, options);
  ASSERT_EQ(from_mariadb.statements.size(), 1u);
  ASSERT_EQ(from_mysql.statements.size(), 1u);
  EXPECT_NE(from_mariadb.statements[0].text.find("/*!50705"), std::string::npos);
  EXPECT_EQ(from_mysql.statements[0].text.find("/*!50705"), std::string::npos);
  EXPECT_EQ(DetectMySqlFlavor("/*M!999999\\- enable the sandbox mode */"), MySqlFlavor::kMariaDb);
  EXPECT_EQ(DetectMySqlFlavor("CREATE TABLE t (a int);"), MySqlFlavor::kMySql);
}

}  // namespace
}  // namespace spanlift::frontend
