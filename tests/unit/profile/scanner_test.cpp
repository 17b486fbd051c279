// The value scanners, table-driven: each case is fed whole and in pieces of 1, 2, 3 and 7 bytes
// (pieces may cut escapes, quotes and newlines anywhere) and must read the same rows and problems.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "profile/copy_scanner.h"
#include "profile/header.h"
#include "profile/insert_values.h"

namespace spanlift::profile {
namespace {

// Records rows as "v|v|..." (N = NULL, 'text' = string, x:hex, ?other, numbers as written).
class Recorder : public RowConsumer {
 public:
  // `first_only`: only the first value of a row is wanted (the others are recorded as N).
  explicit Recorder(size_t width, bool first_only = false) : width_(width), first_only_(first_only) {}
  std::vector<bool> BeginRows(const model::SourceLocation&, const std::string& schema, const std::string& table,
                              const std::vector<std::string>& columns) override {
    std::string head = "@" + (schema.empty() ? "" : schema + ".") + table;
    for (const auto& c : columns) head += " " + c;
    log.push_back(head);
    std::vector<bool> wanted(columns.empty() ? width_ : columns.size(), !first_only_);
    if (!wanted.empty()) wanted[0] = true;
    return wanted;
  }
  void Row(const std::vector<Field>& fields) override {
    std::string row;
    for (const auto& f : fields) {
      if (!row.empty()) row += "|";
      switch (f.kind) {
        case ValueKind::kNull: row += "N"; break;
        case ValueKind::kNumber: row += f.text; break;
        case ValueKind::kString: row += "'" + f.text + "'"; break;
        case ValueKind::kHex: row += "x:" + f.text; break;
        case ValueKind::kOther: row += "?" + f.text; break;
      }
    }
    log.push_back(row);
  }
  void BadRow(const model::SourceLocation& at, const std::string& message) override {
    log.push_back("bad " + std::to_string(at.line) + ":" + std::to_string(at.column) + " " + message);
  }
  void NotProfiled(const model::SourceLocation& at, const std::string& message) override {
    log.push_back("skip " + std::to_string(at.line) + ":" + std::to_string(at.column) + " " + message);
  }
  std::vector<std::string> log;

