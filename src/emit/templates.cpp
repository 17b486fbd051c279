#include "emit/templates.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace spanlift::emit {

namespace {

using kainjow::mustache::mustache;

std::optional<std::string> ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
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
    mustache parsed(text);
    if (!parsed.is_valid()) {
      error = source + ": " + parsed.error_message();
      return std::nullopt;
    }
    set.texts_[std::string(embedded.name)] = std::move(text);
  }
  return set;
}

std::string TemplateSet::Render(std::string_view name, const kainjow::mustache::data& view) const {
  auto it = texts_.find(name);
  if (it == texts_.end()) throw std::runtime_error("no template " + std::string(name));
  mustache tmpl(it->second);
  tmpl.set_custom_escape([](const std::string& s) { return s; });
  std::string out = tmpl.render(view);
  if (!tmpl.is_valid()) throw std::runtime_error("template " + std::string(name) + ": " + tmpl.error_message());
  return out;
}

}  // namespace spanlift::emit
