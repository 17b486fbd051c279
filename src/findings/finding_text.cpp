#include "findings/finding_text.h"

#include <fmt/format.h>

#include "model/finding_codes.h"

namespace spanlift::findings {

std::string FormatFinding(const model::Diagnostic& f) {
  std::string where = f.location.line ? fmt::format("{}:{}:{}: ", f.location.file, f.location.line, f.location.column)
                                      : std::string("spanlift: ");
  std::string text = fmt::format("{}{}: {}{}{} [{}]", where, model::SeverityName(f.severity), f.object,
                                 f.object.empty() ? "" : ": ", f.message, f.code);
  if (!f.fix.empty()) text += "\n  fix: " + f.fix;
  return text;
}

std::string FormatDiagnostic(const model::Diagnostic& d) {
  if (d.location.line == 0) {  // about a whole input (it cannot be opened): no 0:0 position
    bool named = d.location.file.empty() || d.message.find(d.location.file) != std::string::npos;
    return fmt::format("{}: {}: {} [{}]", named ? "spanlift" : d.location.file, model::SeverityName(d.severity),
                       d.message, d.code);
  }
  return fmt::format("{}:{}:{}: {}: {} [{}]", d.location.file, d.location.line, d.location.column,
                     model::SeverityName(d.severity), d.message, d.code);
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
