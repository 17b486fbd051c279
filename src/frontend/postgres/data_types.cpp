// Type names as written -> model::DataType with PostgreSQL's aliases folded to canonical names.
#include <unordered_map>
#include <unordered_set>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

// Alias -> canonical name (format_type() spelling, shortened where schema.h asks for it).
const std::unordered_map<std::string, std::string>& Aliases() {
  // clang-format off
  static const std::unordered_map<std::string, std::string> aliases = {
      {"int2", "smallint"},      {"int", "integer"},        {"int4", "integer"},
      {"int8", "bigint"},        {"serial", "integer"},     {"serial4", "integer"},
      {"bigserial", "bigint"},   {"serial8", "bigint"},     {"smallserial", "smallint"},
      {"serial2", "smallint"},   {"decimal", "numeric"},    {"dec", "numeric"},
      {"float4", "real"},        {"float8", "double precision"}, {"bool", "boolean"},
      {"bpchar", "char"},        {"character", "char"},     {"varbit", "varbit"},
      {"timestamptz", "timestamptz"}, {"timetz", "timetz"},
  };
  // clang-format on
  return aliases;
}

// Built-in type names: anything else is user-defined and keeps its schema.
bool IsBuiltin(const std::string& name) {
  // clang-format off
  static const std::unordered_set<std::string> builtins = {
      "smallint", "integer", "bigint", "numeric", "real", "double precision", "float", "money",
      "boolean", "char", "varchar", "text", "name", "bytea", "date", "time", "timetz",
      "timestamp", "timestamptz", "interval", "uuid", "json", "jsonb", "jsonpath", "xml", "inet",
      "cidr", "macaddr", "macaddr8", "bit", "varbit", "tsvector", "tsquery", "point", "line",
      "lseg", "box", "path", "polygon", "circle", "int4range", "int8range", "numrange", "tsrange",
      "tstzrange", "daterange", "int4multirange", "int8multirange", "nummultirange",
      "tsmultirange", "tstzmultirange", "datemultirange", "oid", "regclass", "regproc",
      "regprocedure", "regtype", "regconfig", "regdictionary", "regnamespace", "regrole",
      "pg_lsn", "txid_snapshot", "pg_snapshot", "record", "void", "\"char\"", "xid", "cid", "tid",
      "anyelement", "anyarray", "cstring", "trigger"};
  // clang-format on
  return builtins.count(name) > 0;
}

std::vector<std::string> Modifiers(P::TypeModifiersContext* ctx) {
  std::vector<std::string> args;
  if (!ctx) return args;
  for (auto* m : ctx->typeModifier()) args.push_back(ExprText(m));
  return args;
}

int ArrayDims(P::ArrayBoundsContext* ctx) {
  if (!ctx) return 0;
  if (ctx->ARRAY()) return 1;
  return static_cast<int>(ctx->LBRACKET().size());
}

// float(p): PostgreSQL picks real for p <= 24, double precision otherwise.
void FoldFloat(model::DataType& type) {
  if (type.args.empty()) {
    type.name = "double precision";
    return;
  }
  type.name = std::atoi(type.args[0].c_str()) <= 24 ? "real" : "double precision";
  type.args.clear();
}

// A (possibly qualified) type name with its modifiers: built-in aliases fold to canonical names;
// user types keep their schema.
void ResolveNamed(const std::vector<std::string>& parts, bool quoted, model::DataType& type, Context& cx) {
  std::string name = parts.back();
  if (quoted && name == "char") {  // the single-byte internal type, not character(1)
    type.name = "\"char\"";
    return;
  }
  bool catalog = parts.size() == 1 || parts[parts.size() - 2] == "pg_catalog";
  if (catalog) {
    auto alias = Aliases().find(name);
    std::string canonical = alias != Aliases().end() ? alias->second : name;
    if (canonical == "float") {
      FoldFloat(type);
      return;
    }
    if (IsBuiltin(canonical)) {
      type.name = canonical;
      return;
    }
  }
  type.name = name;
  if (parts.size() >= 2) {
    type.schema = parts[parts.size() - 2];
    return;
  }
  // Unqualified user type: the schema of the enum or domain it names, if known.
  model::Schema& s = cx.schema();
  if (s.FindEnum(s.default_schema, name) || s.FindDomain(s.default_schema, name)) {
    type.schema = s.default_schema;
  } else if (model::EnumType* e = s.FindEnum("", name)) {
    type.schema = e->schema;
  } else if (model::Domain* d = s.FindDomain("", name)) {
    type.schema = d->schema;
  }
}

void ConvertNamed(P::NamedTypeContext* ctx, model::DataType& type, Context& cx) {
  type.args = Modifiers(ctx->typeModifiers());
  ResolveNamed(NameParts(ctx->qualifiedName()), LastPartQuoted(ctx->qualifiedName()), type, cx);
}

