// Objects the model keeps as their statement (model::SpannerObject): models, property graphs,
// functions, locality groups, placements and statistics packages; and the proto bundle, kept as
// its list of types. A CREATE is kept without OR REPLACE, IF NOT EXISTS and its OPTIONS (SET
// OPTIONS changes those); the rest is compared in normal form (normal_form.cpp).
#include <algorithm>

#include "frontend/spanner/transformer.h"
#include "spanner/identifiers.h"

namespace spanlift::frontend::spanner {

namespace {

// The children of `ctx` after its name (the object's body), without an OPTIONS clause.
std::vector<antlr4::tree::ParseTree*> Body(antlr4::ParserRuleContext* ctx, antlr4::tree::ParseTree* name) {
  std::vector<antlr4::tree::ParseTree*> out;
  bool after = false;
  for (auto* child : ctx->children) {
    if (after && !dynamic_cast<P::OptionsClauseContext*>(child)) out.push_back(child);
    after = after || child == name;
  }
  return out;
}

// Source text from the first node's first token to the last node's last token.
std::string SourceOf(const std::vector<antlr4::tree::ParseTree*>& nodes) {
  if (nodes.empty()) return "";
  auto first = [](antlr4::tree::ParseTree* n) {
    if (auto* r = dynamic_cast<antlr4::ParserRuleContext*>(n)) return r->getStart();
    return static_cast<antlr4::tree::TerminalNode*>(n)->getSymbol();
  };
  auto last = [](antlr4::tree::ParseTree* n) {
    if (auto* r = dynamic_cast<antlr4::ParserRuleContext*>(n)) return r->getStop();
    return static_cast<antlr4::tree::TerminalNode*>(n)->getSymbol();
  };
  antlr4::Token* a = first(nodes.front());
  antlr4::Token* b = last(nodes.back());
  return a->getInputStream()->getText(antlr4::misc::Interval(a->getStartIndex(), b->getStopIndex()));
}

// Adds or replaces (`replace`: CREATE OR REPLACE) the object; a second CREATE without OR REPLACE
// or IF NOT EXISTS is P005.
model::SpannerObject* Define(model::SpannerObject object, bool replace, bool if_not_exists,
                             antlr4::ParserRuleContext* at, Context& cx) {
  if (model::SpannerObject* existing = FindObject(cx.schema(), object.kind, object.name)) {
    if (replace)
      *existing = std::move(object);
    else if (!if_not_exists)
      cx.Duplicate(at, object.kind + " " + object.name + " already exists; this definition is ignored");
    return existing;
  }
  cx.schema().objects.push_back(std::move(object));
  return &cx.schema().objects.back();
}

// An object whose CREATE is `head name body` with the body from the parse tree.
model::SpannerObject Described(std::string kind, std::string head, const QualifiedName& name,
                               antlr4::ParserRuleContext* ctx, antlr4::tree::ParseTree* name_node, Context& cx) {
  model::SpannerObject object;
  object.kind = std::move(kind);
  object.name = name.Joined();
  std::vector<antlr4::tree::ParseTree*> body = Body(ctx, name_node);
  std::string source = SourceOf(body);
  object.text = head + " " + ::spanlift::spanner::QuoteQualified(object.name) + (source.empty() ? "" : " " + source);
  object.normalized = model::ToUpper(object.name);
  for (auto* node : body)
    if (auto* rule = dynamic_cast<antlr4::ParserRuleContext*>(node))
      object.normalized += " " + NormalForm(rule, false, &object.reads);
    else
      object.normalized += " " + model::ToUpper(node->getText());
  // A trailing comma before `)` (GetDatabaseDdl writes INPUT (x INT64,)) is spelling; the body's
  // parts are normalised apart, so the comma and its `)` meet only here.
  for (size_t at; (at = object.normalized.find(" , )")) != std::string::npos;) object.normalized.erase(at, 2);
  object.location = cx.Loc(ctx);
  return object;
}

void SetOptions(std::string_view kind, const std::string& name, P::OptionsClauseContext* options, bool if_exists,
                antlr4::ParserRuleContext* at, Context& cx) {
  model::SpannerObject* object = FindObject(cx.schema(), kind, name);
  if (!object && kind == "statistics") {  // packages exist without a CREATE: the first ALTER names one
    model::SpannerObject fresh;
    fresh.kind = "statistics";
    fresh.name = name;
    fresh.normalized = model::ToUpper(name);
    fresh.location = cx.Loc(at);
    cx.schema().objects.push_back(std::move(fresh));
    object = &cx.schema().objects.back();
  }
  if (!object) {
    if (!if_exists) cx.UnknownObject(at, "ALTER refers to unknown " + std::string(kind) + " " + name);
    return;
  }
  MergeOptions(options, object->options);
}

std::vector<std::string> ProtoTypes(P::ProtoTypesContext* ctx) {
  std::vector<std::string> out;
  if (ctx)
    for (auto* path : ctx->protoPath()) {
      std::string name = Identifier(path->identifier());
      for (auto* part : path->pathPart()) name += "." + NameOf(part->getStart());
      out.push_back(name);
    }
  return out;
}

}  // namespace

model::SpannerObject* FindObject(model::Schema& schema, std::string_view kind, const std::string& name) {
  for (auto& o : schema.objects)
    if (o.kind == kind && model::EqualsIgnoreCase(o.name, name)) return &o;
  return nullptr;
}

void ApplyCreateModel(P::CreateModelContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::SpannerObject object = Described("model", "CREATE MODEL", name, ctx, ctx->qualifiedName(), cx);
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), object.options);
  Define(std::move(object), ctx->REPLACE() != nullptr, !ctx->ifNotExists().empty(), ctx, cx);
}

