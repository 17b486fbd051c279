// Fine-grained access control: CREATE ROLE, GRANT and REVOKE. A GRANT is expanded into one
// model::Grant per privilege, column, object and role, so that two spellings of the same
// privileges compare equal and a REVOKE removes exactly what it names. DROP ROLE is ApplyDrop's.
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// What the privileges are on: the object kind as Spanner spells it and the objects' names.
struct Target {
  std::string kind;
  std::vector<std::string> objects;
};

std::vector<std::string> Names(const std::vector<P::QualifiedNameContext*>& names) {
  std::vector<std::string> out;
  for (auto* n : names) out.push_back(Name(n).Joined());
  return out;
}

// ALL TABLES|VIEWS|SEQUENCES|FUNCTIONS|CHANGE STREAMS IN SCHEMA s: anything else after ALL is a
// syntax error (P001), reported here because the grammar reads the word as a name.
std::optional<Target> TargetOf(P::GrantObjectContext* ctx, Context& cx) {
  if (auto* f = As<P::TableFunctionObjectContext>(ctx)) return Target{"TABLE FUNCTION", Names(f->qualifiedName())};
  if (As<P::DefaultSchemaObjectContext>(ctx)) return Target{"SCHEMA", {""}};  // the default schema
  if (auto* n = As<P::NamedObjectContext>(ctx)) {
    std::string kind = n->CHANGE() ? "CHANGE STREAM" : model::ToUpper(n->children.front()->getText());
    return Target{kind, Names(n->qualifiedName())};
  }
  auto* all = static_cast<P::AllInSchemaObjectContext*>(ctx);
  std::string word = model::ToUpper(Identifier(all->identifier()));
  bool known = all->CHANGE() ? word == "STREAMS"
                             : word == "TABLES" || word == "VIEWS" || word == "SEQUENCES" || word == "FUNCTIONS";
  if (!known) {
    cx.schema().diagnostics.Error(model::codes::kSyntaxError, cx.Loc(all->identifier()),
                                  "GRANT ON ALL " + word +
                                      " IN SCHEMA: expected TABLES, VIEWS, SEQUENCES, FUNCTIONS or "
                                      "CHANGE STREAMS");
    return std::nullopt;
  }
  return Target{"ALL " + std::string(all->CHANGE() ? "CHANGE " : "") + word + " IN SCHEMA",
                Names(all->qualifiedName())};
}

// What each kind of object takes (Spanner's fine-grained access control): INSERT on a sequence or
// SELECT on a table function is a statement Spanner refuses.
bool Allowed(const std::string& privilege, const std::string& kind) {
  auto in = [&](std::initializer_list<std::string_view> list) {
    return std::find(list.begin(), list.end(), privilege) != list.end();
  };
  if (kind == "TABLE" || kind == "ALL TABLES IN SCHEMA") return in({"SELECT", "INSERT", "UPDATE", "DELETE"});
  if (kind == "SEQUENCE" || kind == "ALL SEQUENCES IN SCHEMA") return in({"SELECT", "UPDATE", "USAGE"});
  if (kind == "TABLE FUNCTION" || kind == "ALL FUNCTIONS IN SCHEMA") return in({"EXECUTE"});
  if (kind == "SCHEMA") return in({"USAGE"});
  return in({"SELECT"});  // views, change streams
}

// The grants a GRANT or REVOKE names, expanded.
std::vector<model::Grant> Expand(P::GrantWhatContext* what, const std::vector<P::IdentifierContext*>& grantees,
                                 Context& cx, antlr4::ParserRuleContext* at) {
  std::vector<model::Grant> out;
  auto add = [&](std::string privilege, std::string column, const std::string& kind, const std::string& object) {
    for (auto* g : grantees) out.push_back({privilege, column, kind, object, Identifier(g), cx.Loc(at)});
  };
  if (auto* roles = As<P::RoleGrantContext>(what)) {
    for (auto* role : roles->identifier()) add("ROLE", "", "ROLE", Identifier(role));
    return out;
  }
  auto* privileges = static_cast<P::PrivilegeGrantContext*>(what);
  std::optional<Target> target = TargetOf(privileges->grantObject(), cx);
  if (!target) return out;
  for (auto* p : privileges->privilege()) {
    std::string privilege = model::ToUpper(p->getStart()->getText());
    if (!Allowed(privilege, target->kind)) {
      cx.schema().diagnostics.Error(
          model::codes::kSyntaxError, cx.Loc(p),
          privilege + " cannot be granted on " + target->kind + ": Spanner refuses the statement");
      continue;
    }
    std::vector<std::string> columns = ColumnNames(p->columnList());
    for (const auto& object : target->objects) {
      if (columns.empty()) add(privilege, "", target->kind, object);
      for (const auto& c : columns) add(privilege, c, target->kind, object);
    }
  }
  return out;
}

bool Same(const model::Grant& a, const model::Grant& b) {
  return a.privilege == b.privilege && model::EqualsIgnoreCase(a.column, b.column) && a.object_kind == b.object_kind &&
         model::EqualsIgnoreCase(a.object, b.object) && model::EqualsIgnoreCase(a.grantee, b.grantee);
}

bool HasRole(const model::Schema& schema, const std::string& name) {
  return std::any_of(schema.roles.begin(), schema.roles.end(),
                     [&](const model::Role& r) { return model::EqualsIgnoreCase(r.name, name); });
}

}  // namespace

void ApplyCreateRole(P::CreateRoleContext* ctx, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  if (HasRole(cx.schema(), name)) {
    if (!ctx->ifNotExists()) cx.Duplicate(ctx, "role " + name + " already exists; this definition is ignored");
    return;
  }
  cx.schema().roles.push_back({name, cx.Loc(ctx)});
}

void ApplyGrant(P::GrantStatementContext* ctx, Context& cx) {
  auto& grants = cx.schema().grants;
  for (auto& g : Expand(ctx->grantWhat(), ctx->identifier(), cx, ctx)) {
    if (!HasRole(cx.schema(), g.grantee)) cx.UnknownObject(ctx, "GRANT to unknown role " + g.grantee);
    if (std::none_of(grants.begin(), grants.end(), [&](const model::Grant& x) { return Same(x, g); }))
      grants.push_back(std::move(g));
  }
}

void ApplyRevoke(P::RevokeStatementContext* ctx, Context& cx) {
  auto& grants = cx.schema().grants;
  for (const auto& g : Expand(ctx->grantWhat(), ctx->identifier(), cx, ctx))
    if (!std::erase_if(grants, [&](const model::Grant& x) { return Same(x, g); }))
      cx.UnknownObject(ctx, "REVOKE of a privilege role " + g.grantee + " does not hold: " + g.privilege +
                                (g.column.empty() ? "" : "(" + g.column + ")") + " ON " + g.object_kind + " " +
                                g.object);
}

}  // namespace spanlift::frontend::spanner
