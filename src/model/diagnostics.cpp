#include "model/diagnostics.h"

namespace spanlift::model {

const char* SeverityName(Severity s) {
  switch (s) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kInfo: return "info";
  }
  return "error";
}

SeverityCounts& SeverityCounts::Add(const Diagnostics& diagnostics) {
  for (const auto& d : diagnostics.all()) {
    if (d.severity == Severity::kError) ++errors;
    if (d.severity == Severity::kWarning) ++warnings;
    if (d.severity == Severity::kInfo) ++infos;
  }
  return *this;
}

void Diagnostics::Add(Severity severity, std::string code, SourceLocation loc, std::string message) {
  Add(Diagnostic{severity, std::move(code), std::move(loc), std::move(message), {}, {}});
}

void Diagnostics::Add(Diagnostic diagnostic) {
  if (diagnostic.severity == Severity::kError) ++errors_;
  items_.push_back(std::move(diagnostic));
}

}  // namespace spanlift::model