void ApplyAlterModel(P::AlterModelContext* ctx, Context& cx) {
  SetOptions("model", Name(ctx->qualifiedName()).Joined(), ctx->optionsClause(), ctx->ifExists(), ctx, cx);
}

void ApplyCreatePropertyGraph(P::CreatePropertyGraphContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::SpannerObject object =
      Described("property graph", "CREATE PROPERTY GRAPH", name, ctx, ctx->qualifiedName(), cx);
  Define(std::move(object), ctx->REPLACE() != nullptr, ctx->ifNotExists() != nullptr, ctx, cx);
}

void ApplyCreateFunction(P::CreateFunctionContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::SpannerObject object = Described("function", "CREATE FUNCTION", name, ctx, ctx->qualifiedName(), cx);
  Define(std::move(object), ctx->REPLACE() != nullptr, false, ctx, cx);
}

void ApplyCreateLocalityGroup(P::CreateLocalityGroupContext* ctx, Context& cx) {
  QualifiedName name{"", Identifier(ctx->identifier())};
  model::SpannerObject object = Described("locality group", "CREATE LOCALITY GROUP", name, ctx, ctx->identifier(), cx);
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), object.options);
  Define(std::move(object), false, ctx->ifNotExists() != nullptr, ctx, cx);
}

void ApplyAlterLocalityGroup(P::AlterLocalityGroupContext* ctx, Context& cx) {
  SetOptions("locality group", Identifier(ctx->identifier()), ctx->optionsClause(), ctx->ifExists(), ctx, cx);
}

void ApplyCreatePlacement(P::CreatePlacementContext* ctx, Context& cx) {
  QualifiedName name{"", Identifier(ctx->identifier())};
  model::SpannerObject object = Described("placement", "CREATE PLACEMENT", name, ctx, ctx->identifier(), cx);
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), object.options);
  Define(std::move(object), false, ctx->ifNotExists() != nullptr, ctx, cx);
}

void ApplyAlterPlacement(P::AlterPlacementContext* ctx, Context& cx) {
  SetOptions("placement", Identifier(ctx->identifier()), ctx->optionsClause(), ctx->ifExists(), ctx, cx);
}

void ApplyAlterStatistics(P::AlterStatisticsContext* ctx, Context& cx) {
  SetOptions("statistics", Identifier(ctx->identifier()), ctx->optionsClause(), false, ctx, cx);
}

void ApplyProtoBundle(antlr4::ParserRuleContext* ctx, Context& cx) {
  model::Schema& schema = cx.schema();
  auto find = [&](const std::string& type) {
    return std::find_if(schema.proto_bundle.begin(), schema.proto_bundle.end(),
                        [&](const std::string& t) { return model::EqualsIgnoreCase(t, type); });
  };
  if (auto* create = dynamic_cast<P::CreateProtoBundleContext*>(ctx)) {
    if (schema.has_proto_bundle)
      return cx.Duplicate(ctx, "the proto bundle already exists; this definition is ignored");
    schema.has_proto_bundle = true;
    schema.proto_bundle = ProtoTypes(create->protoTypes());
  } else if (auto* alter = dynamic_cast<P::AlterProtoBundleContext*>(ctx)) {
    if (!schema.has_proto_bundle) return cx.UnknownObject(ctx, "ALTER PROTO BUNDLE without a proto bundle");
    for (auto* child : alter->children) {
      auto* list = dynamic_cast<P::ProtoTypesContext*>(child);
      if (!list) continue;
      size_t word = std::find(alter->children.begin(), alter->children.end(), child) - alter->children.begin() - 1;
      std::string verb = model::ToUpper(alter->children[word]->getText());
      for (const auto& type : ProtoTypes(list)) {
        auto it = find(type);
        if (verb == "INSERT" && it == schema.proto_bundle.end())
          schema.proto_bundle.push_back(type);
        else if (verb == "DELETE" && it != schema.proto_bundle.end())
          schema.proto_bundle.erase(it);
        else if (verb != "UPDATE" || it == schema.proto_bundle.end())
          cx.UnknownObject(list, "ALTER PROTO BUNDLE " + verb + " " + type + ": " +
                                     (it == schema.proto_bundle.end() ? "not in the bundle" : "already in the bundle"));
      }
    }
  } else {
    if (!schema.has_proto_bundle) return cx.UnknownObject(ctx, "DROP PROTO BUNDLE without a proto bundle");
    schema.has_proto_bundle = false;
    schema.proto_bundle.clear();
  }
}

void ApplyCreateDatabase(P::CreateDatabaseContext* ctx, Context& cx) {
  cx.schema().database = Identifier(ctx->identifier());
}

}  // namespace spanlift::frontend::spanner
