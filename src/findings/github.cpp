// GitHub Actions workflow commands, escaped as the runner reads them (data: %, CR, LF; properties
// also ':' and ','), so no finding text can end the command or start another.
#include "findings/annotation.h"

namespace spanlift::findings {

namespace {

std::string Escape(std::string_view text, bool property) {
  std::string out;
  for (char c : text) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else if (property && c == ':')
      out += "%3A";
    else if (property && c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

const char* Command(model::Severity s) {
  return s == model::Severity::kError ? "error" : s == model::Severity::kWarning ? "warning" : "notice";
}

}  // namespace

std::string GithubCommands(const std::vector<Annotation>& annotations) {
  std::string out;
  for (const auto& a : annotations) {
    if (a.suppressed) continue;
    const auto& at = a.diagnostic.location;
    std::string props;
    if (at.line) {  // an annotation needs a line of the checkout
      props = "file=" + Escape(at.file, true) + ",line=" + std::to_string(at.line);
      if (at.column) props += ",col=" + std::to_string(at.column);
      props += ",";
    }
    props += "title=" + Escape(a.diagnostic.code, true);
    out += std::string("::") + Command(a.diagnostic.severity) + " " + props + "::" + Escape(Text(a), false) + "\n";
  }
  return out;
}

}  // namespace spanlift::findings
