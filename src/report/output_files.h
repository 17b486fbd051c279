#pragma once
// Writing a run's output files all-or-nothing (convert -o DIR, snippets).
#include <string>
#include <vector>

namespace spanlift::report {

struct OutputFile {
  std::string name;  // relative to the output directory; may contain fixed subfolders (never input text)
  std::string text;
};

// Writes every file to a temporary name next to its target first and renames only when all were
// written, so a failed run leaves no half-written file (and no stray temporary). Renames within one
// directory replace regular files atomically; targets that are not files are refused first.
bool WriteAtomically(const std::string& dir, const std::vector<OutputFile>& files, std::string& error);

}  // namespace spanlift::report
