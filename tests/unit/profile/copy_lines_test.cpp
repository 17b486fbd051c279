// COPY lines read whole (DataSink::CopyLine, CopyScanner::WholeLine) through the splitter: the
// same rows, measures and problem locations as line pieces fed one by one, in a block mixing
// lines the fast path takes and lines it leaves to the field-by-field scan.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "frontend/frontend.h"
#include "profile/profiler.h"
#include "unit/profile/offers.h"

namespace spanlift::profile {
namespace {

const model::TableData& Data(const model::Schema& schema) {
  static const model::TableData kNone;
  return schema.tables.empty() || !schema.tables[0].data ? kNone : *schema.tables[0].data;
}

TEST(CopyLines, MixedBlockKeepsRowsAndLocations) {
  const std::string dump =
      "CREATE TABLE public.t (id integer NOT NULL, name text, note text);\n"  // line 1
      "ALTER TABLE ONLY public.t ADD CONSTRAINT t_pkey PRIMARY KEY (id);\n"
      "COPY public.t (id, name, note) FROM stdin;\n"
      "1\ta\tplain\n"              // 4: whole
      "2\t\\N\tescaped \\t tab\n"  // 5: whole (\N and an escape in the rest)
      "\\N\tb\tc\n"                // 6: whole, a NULL key
      "4\tb\tline\\\ngoes on\n"    // 7-8: an escaped newline: field by field
      "5\tc\n"                     // 9: too few fields: P013 here
      "6\tc\td\te\n"               // 10: too many: P013 here
      "x\\ty\tc\td\n"              // 11: an escape in the key: field by field
      "8\tc\td\n"                  // 12: whole
      "\\.\n";
  frontend::LoadOptions options;
  options.dialect = model::Dialect::kPostgres;
  options.data_sink = MakeProfiler;
  model::Schema schema = frontend::LoadText(dump, "d.sql", options);
  const model::TableData& data = Data(schema);
  EXPECT_EQ(data.rows, 6u);
  EXPECT_EQ(data.malformed_rows, 2u);
  ASSERT_EQ(data.columns.size(), 1u);
  EXPECT_EQ(data.columns[0].values, 5u);
  EXPECT_EQ(data.columns[0].nulls, 1u);
  EXPECT_EQ(data.columns[0].min, "1");
  EXPECT_EQ(data.columns[0].max, "x\ty");
  std::vector<std::string> problems;
  for (const auto& d : schema.diagnostics.all())
    problems.push_back(std::to_string(d.location.line) + ":" + std::to_string(d.location.column) + " " + d.code);
  EXPECT_EQ(problems, (std::vector<std::string>{"9:1 P013", "10:1 P013"}));
}

// A pg_dump file: table t (id, a, b) keyed on id, `blocks` COPY blocks of `rows` lines made by
// `line` (newline included), then a statement with a problem, whose location is compared too.
std::string CopyDump(int blocks, int rows, const std::function<std::string(int)>& line) {
  std::string dump =
      "CREATE TABLE public.t (id integer NOT NULL, a text, b text);\n"
      "ALTER TABLE ONLY public.t ADD CONSTRAINT t_pkey PRIMARY KEY (id);\n";
  for (int block = 0; block < blocks; ++block) {
    dump += "COPY public.t (id, a, b) FROM stdin;\n";
    for (int row = 0; row < rows; ++row) dump += line(row);
    dump += "\\.\n";
  }
  return dump + "CREATE TABLE public.after (id integer NOT NUL);\n";
}

// Many lines over several reads (the window is refilled under the offers): keys plain, NULL or
// escaped, escapes (tabs, newlines, backslash runs) in the rest across 64-byte blocks, rows with a
// wrong count, CRLF lines, and data lines that start with "\." without ending the block.
TEST(CopyLines, LongBlocksSameAsScannedLineByLine) {
  TestRandom next(5);
  const char* pieces[] = {"a", "b c", "\\\\", "\\t", "\\n", "\\N", ";", "'", "\\.", "\r", "\\\n"};
  const std::string dump = CopyDump(2, 30000, [&](int row) {
    std::string key;
    switch (next(200)) {
      case 0: key = "\\N"; break;
      case 1: key = "x\\ty"; break;
      case 2: key = "\\.x"; break;
      default: key = std::to_string(row);
    }
    std::string note;
    for (uint64_t n = next(30); n > 0; --n) note += next(40) ? pieces[next(4)] : pieces[next(std::size(pieces))];
    std::string line = key + "\t" + note + "\t" + std::to_string(next(1000));
    if (next(300) == 0) line += "\t7";
    return line + (next(250) == 0 ? "\r\n" : "\n");
  });
  ExpectSameEitherWay(dump, model::Dialect::kPostgres, dump.size() / 2);
}

// Lines with a soup of the bytes that matter to the line reader and the field scanner, and lines
// that start like the block's end: whatever the profiler takes or leaves, the result is the same.
TEST(CopyLines, TokenSoup) {
  TestRandom next(13);
  // (No "\\." token: after an escaped newline it would start a line, and end the block.)
  const char* tokens[] = {"\t", "\\",   "\\N",  "\r",  "\\t",   "\\\n",  "1",   "a",
                          " ",  "\\x4", "\\01", "\\x", "\\777", "\\xAg", "\\b", "\\\\N"};
  const std::string dump = CopyDump(20, 2000, [&](int row) {
    std::string line = std::to_string(row) + "\t" + std::string(next(40), 'v') + "\tw";
    for (uint64_t n = next(10) ? 0 : next(5); n > 0; --n) line += tokens[next(std::size(tokens))];
    return line + (next(100) ? "\n" : "\n\\.x\n");  // a line that starts like the block's end
  });
  ExpectSameEitherWay(dump, model::Dialect::kPostgres, dump.size() / 2);
}

}  // namespace
}  // namespace spanlift::profile