 private:
  size_t width_;
  bool first_only_;
};

std::string Join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

template <typename Feed>
void FeedInPieces(std::string_view text, size_t piece, Feed feed) {
  for (size_t i = 0; i < text.size(); i += piece) feed(text.substr(i, piece));
}

// Each case read whole gives its expected log, and the same in pieces of 1, 2, 3 and 7 bytes.
template <typename Cases, typename Scan>
void CheckCases(const Cases& cases, Scan scan) {
  for (const auto& c : cases) {
    std::string whole = scan(c, 0);
    EXPECT_EQ(whole, Join(c.expected)) << c.name;
    for (size_t piece : {1, 2, 3, 7}) EXPECT_EQ(scan(c, piece), whole) << c.name << " in pieces of " << piece;
  }
}

struct InsertCase {
  const char* name;
  bool mysql;
  size_t width;  // columns of the table when the INSERT names none
  std::string statement;
  std::vector<std::string> expected;
};

std::string ScanInsert(const InsertCase& c, size_t piece, bool first_only = false) {
  Recorder r(c.width, first_only);
  InsertScanner scanner(r, c.mysql);
  scanner.Begin({"x.sql", 3, 1});
  FeedInPieces(c.statement, piece ? piece : c.statement.size(), [&](std::string_view p) { scanner.Feed(p); });
  scanner.End();
  return Join(r.log);
}

const InsertCase kInsertCases[] = {
    {"extended", true, 2, "INSERT INTO `t` VALUES (1,'a'),(2,'b')", {"@t", "1|'a'", "2|'b'"}},
    {"escapes",
     true,
     2,
     R"(INSERT INTO t VALUES (1,'it\'s'),(2,'it''s'),(3,'a),(b'),(4,'\\'),(5,"q\"q"))",
     {"@t", "1|'it's'", "2|'it's'", "3|'a),(b'", "4|'\\'", "5|'q\"q'"}},
    {"literals",
     true,
     7,
     "INSERT INTO t VALUES (_binary 'ab',X'0A0B',0x1F,_utf8mb4'x',NULL,-1.5e-3,+7)",
     {"@t", "'ab'|x:0A0B|x:1F|'x'|N|-1.5e-3|+7"}},
    {"expression", true, 2, "INSERT INTO t VALUES (NOW(),CONCAT('a',')'))", {"@t", "?NOW()|?CONCAT(,)a)"}},
    {"column list", true, 0, "INSERT INTO db.t (`b`, a) VALUES (1, 2)", {"@db.t b a", "1|2"}},
    {"replace ignore", true, 1, "REPLACE LOW_PRIORITY INTO t VALUE (1)", {"@t", "1"}},
    {"insert ignore", true, 1, "INSERT IGNORE INTO t VALUES (1),(2)", {"@t", "1", "2"}},
    {"on duplicate", true, 1, "INSERT INTO t VALUES (1),(2) ON DUPLICATE KEY UPDATE a=VALUES(a)", {"@t", "1", "2"}},
    {"set form", true, 1, "INSERT INTO t SET a = 1", {"skip 3:1 INSERT ... SET is not profiled"}},
    {"select form", true, 1, "INSERT INTO t SELECT * FROM u", {"skip 3:1 INSERT ... SELECT is not profiled"}},
    {"too few values",
     true,
     2,
     "INSERT INTO t VALUES (1,2),(3),(4,5)",
     {"@t", "1|2", "bad 3:28 row has 1 values; it fills 2 columns", "4|5"}},
    {"too many values",
     true,
     1,
     "INSERT INTO t VALUES (1,2),(3)",
     {"@t", "bad 3:22 row has more values than the 1 columns it fills", "3"}},
    {"empty value", true, 2, "INSERT INTO t VALUES (1,),(3,4)", {"@t", "bad 3:22 empty value", "3|4"}},
    {"rows on lines",
     true,
     2,
     "INSERT INTO t VALUES\n(1,'a\nb'),\n(3)",
     {"@t", "1|'a\nb'", "bad 6:1 row has 1 values; it fills 2 columns"}},
    {"unterminated", true, 2, "INSERT INTO t VALUES (1,'abc", {"@t", "bad 3:22 the statement ends inside this row"}},
    {"garbage between rows",
     true,
     1,
     "INSERT INTO t VALUES (1) ; (2)",
     {"@t", "1", "bad 3:26 expected '(' or ',' between rows, found ';'; skipped to the next '('", "2"}},
    {"postgres",
     false,
     0,
     R"(INSERT INTO public.t (id, name) VALUES (1, 'a\b'), (2, E'x\ty'), (3, 'it''s'))",
     {"@public.t id name", "1|'a\\b'", "2|'x\ty'", "3|'it's'"}},
    {"postgres cast",
     false,
     0,
     "INSERT INTO t (a, b) OVERRIDING SYSTEM VALUE VALUES ('2020-01-01'::date, true)",
     {"@t a b", "'2020-01-01'|?true"}},
    {"head not understood",
     true,
     1,
     "INSERT INTO",
     {"skip 3:1 the INSERT's head is not understood; its rows are not profiled"}},
};

TEST(InsertScanner, Cases) {
  CheckCases(kInsertCases, [](const auto& c, size_t piece) { return ScanInsert(c, piece); });
}

// Only the first value wanted: the rest of each MySQL tuple is passed in one step
// (InsertScanner::SkipRestOfRow) when the piece holds it; rows, problems and their positions are
// the same whole and in pieces (where the state machine reads them).
const InsertCase kInsertFirstValueCases[] = {
    {"rest skipped",
     true,
     3,
     R"(INSERT INTO t VALUES (1,'a),(b','it\'s'),(2,"q\"),(",'x''y'),(3,NULL,CONCAT('(',f(1,2))))",
     {"@t", "1|N|N", "2|N|N", "3|N|N"}},
    {"newlines",
     true,
     2,
     "INSERT INTO t VALUES (1,'a\nb\\\nc'),\n(2,'d'),\n(3)",
     {"@t", "1|N", "2|N", "bad 7:1 row has 1 values; it fills 2 columns"}},
    {"empty value in the rest",
     true,
     3,
     "INSERT INTO t VALUES (1,'a', ),(2, ,'b'),(3,'c','d')",
     {"@t", "bad 3:22 empty value", "bad 3:32 empty value", "3|N|N"}},
    {"value counts",
     true,
     2,
     "INSERT INTO t VALUES (1,'a','b'),(2,'c'),(3)",
     {"@t", "bad 3:22 row has more values than the 2 columns it fills", "2|N",
      "bad 3:42 row has 1 values; it fills 2 columns"}},
    {"postgres", false, 0, "INSERT INTO t (a, b) VALUES (1, E'x\\'y'), (2, 'it''s')", {"@t a b", "1|N", "2|N"}},
};

