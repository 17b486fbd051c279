// Statements the model does not hold (views, routines, triggers, events, databases, ...): CREATE
// ones are listed in schema.skipped; DROP/ALTER of such objects change nothing we model.
#include <algorithm>
#include <array>
#include <string_view>

#include "frontend/mysql/names.h"
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

constexpr std::array<std::string_view, 16> kObjectKinds = {
    "VIEW",       "TRIGGER", "FUNCTION", "PROCEDURE", "EVENT",    "USER",    "ROLE",     "SERVER",
    "TABLESPACE", "LOGFILE", "PACKAGE",  "SYNONYM",   "RESOURCE", "SPATIAL", "DATABASE", "SCHEMA"};

void CollectTokens(antlr4::tree::ParseTree* node, std::vector<antlr4::tree::TerminalNode*>& out) {
  if (auto* t = dynamic_cast<antlr4::tree::TerminalNode*>(node)) {
    out.push_back(t);
    return;
  }
  for (auto* child : node->children) CollectTokens(child, out);
}

// Finds the object keyword (VIEW, TRIGGER, ...) after CREATE's prefixes, and the name after it.
model::SkippedObject Describe(Context& c, P::StatementContext* ctx) {
  model::SkippedObject object;
  object.location = c.Loc(ctx);
  std::vector<antlr4::tree::TerminalNode*> tokens;
  CollectTokens(ctx, tokens);
  for (size_t i = 0; i < tokens.size(); ++i) {
    std::string word = model::ToUpper(tokens[i]->getText());
    if (std::find(kObjectKinds.begin(), kObjectKinds.end(), word) == kObjectKinds.end()) continue;
    object.kind = model::ToLower(word);
    size_t n = i + 1;
    while (n < tokens.size() &&
           (tokens[n]->getSymbol()->getType() == P::IF || tokens[n]->getSymbol()->getType() == P::NOT ||
            tokens[n]->getSymbol()->getType() == P::EXISTS))
      ++n;
    for (; n < tokens.size(); ++n) {  // name, possibly qualified
      std::string text = tokens[n]->getText();
      if (text == ".") {
        object.name += '.';
        continue;
      }
      if (!object.name.empty() && object.name.back() != '.') break;
      object.name += UnquoteIdentifier(text);
    }
    return object;
  }
  object.kind = model::ToLower(tokens.empty() ? "statement" : tokens[0]->getText());
  return object;
}

}  // namespace

void ApplySkipped(Context& c, P::StatementContext* ctx) {
  if (ctx->createOther() || ctx->createDatabase() || ctx->otherStatement())
    c.schema.skipped.push_back(Describe(c, ctx));
}

}  // namespace spanlift::frontend::mysql
