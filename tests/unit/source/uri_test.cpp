// Database URIs: every part decoded, the password kept out of Display() and of every error.
#include <gtest/gtest.h>

#include "source/read.h"
#include "source/uri.h"

namespace spanlift::source {
namespace {

ConnectionSpec Parse(const std::string& uri) {
  std::string error;
  auto spec = ParseUri(uri, error);
  EXPECT_TRUE(spec) << uri << ": " << error;
  return spec ? *spec : ConnectionSpec{};
}

std::string Error(const std::string& uri) {
  std::string error;
  EXPECT_FALSE(ParseUri(uri, error)) << uri;
  return error;
}

TEST(Uri, SchemesAreDatabaseInputs) {
  for (const char* uri :
       {"postgresql://h/db", "postgres://h/db", "mysql://h/db", "mariadb://h/db", "POSTGRESQL://h/db"})
    EXPECT_TRUE(IsDatabaseUri(uri)) << uri;
  for (const char* file : {"schema.sql", "-", "git:HEAD:a.sql", "postgresql:/h/db", "sqlite://x", "./mysql://x"})
    EXPECT_FALSE(IsDatabaseUri(file)) << file;
}

TEST(Uri, PartsDecoded) {
  ConnectionSpec s =
      Parse("postgresql://us%40er:p%3Ass@db.example.com:6543/my%20db?sslmode=require&application_name=x");
  EXPECT_EQ(s.kind, ServerKind::kPostgres);
  EXPECT_EQ(s.user, "us@er");
  EXPECT_EQ(s.password, "p:ss");
  EXPECT_EQ(s.host, "db.example.com");
  EXPECT_EQ(s.port, 6543);
  EXPECT_EQ(s.database, "my db");
  EXPECT_EQ(s.params.at("sslmode"), "require");
  EXPECT_EQ(s.Display(), "postgresql://db.example.com:6543/my db");
}

TEST(Uri, PasswordWithAtSignAndNoPort) {
  ConnectionSpec s = Parse("mariadb://root:p@ss@10.0.0.1/shop");
  EXPECT_EQ(s.kind, ServerKind::kMySql);
  EXPECT_EQ(s.password, "p@ss");
  EXPECT_EQ(s.host, "10.0.0.1");
  EXPECT_FALSE(s.port);
  EXPECT_EQ(s.Display(), "mariadb://10.0.0.1/shop");
}

TEST(Uri, Ipv6Host) {
  ConnectionSpec s = Parse("mysql://u@[::1]:3307/db");
  EXPECT_EQ(s.host, "::1");
  EXPECT_EQ(s.port, 3307);
  EXPECT_EQ(s.Display(), "mysql://[::1]:3307/db");
}

TEST(Uri, DatabaseMayBeOmitted) {  // PostgreSQL: the user's; MySQL: --schema (mysql_source.cpp)
  EXPECT_EQ(Parse("postgres://u@h").database, "");
  EXPECT_EQ(Parse("mysql://u:secret@h/").database, "");
}

TEST(Uri, ErrorsNeverQuoteThePassword) {
  for (const char* uri :
       {"postgresql://u:Secret99@h:99999/db", "postgresql://u:Secret99@h:x/db", "mysql://u:Secret99@h/a/b",
        "postgresql://u:Secret99%zz@h/db", "mysql://u:Secret99@h/db#frag", "postgresql://u:Secret99@[::1/db",
        "postgresql://u@h/db?password=Secret99", "mysql://u:Secret99@h/db?x"}) {
    std::string error = Error(uri);
    EXPECT_FALSE(error.empty()) << uri;
    EXPECT_EQ(error.find("Secret99"), std::string::npos) << uri << ": " << error;
  }
}

TEST(Uri, DisplayNameOfInputs) {
  EXPECT_EQ(DisplayName("postgresql://u:pw@h:5/db"), "postgresql://h:5/db");
  EXPECT_EQ(DisplayName("mysql://u:pw@h:99999/db"), "a database URI");
  EXPECT_EQ(DisplayName("schema.sql"), "schema.sql");
}

TEST(Uri, ExcludePatterns) {
  EXPECT_TRUE(Excluded({"tmp_*"}, "public", "tmp_x"));
  EXPECT_FALSE(Excluded({"tmp_*"}, "public", "x_tmp"));
  EXPECT_TRUE(Excluded({"billing.*"}, "billing", "a"));
  EXPECT_FALSE(Excluded({"billing.*"}, "public", "a"));
  EXPECT_TRUE(Excluded({"log_20??"}, "", "log_2024"));
  EXPECT_FALSE(Excluded({"log_20??"}, "", "log_202"));
  EXPECT_TRUE(Excluded({"*a*b*"}, "", "xxaxxbxx"));
}

TEST(Uri, Literals) {
  EXPECT_EQ(Literal("it's"), "'it''s'");
  EXPECT_EQ(Literal("a\\b"), "'a\\b'");
}

}  // namespace
}  // namespace spanlift::source
