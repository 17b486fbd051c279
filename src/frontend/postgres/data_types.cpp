// Type names as written -> model::DataType with PostgreSQL's aliases folded to canonical names.
#include <unordered_map>
#include <unordered_set>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

// Alias -> canonical name (format_type() spelling, shortened where schema.h asks for it).
const std::unordered_map<std::string, std::string>& Aliases() {
  static const std::unordered_map<std::string, std::string> aliases = {
      {"int2", "smallint"},      {"int", "integer"},        {"int4", "integer"},
      {"int8", "bigint"},        {"serial", "integer"},     {"serial4", "integer"},
      {"bigserial", "bigint"},   {"serial8", "bigint"},     {"smallserial", "smallint"},
      {"serial2", "smallint"},   {"decimal", "numeric"},    {"dec", "numeric"},
      {"float4", "real"},        {"float8", "double precision"}, {"bool", "boolean"},
      {"bpchar", "char"},        {"character", "char"},     {"varbit", "varbit"},
      {"timestamptz", "timestamptz"}, {"timetz", "timetz"},
  };
  return aliases;
}

// Built-in type names: anything else is user-defined and keeps its schema.
bool IsBuiltin(const std::string& name) {
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

void ConvertNamed(P::NamedTypeContext* ctx, model::DataType& type, Context& cx) {
  std::vector<std::string> parts = NameParts(ctx->qualifiedName());
  type.args = Modifiers(ctx->typeModifiers());
  std::string name = parts.back();
  bool quoted = ctx->qualifiedName()->identifier().back()->QUOTED_IDENTIFIER() != nullptr;
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

}  // namespace

std::string SerialBase(std::string_view type_name) {
  std::string lower = model::ToLower(type_name);
  if (lower == "serial" || lower == "serial4") return "integer";
  if (lower == "bigserial" || lower == "serial8") return "bigint";
  if (lower == "smallserial" || lower == "serial2") return "smallint";
  return {};
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
      type.precision_suffix = model::ToUpper(f->children.front()->getText()) + " TO " +
                              model::ToUpper(f->children.back()->getText());
    }
    type.args = Modifiers(i->typeModifiers());
  } else if (auto* n = As<P::NamedTypeContext>(simple)) {
    ConvertNamed(n, type, cx);
  }
  type.array_dims = ArrayDims(ctx->arrayBounds());
  return type;
}

}  // namespace spanlift::frontend::postgres
