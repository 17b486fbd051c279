// Identifiers and literals of the generated snippets (docs/snippets.md "Names").
#include "report/snippets_names.h"

#include <gtest/gtest.h>

namespace spanlift::report::snippets {
namespace {

TEST(SnippetNames, WordsAndCases) {
  struct Row {
    const char* name;
    Case c;
    const char* want;
  } rows[] = {
      {"LogEntries", Case::kSnake, "log_entries"},
      {"EntryShardId", Case::kPascal, "EntryShardId"},
      {"HTTPServer", Case::kCamel, "httpServer"},
      {"log_entries", Case::kUpperSnake, "LOG_ENTRIES"},
      {"x\"; import os; os.system(\"rm -rf /\") #", Case::kSnake, "x_import_os_os_system_rm_rf"},
      {"../../etc", Case::kCamel, "etc"},
      {"", Case::kSnake, "x"},
      {"\xe6\x97\xa5\xe6\x9c\xac", Case::kPascal, "X"},
      {"2fa", Case::kSnake, "n2fa"},
      {"2fa", Case::kPascal, "N2fa"},
  };
  for (const auto& row : rows) EXPECT_EQ(Join(Words(row.name), row.c), row.want) << row.name;
}

TEST(SnippetNames, Literals) {
  const std::string name = "a\"b\\c\n\xc3\xa9\xf0\x9f\x98\x80?";
  EXPECT_EQ(Quote(name, Literal::kPython), "\"a\\\"b\\\\c\\x0a\\xe9\\U0001f600?\"");
  EXPECT_EQ(Quote(name, Literal::kGo), "\"a\\\"b\\\\c\\x0a\\u00e9\\U0001f600?\"");
  EXPECT_EQ(Quote(name, Literal::kJava), "\"a\\\"b\\\\c\\012\\u00e9\\ud83d\\ude00?\"");
  EXPECT_EQ(Quote(name, Literal::kTypeScript), "\"a\\\"b\\\\c\\u000a\\u00e9\\ud83d\\ude00?\"");
  EXPECT_EQ(Quote(name, Literal::kCpp), "\"a\\\"b\\\\c\\012\\303\\251\\360\\237\\230\\200\\077\"");
  EXPECT_EQ(Quote("\xff", Literal::kPython), "\"\\ufffd\"");  // invalid UTF-8
}

TEST(SnippetNames, UniqueAndReserved) {
  NameTable names(ReservedWords());
  EXPECT_EQ(names.Unique("a_b"), "a_b");
  EXPECT_EQ(names.Unique("a_b"), "a_b_");
  EXPECT_EQ(names.Unique("a_b"), "a_b_2");
  EXPECT_EQ(names.Unique("class"), "class_");
  EXPECT_EQ(names.Unique("crc32_shard"), "crc32_shard_");
}

}  // namespace
}  // namespace spanlift::report::snippets
