// report.json: the conversion's totals, findings, renames, dropped and unconverted objects.
#include "findings/finding_text.h"
#include "inspect/live.h"
#include "model/json_writer.h"
#include "report/report.h"

namespace spanlift::report {

namespace {

void Diagnostics(model::JsonWriter& w, std::string_view key, const std::vector<model::Diagnostic>& items) {
  w.Key(key);
  w.BeginArray();
  for (const auto& d : items) {
    w.BeginObject();
    findings::WriteDiagnosticFields(w, d);
    w.EndObject();
  }
  w.EndArray();
}

void Totals(model::JsonWriter& w, const convert::Accounting& accounting) {
  w.Key("totals");
  w.BeginObject();
  for (const auto& [kind, k] : accounting.kinds) {
    w.Key(kind);
    w.BeginObject();
    w.Field("in", k.in);
    w.Field("emitted", k.emitted);
    w.Field("transformed", k.transformed);
    w.Field("merged", k.merged);
    w.Field("dropped", k.dropped);
    w.Field("added", k.added);
    w.EndObject();
  }
  w.EndObject();
  w.Field("balanced", accounting.balanced);
}

void Renames(model::JsonWriter& w, const std::vector<convert::Rename>& renames) {
  w.Key("renames");
  w.BeginArray();
  for (const auto& r : renames) {
    w.BeginObject();
    w.Field("kind", r.kind);
    w.Field("from", r.from);
    w.Field("to", r.to);
    w.Field("code", r.code);
    model::WriteLocation(w, r.location);
    w.EndObject();
  }
  w.EndArray();
}

void Dropped(model::JsonWriter& w, const std::vector<convert::Dropped>& dropped) {
  w.Key("dropped");
  w.BeginArray();
  for (const auto& d : dropped) {
    w.BeginObject();
    w.Field("kind", d.kind);
    w.Field("object", d.object);
    w.Field("reason", d.reason);
    w.Field("code", d.code);
    model::WriteLocation(w, d.location);
    w.EndObject();
  }
  w.EndArray();
}

void NotConverted(model::JsonWriter& w, const std::vector<model::SkippedObject>& objects) {
  w.Key("not_converted");
  w.BeginArray();
  for (const auto& o : objects) {
    w.BeginObject();
    w.Field("kind", o.kind);
    w.Field("name", o.name);
    model::WriteLocation(w, o.location);
    w.EndObject();
  }
  w.EndArray();
}

void Rewrites(model::JsonWriter& w, const convert::ConvertResult& result) {
  w.Key("rewrites");
  w.BeginArray();
  for (const auto& r : result.rewrites) {
    w.BeginObject();
    w.Field("code", r.code);
    w.Field("table", r.table);
    w.Field("what", r.what);
    w.Field("application", r.application);
    w.EndObject();
  }
  w.EndArray();
  w.Key("tables");
  w.BeginArray();
  for (const auto& s : result.shapes) {
    w.BeginObject();
    w.Field("table", s.table);
    w.Field("before", s.before);
    w.Field("after", s.after);
    w.Field("load", s.load);
    if (!s.load_evidence.empty()) w.Field("load_evidence", s.load_evidence);
    w.EndObject();
  }
  w.EndArray();
}

}  // namespace

std::string ReportJson(const model::Schema& source, const convert::ConvertResult& result) {
  std::string out;
  model::JsonWriter w(out);
  w.BeginObject();
  w.Field("source_dialect", model::DialectName(source.dialect));
  w.Field("target", "spanner");
  Totals(w, result.accounting);
  Diagnostics(w, "findings", result.findings.all());
  Renames(w, result.renames);
  Dropped(w, result.dropped);
  NotConverted(w, result.not_converted);
  Rewrites(w, result);
  Diagnostics(w, "input_diagnostics", source.diagnostics.all());
  inspect::WriteLive(w, source);  // read from a running database only (docs/live.md)
  w.EndObject();
  out += "\n";
  return out;
}

}  // namespace spanlift::report
