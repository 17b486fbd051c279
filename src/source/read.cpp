#include "source/read.h"

#include <algorithm>

#include "frontend/frontend.h"
#include "profile/profiler.h"
#include "source/evidence.h"

namespace spanlift::source {

namespace {

// The statements as one text, and the line each one starts on (to name the object a front-end
// diagnostic is about: the text is ours, its lines mean nothing to the user).
struct Script {
  std::string text;
  std::vector<uint32_t> first_lines;
  std::vector<std::string> objects;
};

Script Join(const std::vector<DdlStatement>& statements) {
  Script s;
  uint32_t line = 1;
  for (const auto& st : statements) {
    s.first_lines.push_back(line);
    s.objects.push_back(st.object);
    s.text += st.text;
    line += static_cast<uint32_t>(std::count(st.text.begin(), st.text.end(), '\n'));
  }
  return s;
}

std::string ObjectAt(const Script& script, uint32_t line) {
  auto it = std::upper_bound(script.first_lines.begin(), script.first_lines.end(), line);
  if (it == script.first_lines.begin()) return "";
  return script.objects[static_cast<size_t>(it - script.first_lines.begin() - 1)];
}

// Every location of the model names the database, without a line: the objects are named by what
// they are (findings carry the object), not by where our text had them.
void Relocate(model::Schema& schema, const std::string& name, const Script& script) {
  model::SourceLocation here{name, 0, 0};
  auto at = [&](model::SourceLocation& l) { l = here; };
  for (auto& t : schema.tables) {
    at(t.location);
    for (auto& c : t.columns) at(c.location);
    if (t.primary_key) at(t.primary_key->location);
    for (auto& i : t.indexes) at(i.location);
    for (auto& f : t.foreign_keys) at(f.location);
    for (auto& c : t.checks) at(c.location);
  }
  for (auto& s : schema.sequences) at(s.location);
  for (auto& e : schema.enums) at(e.location);
  for (auto& d : schema.domains) {
    at(d.location);
    for (auto& c : d.checks) at(c.location);
  }
  for (auto& s : schema.skipped) at(s.location);
  model::Diagnostics relocated;
  for (model::Diagnostic d : schema.diagnostics.all()) {
    std::string object = d.location.line ? ObjectAt(script, d.location.line) : "";
    if (!object.empty() && d.object.empty()) {
      d.object = object;
      d.message = object + ": " + d.message;
    }
    d.location = here;
    relocated.Add(std::move(d));
  }
  schema.diagnostics = std::move(relocated);
  schema.counts.bytes = 0;  // the text was ours, not input
}

model::Schema Failed(const std::string& message) {
  model::Schema schema;
  schema.diagnostics.Error(model::codes::kUnreadableInput, {"", 0, 0}, message);
  return schema;
}

// --sample-rows: the rows go through the dump profiler's sketches; what they measure joins the
// statistics of the same table (evidence.h: the order rows came in, formats, a value sample).
void Sample(SchemaSource& source, model::Schema& schema, uint64_t rows, std::vector<ReadNote>& notes) {
  std::vector<std::optional<model::TableData>> statistics;
  for (const auto& t : schema.tables) statistics.push_back(t.data);
  std::unique_ptr<frontend::DataSink> profiler = profile::MakeProfiler(schema);
  source.SampleRows(schema, rows, profile::RowsOf(*profiler), notes);
  profiler->Finish();
  for (size_t i = 0; i < schema.tables.size(); ++i) {
    model::Table& t = schema.tables[i];
    if (!t.data || t.data->origin == "live") continue;  // not sampled
    model::TableData sample = std::move(*t.data);
    t.data = std::move(statistics[i]);
    schema.live->sampled_rows += sample.rows;
    MergeSample(LiveData(t), std::move(sample));
    InTableOrder(t);
  }
}

std::unique_ptr<SchemaSource> Open(const ConnectionSpec& spec, const ReadOptions& options) {
  return spec.kind == ServerKind::kPostgres ? OpenPostgresSource(spec, options) : OpenMySqlSource(spec, options);
}

using WhileOpen = std::function<void(model::Schema&, const Sampler&)>;

model::Schema Read(const ConnectionSpec& spec, const ReadOptions& options, const WhileOpen& while_open) {
  std::unique_ptr<SchemaSource> source = Open(spec, options);
  std::vector<ReadNote> notes;
  Script script = Join(source->ReadSchema(options, notes));
  model::LiveDatabase live;
  live.server = source->dialect() == model::Dialect::kPostgres                        ? "postgresql"
                : source->connection().version().find("MariaDB") != std::string::npos ? "mariadb"
                                                                                      : "mysql";
  frontend::LoadOptions load;
  load.dialect = source->dialect();
  load.mysql_flavor = live.server == "mariadb" ? frontend::MySqlFlavor::kMariaDb : frontend::MySqlFlavor::kMySql;
  model::Schema schema = frontend::LoadText(script.text, spec.Display(), load);
  Relocate(schema, spec.Display(), script);
  source->CheckUnchanged();  // before the statistics, whose queries would fail on a dropped table
  live.version = source->connection().version();
  live.name = spec.Display();
  live.statistics = options.statistics;
  schema.live = std::move(live);
  if (options.statistics) {
    source->ReadStatistics(schema, notes);
    if (options.sample_rows > 0) Sample(*source, schema, options.sample_rows, notes);
  }
  if (while_open) {
    std::vector<ReadNote> sample_notes;  // the first pass's notes say the same
    while_open(schema, [&](uint64_t rows, profile::RowConsumer& consumer) {
      sample_notes.clear();
      source->SampleRows(schema, rows, consumer, sample_notes);
    });
  }
  source->CheckUnchanged();
  for (auto& n : notes) schema.live->notes.push_back({n.object, n.message});
  return schema;
}

}  // namespace

model::Schema ReadDatabase(const std::string& uri, const ReadOptions& options) {
  return ReadDatabase(uri, options, {});
}

model::Schema ReadDatabase(const std::string& uri, const ReadOptions& options, const WhileOpen& while_open) {
  std::string error;
  std::optional<ConnectionSpec> spec = ParseUri(uri, error);
  if (!spec) return Failed("invalid database URI: " + error);
  try {
    return Read(*spec, options, while_open);
  } catch (const SourceError& e) {
    return Failed(e.what());
  } catch (const std::exception& e) {
    return Failed(spec->Display() + ": " + OneLine(e.what(), spec->password));
  }
}

std::string DisplayName(const std::string& input) {
  if (!IsDatabaseUri(input)) return input;
  std::string error;
  auto spec = ParseUri(input, error);
  return spec ? spec->Display() : "a database URI";
}

bool Excluded(const std::vector<std::string>& patterns, const std::string& schema, const std::string& name) {
  auto match = [](std::string_view p, std::string_view s) {
    // Iterative glob: the last '*' seen absorbs what the rest did not match.
    size_t pi = 0, si = 0, star = std::string_view::npos, mark = 0;
    while (si < s.size()) {
      if (pi < p.size() && (p[pi] == '?' || p[pi] == s[si])) {
        ++pi;
        ++si;
      } else if (pi < p.size() && p[pi] == '*') {
        star = pi++;
        mark = si;
      } else if (star != std::string_view::npos) {
        pi = star + 1;
        si = ++mark;
      } else {
        return false;
      }
    }
    while (pi < p.size() && p[pi] == '*') ++pi;
    return pi == p.size();
  };
  for (const auto& p : patterns) {
    bool qualified = p.find('.') != std::string::npos;
    if (match(p, qualified ? schema + "." + name : name)) return true;
  }
  return false;
}

std::string Literal(std::string_view text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') out += '\'';
    out += c;
  }
  return out + "'";
}

void MaybePause(Connection& connection, std::string_view step, bool postgres) {
  const char* hook = std::getenv("SPANLIFT_LIVE_TEST_PAUSE");
  if (!hook) return;
  std::string_view h(hook);
  size_t colon = h.find(':');
  if (colon == std::string_view::npos || h.substr(0, colon) != step) return;
  std::string seconds(h.substr(colon + 1));
  double s = std::atof(seconds.c_str());
  connection.Query(
      postgres ? "SELECT pg_catalog.pg_sleep(" + std::to_string(s) + ")" : "SELECT SLEEP(" + std::to_string(s) + ")",
      "a pause the test asked for");
}

}  // namespace spanlift::source
