// Deterministic renames of names Spanner refuses or that collide (docs/names.md).
#include "convert/names.h"

#include <cstdio>

#include "convert/findings.h"
#include "convert/transliterate.h"

namespace spanlift::convert {

namespace {

using spanner::IsIdentifierChar;
using spanner::IsIdentifierStart;
using spanner::kMaxIdentifierLength;

uint32_t Fnv1a(std::string_view s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

std::string CutWithHash(std::string_view name, std::string_view whole) {
  char hash[9];
  std::snprintf(hash, sizeof hash, "%08x", Fnv1a(whole));
  return std::string(name.substr(0, kMaxIdentifierLength - 9)) + "_" + hash;
}

std::string Why(std::string_view code, std::string_view kind) {
  if (code == codes::kNameCollision)
    return kind == "column" ? "collides (case-insensitively) with another column of the table"
                            : "collides (case-insensitively) with an earlier name; tables, indexes, constraints and "
                              "sequences share one database-wide namespace in Spanner";
  if (code == codes::kInvalidName)
    return "is not a valid Spanner identifier (letters, digits and _, starting with a letter, at most " +
           std::to_string(kMaxIdentifierLength) + " characters)";
  return "is in a schema other than the default one; the schema becomes a prefix (policy schemas = \"named\" makes "
         "it a Spanner named schema instead)";
}

// Why a table of a Spanner input's named schema is renamed: Spanner has named schemas, spanlift's
// conversion writes every table into the default one.
std::string WhyFlattened(std::string_view code, std::string_view kind, model::Dialect dialect) {
  if (code == codes::kSchemaFlattened && dialect == model::Dialect::kSpanner)
    return "is in a named schema; the conversion writes every " + std::string(kind) +
           " into the default schema, so the schema becomes a prefix (policy schemas = \"prefix\")";
  return Why(code, kind);
}

// Spanner names the constraints it makes PK_... and CK_IS_NOT_NULL_...; a foreign key or CHECK named
// so is refused ("Prefix PK_ cannot be used", checked on the emulator), whatever the case.
bool ReservedConstraintPrefix(std::string_view kind, std::string_view name) {
  if (kind != "constraint") return false;
  const std::string lower = model::ToLower(name);
  return lower.starts_with("pk_") || lower.starts_with("ck_is_not_null_");
}

}  // namespace

std::string SanitizeIdentifier(std::string_view original) {
  const std::string ascii = TransliterateToAscii(original);
  std::string_view name = ascii;
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(name[i]);
    if (IsIdentifierChar(name[i])) {
      out += name[i];
      continue;
    }
    out += '_';
    if (c >= 0xC0)  // skip the continuation bytes of one UTF-8 sequence
      while (i + 1 < name.size() && (static_cast<unsigned char>(name[i + 1]) & 0xC0) == 0x80) ++i;
  }
  if (out.empty() || !IsIdentifierStart(out[0])) out = (out.starts_with("_") ? "x" : "x_") + out;
  if (out.size() > kMaxIdentifierLength) out = CutWithHash(out, original);
  return out;
}

bool NameScope::Contains(std::string_view name) const { return lower_.count(model::ToLower(name)) > 0; }

void NameScope::Add(std::string_view name) { lower_.insert(model::ToLower(name)); }

std::string NameScope::FirstFree(std::string_view base, std::string_view schema) const {
  if (!Contains(model::Qualified(schema, base))) return std::string(base);
  for (int n = 2;; ++n) {
    std::string suffix = "_" + std::to_string(n);
    std::string candidate = std::string(base.substr(0, kMaxIdentifierLength - suffix.size())) + suffix;
    if (!Contains(model::Qualified(schema, candidate))) return candidate;
  }
}

void Names::DecideDroppedSchemas() {
  std::set<std::string> schemas;
  for (const auto& pair : ctx_.tables) schemas.insert(pair.source->schema);
  dropped_schemas_.insert("");
  if (ctx_.source.dialect == model::Dialect::kPostgres && schemas.count("public"))
    dropped_schemas_.insert("public");
  else if (schemas.size() == 1 && !(Named() && ctx_.source.dialect == model::Dialect::kSpanner))
    dropped_schemas_.insert(*schemas.begin());  // a Spanner input's named schema is kept as it is
}

void Names::DeclareNamedSchemas() {
  const bool named = Named();
  auto declare = [&](const std::string& schema, const model::SourceLocation& location) {
    if (dropped_schemas_.count(schema) || named_schemas_.count(schema)) return;
    std::string name = Claim(global_, "schema", schema, schema, "", location, false);
    named_schemas_[schema] = name;
    ctx_.out.named_schemas.push_back({name, location});
  };
  for (const auto& s : ctx_.source.named_schemas) {  // Spanner input: CREATE SCHEMA, even without tables
    if (named) {
      declare(s.name, s.location);
      continue;
    }
    ctx_.Merge("schema");
    ctx_.Report(codes::kSchemaFlattened, s.location, {"schema", s.name},
                "schema `" + s.name +
                    "` is not created: the conversion writes every object into the default schema, "
                    "each with the schema as a prefix of its name",
                "the policy schemas = \"named\" (the default for a Spanner input) keeps Spanner named schemas");
  }
  if (!named) return;
  for (const auto& pair : ctx_.tables) declare(pair.source->schema, pair.source->location);
}

bool Names::Named() const {
  return ctx_.options.named_schemas.value_or(ctx_.source.dialect == model::Dialect::kSpanner);
}

std::string Names::NamedSchema(std::string_view schema) const {
  auto it = named_schemas_.find(std::string(schema));
  return it == named_schemas_.end() ? "" : it->second;
}

std::string Names::Flatten(std::string_view schema, std::string_view name) const {
  if (dropped_schemas_.count(std::string(schema)) || named_schemas_.count(std::string(schema)))
    return std::string(name);
  return std::string(schema) + "_" + std::string(name);
}

std::string Names::Claim(NameScope& scope, std::string_view kind, std::string_view label, std::string_view flat,
                         std::string_view prefix, const model::SourceLocation& location, bool flattened,
                         std::string_view schema) {
  std::string code = flattened ? codes::kSchemaFlattened : "";
  std::string name = SanitizeIdentifier(flat);
  if (name != flat) code = codes::kInvalidName;
  const bool reserved = ReservedConstraintPrefix(kind, name);
  if (reserved) {
    name = SanitizeIdentifier("x_" + name);
    code = codes::kInvalidName;
  }
  if (scope.Contains(model::Qualified(schema, name))) {
    code = codes::kNameCollision;
    std::string prefixed = prefix.empty() ? name : SanitizeIdentifier(std::string(prefix) + "_" + name);
    name = scope.FirstFree(prefixed, schema);
  }
  name = model::Qualified(schema, name);
  scope.Add(name);
  if (!code.empty()) {
    ctx_.result.renames.push_back({std::string(kind), std::string(label), name, code, location});
    ctx_.Report(
        code, location, {std::string(kind), std::string(label)},
        std::string(kind) + " `" + std::string(label) + "` " +
            (reserved ? "starts with a prefix Spanner reserves for the constraints it names (PK_, "
                        "CK_IS_NOT_NULL_)"
                      : WhyFlattened(code, kind, ctx_.source.dialect)) +
            (code == codes::kInvalidName && TransliterateToAscii(flat) != flat ? "; transliterated (ICU)" : "") +
            "; renamed to `" + name + "`",
        "refer to it as `" + name + "` in the application");
  }
  return name;
}

void Names::AssignTables() {
  DecideDroppedSchemas();
  DeclareNamedSchemas();
  for (const auto& pair : ctx_.tables) {
    const model::Table& t = *pair.source;
    TableNames& names = tables_[&t];
    std::string label = ctx_.TableLabel(t);
    std::string flat = Flatten(t.schema, t.name);
    const size_t renames = ctx_.result.renames.size();
    names.name = Claim(global_, "table", label, flat, "", t.location, flat != t.name, NamedSchema(t.schema));
    // A table of a renamed named schema (`web-stats` -> web_stats) is renamed with it: the schema's
    // finding says why, the rename record maps it.
    if (ctx_.result.renames.size() == renames && !model::EqualsIgnoreCase(names.name, label) &&
        !NamedSchema(t.schema).empty())
      ctx_.result.renames.push_back({"table", label, names.name, codes::kInvalidName, t.location});
    for (const auto& c : t.columns) {
      size_t renames = ctx_.result.renames.size();
      names.columns[c.name] = Claim(names.scope, "column", ctx_.ColumnLabel(t, c.name), c.name, "", c.location, false);
      if (ctx_.result.renames.size() > renames) {
        ctx_.result.renames.back().table = names.name;
        ctx_.result.renames.back().source = c.name;
      }
    }
  }
}

const std::string& Names::Table(const model::Table& source) const { return tables_.at(&source).name; }

std::optional<std::string> Names::Column(const model::Table& source, std::string_view column) const {
  const model::Column* c = source.FindColumn(column);
  auto it = tables_.find(&source);
  if (!c || it == tables_.end()) return std::nullopt;
  auto col = it->second.columns.find(c->name);
  if (col == it->second.columns.end()) return std::nullopt;
  return col->second;
}

std::string Names::NewColumn(const model::Table& source, std::string_view base) {
  NameScope& scope = tables_.at(&source).scope;
  std::string name = scope.FirstFree(base);
  scope.Add(name);
  return name;
}

std::string Names::Global(std::string_view kind, std::string_view label, std::string_view flat,
                          std::string_view spanner_table, const model::SourceLocation& location, bool flattened,
                          std::string_view schema) {
  return Claim(global_, kind, label, flat, model::UnqualifiedName(spanner_table), location, flattened, schema);
}

std::string Names::Index(std::string_view label, std::string_view flat, std::string_view spanner_table,
                         const model::SourceLocation& location) {
  return model::UnqualifiedName(Claim(global_, "index", label, flat, model::UnqualifiedName(spanner_table), location,
                                      false, model::SchemaOf(spanner_table)));
}

}  // namespace spanlift::convert
