// GitHub Actions workflow commands: one `::error|warning|notice file=...,line=...,col=...,title=CODE::`
// line per finding that is not suppressed, escaped as the runner reads them (data: %, CR, LF;
// properties also ':' and ','), so no finding text can end the command or start another.
#include <string>

#include "emit/diff_review.h"

namespace spanlift::emit {

namespace {

std::string Escape(std::string_view text, bool property) {
  std::string out;
  for (char c : text) {
    if (c == '%') out += "%25";
    else if (c == '\r') out += "%0D";
    else if (c == '\n') out += "%0A";
    else if (property && c == ':') out += "%3A";
    else if (property && c == ',') out += "%2C";
    else out += c;
  }
  return out;
}

const char* Command(model::Severity s) {
  return s == model::Severity::kError ? "error" : s == model::Severity::kWarning ? "warning" : "notice";
}

}  // namespace

std::string DiffReviewGithub(const DiffReport& review) {
  std::string out;
  for (const auto* f : diff_review::Shown(review.result)) {
    const auto& d = f->diagnostic;
    std::string props;
    diff_review::CheckoutLocation at = diff_review::InCheckout(review, d.location);
    if (at.location.line) {  // an annotation needs a line of the checkout; OLD's lines are in the text
      props = "file=" + Escape(at.location.file, true) + ",line=" + std::to_string(at.location.line);
      if (at.location.column) props += ",col=" + std::to_string(at.location.column);
      props += ",";
    }
    props += "title=" + Escape(d.code, true);
    std::string text =
        (d.object.empty() ? "" : d.object + ": ") + d.message + at.note + (d.fix.empty() ? "" : "\nfix: " + d.fix);
    out += std::string("::") + Command(d.severity) + " " + props + "::" + Escape(text, false) + "\n";
  }
  return out;
}

}  // namespace spanlift::emit