// Multi-word spellings of built-in types (lower case, one space between words).
const std::unordered_map<std::string, std::string>& MultiWordTypes() {
  static const std::unordered_map<std::string, std::string> types = {{"double precision", "double precision"},
                                                                     {"character varying", "varchar"},
                                                                     {"char varying", "varchar"},
                                                                     {"national character varying", "varchar"},
                                                                     {"national character", "char"},
                                                                     {"bit varying", "varbit"},
                                                                     {"timestamp with time zone", "timestamptz"},
                                                                     {"timestamp without time zone", "timestamp"},
                                                                     {"time with time zone", "timetz"},
                                                                     {"time without time zone", "time"}};
  return types;
}

}  // namespace

std::string SerialBase(std::string_view type_name) {
  std::string lower = model::ToLower(type_name);
  if (lower == "serial" || lower == "serial4") return "integer";
  if (lower == "bigserial" || lower == "serial8") return "bigint";
  if (lower == "smallserial" || lower == "serial2") return "smallint";
  return {};
}

std::optional<model::DataType> TypeFromTokens(const std::vector<QueryToken>& tokens, Context& cx) {
  model::DataType type;
  std::vector<std::string> words, parts;
  bool quoted = false, in_args = false, dotted = false;
  std::string arg;
  for (const auto& t : tokens) {
    if (t.text == "(" && !in_args && type.args.empty()) {
      in_args = true;
    } else if (in_args && (t.text == "," || t.text == ")")) {
      type.args.push_back(arg);
      arg.clear();
      in_args = t.text == ",";
    } else if (in_args) {
      arg += t.text;
    } else if (t.text == "[") {
      ++type.array_dims;
    } else if (t.text == "]") {
      continue;
    } else if (t.text == ".") {
      dotted = true;
    } else if (t.kind == QueryToken::Kind::kWord || t.kind == QueryToken::Kind::kQuotedName) {
      if (dotted && !parts.empty())
        parts.back() += "." + t.name;
      else
        parts.push_back(t.name);
      words.push_back(model::ToLower(t.text));
      quoted = t.kind == QueryToken::Kind::kQuotedName;
      dotted = false;
    } else {
      return std::nullopt;
    }
  }
  if (in_args || parts.empty()) return std::nullopt;
  std::string joined;
  for (const auto& w : words) joined += (joined.empty() ? "" : " ") + w;
  if (auto multi = MultiWordTypes().find(joined); multi != MultiWordTypes().end()) {
    type.name = multi->second;
    return type;
  }
  if (parts.size() != 1) return std::nullopt;  // words that are not one type name
  std::vector<std::string> name_parts;
  for (size_t start = 0, dot; start <= parts[0].size(); start = dot + 1) {
    dot = parts[0].find('.', start);
    if (dot == std::string::npos) dot = parts[0].size();
    name_parts.push_back(parts[0].substr(start, dot - start));
  }
  ResolveNamed(name_parts, quoted, type, cx);
  return type;
}

model::DataType ConvertType(P::TypeNameContext* ctx, Context& cx) {
  model::DataType type;
  auto* simple = ctx->simpleTypeName();
  if (As<P::DoublePrecisionTypeContext>(simple)) {
    type.name = "double precision";
  } else if (auto* c = As<P::CharacterTypeContext>(simple)) {
    type.name = c->VARYING() ? "varchar" : "char";
    type.args = Modifiers(c->typeModifiers());
  } else if (auto* b = As<P::BitTypeContext>(simple)) {
    type.name = b->VARYING() ? "varbit" : "bit";
    type.args = Modifiers(b->typeModifiers());
  } else if (auto* d = As<P::DatetimeTypeContext>(simple)) {
    type.name = d->TIMESTAMP() ? "timestamp" : "time";
    if (d->WITH()) type.name += "tz";
    type.args = Modifiers(d->typeModifiers());
  } else if (auto* i = As<P::IntervalTypeContext>(simple)) {
    type.name = "interval";
    if (i->intervalFields()) type.precision_suffix = model::ToUpper(i->intervalFields()->getText());
    if (auto* f = i->intervalFields(); f && f->TO()) {
      type.precision_suffix =
          model::ToUpper(f->children.front()->getText()) + " TO " + model::ToUpper(f->children.back()->getText());
    }
    type.args = Modifiers(i->typeModifiers());
  } else if (auto* n = As<P::NamedTypeContext>(simple)) {
    ConvertNamed(n, type, cx);
  }
  type.array_dims = ArrayDims(ctx->arrayBounds());
  return type;
}

}  // namespace spanlift::frontend::postgres
