// CREATE [OR REPLACE] VIEW v SQL SECURITY INVOKER|DEFINER AS query; DROP VIEW is in
// schema_objects.cpp. The query stays text: the model keeps it as written, a normal form for
// comparison, and the names it mentions (docs/diff.md, "Views and change streams").
#include <algorithm>
#include <set>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

bool IsReserved(size_t type) { return type >= P::ALL && type <= P::WITHIN; }
bool IsNonReserved(size_t type) { return type >= P::ACTION && type <= P::VIEW; }

// A GoogleSQL reserved word (the lexer's reserved tokens), which a name must quote. `from` is any
// token of the statement: its lexer has the vocabulary.
bool IsReservedWord(const std::string& upper, antlr4::Token* from) {
  static const std::set<std::string> words = [from] {
    std::set<std::string> out;
    auto* lexer = dynamic_cast<antlr4::Lexer*>(from->getTokenSource());
    if (!lexer) return out;
    const antlr4::dfa::Vocabulary& vocabulary = lexer->getVocabulary();  // literal names are quoted: 'SELECT'
    for (size_t t = P::ALL; t <= P::WITHIN; ++t) {
      std::string literal = vocabulary.getLiteralName(t);
      if (literal.size() > 2) out.insert(literal.substr(1, literal.size() - 2));
    }
    return out;
  }();
  return words.count(upper) > 0;
}

bool IsPlainWord(std::string_view s) {
  if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

void CollectTokens(antlr4::tree::ParseTree* node, std::vector<antlr4::Token*>& out) {
  if (auto* leaf = dynamic_cast<antlr4::tree::TerminalNode*>(node)) {
    out.push_back(leaf->getSymbol());
    return;
  }
  for (auto* child : node->children) CollectTokens(child, out);
}

// A token as the normal form spells it: names and keywords upper-cased (Spanner resolves both
// case-insensitively), a quoted plain word as the bare word; literals and operators as written.
std::string NormalToken(antlr4::Token* t) {
  size_t type = t->getType();
  if (type == P::IDENTIFIER || IsReserved(type) || IsNonReserved(type)) return model::ToUpper(t->getText());
  if (type == P::QUOTED_IDENTIFIER) {
    std::string name = model::ToUpper(NameOf(t));
    return IsPlainWord(name) && !IsReservedWord(name, t) ? name : "`" + name + "`";
  }
  return t->getText();
}

// Whether tokens [0, n) are one parenthesised group: `(` at 0 closed by `)` at n - 1.
bool OuterParentheses(const std::vector<antlr4::Token*>& tokens) {
  if (tokens.size() < 2 || tokens.front()->getType() != P::LPAREN || tokens.back()->getType() != P::RPAREN) return false;
  int depth = 0;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    depth += tokens[i]->getType() == P::LPAREN ? 1 : tokens[i]->getType() == P::RPAREN ? -1 : 0;
    if (depth == 0) return false;
  }
  return true;
}

void Describe(P::ViewQueryContext* ctx, model::View& view) {
  std::vector<antlr4::Token*> tokens;
  CollectTokens(ctx, tokens);
  size_t first = 0, last = tokens.size();
  if (OuterParentheses(tokens)) ++first, --last;
  for (size_t i = first; i < last; ++i)
    view.normalized_query += (i > first ? " " : "") + NormalToken(tokens[i]);
  for (antlr4::Token* t : tokens) {
    size_t type = t->getType();
    if (type != P::IDENTIFIER && type != P::QUOTED_IDENTIFIER && !IsNonReserved(type)) continue;
    std::string name = NameOf(t);
    if (!view.Reads(name)) view.reads.push_back(name);
  }
}

}  // namespace

void ApplyCreateView(P::CreateViewContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  std::string security = model::ToUpper(Identifier(ctx->identifier()));
  if (security != "INVOKER" && security != "DEFINER") {
    cx.schema().diagnostics.Error(model::codes::kSyntaxError, cx.Loc(ctx->identifier()),
                                  "SQL SECURITY must be INVOKER or DEFINER, not " + security);
    return;
  }
  model::View view;
  view.name = name.Joined();
  view.security = security;
  view.query = ExprText(ctx->viewQuery());
  view.location = cx.Loc(ctx);
  Describe(ctx->viewQuery(), view);
  auto& views = cx.schema().views;
  auto it = std::find_if(views.begin(), views.end(), [&](const model::View& v) { return model::EqualsIgnoreCase(v.name, view.name); });
  if (it == views.end()) {
    views.push_back(std::move(view));
  } else if (ctx->REPLACE()) {
    *it = std::move(view);
  } else {
    cx.Duplicate(ctx, "view " + view.name + " already exists; this definition is ignored (CREATE OR REPLACE replaces it)");
  }
}

}  // namespace spanlift::frontend::spanner
