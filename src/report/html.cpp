// report.html (docs/report-html.md): the conversion for people who review with a browser. One file:
// inline CSS, a small inline script of ours that draws the heat maps on canvases, no network, no
// external file; the same input gives the same bytes. The page skeleton, the summary, the keys
// before and after, and the findings live here; the heat maps and skew charts in their own files.
#include <fmt/format.h>

#include "inspect/inspect.h"
#include "report/html.h"
#include "report/report.h"
#include "report/simulation.h"
#include "report/tables.h"

namespace spanlift::report {

namespace {

constexpr const char* kStyle = R"(body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d1f24;background:#fafafa}
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccd}h3{font-size:15px;margin:14px 0 6px}
small{color:#667;font-weight:normal}code{font:12px ui-monospace,monospace;background:#eef;padding:1px 3px}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccd;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#e8e8f0}.sev-error{color:#b00020;font-weight:bold}.sev-warning{color:#a15c00}.sev-info{color:#456}
.counts span{display:inline-block;margin-right:18px}.none{color:#667;font-style:italic}
#errors{background:#fdd;color:#b00020;padding:8px;white-space:pre-wrap}
.pair{display:flex;gap:16px;flex-wrap:wrap}.map{margin:0}.map figcaption{font-size:12px;max-width:384px}
canvas.heat{display:block;border:1px solid #334;background:#121426}
.legend{display:flex;align-items:center;gap:8px;font-size:12px}
.ramp{display:inline-block;width:160px;height:12px;background:linear-gradient(90deg,#121426,#781028,#d64018,#faaa28,#fff6aa)}
.skew-grid{display:flex;flex-wrap:wrap;gap:8px 28px}.skew h4{margin:6px 0 2px;font-size:13px}
.bar-row{display:flex;align-items:center;gap:6px;font-size:12px}.bar-label{width:180px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.bar{display:inline-block;width:160px;height:10px;background:#e4e4ec}.fill,.fill-maybe{display:inline-block;height:10px;background:#3b5bdb;vertical-align:top}.fill-maybe{background:#b3c0f0}
)";

// Set first: an error anywhere later shows in #errors (the browser test checks it stays hidden).
constexpr const char* kErrorScript = R"(<script>
window.onerror = function (message, source, line) {
  var box = document.getElementById('errors');
  box.hidden = false;
  box.textContent += 'script error: ' + message + ' (line ' + line + ')\n';
};
</script>
)";

// Draws every heat map of #heat-data; marks <body data-rendered="N"> only when all were drawn.
constexpr const char* kDrawScript = R"(<script>
(function () {
  var stops = [[18, 20, 38], [120, 16, 40], [214, 64, 24], [250, 170, 40], [255, 246, 170]];
  function colour(t) {
    var x = Math.max(0, Math.min(1, t)) * (stops.length - 1), i = Math.min(Math.floor(x), stops.length - 2), f = x - i;
    var c = stops[i].map(function (v, k) { return Math.round(v + (stops[i + 1][k] - v) * f); });
    return 'rgb(' + c.join(',') + ')';
  }
  function draw(map) {
    var canvas = document.getElementById(map.id), ctx = canvas.getContext('2d');
    var w = canvas.width / map.windows, h = canvas.height / map.buckets, scale = Math.log(1 + map.max);
    ctx.fillStyle = colour(0);
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    for (var x = 0; x < map.windows; x++) {
      for (var y = 0; y < map.buckets; y++) {
        var v = map.cells[x * map.buckets + y];
        if (!v) continue;
        ctx.fillStyle = colour(scale ? Math.log(1 + v) / scale : 0);
        var left = Math.floor(x * w), top = Math.floor(y * h);
        ctx.fillRect(left, top, Math.floor((x + 1) * w) - left, Math.floor((y + 1) * h) - top);
      }
    }
    if (map.load > 0 && map.load < map.windows) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(Math.floor(map.load * w), 0, 1, canvas.height);
    }
  }
  var data = document.getElementById('heat-data');
  var maps = data ? JSON.parse(data.textContent) : [];
  maps.forEach(draw);
  document.body.setAttribute('data-rendered', String(maps.length));
})();
</script>
)";

std::string Severity(model::Severity s) {
  const char* name = model::SeverityName(s);
  return fmt::format("<span class=\"sev-{}\">{}</span>", name, name);
}

void Summary(std::string& out, const model::Schema& source, const convert::ConvertResult& result,
             const simulate::Result* simulation) {
  size_t counts[3] = {0, 0, 0};
  for (const auto& f : result.findings.all()) counts[static_cast<int>(f.severity)]++;
  uint64_t rows = 0;
  for (const auto& t : source.tables) rows += t.data ? t.data->rows : 0;
  out += "<section id=\"summary\"><h2>Summary</h2>\n";
  if (std::string empty = inspect::EmptyInputNote(source); !empty.empty())
    out += "<p><b>" + HtmlEscape(empty) + ".</b> The Spanner schema is empty.</p>\n";
  out += fmt::format(
      "<p class=\"counts\"><span>Source dialect: <b>{}</b></span><span>Tables: <b>{}</b> in, <b>{}</b> out</span>"
      "<span>Findings: <b>{}</b> errors, <b>{}</b> warnings, <b>{}</b> info</span><span>Input diagnostics: "
      "<b>{}</b></span><span>Rows profiled: <b>{}</b></span><span>Key spaces simulated: <b>{}</b></span></p>\n",
      model::DialectName(source.dialect), source.tables.size(), result.schema.tables.size(), counts[0], counts[1],
      counts[2], source.diagnostics.all().size(), rows, simulation ? simulation->objects.size() : 0);
  out += "</section>\n";
}

void Keys(std::string& out, const model::Schema& source, const convert::ConvertResult& result) {
  out += "<section id=\"keys\"><h2>Keys before and after</h2>\n";
  auto changes = TableChanges(source, result);
  if (changes.empty()) return void(out += "<p class=\"none\">No tables.</p>\n</section>\n");
  out += "<table><tr><th>table</th><th>key before</th><th>key after</th><th>changed by</th></tr>\n";
  for (const auto& c : changes)
    out += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td></tr>\n",
                       HtmlEscape(c.table), HtmlEscape(c.key_before), HtmlEscape(c.key_after),
                       c.why.empty() ? "-" : HtmlEscape(c.why));
  out += "</table>\n</section>\n";
}

void Findings(std::string& out, const char* id, const char* heading, const std::vector<model::Diagnostic>& all) {
  out += fmt::format("<section id=\"{}\"><h2>{} <small>{}</small></h2>\n", id, heading, all.size());
  if (all.empty()) return void(out += "<p class=\"none\">None.</p>\n</section>\n");
  out += "<table><tr><th>code</th><th>severity</th><th>object</th><th>message</th><th>line</th></tr>\n";
  for (const auto& f : all)
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", HtmlEscape(f.code),
                       Severity(f.severity), HtmlEscape(f.object), HtmlEscape(f.message),
                       f.location.line ? std::to_string(f.location.line) : "");
  out += "</table>\n</section>\n";
}

void Simulation(std::string& out, const simulate::Result* simulation, const std::string& no_simulation) {
  if (!simulation) {
    out += "<section id=\"heat\"><h2>Key-space heat maps</h2>\n<p class=\"none\">No heat maps: " +
           HtmlEscape(no_simulation) +
           ". The load simulation replays a dump's rows (docs/simulation.md).</p>\n"
           "</section>\n";
    return;
  }
  out += "<p>" + HtmlEscape(SimulationCaveat(simulation->options)) + " (<a href=\"" + kDocsUri +
         "simulation.md\">simulation.md</a>, <a href=\"" + kDocsUri + "report-html.md\">report-html.md</a>).</p>\n";
  out += HeatMapSection(*simulation);
}

}  // namespace

std::string HtmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string ReportHtml(const model::Schema& source, const convert::ConvertResult& result,
                       const simulate::Result* simulation, const std::string& no_simulation) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src "
      "'unsafe-inline'; script-src 'unsafe-inline'\">\n<title>spanlift conversion report</title>\n"
      "<style>\n";
  out += kStyle;
  out += "</style></head>\n<body>\n<div id=\"errors\" hidden></div>\n";
  out += kErrorScript;
  out += "<h1>spanlift conversion report</h1>\n";
  out +=
      "<nav id=\"contents\"><a href=\"#risks\">What can hurt</a> &middot; <a href=\"#summary\">Summary</a> &middot; "
      "<a href=\"#heat\">Heat maps</a> &middot; <a href=\"#skew\">Skew</a> &middot; <a href=\"#keys\">Keys</a> &middot; "
      "<a href=\"#findings\">Findings</a> &middot; <a href=\"#diagnostics\">Input diagnostics</a></nav>\n";
  out += RiskSection(result, simulation);
  Summary(out, source, result, simulation);
  Simulation(out, simulation, no_simulation);
  out += SkewSection(source);
  Keys(out, source, result);
  Findings(out, "findings", "Findings", result.findings.all());
  Findings(out, "diagnostics", "Input diagnostics", source.diagnostics.all());
  out += kDrawScript;
  out += "</body></html>\n";
  return out;
}

}  // namespace spanlift::report
