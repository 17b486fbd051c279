#include "findings/finding_text.h"

#include <fmt/format.h>

#include "model/finding_codes.h"

namespace spanlift::findings {

namespace {

// Where a line points: file:line:col, or for a whole input (it cannot be opened) its name, never a
// 0:0 position; "spanlift" when there is no file or the message names it already.
std::string Where(const model::Diagnostic& d) {
  if (d.location.line) return fmt::format("{}:{}:{}", d.location.file, d.location.line, d.location.column);
  bool named = d.location.file.empty() || d.message.find(d.location.file) != std::string::npos;
  return named ? "spanlift" : d.location.file;
}

}  // namespace

std::string FormatLine(const model::Diagnostic& d) {
  std::string text = fmt::format("{}: {}: {}{}{} [{}]", Where(d), model::SeverityName(d.severity), d.object,
                                 d.object.empty() ? "" : ": ", d.message, d.code);
  if (!d.fix.empty()) text += "\n  fix: " + d.fix;
  return text;
}

void WriteDiagnosticFields(model::JsonWriter& w, const model::Diagnostic& d) {
  w.Field("code", d.code);
  w.Field("severity", model::SeverityName(d.severity));
  w.FieldOrNull("object", d.object);
  w.Field("message", d.message);
  w.FieldOrNull("fix", d.fix);
  WriteLocation(w, d.location);
}

std::string CodeList() {
  std::string out;
  for (const auto& c : model::AllFindingCodes())
    out += fmt::format("{}  {:<7}  {}\n", c.code, model::SeverityName(c.severity), c.title);
  return out;
}

}  // namespace spanlift::findings
