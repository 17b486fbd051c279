// report.html's escaping and structure without a browser (the browser test, tests/browser/, is not
// run under the sanitizers): every input text is escaped wherever it lands, and a schema-only
// input gets a page that says why it has no heat maps.
#include <gtest/gtest.h>

#include "convert/convert.h"
#include "report/html.h"
#include "report/report.h"

namespace spanlift::report {
namespace {

TEST(HtmlEscape, EveryMarkupCharacter) {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"plain", "plain"},     {"<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"},
      {"a & b", "a &amp; b"}, {"\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"},
      {"&amp;", "&amp;amp;"}, {"naïve", "naïve"},
  };
  for (const auto& [in, want] : rows) EXPECT_EQ(HtmlEscape(in), want) << in;
}

TEST(ReportHtml, InputTextNeverBecomesMarkup) {
  const std::string hostile = "<script>alert(1)</script>";
  model::Schema source;
  source.dialect = model::Dialect::kMySql;
  model::Table t;
  t.name = hostile;
  model::Column id;
  id.name = "<img src=x onerror=alert(2)>";
  id.type.name = "int";
  id.nullable = false;
  t.columns = {id};
  t.primary_key = model::PrimaryKey{.parts = {{.column = id.name}}};
  t.data = model::TableData{};
  t.data->rows = 3;
  model::ColumnData column;
  column.column = id.name;
  column.values = 3;
  column.top = {{"</div><script>alert(3)</script>", 2, 0}};
  t.data->columns = {column};
  source.tables = {t};
  convert::ConvertResult result = convert::Convert(source, {});
  result.findings.Add(model::Severity::kWarning, "C999", {}, "message with </td><script>alert(4)</script>");
  std::string html = ReportHtml(source, result, nullptr, "the input holds no rows (a schema only)");
  EXPECT_EQ(html.find("<script>alert"), std::string::npos);
  EXPECT_EQ(html.find("<img"), std::string::npos);
  EXPECT_EQ(html.find("</div><script"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);  // the table, as text
  EXPECT_NE(html.find("&lt;/td&gt;&lt;script&gt;alert(4)"), std::string::npos);      // the finding, as text
  EXPECT_NE(html.find("&lt;/div&gt;&lt;script&gt;alert(3)"), std::string::npos);     // the skew chart's value
  EXPECT_NE(html.find("No heat maps: the input holds no rows"), std::string::npos);
  EXPECT_EQ(html.find("<canvas"), std::string::npos);
  EXPECT_EQ(html, ReportHtml(source, result, nullptr, "the input holds no rows (a schema only)"));  // same bytes
}

}  // namespace
}  // namespace spanlift::report
