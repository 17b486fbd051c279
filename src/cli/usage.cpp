// Usage habits shared by every command: the command word checked before CLI11 sees it (CLI11
// only says "A subcommand is required"), and enum options that show and accept names only.
#include <algorithm>
#include <iostream>

#include "cli/commands.h"

namespace spanlift::cli {

namespace {

// Edit distance (insertions, deletions, substitutions): command words are short.
size_t Distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::string Join(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The known name closest to `word`, when it is close enough to be a typo or a prefix.
std::string Closest(const std::string& word, const std::vector<std::string>& names) {
  std::string lower = model::ToLower(word), best;
  size_t best_distance = 3;  // at most two edits
  for (const auto& n : names) {
    size_t d = n.starts_with(lower) && lower.size() >= 2 ? 0 : Distance(lower, n);
    if (d < best_distance) best_distance = d, best = n;
  }
  return best;
}

}  // namespace

std::optional<int> CheckCommandWord(CLI::App& app, int argc, char** argv) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](CLI::App* s) { return !s->get_name().empty(); }))
    names.push_back(sub->get_name());  // option groups are nameless subcommands
  std::string word;
  for (int i = 1; i < argc && word.empty(); ++i)
    if (argv[i][0] != '-')
      word = argv[i];
    else if (std::string_view(argv[i]) == "--help" || std::string_view(argv[i]) == "-h" ||
             std::string_view(argv[i]) == "--version")
      return std::nullopt;  // CLI11 answers these
  if (word.empty()) {
    std::cerr << "spanlift: a subcommand is required: one of " << Join(names) << " (spanlift --help)\n";
    return kExitFailure;
  }
  if (std::find(names.begin(), names.end(), word) != names.end()) return std::nullopt;
  std::string closest = Closest(word, names);
  std::cerr << "spanlift: unknown subcommand '" << word << "'; known: " << Join(names)
            << (closest.empty() ? std::string() : "; did you mean '" + closest + "'?") << "\n";
  return kExitFailure;
}

CLI::Validator NamedChoice(const std::vector<std::pair<std::string, int>>& choices) {
  std::vector<std::string> names;
  for (const auto& c : choices) names.push_back(c.first);
  std::string shown;
  for (const auto& n : names) shown += (shown.empty() ? "" : "|") + n;
  return CLI::Validator(
      [choices, names](std::string& value) -> std::string {
        for (const auto& [name, number] : choices)
          if (model::EqualsIgnoreCase(value, name)) {
            value = std::to_string(number);  // CLI11 reads the enum from its number
            return "";
          }
        return "'" + value + "' is not one of " + Join(names);
      },
      shown);
}

}  // namespace spanlift::cli
