// MySQL rows the profiler reads itself (DataSink::InsertRows, InsertScanner::FeedRows) instead of
// the splitter scanning them first: the same rows, measures, problems and locations (of the rows'
// problems and of the statements after them) as when the splitter scans every byte and forwards
// it, for rows read in blocks, rows left to the state machine, and bytes left to the splitter.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "unit/profile/offers.h"

namespace spanlift::profile {
namespace {

TEST(InsertRows, EveryKindOfRow) {
  std::string regular;
  for (int i = 100; i < 140; ++i) regular += "(" + std::to_string(i) + ",'regular row','with a \\'quote\\''),";
  const std::string dump =
      "CREATE TABLE `t` (`id` int NOT NULL, `name` varchar(20), `note` text, PRIMARY KEY (`id`));\n"
      "INSERT INTO `t` VALUES " +
      regular +
      "(1,'a','x'),(2,'b\\nc','it''s'),(3,NULL,'multi\nline'),"
      "(4,'semi;colon','-- not a comment'),(5, 'space',NULL),(6,_binary 'bin','y'),(7,\"dq\",'z'),"
      "(8,NOW(),'f'),(-9,'neg','--'),(10,'a','b',11),(12,'short'),(13,'x',/* c */'y'),(14,'x','y') -- c\n"
      ",(15,'x','y'),(16,'a\\\\','b\\''),(17,'',''),(18,'x',),(19,'#','/'),(20,'x','y'),(21,'x','y')," +
      regular +
      "(22,'x','y')#c\n;\n"
      "CREATE TABLE `u` (`id` int NOT NULL, PRIMARY KEY (`id`));\n"
      "INSERT INTO `u` VALUES (1),(2),(3 ;\n"
      "CREATE TABLE `w` (`id` int NOT NULL, PRIMARY KEY (`id`));\n";
  ExpectSameEitherWay(dump, model::Dialect::kMySql, regular.size() / 2);
}

// Rows over several reads (the splitter's window is refilled under the offers), strings holding
// newlines, quotes and runs of backslashes across 64-byte blocks, and now and then a row only the
// splitter or the state machine reads. (A comment between rows ends the profile of a statement,
// so there is none here.)
TEST(InsertRows, LongStatementsAcrossReads) {
  TestRandom next(3);
  const char* pieces[] = {"a", "b c", "\\\\", "\\'", "''", "\n", "\\\n", ";", "--", "(", ")", ",", "\""};
  std::string dump = "CREATE TABLE `t` (`id` int NOT NULL, `s` text, `n` int, PRIMARY KEY (`id`));\n";
  for (int statement = 0; statement < 3; ++statement) {
    dump += "INSERT INTO `t` VALUES ";
    for (int row = 0; row < 20000; ++row) {
      if (row) dump += ",";
      switch (next(300)) {
        case 0: dump += "\n"; break;
        case 1: dump += " "; break;
        default: break;
      }
      std::string text;
      for (uint64_t n = next(40); n > 0; --n) text += pieces[next(std::size(pieces))];
      dump += "(" + std::to_string(row) + ",'" + text + "'," + (next(50) ? std::to_string(next(1000)) : "NULL") +
              (next(300) == 0 ? ",7" : "") + ")";
    }
    dump += ";\n";
  }
  dump += "CREATE TABLE `after` (`id` int NOT NULL, `x` int NOT NUL);\n";  // a problem, located
  ExpectSameEitherWay(dump, model::Dialect::kMySql, dump.size() / 2);
}

// Strings holding any byte that matters to the splitter or the row reader, and now and then
// something outside them that the block reader leaves to the state machine or to the splitter
// (spaces, expressions, "..." strings, comments, empty values). Whatever the profiler takes or
// leaves, the result is the same.
TEST(InsertRows, TokenSoup) {
  TestRandom next(11);
  const char* inside[] = {"(", ")", ",", "\"", "`", "\\\\", ";", "-- ", "#", "/*", "*/", "\n", "''", "\\'", " ", "),("};
  const char* outside[] = {" ",       ",NULL",   ",-2",  ",x'0A'", ",_binary 'b'", ",f(1)", ",\"dq\"",
                           "/* c */", " -- c\n", "#c\n", ",",      "\n",           ",--2"};
  std::string dump = "CREATE TABLE `t` (`id` int NOT NULL, `s` text, PRIMARY KEY (`id`));\n";
  for (int statement = 0; statement < 10; ++statement) {
    dump += "INSERT INTO `t` VALUES ";
    for (int row = 0; row < 3000; ++row) {
      dump += (row ? ",(" : "(") + std::to_string(row) + ",'";
      for (uint64_t n = next(8); n > 0; --n) dump += inside[next(std::size(inside))];
      dump += "'";
      if (next(30) == 0) dump += outside[next(std::size(outside))];
      dump += ")";
    }
    dump += ";\n";
  }
  dump += "CREATE TABLE `after` (`id` int NOT NULL);\n";
  ExpectSameEitherWay(dump, model::Dialect::kMySql, dump.size() / 4);
}

}  // namespace
}  // namespace spanlift::profile
