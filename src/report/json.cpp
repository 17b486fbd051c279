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
  w.Array("renames", renames, [](model::JsonWriter& jw, const convert::Rename& r) {
    jw.BeginObject();
    jw.Field("kind", r.kind);
    jw.Field("from", r.from);
    jw.Field("to", r.to);
    jw.Field("code", r.code);
    model::WriteLocation(jw, r.location);
    jw.EndObject();
  });
}

void Dropped(model::JsonWriter& w, const std::vector<convert::Dropped>& dropped) {
  w.Array("dropped", dropped, [](model::JsonWriter& jw, const convert::Dropped& d) {
    jw.BeginObject();
    jw.Field("kind", d.kind);
    jw.Field("object", d.object);
    jw.Field("reason", d.reason);
    jw.Field("code", d.code);
    model::WriteLocation(jw, d.location);
    jw.EndObject();
  });
}

void NotConverted(model::JsonWriter& w, const std::vector<model::SkippedObject>& objects) {
  w.Array("not_converted", objects, [](model::JsonWriter& jw, const model::SkippedObject& o) {
    jw.BeginObject();
    jw.Field("kind", o.kind);
    jw.Field("name", o.name);
    model::WriteLocation(jw, o.location);
    jw.EndObject();
  });
}

void Rewrites(model::JsonWriter& w, const convert::ConvertResult& result) {
  w.Array("rewrites", result.rewrites, [](model::JsonWriter& jw, const auto& r) {
    jw.BeginObject();
    jw.Field("code", r.code);
    jw.Field("table", r.table);
    jw.Field("what", r.what);
    jw.Field("application", r.application);
    jw.EndObject();
  });
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
