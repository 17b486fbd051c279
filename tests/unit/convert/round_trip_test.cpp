// Converting spanlift's own output again gives the same DDL, byte for byte, for every golden input.
// The second conversion starts from the Spanner model the first one made, the model a Spanner DDL
// parser gives for that output; it must change nothing and report nothing but Spanner's limits.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "convert/convert.h"
#include "ddl/spanner_ddl.h"
#include "frontend/frontend.h"

namespace spanlift::convert {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> GoldenInputs() {
  std::vector<std::string> files;
  for (const char* dialect : {"mysql", "postgres"})
    for (const auto& entry : fs::directory_iterator(fs::path(SPANLIFT_SOURCE_DIR) / "tests/golden/convert" / dialect)) {
      std::string name = entry.path().filename().string();
      if (name.ends_with(".sql") && name.find(".expected.") == std::string::npos)
        files.push_back(entry.path().string());
    }
  std::sort(files.begin(), files.end());
  return files;
}

// Public corpus files (../shared/corpus/MANIFEST.tsv: local_path, dialect, ...).
std::vector<std::string> CorpusInputs() {
  std::vector<std::string> files;
  std::ifstream manifest(std::string(SPANLIFT_SHARED_DIR) + "/corpus/MANIFEST.tsv");
  std::string line;
  std::getline(manifest, line);  // header
  while (std::getline(manifest, line)) {
    std::istringstream row(line);
    std::string path, dialect;
    if (std::getline(row, path, '\t') && std::getline(row, dialect, '\t') &&
        (dialect == "mysql" || dialect == "postgres"))
      files.push_back(std::string(SPANLIFT_SHARED_DIR) + "/corpus/" + path + "#" + dialect);
  }
  return files;
}

class RoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(RoundTrip, SecondConversionChangesNothing) {
  std::string error;
  auto templates = ddl::TemplateSet::Load("", error);
  ASSERT_TRUE(templates) << error;
  std::string path = GetParam().substr(0, GetParam().find('#'));
  std::string dialect = GetParam().find('#') != std::string::npos         ? GetParam().substr(GetParam().find('#') + 1)
                        : GetParam().find("/mysql/") != std::string::npos ? "mysql"
                                                                          : "postgres";
  frontend::LoadOptions load;
  load.dialect = dialect == "mysql" ? model::Dialect::kMySql : model::Dialect::kPostgres;
  model::Schema source = frontend::Load({path}, load);
  ConvertResult first = Convert(source, {});
  ConvertResult second = Convert(first.schema, {});
  EXPECT_EQ(ddl::SpannerDdl(second.schema, *templates), ddl::SpannerDdl(first.schema, *templates));
  for (const auto& f : second.findings.all())
    EXPECT_TRUE(f.code.starts_with("C08")) << f.code << " " << f.object << ": " << f.message;
  EXPECT_TRUE(second.accounting.balanced);
}

std::string TestName(const testing::TestParamInfo<std::string>& info) {
  fs::path path = info.param.substr(0, info.param.find('#'));
  std::string name = path.parent_path().filename().string() + "_" + path.filename().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Golden, RoundTrip, testing::ValuesIn(GoldenInputs()), TestName);
INSTANTIATE_TEST_SUITE_P(Corpus, RoundTrip, testing::ValuesIn(CorpusInputs()), TestName);

}  // namespace
}  // namespace spanlift::convert
