// CREATE/ALTER TYPE (enums are modelled; composite, range and base types are skipped) and
// CREATE/ALTER DOMAIN.
#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

// Columns and domains typed by schema.old now use schema.new (or the new schema).
void RenameTypeReferences(model::Schema& schema, const std::string& old_schema, const std::string& old_name,
                          const std::string& new_schema, const std::string& new_name) {
  auto fix = [&](model::DataType& t) {
    if (t.name == old_name && (t.schema.empty() || t.schema == old_schema)) {
      t.name = new_name;
      if (!t.schema.empty()) t.schema = new_schema;
    }
  };
  for (auto& table : schema.tables)
    for (auto& c : table.columns) fix(c.type);
  for (auto& d : schema.domains) fix(d.base);
}

void RenameValue(std::vector<std::string>& values, const std::string& from, const std::string& to) {
  std::replace(values.begin(), values.end(), from, to);
}

void AddEnumValue(P::AddEnumValueContext* ctx, model::EnumType& type, Context& cx) {
  std::string value = StringValue(ctx->stringLiteral(0));
  if (std::find(type.values.begin(), type.values.end(), value) != type.values.end()) {
    if (!ctx->ifNotExists())
      cx.schema().diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                      "enum " + type.name + " already has value '" + value + "'");
    return;
  }
  auto at = type.values.end();
  if (ctx->stringLiteral().size() == 2) {
    std::string neighbour = StringValue(ctx->stringLiteral(1));
    at = std::find(type.values.begin(), type.values.end(), neighbour);
    if (at == type.values.end()) {
      cx.UnknownObject(ctx, "enum " + type.name + " has no value '" + neighbour + "'");
    } else if (ctx->AFTER()) {
      ++at;
    }
  }
  type.values.insert(at, value);
}

model::Check DomainCheck(P::DomainCheckContext* ctx, std::string name, const model::Domain& domain, Context& cx) {
  model::Check check;
  check.name = name.empty() ? MakeObjectName(domain.name, "", "check") : std::move(name);
  check.expression = ExprText(ctx->expr());
  check.location = cx.Loc(ctx);
  return check;
}

void ApplyDomainConstraint(P::DomainConstraintContext* ctx, std::string name, model::Domain& domain, Context& cx) {
  if (As<P::DomainNotNullContext>(ctx))
    domain.nullable = false;
  else if (As<P::DomainNullContext>(ctx))
    domain.nullable = true;
  else if (auto* check = As<P::DomainCheckContext>(ctx))
    domain.checks.push_back(DomainCheck(check, std::move(name), domain, cx));
}

}  // namespace

