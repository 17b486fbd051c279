#pragma once
// Mustache templates for emitted files: embedded at build time from templates/spanner/
// (cmake/embed_templates.cmake); `--templates DIR` overrides any of them by file name.
#include <kainjow/mustache.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::ddl {

struct EmbeddedTemplate {
  std::string_view name;  // file name without .mustache
  std::string_view text;
};

const std::vector<EmbeddedTemplate>& EmbeddedTemplates();         // templates/spanner
const std::vector<EmbeddedTemplate>& EmbeddedSnippetTemplates();  // templates/snippets, "<language>/<name>"

class TemplateSet {
 public:
  // The embedded templates, each replaced by DIR/<name>.mustache when `dir` is not empty and
  // has that file. nullopt (and `error`) if DIR is unreadable or a template does not parse.
  static std::optional<TemplateSet> Load(const std::string& dir, std::string& error,
                                         const std::vector<EmbeddedTemplate>& embedded = EmbeddedTemplates());

  // Renders a template without HTML escaping (DDL is not HTML). Throws std::runtime_error when
  // rendering fails. Not for concurrent use: a render that fails resets the shared parse.
  std::string Render(std::string_view name, const kainjow::mustache::data& view) const;

 private:
  struct Parsed {
    std::string text;
    kainjow::mustache::mustache tmpl;  // parsed once: a 776-table schema renders ~10k times
  };
  // Shared by copies of the set; mustache's render is non-const but changes nothing on success.
  std::map<std::string, std::shared_ptr<Parsed>, std::less<>> parsed_;
};

}  // namespace spanlift::ddl
