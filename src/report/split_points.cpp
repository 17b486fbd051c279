#include "report/split_points.h"

#include <cstdio>

namespace spanlift::report {

namespace {

// One AddSplitPoints request takes at most 100 points (docs/split-points.md); gcloud sends a file
// as one request.
constexpr size_t kPointsPerFile = 100;

std::string Quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == ',') out += '\\';  // the format separates key parts by commas
    out += c;
  }
  return out + "'";
}

// RFC 3339 wants four-digit years; the shard reference prints years as Spanner's %Y does.
std::string PadYear(std::string text) {
  size_t dash = text.find('-');
  return dash != std::string::npos && dash < 4 ? std::string(4 - dash, '0') + text : text;
}

std::string FileName(size_t n) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "splits-%03zu.txt", n);
  return buf;
}

// "TABLE Orders ('123', 'abc')", or nullopt when a value has no spelling.
std::optional<std::string> Line(const simulate::SplitObject& o, const std::vector<shard::Value>& point) {
  // An index is named in its table's schema: "INDEX shop.orders_by_day" for "shop.orders".
  std::string line =
      o.index.empty() ? "TABLE " + o.table : "INDEX " + model::Qualified(model::SchemaOf(o.table), o.index);
  line += " (";
  for (size_t i = 0; i < point.size() && i < o.key.size(); ++i) {
    auto literal = SplitLiteral(point[i], o.key[i].type);
    if (!literal) return std::nullopt;
    line += (i ? ", " : "") + *literal;
  }
  return line + ")";
}

std::string ObjectName(const simulate::SplitObject& o) { return o.index.empty() ? o.table : o.table + " / " + o.index; }

// Where each object's points went: the file and how many lines it holds.
struct Placed {
  std::string file;
  size_t lines = 0;
};

std::string Readme(const std::vector<simulate::SplitObject>& objects, const std::vector<std::string>& files,
                   const std::vector<Placed>& where, const simulate::SplitRule& rule) {
  std::string out =
      "# Split points for a bulk load\n\n"
      "Written by `spanlift convert` from the rows it profiled in the dump (docs/split-points.md).\n"
      "Add them to the new, still empty database after applying `schema.sql` and before loading the\n"
      "rows, so the load starts on many splits instead of one; an existing database only needs them\n"
      "before a traffic surge it can predict. Small instances and small tables do not need them:\n"
      "Spanner splits those by load soon enough.\n\n"
      "Each file holds at most 100 points, the limit of one request. Points expire (10 days by\n"
      "default, 30 days at most): set the expiry to cover the load. From the output directory:\n\n```sh\n";
  for (const auto& f : files)
    out += "gcloud spanner databases splits add DATABASE --instance=INSTANCE \\\n    --splits-file=split-points/" + f +
           " --split-expiration-date=now+7d\n";
  if (files.empty()) out += "# no points: no table is large enough to need them\n";
  out +=
      "```\n\nGoogle suggests about 10 split points per node of the instance; the points below are sized by\n"
      "each table's rows and estimated bytes: one point per " +
      std::to_string(rule.rows_per_point) + " rows or per " + std::to_string(rule.bytes_per_point >> 20) +
      " MiB of data, none under " + std::to_string(rule.min_points) + ", at most " + std::to_string(rule.max_points) +
      ".\n\n"
      "| object | key | rows | bytes (est.) | method | points | file | why |\n|---|---|---:|---:|---|---:|---|---|\n";
  for (size_t i = 0; i < objects.size(); ++i) {
    const auto& o = objects[i];
    std::string key;
    for (const auto& k : o.key) key += (key.empty() ? "" : ", ") + k.name;
    out += "| " + ObjectName(o) + " | (" + key + ") | " + std::to_string(o.rows) + " | " + std::to_string(o.bytes) +
           " | " + simulate::SplitMethodName(o.method) + " | " + std::to_string(where[i].lines) + " | " +
           where[i].file + " | " + o.reason + " |\n";
  }
  return out;
}

}  // namespace

std::optional<std::string> SplitLiteral(const shard::Value& value, const std::string& type) {
  if (std::holds_alternative<shard::Null>(value) || std::holds_alternative<shard::Bytes>(value)) return std::nullopt;
  std::string text = shard::ValueText(value);
  if (text.find_first_of("'\\\n\r") != std::string::npos) return std::nullopt;
  if (std::holds_alternative<bool>(value) || type == "FLOAT64" || type == "FLOAT32") return text;
  if (std::holds_alternative<shard::Timestamp>(value) || std::holds_alternative<shard::Date>(value))
    return Quoted(PadYear(text));
  return Quoted(text);
}

std::vector<OutputFile> SplitPointFiles(const std::vector<simulate::SplitObject>& objects,
                                        const simulate::SplitRule& rule) {
  if (objects.empty()) return {};
  std::vector<OutputFile> files;
  std::vector<std::string> names;
  std::vector<Placed> where;
  std::string current;
  size_t in_current = 0;
  auto flush = [&] {
    if (in_current == 0) return;
    names.push_back(FileName(names.size() + 1));
    files.push_back({"split-points/" + names.back(), current});
    current.clear();
    in_current = 0;
  };
  for (const auto& o : objects) {
    std::vector<std::string> lines;
    for (const auto& p : o.points)
      if (auto line = Line(o, p)) lines.push_back(*line);
    if (lines.empty()) {
      where.push_back({});
      continue;
    }
    if (in_current + lines.size() > kPointsPerFile) flush();  // an object's points stay in one request
    for (const auto& l : lines) current += l + "\n";
    in_current += lines.size();
    where.push_back({FileName(names.size() + 1), lines.size()});
  }
  flush();
  files.push_back({"split-points/README.md", Readme(objects, names, where, rule)});
  return files;
}

std::vector<OutputFile> SplitPointFiles(const model::Schema& source, const convert::ConvertResult& result,
                                        const simulate::SplitRule& rule) {
  analysis::AnalysisContext ctx(result.schema, &source, &result.renames);
  return SplitPointFiles(simulate::ChooseSplitPoints(ctx, rule), rule);
}

}  // namespace spanlift::report