TEST(InsertScanner, FirstValueOnly) {
  CheckCases(kInsertFirstValueCases, [](const auto& c, size_t piece) { return ScanInsert(c, piece, true); });
}

// Long random MySQL rows (strings with quotes, doubled quotes, escapes, escaped newlines and
// separators, expressions, bad rows) read with only the first value wanted: whole, where the
// rest of a row goes through SkipRestOfRow's 64-byte blocks, the same as byte by byte.
// Random rows, whole and in one-byte pieces (the state machine alone). `regular`: only what
// RestBlocks reads (numbers, NULL, '...' strings with every escape, no spaces outside them),
// else also what sends a rest to RestWalk (expressions, "...", spaces, empty values).
void CheckRandomRows(bool regular) {
  uint64_t state = regular ? 7 : 42;
  auto next = [&](uint64_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % n;
  };
  const std::vector<std::string> pieces = {"a",  "b",    " ",    ",",  "(",  ")",  "\\'",
                                           "''", "\\\\", "\\\n", "\n", "\"", "x y"};
  auto value = [&]() -> std::string {
    switch (next(6)) {
      case 0: return std::to_string(next(100000));
      case 1: return "NULL";
      case 2:
        if (!regular) return "f(1,'a)',(2))";
        [[fallthrough]];
      case 3:
        if (!regular) return "";  // an empty value: a bad row
        [[fallthrough]];
      default: {
        std::string q = next(4) || regular ? "'" : "\"", text = q;
        for (uint64_t n = next(150); n > 0; --n) {
          std::string piece = pieces[next(pieces.size())];
          text += piece == q ? "\\" + q : piece;
        }
        return text + q;
      }
    }
  };
  for (int statement = 0; statement < 300; ++statement) {
    std::string text = "INSERT INTO t VALUES ";
    for (uint64_t row = 0, rows = 1 + next(12); row < rows; ++row) {
      text += row ? (regular ? ",(" : ",\n(") : "(";
      for (uint64_t k = 0, width = next(8) ? 4 : 3 + next(3); k < width; ++k) text += (k ? "," : "") + value();
      text += ")";
    }
    InsertCase c{"random", true, 4, text, {}};
    ASSERT_EQ(ScanInsert(c, 0, true), ScanInsert(c, 1, true)) << text;
  }
}

TEST(InsertScanner, RestOfRowMatchesTheStateMachine) { CheckRandomRows(false); }
TEST(InsertScanner, RegularRestsInBlocksMatchTheStateMachine) { CheckRandomRows(true); }

struct CopyCase {
  const char* name;
  std::string statement;
  std::string data;
  std::vector<std::string> expected;
};

std::string ScanCopy(const CopyCase& c, size_t piece, bool first_only = false) {
  Recorder r(0, first_only);
  CopyHead head = ParseCopyHead(c.statement);
  if (!head.ok) return "head: " + head.problem + "\n";
  CopyScanner scanner(r);
  scanner.Begin(head, {"x.sql", 10, 1});
  FeedInPieces(c.data, piece ? piece : c.data.size(), [&](std::string_view p) { scanner.Feed(p); });
  scanner.End();
  return Join(r.log);
}