void ApplyCreateType(P::CreateTypeContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  auto* enum_body = As<P::EnumTypeBodyContext>(ctx->createTypeBody());
  if (!enum_body) {
    const char* what = As<P::CompositeTypeBodyContext>(ctx->createTypeBody()) ? "composite type"
                       : As<P::RangeTypeBodyContext>(ctx->createTypeBody())   ? "range type"
                       : ctx->createTypeBody()                                ? "base type"
                                                                              : "shell type";
    cx.Ignored(ctx, std::string("CREATE TYPE ") + name.Joined() + " (" + what + ")");
    cx.Skip(ctx, "type", name.Joined());
    return;
  }
  if (model::EnumType* existing = schema.FindEnum(name.schema, name.name); existing && existing->name == name.name) {
    schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                               "type " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::EnumType type;
  type.schema = name.schema;
  type.name = name.name;
  for (auto* value : enum_body->stringLiteral()) type.values.push_back(StringValue(value));
  type.location = cx.Loc(ctx);
  schema.enums.push_back(std::move(type));
}

void ApplyAlterType(P::AlterTypeContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  auto* action = ctx->alterTypeAction();
  if (As<P::TypeOwnerContext>(action)) {
    cx.Skip(ctx, "ownership", name.Joined());
    return;
  }
  model::EnumType* type = schema.FindEnum(name.schema, name.name);
  if (!type) {
    // Skipped (composite, range...) types: their changes do not concern the model either.
    bool skipped = std::any_of(schema.skipped.begin(), schema.skipped.end(), [&](const model::SkippedObject& s) {
      return s.kind == "type" && s.name == name.Joined();
    });
    if (!skipped) cx.UnknownObject(ctx, "ALTER TYPE on unknown type " + name.Joined());
    return;
  }
  if (auto* add = As<P::AddEnumValueContext>(action)) {
    AddEnumValue(add, *type, cx);
  } else if (auto* rv = As<P::RenameEnumValueContext>(action)) {
    RenameValue(type->values, StringValue(rv->stringLiteral(0)), StringValue(rv->stringLiteral(1)));
  } else if (auto* rt = As<P::RenameTypeContext>(action)) {
    std::string old_name = type->name;
    type->name = Identifier(rt->identifier());
    RenameTypeReferences(schema, type->schema, old_name, type->schema, type->name);
  } else if (auto* ss = As<P::SetTypeSchemaContext>(action)) {
    std::string old_schema = type->schema;
    type->schema = Identifier(ss->identifier());
    RenameTypeReferences(schema, old_schema, type->name, type->schema, type->name);
  }
}

void ApplyCreateDomain(P::CreateDomainContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  if (model::Domain* existing = schema.FindDomain(name.schema, name.name); existing && existing->name == name.name) {
    schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                               "domain " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Domain domain;
  domain.schema = name.schema;
  domain.name = name.name;
  domain.base = ConvertType(ctx->typeName(), cx);
  domain.location = cx.Loc(ctx);
  for (auto* opt : ctx->domainOption()) {
    if (opt->COLLATE())
      domain.base.collation = NameParts(opt->qualifiedName()).back();
    else if (opt->DEFAULT())
      domain.default_value = ExprText(opt->defaultExpr());
    else
      ApplyDomainConstraint(opt->domainConstraint(), opt->identifier() ? Identifier(opt->identifier()) : "", domain,
                            cx);
  }
  schema.domains.push_back(std::move(domain));
}

void ApplyAlterDomain(P::AlterDomainContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  auto* action = ctx->alterDomainAction();
  if (As<P::DomainOwnerContext>(action)) {
    cx.Skip(ctx, "ownership", name.Joined());
    return;
  }
  model::Domain* domain = schema.FindDomain(name.schema, name.name);
  if (!domain) {
    cx.UnknownObject(ctx, "ALTER DOMAIN on unknown domain " + name.Joined());
    return;
  }
  if (auto* add = As<P::AddDomainConstraintContext>(action)) {
    ApplyDomainConstraint(add->domainConstraint(), add->identifier() ? Identifier(add->identifier()) : "", *domain, cx);
  } else if (auto* drop = As<P::DropDomainConstraintContext>(action)) {
    std::string constraint = Identifier(drop->identifier());
    size_t before = domain->checks.size();
    std::erase_if(domain->checks, [&](const model::Check& c) { return c.name == constraint; });
    if (before == domain->checks.size() && !drop->ifExists())
      cx.UnknownObject(drop, "domain " + name.Joined() + " has no constraint " + constraint);
  } else if (auto* def = As<P::SetDomainDefaultContext>(action)) {
    domain->default_value = ExprText(def->defaultExpr());
  } else if (As<P::DropDomainDefaultContext>(action)) {
    domain->default_value.reset();
  } else if (As<P::SetDomainNotNullContext>(action)) {
    domain->nullable = false;
  } else if (As<P::DropDomainNotNullContext>(action)) {
    domain->nullable = true;
  } else if (auto* rc = As<P::RenameDomainConstraintContext>(action)) {
    std::string from = Identifier(rc->identifier(0)), to = Identifier(rc->identifier(1));
    for (auto& c : domain->checks)
      if (c.name == from) c.name = to;
  } else if (auto* rd = As<P::RenameDomainContext>(action)) {
    std::string old_name = domain->name;
    domain->name = Identifier(rd->identifier());
    RenameTypeReferences(schema, domain->schema, old_name, domain->schema, domain->name);
  } else if (auto* ss = As<P::SetDomainSchemaContext>(action)) {
    std::string old_schema = domain->schema;
    domain->schema = Identifier(ss->identifier());
    RenameTypeReferences(schema, old_schema, domain->name, domain->schema, domain->name);
  }
}

}  // namespace spanlift::frontend::postgres
