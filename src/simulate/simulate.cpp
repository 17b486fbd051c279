#include "simulate/simulate.h"

#include <algorithm>
#include <map>
#include <memory>

#include "analysis/classification.h"
#include "model/partitions.h"
#include "profile/row_reader.h"
#include "simulate/key_encoding.h"
#include "simulate/key_plan.h"

namespace spanlift::simulate {

namespace {

enum class Phase { kLoad, kSteady, kExport };

// The key spaces of one source table in one schema (before or after).
struct Spaces {
  const std::vector<KeyObject>* objects = nullptr;
  std::vector<KeySpace> spaces;
};

// A sampled row of the export replay, waiting for its table's rows to be ordered as the template's
// parallel readers take them: by place in its reader's range, then reader.
struct Pending {
  uint64_t position = 0, reader = 0, bytes = 0;
  std::vector<std::string> keys;  // one per key space of the rewritten schema
};

// Where the export replay's next row goes: readers are numbered in dump order, a new one at each
// chunk (file) and each kTemplateRangeBytes of a chunk.
struct ReaderCut {
  uint64_t reader = 0, chunk = 0, bytes = 0, rows = 0;
  bool started = false;
};

// What the replays keep per source table: a bounded summary, never its rows (the export replay
// holds one table's sampled keys at a time).
struct TableRun {
  // Each replayed row stands for `every` rows; the replay keeps one row in `thin` (1 when the row
  // source thinned them already: a live database's sample).
  uint64_t every = 1, thin = 1, seen = 0, steady_step = 0, rows = 0, chunks = 1;
  // The export replays: the rewritten schema's key spaces with the export's values, loaded in the
  // dump's order and in the readers' order (its rows held until the table's last row).
  Spaces export_dump, export_files;
  std::vector<Pending> pending;
  ReaderCut cut;
  std::vector<bool> monotonic;                  // by source column
  std::vector<std::optional<int64_t>> int_max;  // highest integer / timestamp (micros) seen in the load
  std::vector<std::optional<int64_t>> time_max;
  Spaces before, after;
};

std::string Label(const model::Schema& schema, const model::Table& t) {
  return t.schema.empty() || t.schema == schema.default_schema ? t.name : t.schema + "." + t.name;
}

uint64_t CeilDiv(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

bool Generated(const model::Column& c) { return c.auto_increment || c.identity || !c.sequence.empty(); }

// A single-column foreign key to a generated key: new children reference new parents.
bool ReferencesGenerated(model::Schema& source, const model::Table& table, const model::Column& column) {
  for (const auto& fk : table.foreign_keys) {
    if (fk.columns.size() != 1 || !model::EqualsIgnoreCase(fk.columns[0], column.name)) continue;
    const model::Table* parent = source.FindTable(fk.ref_schema, fk.ref_table);
    if (!parent || !parent->primary_key || parent->primary_key->parts.empty()) continue;
    std::string ref = fk.ref_columns.empty() ? parent->primary_key->parts[0].column : fk.ref_columns[0];
    if (const model::Column* c = parent->FindColumn(ref); c && Generated(*c)) return true;
  }
  return false;
}

// Columns the steady replay advances: classified monotonic in the converted schema, or fed by a
// generator in the source (the converted one may already be bit-reversed), or referencing one.
std::map<const model::Table*, std::vector<bool>> MonotonicColumns(const analysis::AnalysisContext& ctx,
                                                                  model::Schema& schema) {
  std::map<const model::Table*, std::vector<bool>> out;
  for (const auto& t : ctx.schema().tables) {
    const model::Table* source = ctx.SourceTable(t);
    if (!source) continue;
    auto& flags = out[source];
    flags.resize(source->columns.size());
    for (size_t i = 0; i < source->columns.size(); ++i) {
      const model::Column& c = source->columns[i];
      flags[i] = flags[i] || Generated(c) || ReferencesGenerated(schema, *source, c);
    }
    for (const auto& c : t.columns) {
      const model::Column* origin = ctx.SourceColumn(t, c);
      if (!origin || analysis::ClassifyColumn(ctx, t, c).kind != analysis::Distribution::kMonotonic) continue;
      for (size_t i = 0; i < source->columns.size(); ++i)
        if (&source->columns[i] == origin) flags[i] = true;
    }
  }
  return out;
}

// A fixed pseudo-random mix (splitmix64's finalizer): the readers' order within one step.
uint64_t Mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// The readers run side by side from the start at the same pace in rows. Which reader goes first
// within a step is arbitrary (the template shuffles the ranges onto its workers, and they do not
// run in lockstep): a fixed shuffle per step, so no reader always comes at the same place in the
// round (the split model samples every Nth insert, which a strict round-robin would alias).
void ReleaseHeld(TableRun& run) {
  std::stable_sort(run.pending.begin(), run.pending.end(), [](const Pending& a, const Pending& b) {
    if (a.position != b.position) return a.position < b.position;
    const uint64_t ma = Mix(a.position * 0x9e3779b97f4a7c15ULL + a.reader),
                   mb = Mix(b.position * 0x9e3779b97f4a7c15ULL + b.reader);
    return ma != mb ? ma < mb : a.reader < b.reader;
  });
  for (const auto& p : run.pending)
    for (size_t i = 0; i < run.export_files.spaces.size(); ++i) run.export_files.spaces[i].Insert(p.keys[i], p.bytes);
  std::vector<Pending>().swap(run.pending);
  run.cut = {};
}

class Replayer : public profile::RowConsumer {
 public:
  Replayer(model::Schema& source, std::map<const model::Table*, TableRun>& runs) : source_(source), runs_(runs) {}
  void SetPhase(Phase phase) { phase_ = phase; }

  std::vector<bool> BeginRows(const model::SourceLocation&, const std::string& schema, const std::string& table,
                              const std::vector<std::string>& columns) override {
    table_ = profile::RowTarget(source_, schema, table);
    if (const model::Table* root = table_ ? model::PartitionRoot(source_, *table_) : nullptr)
      table_ = root;  // one Spanner table
    auto it = table_ ? runs_.find(table_) : runs_.end();
    run_ = it == runs_.end() ? nullptr : &it->second;
    if (!run_) return {};
    positions_.clear();
    if (columns.empty()) {
      for (size_t i = 0; i < table_->columns.size(); ++i) positions_.push_back(i);
    } else {
      for (const auto& name : columns) {
        const model::Column* c = table_->FindColumn(name);
        positions_.push_back(c ? static_cast<size_t>(c - table_->columns.data()) : kNone);
      }
    }
    std::vector<bool> wanted;
    for (size_t p : positions_) wanted.push_back(p != kNone);
    return wanted;
  }

  void Row(const std::vector<profile::Field>& fields) override {
    // The row's place in its table (a presampled source hands every `every`th row).
    const uint64_t ordinal = run_ ? run_->seen * (run_->every / run_->thin) : 0;
    if (!run_ || run_->seen++ % run_->thin != 0) return;
    row_.assign(table_->columns.size(), profile::Field{});
    uint64_t bytes = 0;
    for (size_t i = 0; i < fields.size() && i < positions_.size(); ++i) {
      if (positions_[i] == kNone) continue;
      row_[positions_[i]] = fields[i];
      bytes += fields[i].text.size() + 8;  // about a value's size on disk
    }
    if (phase_ == Phase::kExport) {
      if (run_->export_files.objects) Hold(ordinal, bytes);
      return;
    }
    if (phase_ == Phase::kLoad)
      Measure();
    else
      Advance();
    SourceRow row{row_, table_->name, ++ordinal_};
    for (Spaces* s : {&run_->before, &run_->after})
      for (size_t i = 0; i < s->spaces.size(); ++i)
        s->spaces[i].Insert(EncodeKey((*s->objects)[i], row), bytes * run_->every);
  }

  // The export replay: each sampled row goes into the dump-order spaces at once, and is held for
  // the readers' order until the table's rows were all seen.
  void Hold(uint64_t ordinal, uint64_t bytes) {
    TableRun& r = *run_;
    const uint64_t chunk = ExportChunkOf(ordinal, r.rows, r.chunks), weight = bytes * r.every;
    if (r.cut.started && (chunk != r.cut.chunk || r.cut.bytes + weight > kTemplateRangeBytes)) {
      ++r.cut.reader;
      r.cut.bytes = r.cut.rows = 0;
    }
    r.cut.started = true;
    r.cut.chunk = chunk;
    r.cut.bytes += weight;
    Pending p{r.cut.rows++, r.cut.reader, weight, {}};
    SourceRow row{row_, table_->name, ++ordinal_};
    for (size_t i = 0; i < r.export_files.objects->size(); ++i) {
      p.keys.push_back(EncodeKey((*r.export_files.objects)[i], row));
      r.export_dump.spaces[i].Insert(p.keys.back(), weight);
    }
    r.pending.push_back(std::move(p));
    if (r.seen >= r.rows) ReleaseHeld(r);
  }

  void BadRow(const model::SourceLocation&, const std::string&) override {}  // the profiling pass reported it
  void NotProfiled(const model::SourceLocation&, const std::string&) override {}

 private:
  static constexpr size_t kNone = static_cast<size_t>(-1);

  // Load: the highest value of each monotonic column, where the steady replay goes on from.
  void Measure() {
    for (size_t i = 0; i < row_.size(); ++i) {
      if (!run_->monotonic[i] || row_[i].kind == profile::ValueKind::kNull) continue;
      shard::Value n = TypedValue(row_[i], "INT64"), t = TypedValue(row_[i], "TIMESTAMP");
      if (auto* v = std::get_if<int64_t>(&n)) run_->int_max[i] = std::max(run_->int_max[i].value_or(*v), *v);
      if (auto* v = std::get_if<shard::Timestamp>(&t))
        run_->time_max[i] = std::max(run_->time_max[i].value_or(v->micros), v->micros);
    }
  }

  // Steady: each monotonic column takes the next value past the highest one (ids by one, times
  // by one second); other columns keep the row's values.
  void Advance() {
    int64_t step = static_cast<int64_t>(++run_->steady_step * run_->every);
    for (size_t i = 0; i < row_.size(); ++i) {
      if (!run_->monotonic[i]) continue;
      if (run_->int_max[i]) {
        row_[i] = {profile::ValueKind::kNumber, std::to_string(*run_->int_max[i] + step)};
      } else if (run_->time_max[i]) {
        row_[i] = {profile::ValueKind::kString,
                   shard::ValueText(shard::Timestamp{*run_->time_max[i] + step * 1000000})};
      }
    }
  }

  model::Schema& source_;
  std::map<const model::Table*, TableRun>& runs_;
  Phase phase_ = Phase::kLoad;
  const model::Table* table_ = nullptr;
  TableRun* run_ = nullptr;
  std::vector<size_t> positions_;  // value position -> source column
  std::vector<profile::Field> row_;
  uint64_t ordinal_ = 0;
};

Spaces MakeSpaces(const SchemaPlan& plan, const model::Table* source, const Options& options, uint64_t window) {
  Spaces s;
  auto it = plan.objects.find(source);
  if (it == plan.objects.end()) return s;
  s.objects = &it->second;
  for (size_t i = 0; i < it->second.size(); ++i) {
    s.spaces.emplace_back(options.split, window);
    if (options.heat_buckets) s.spaces.back().RecordHeat(options.heat_buckets);
  }
  return s;
}

void Record(Spaces& s, std::vector<Replays>& out, Phase phase) {
  out.resize(s.spaces.size());
  for (size_t i = 0; i < s.spaces.size(); ++i) {
    (phase == Phase::kLoad ? out[i].load : out[i].steady) = s.spaces[i].EndPhase();
    if (phase == Phase::kSteady) out[i].heat = s.spaces[i].TakeHeat();
  }
}

void RecordExport(TableRun& run, std::vector<Replays>& out) {
  out.resize(std::max(out.size(), run.export_files.spaces.size()));
  for (size_t i = 0; i < run.export_files.spaces.size(); ++i) {
    out[i].export_dump = run.export_dump.spaces[i].EndPhase();
    out[i].export_dump_heat = run.export_dump.spaces[i].TakeHeat();
    out[i].export_files = run.export_files.spaces[i].EndPhase();
    out[i].export_files_heat = run.export_files.spaces[i].TakeHeat();
  }
}

// Pairs the key spaces of both schemas: the table's key, then indexes by name.
void Collect(const model::Schema& source, const model::Table& t, const TableRun& run,
             const std::vector<Replays>& before, const std::vector<Replays>& after, std::vector<ObjectResult>& out) {
  std::vector<ObjectResult> objects;
  auto add = [&](const Spaces& s, const std::vector<Replays>& replays, bool is_after) {
    for (size_t i = 0; s.objects && i < s.objects->size(); ++i) {
      const KeyObject& o = (*s.objects)[i];
      auto same = std::find_if(objects.begin(), objects.end(),
                               [&](const ObjectResult& r) { return model::EqualsIgnoreCase(r.index, o.index); });
      if (same == objects.end()) {
        objects.push_back({Label(source, t), o.index, "", "", t.data ? t.data->rows : 0, run.every, {}, {}});
        same = std::prev(objects.end());
      }
      (is_after ? same->key_after : same->key_before) = o.key_text;
      (is_after ? same->after : same->before) = replays[i];
    }
  };
  add(run.before, before, false);
  add(run.after, after, true);
  std::stable_sort(objects.begin() + (objects.empty() ? 0 : 1), objects.end(),
                   [](const ObjectResult& a, const ObjectResult& b) { return a.index < b.index; });
  for (auto& o : objects) out.push_back(std::move(o));
}

}  // namespace

std::string NotReplayable(const std::vector<std::string>& inputs, const model::Schema& source) {
  if (std::find(inputs.begin(), inputs.end(), "-") != inputs.end())
    return "the input was read from stdin, and the replays read it again";
  for (const auto& t : source.tables)
    if (t.data && t.data->rows > 0) return "";
  return "the input holds no rows (a schema only)";
}

Result Simulate(const std::vector<std::string>& inputs, const frontend::LoadOptions& load, model::Schema& source,
                const convert::ConvertResult& before, const convert::ConvertResult& after, const Options& options) {
  RowSource rows = [&](profile::RowConsumer& consumer) {
    frontend::LoadOptions again = load;
    again.read_observer = nullptr;
    again.data_sink = [&consumer](model::Schema& schema) { return profile::MakeRowReader(consumer, schema); };
    frontend::Load(inputs, again);  // the schema again: cheap next to the rows, and it keeps one reader
  };
  return Simulate(rows, source, before, after, options);
}

Result Simulate(const RowSource& rows, model::Schema& source, const convert::ConvertResult& before,
                const convert::ConvertResult& after, const Options& options) {
  analysis::AnalysisContext before_ctx(before.schema, &source, &before.renames);
  analysis::AnalysisContext after_ctx(after.schema, &source, &after.renames);
  SchemaPlan before_plan = PlanKeys(before_ctx, false), after_plan = PlanKeys(after_ctx, true);
  // The export writes the source's ids into bit-reversed identity columns (their skip range holds
  // them), so its key values are the rewritten schema's without generated ids.
  SchemaPlan export_plan = PlanKeys(after_ctx, false);
  auto monotonic = MonotonicColumns(before_ctx, source);
  Result result;
  result.options = options;
  std::map<const model::Table*, TableRun> runs;
  for (const auto& t : source.tables) {
    if (!t.data || t.data->rows == 0) continue;
    if (!before_plan.objects.count(&t) && !after_plan.objects.count(&t)) {
      result.not_replayed.push_back(Label(source, t));
      continue;
    }
    TableRun run;
    run.every = std::max<uint64_t>(1, CeilDiv(t.data->rows, std::max<uint64_t>(options.replayed_rows, 1)));
    run.thin = options.presampled ? 1 : run.every;
    uint64_t replayed = CeilDiv(t.data->rows, run.every);
    uint64_t window =
        std::max(options.split.min_window, CeilDiv(replayed, static_cast<uint64_t>(options.split.windows)));
    run.monotonic = monotonic.count(&t) ? monotonic[&t] : std::vector<bool>(t.columns.size());
    run.monotonic.resize(t.columns.size());
    run.int_max.resize(t.columns.size());
    run.time_max.resize(t.columns.size());
    for (size_t i = 0; i < t.columns.size(); ++i)
      if (run.monotonic[i]) result.monotonic.push_back(Label(source, t) + "." + t.columns[i].name);
    run.before = MakeSpaces(before_plan, &t, options, window);
    run.after = MakeSpaces(after_plan, &t, options, window);
    run.rows = t.data->rows;
    if (options.export_files > 0) {
      run.chunks = ExportChunks(t.data->rows, options.export_files);
      run.export_dump = MakeSpaces(export_plan, &t, options, window);
      run.export_files = MakeSpaces(export_plan, &t, options, window);
    }
    runs.emplace(&t, std::move(run));
  }
  Replayer replayer(source, runs);
  std::map<const model::Table*, std::pair<std::vector<Replays>, std::vector<Replays>>> figures;
  std::vector<Phase> phases = {Phase::kLoad, Phase::kSteady};
  if (options.export_files > 0) phases.push_back(Phase::kExport);
  for (Phase phase : phases) {
    for (auto& [t, run] : runs) run.seen = 0;
    replayer.SetPhase(phase);
    rows(replayer);
    for (auto& [t, run] : runs) {
      if (phase == Phase::kExport) {
        if (!run.pending.empty()) ReleaseHeld(run);  // fewer rows than the profile counted
        RecordExport(run, figures[t].second);
        continue;
      }
      Record(run.before, figures[t].first, phase);
      Record(run.after, figures[t].second, phase);
    }
  }
  for (const auto& t : source.tables)
    if (auto it = runs.find(&t); it != runs.end())
      Collect(source, t, it->second, figures[&t].first, figures[&t].second, result.objects);
  return result;
}

}  // namespace spanlift::simulate
