// CREATE [OR REPLACE] VIEW v SQL SECURITY INVOKER|DEFINER AS query; DROP VIEW is in
// schema_objects.cpp. The query stays text: the model keeps it as written, a normal form for
// comparison, and the names it mentions (docs/diff.md, "Views and change streams").
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

void ApplyCreateView(P::CreateViewContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  std::string security = model::ToUpper(ctx->IDENTIFIER()->getText());
  if (security != "INVOKER" && security != "DEFINER") {
    cx.schema().diagnostics.Error(model::codes::kSyntaxError, cx.Loc(ctx->IDENTIFIER()->getSymbol()),
                                  "SQL SECURITY must be INVOKER or DEFINER, not " + security);
    return;
  }
  model::View view;
  view.name = name.Joined();
  view.security = security;
  view.query = ExprText(ctx->viewQuery());
  view.location = cx.Loc(ctx);
  // One redundant outer pair of parentheses is no change (normal_form.cpp).
  view.normalized_query = NormalForm(ctx->viewQuery(), /*strip_outer=*/true, &view.reads);
  auto& views = cx.schema().views;
  auto it = std::find_if(views.begin(), views.end(),
                         [&](const model::View& v) { return model::EqualsIgnoreCase(v.name, view.name); });
  if (it == views.end()) {
    views.push_back(std::move(view));
  } else if (ctx->REPLACE()) {
    *it = std::move(view);
  } else {
    cx.Duplicate(ctx,
                 "view " + view.name + " already exists; this definition is ignored (CREATE OR REPLACE replaces it)");
  }
}

}  // namespace spanlift::frontend::spanner
