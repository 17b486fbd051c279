// The normal form of a statement's text: tokens joined by one space, names and keywords
// upper-cased, a quoted plain name as the bare name, comments dropped; and the names it mentions.
// Views, property graphs, models and functions are compared by it (docs/diff.md).
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
  if (tokens.size() < 2 || tokens.front()->getType() != P::LPAREN || tokens.back()->getType() != P::RPAREN)
    return false;
  int depth = 0;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    depth += tokens[i]->getType() == P::LPAREN ? 1 : tokens[i]->getType() == P::RPAREN ? -1 : 0;
    if (depth == 0) return false;
  }
  return true;
}

}  // namespace

std::string NormalForm(antlr4::ParserRuleContext* ctx, bool strip_outer, std::vector<std::string>* reads) {
  std::vector<antlr4::Token*> tokens;
  CollectTokens(ctx, tokens);
  size_t first = 0, last = tokens.size();
  if (strip_outer && OuterParentheses(tokens)) ++first, --last;
  std::string out;
  for (size_t i = first; i < last; ++i) {
    // A trailing comma in a list, as GetDatabaseDdl writes a model's INPUT (x INT64,): spelling.
    if (tokens[i]->getType() == P::COMMA && i + 1 < last && tokens[i + 1]->getType() == P::RPAREN) continue;
    out += (out.empty() ? "" : " ") + NormalToken(tokens[i]);
  }
  if (!reads) return out;
  for (antlr4::Token* t : tokens) {
    size_t type = t->getType();
    if (type != P::IDENTIFIER && type != P::QUOTED_IDENTIFIER && !IsNonReserved(type)) continue;
    std::string name = NameOf(t);
    bool seen = std::any_of(reads->begin(), reads->end(),
                            [&](const std::string& r) { return model::EqualsIgnoreCase(r, name); });
    if (!seen) reads->push_back(name);
  }
  return out;
}

}  // namespace spanlift::frontend::spanner
