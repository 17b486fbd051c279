// Per-language view models of the snippets and their rendering through
// templates/snippets/<language>/module.mustache (embedded like templates/spanner).
#include <map>

#include "ddl/templates.h"
#include "report/snippets.h"
#include "report/snippets_names.h"

namespace spanlift::report {

namespace {

using kainjow::mustache::data;
using kainjow::mustache::list;
using snippets::Case;
using snippets::Literal;

// How one target language spells things: a data table, so that adding a language is a row and a
// template. Types are indexed by kind; nullable columns take the second spelling.
struct Language {
  const char* file;  // output path under DIR/snippets/
  const char* tmpl;  // embedded snippet template
  Case function_case, param_case, constant_case;
  const char* constant_prefix;
  Literal literal;
  std::map<std::string, std::pair<const char*, const char*>> types;
  const char* nullable_helper_suffix;  // Go takes pointers for nullable columns
};

const std::vector<Language>& Languages() {
  // clang-format off
  static const std::vector<Language> languages = {
      {"snippets/python/spanlift_shards.py", "python/module", Case::kSnake, Case::kSnake, Case::kUpperSnake, "",
       Literal::kPython,
       {{"int64", {"int", "Optional[int]"}},
        {"string", {"str", "Optional[str]"}},
        {"bool", {"bool", "Optional[bool]"}},
        {"timestamp", {"datetime.datetime", "Optional[datetime.datetime]"}},
        {"date", {"datetime.date", "Optional[datetime.date]"}},
        {"bytes", {"bytes", "Optional[bytes]"}}},
       ""},
      {"snippets/go/spanlift_shards.go", "go/module", Case::kPascal, Case::kCamel, Case::kPascal, "", Literal::kGo,
       {{"int64", {"int64", "*int64"}},
        {"string", {"string", "*string"}},
        {"bool", {"bool", "*bool"}},
        {"timestamp", {"time.Time", "*time.Time"}},
        {"date", {"time.Time", "*time.Time"}},
        {"bytes", {"[]byte", "[]byte"}}},
       "Ptr"},
      {"snippets/java/SpanliftShards.java", "java/module", Case::kCamel, Case::kCamel, Case::kUpperSnake, "",
       Literal::kJava,
       {{"int64", {"long", "Long"}},
        {"string", {"String", "String"}},
        {"bool", {"boolean", "Boolean"}},
        {"timestamp", {"java.time.Instant", "java.time.Instant"}},
        {"date", {"java.time.LocalDate", "java.time.LocalDate"}},
        {"bytes", {"byte[]", "byte[]"}}},
       ""},
      {"snippets/typescript/spanlift_shards.ts", "typescript/module", Case::kCamel, Case::kCamel,
       Case::kUpperSnake, "", Literal::kTypeScript,
       {{"int64", {"bigint", "bigint | null"}},
        {"string", {"string", "string | null"}},
        {"bool", {"boolean", "boolean | null"}},
        {"timestamp", {"Date | bigint", "Date | bigint | null"}},
        {"date", {"Date", "Date | null"}},
        {"bytes", {"Uint8Array", "Uint8Array | null"}}},
       ""},
      {"snippets/cpp/spanlift_shards.h", "cpp/module", Case::kSnake, Case::kSnake, Case::kPascal, "k",
       Literal::kCpp,
       {{"int64", {"int64_t", "std::optional<int64_t>"}},
        {"string", {"std::string_view", "std::optional<std::string_view>"}},
        {"bool", {"bool", "std::optional<bool>"}},
        {"timestamp", {"Micros", "std::optional<Micros>"}},
        {"date", {"std::chrono::year_month_day", "std::optional<std::chrono::year_month_day>"}},
        {"bytes", {"Bytes", "std::optional<Bytes>"}}},
       ""},
  };
  // clang-format on
  return languages;
}

std::vector<std::string> Concat(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::string Name(snippets::NameTable& names, const std::vector<std::string>& words, Case c) {
  return names.Unique(snippets::Join(words, c));
}

data ParamView(const Language& lang, snippets::NameTable& names, const SnippetParam& p, bool last) {
  data v;
  v.set("name", Name(names, snippets::Words(p.column), lang.param_case));
  const auto& type = lang.types.at(p.kind);
  v.set("type", p.nullable ? type.second : type.first);
  // The key-text helper the template calls: _text_<kind> (+ "Ptr" where nullable means a pointer).
  v.set("kind", p.kind + std::string(p.nullable ? lang.nullable_helper_suffix : ""));
  v.set("column_literal", snippets::Quote(p.column, lang.literal));
  v.set("last", last);
  return v;
}

// "table \"pedídos\"; total_anos is \"total_años\"": the source names of what a comment names, or "".
std::string SourceNote(const std::string& source_table,
                       const std::vector<std::pair<std::string, std::string>>& columns) {
  std::string note = source_table.empty() ? "" : "table " + snippets::CommentQuote(source_table);
  for (const auto& [column, source] : columns)
    if (!source.empty()) note += (note.empty() ? "" : "; ") + column + " is " + snippets::CommentQuote(source);
  return note;
}

void SetSourceNote(data& v, const std::string& note) {
  v.set("has_source_note", !note.empty());
  v.set("source_note", note);
}

data ShardView(const Language& lang, snippets::NameTable& names, const ShardFunction& f) {
  data v;
  std::vector<std::pair<std::string, std::string>> renamed;
  for (const auto& p : f.params) renamed.emplace_back(p.column, p.source);
  SetSourceNote(v, SourceNote(f.source_table, renamed));
  v.set("name", Name(names, Concat(snippets::Words(f.table), snippets::Words(f.column)), lang.function_case));
  v.set("table_literal", snippets::Quote(f.table, lang.literal));
  v.set("column_literal", snippets::Quote(f.column, lang.literal));
  v.set("shards", std::to_string(f.shards));
  v.set("crc32", f.crc32);
  v.set("farm", !f.crc32);
  snippets::NameTable params(snippets::ReservedWords());
  list ps;
  for (size_t i = 0; i < f.params.size(); ++i)
    ps.push_back(ParamView(lang, params, f.params[i], i + 1 == f.params.size()));
  v.set("params", ps);
  return v;
}

data BitReverseView(const Language& lang, snippets::NameTable& names, const BitReversedColumn& c) {
  auto words = Concat(snippets::Words(c.table), snippets::Words(c.column));
  data v;
  v.set("reverse_name", Name(names, Concat(words, {"bit", "reverse"}), lang.function_case));
  v.set("unreverse_name", Name(names, Concat(words, {"bit", "unreverse"}), lang.function_case));
  SetSourceNote(v, SourceNote(c.source_table, {{c.column, c.source_column}}));
  v.set("table_literal", snippets::Quote(c.table, lang.literal));
  v.set("column_literal", snippets::Quote(c.column, lang.literal));
  return v;
}

data ReadView(const Language& lang, snippets::NameTable& names, const ReadPattern& r) {
  auto words =
      Concat(snippets::Words(r.table), r.index.empty() ? std::vector<std::string>{"key"} : snippets::Words(r.index));
  data v;
  v.set("between_name", lang.constant_prefix + Name(names, Concat(words, {"read", "between"}), lang.constant_case));
  v.set("unnest_name", lang.constant_prefix + Name(names, Concat(words, {"read", "unnest"}), lang.constant_case));
  v.set("between_literal", snippets::Quote(r.between_sql, lang.literal));
  v.set("unnest_literal", snippets::Quote(r.unnest_sql, lang.literal));
  v.set("table_literal", snippets::Quote(r.table, lang.literal));
  v.set("index_literal", snippets::Quote(r.index.empty() ? "PRIMARY KEY" : r.index, lang.literal));
  return v;
}

data ModuleView(const Language& lang, const SnippetModel& model) {
  snippets::NameTable names(snippets::ReservedWords());
  list shards, reversed, reads;
  for (const auto& f : model.shards) shards.push_back(ShardView(lang, names, f));
  for (const auto& c : model.bit_reversed) reversed.push_back(BitReverseView(lang, names, c));
  for (const auto& r : model.reads) reads.push_back(ReadView(lang, names, r));
  data v;
  v.set("shards", shards);
  v.set("bit_reversed", reversed);
  v.set("reads", reads);
  return v;
}

}  // namespace

std::vector<OutputFile> SnippetFiles(const model::Schema& spanner, const SourceNames& sources) {
  SnippetModel model = CollectSnippets(spanner, sources);
  if (model.empty()) return {};
  std::string error;
  auto templates = ddl::TemplateSet::Load("", error, ddl::EmbeddedSnippetTemplates());
  if (!templates) throw std::runtime_error(error);
  std::vector<OutputFile> files;
  for (const auto& lang : Languages())
    files.push_back({lang.file, templates->Render(lang.tmpl, ModuleView(lang, model))});
  return files;
}

bool EmitSnippets(const model::Schema& spanner, const std::string& dir, std::string& error) {
  return WriteAtomically(dir, SnippetFiles(spanner), error);
}

}  // namespace spanlift::report
