// Checks the grammar leaves open so that it stays small: STRING and BYTES need a length, other
// built-in types take none, arrays do not nest, a name that is not a built-in type must be a
// (dotted) proto or enum type name, and integers (skip ranges, counters, days) fit in INT64.
#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

std::string CheckScalar(P::ScalarTypeContext* ctx) {
  P::TypeNameContext* type = ctx->typeName();
  bool dotted = !type->identifier().empty();
  std::string name = type->getText();
  std::string_view builtin = dotted ? std::string_view() : facts::BuiltinType(name);
  bool sized = ctx->LPAREN() != nullptr;
  if (facts::TakesLength(builtin)) {
    std::string upper(builtin);
    if (!sized) return name + " needs a length: " + upper + "(n) or " + upper + "(MAX)";
    if (ctx->INTEGER_LITERAL() && ctx->INTEGER_LITERAL()->getText().find_first_not_of('0') == std::string::npos)
      return "the length of " + name + " must be at least 1";
    return "";
  }
  if (sized) return "type " + name + " takes no length";
  if (!dotted && !type->QUOTED_IDENTIFIER() && builtin.empty())
    return "unknown type " + name + " (proto and enum types are written with their package, e.g. pkg." + name + ")";
  return "";
}

}  // namespace

antlr4::ParserRuleContext* FindInvalidNode(P::StatementContext* tree, std::string& message) {
  std::vector<antlr4::tree::ParseTree*> stack{tree};
  while (!stack.empty()) {
    antlr4::tree::ParseTree* node = stack.back();
    stack.pop_back();
    if (auto* array = As<P::ArrayTypeContext>(node)) {
      if (As<P::ArrayTypeContext>(array->columnType())) {
        message = "column type: arrays of arrays are not supported";
        return array->columnType();
      }
    } else if (auto* scalar = As<P::ScalarTypeContext>(node)) {
      message = CheckScalar(scalar);
      if (message.empty()) continue;
      message = "column type: " + message;
      return scalar;
      continue;
    } else if (auto* number = As<P::SignedIntContext>(node)) {
      if (ParseSignedInt(number)) continue;
      message = "integer: " + number->getText() + " is out of the INT64 range";
      return number;
    }
    // Children in reverse so the first problem in the text is found first.
    for (auto it = node->children.rbegin(); it != node->children.rend(); ++it) stack.push_back(*it);
  }
  return nullptr;
}

}  // namespace spanlift::frontend::spanner
