#include "ddl/templates.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace spanlift::ddl {

namespace {

using kainjow::mustache::mustache;

std::optional<std::string> ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// DDL and code are not HTML: values are written as they are.
mustache ParseUnescaped(const std::string& text) {
  mustache parsed(text);
  parsed.set_custom_escape([](const std::string& s) { return s; });
  return parsed;
}

}  // namespace

std::optional<TemplateSet> TemplateSet::Load(const std::string& dir, std::string& error,
                                             const std::vector<EmbeddedTemplate>& embedded_set) {
  TemplateSet set;
  if (!dir.empty() && !std::filesystem::is_directory(dir)) {
    error = "templates directory " + dir + " does not exist";
    return std::nullopt;
  }
  for (const auto& embedded : embedded_set) {
    std::string text(embedded.text), source = "embedded template " + std::string(embedded.name);
    std::filesystem::path path = std::filesystem::path(dir) / (std::string(embedded.name) + ".mustache");
    if (!dir.empty() && std::filesystem::exists(path)) {
      auto file = ReadFile(path);
      if (!file) {
        error = "cannot read " + path.string();
        return std::nullopt;
      }
      text = std::move(*file);
      source = path.string();
    }
    auto parsed = std::make_shared<Parsed>(Parsed{text, ParseUnescaped(text)});
    if (!parsed->tmpl.is_valid()) {
      error = source + ": " + parsed->tmpl.error_message();
      return std::nullopt;
    }
    set.parsed_[std::string(embedded.name)] = std::move(parsed);
  }
  return set;
}

std::string TemplateSet::Render(std::string_view name, const kainjow::mustache::data& view) const {
  auto it = parsed_.find(name);
  if (it == parsed_.end()) throw std::runtime_error("no template " + std::string(name));
  Parsed& parsed = *it->second;
  std::string out = parsed.tmpl.render(view);
  if (parsed.tmpl.is_valid()) return out;
  std::string message = "template " + std::string(name) + ": " + parsed.tmpl.error_message();
  parsed.tmpl = ParseUnescaped(parsed.text);  // the failed render left its error in the shared parse
  throw std::runtime_error(message);
}

}  // namespace spanlift::ddl
