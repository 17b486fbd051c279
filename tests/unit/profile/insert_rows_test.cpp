// MySQL rows the profiler reads itself (DataSink::InsertRows, InsertScanner::FeedRows) instead of
// the splitter scanning them first: the same rows, measures, problems and locations (of the rows'
// problems and of the statements after them) as when the splitter scans every byte and forwards
// it, for rows read in blocks, rows left to the state machine, and bytes left to the splitter.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "frontend/frontend.h"
#include "profile/profiler.h"

namespace spanlift::profile {
namespace {

// Forwards everything but the offers of rows: the splitter scans every byte, as before them.
class ScanEverything : public frontend::DataSink {
 public:
  explicit ScanEverything(std::unique_ptr<frontend::DataSink> sink) : sink_(std::move(sink)) {}
  void BeginInsert(const model::SourceLocation& at) override { sink_->BeginInsert(at); }
  void InsertBytes(std::string_view bytes) override { sink_->InsertBytes(bytes); }
  void EndInsert() override { sink_->EndInsert(); }
  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    sink_->BeginCopy(statement, statement_at, data_at);
  }
  void CopyBytes(std::string_view bytes) override { sink_->CopyBytes(bytes); }
  void EndCopy() override { sink_->EndCopy(); }
  void Finish() override { sink_->Finish(); }

 private:
  std::unique_ptr<frontend::DataSink> sink_;
};

// Counts what the profiler took, to show the offers are taken.
class CountTaken : public ScanEverything {
 public:
  CountTaken(std::unique_ptr<frontend::DataSink> sink, frontend::DataSink& inner, size_t& taken)
      : ScanEverything(std::move(sink)), inner_(inner), taken_(taken) {}
  Rows InsertRows(std::string_view bytes) override {
    Rows rows = inner_.InsertRows(bytes);
    taken_ += rows.bytes;
    return rows;
  }

 private:
  frontend::DataSink& inner_;
  size_t& taken_;
};

std::string Location(const model::SourceLocation& at) {
  return std::to_string(at.line) + ":" + std::to_string(at.column);
}

// Everything the profile and the statements' places say, as text to compare.
std::string Summary(const model::Schema& schema) {
  std::string out;
  for (const auto& t : schema.tables) {
    out += "table " + t.name + " @" + Location(t.location) + "\n";
    if (!t.data) continue;
    out += " rows " + std::to_string(t.data->rows) + " bad " + std::to_string(t.data->malformed_rows) + "\n";
    for (const auto& c : t.data->columns) {
      out += " " + c.column + " values " + std::to_string(c.values) + " nulls " + std::to_string(c.nulls) +
             " min [" + c.min + "] max [" + c.max + "] distinct " + std::to_string(c.distinct) + " up " +
             std::to_string(c.increases) + " down " + std::to_string(c.decreases) + "\n";
      for (const auto& v : c.top) out += "  top [" + v.value + "] " + std::to_string(v.count) + "\n";
      for (const auto& v : c.sample) out += "  sample [" + v + "]\n";
    }
  }
  for (const auto& d : schema.diagnostics.all()) out += d.code + " " + Location(d.location) + " " + d.message + "\n";
  return out;
}

std::string Load(const std::string& dump, bool offers, size_t* taken = nullptr) {
  frontend::LoadOptions options;
  options.dialect = model::Dialect::kMySql;
  options.data_sink = [&](model::Schema& schema) -> std::unique_ptr<frontend::DataSink> {
    if (!offers) return std::make_unique<ScanEverything>(MakeProfiler(schema));
    // The profiler behind a counter: the offers reach it through CountTaken.
    auto profiler = MakeProfiler(schema);
    frontend::DataSink& inner = *profiler;
    return std::make_unique<CountTaken>(std::move(profiler), inner, *taken);
  };
  return Summary(frontend::LoadText(dump, "d.sql", options));
}

void ExpectSameEitherWay(const std::string& dump, size_t min_taken) {
  size_t taken = 0;
  const std::string with_offers = Load(dump, true, &taken);
  EXPECT_EQ(with_offers, Load(dump, false));
  EXPECT_GE(taken, min_taken);
}

TEST(InsertRows, EveryKindOfRow) {
  std::string regular;
  for (int i = 100; i < 140; ++i) regular += "(" + std::to_string(i) + ",'regular row','with a \\'quote\\''),";
  const std::string dump =
      "CREATE TABLE `t` (`id` int NOT NULL, `name` varchar(20), `note` text, PRIMARY KEY (`id`));\n"
      "INSERT INTO `t` VALUES " + regular + "(1,'a','x'),(2,'b\\nc','it''s'),(3,NULL,'multi\nline'),"
      "(4,'semi;colon','-- not a comment'),(5, 'space',NULL),(6,_binary 'bin','y'),(7,\"dq\",'z'),"
      "(8,NOW(),'f'),(-9,'neg','--'),(10,'a','b',11),(12,'short'),(13,'x',/* c */'y'),(14,'x','y') -- c\n"
      ",(15,'x','y'),(16,'a\\\\','b\\''),(17,'',''),(18,'x',),(19,'#','/'),(20,'x','y'),(21,'x','y')," + regular +
      "(22,'x','y')#c\n;\n"
      "CREATE TABLE `u` (`id` int NOT NULL, PRIMARY KEY (`id`));\n"
      "INSERT INTO `u` VALUES (1),(2),(3 ;\n"
      "CREATE TABLE `w` (`id` int NOT NULL, PRIMARY KEY (`id`));\n";
  ExpectSameEitherWay(dump, regular.size() / 2);
}

// Rows over several reads (the splitter's window is refilled under the offers), strings holding
// newlines, quotes and runs of backslashes across 64-byte blocks, and now and then a row only the
// splitter or the state machine reads. (A comment between rows ends the profile of a statement,
// so there is none here.)
TEST(InsertRows, LongStatementsAcrossReads) {
  uint64_t state = 3;
  auto next = [&](uint64_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % n;
  };
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
  ExpectSameEitherWay(dump, dump.size() / 2);
}

}  // namespace
}  // namespace spanlift::profile