const CopyCase kCopyCases[] = {
    {"text", "COPY public.t (id, name) FROM stdin", "1\tabc\n2\t\\N\n", {"@public.t id name", "'1'|'abc'", "'2'|N"}},
    {"text escapes",
     "COPY t (a, b, c) FROM stdin",
     "a\\tb\t\\x41\\101\\\\\tx\\\ny\n",
     {"@t a b c", "'a\tb'|'AA\\'|'x\ny'"}},
    {"text null option", "COPY t (a, b) FROM stdin WITH NULL AS 'nil'", "nil\t\\N\n", {"@t a b", "N|'N'"}},
    {"text crlf", "COPY t (a, b) FROM stdin", "1\t2\r\n3\t4\r\n", {"@t a b", "'1'|'2'", "'3'|'4'"}},
    {"text bad row",
     "COPY t (a, b) FROM stdin",
     "1\t2\n3\n4\t5\t6\n7\t8",
     {"@t a b", "'1'|'2'", "bad 11:1 row has 1 fields; it fills 2 columns",
      "bad 12:1 row has more fields than the 2 columns it fills", "'7'|'8'"}},
    {"csv",
     "COPY t (a, b) FROM stdin WITH (FORMAT csv)",
     "1,\"x,y\"\n2,\n3,\"\"\n4,\"say \"\"hi\"\"\"\n",
     {"@t a b", "'1'|'x,y'", "'2'|N", "'3'|''", "'4'|'say \"hi\"'"}},
    {"csv newline in quotes",
     "COPY t (a, b) FROM stdin CSV HEADER",
     "a,b\n1,\"l1\nl2\"\n2,z\n",
     {"@t a b", "'1'|'l1\nl2'", "'2'|'z'"}},
    {"csv options",
     "COPY t (a, b) FROM stdin WITH (FORMAT csv, DELIMITER ';', NULL 'NA', QUOTE '''', ESCAPE '\\')",
     "NA;'a\\'b'\n'NA';x\n",
     {"@t a b", "N|'a'b'", "'NA'|'x'"}},
    {"csv unterminated",
     "COPY t (a) FROM stdin CSV",
     "\"abc\n",
     {"@t a", "bad 10:1 the COPY block ends inside a quoted field"}},
    {"binary", "COPY t FROM stdin WITH (FORMAT binary)", "", {"head: binary COPY data"}},
};

TEST(CopyScanner, Cases) {
  CheckCases(kCopyCases, [](const auto& c, size_t piece) { return ScanCopy(c, piece); });
}

// Only the first field wanted: the rest of each line is counted, not scanned field by field
// (CopyScanner::SkipRestOfLine), with the same rows and problems in any pieces.
const CopyCase kCopyFirstFieldCases[] = {
    {"rest skipped", "COPY t (a, b, c) FROM stdin", "1\tx\ty\n2\t\\N\t\\N\n", {"@t a b c", "'1'|N|N", "'2'|N|N"}},
    {"escaped delimiter",
     "COPY t (a, b, c) FROM stdin",
     "1\tx\\\ty\tz\n2\tx\\\\\ty\n",
     {"@t a b c", "'1'|N|N", "'2'|N|N"}},
    {"escaped newline", "COPY t (a, b) FROM stdin", "1\tx\\\ny\n2\tz\n", {"@t a b", "'1'|N", "'2'|N"}},
    {"field counts",
     "COPY t (a, b) FROM stdin",
     "1\n2\tx\ty\n3\t\\\t\n4\tz\r\n",
     {"@t a b", "bad 10:1 row has 1 fields; it fills 2 columns",
      "bad 11:1 row has more fields than the 2 columns it fills", "'3'|N", "'4'|N"}},
};

TEST(CopyScanner, FirstFieldOnly) {
  CheckCases(kCopyFirstFieldCases, [](const auto& c, size_t piece) { return ScanCopy(c, piece, true); });
}

// Linear time: a long statement and a long unterminated string are read in one pass (a quadratic
// scanner would time out here).
TEST(InsertScanner, LongInputsAreLinear) {
  std::string statement = "INSERT INTO t VALUES ";
  for (int i = 0; i < 200000; ++i) statement += (i ? ",(" : "(") + std::to_string(i) + ",'v" + std::to_string(i) + "')";
  statement += ",(1,'" + std::string(5 << 20, 'x');
  Recorder r(2);
  InsertScanner scanner(r, true);
  scanner.Begin({"x.sql", 1, 1});
  FeedInPieces(statement, 65536, [&](std::string_view p) { scanner.Feed(p); });
  scanner.End();
  ASSERT_EQ(r.log.size(), 200002u);
  EXPECT_EQ(r.log[200000], "199999|'v199999'");
  EXPECT_NE(r.log.back().find("the statement ends inside this row"), std::string::npos) << r.log.back().substr(0, 80);
}

}  // namespace
}  // namespace spanlift::profile
