// Checks the grammar leaves open so that it stays small: STRING and BYTES need a length, other
// built-in types take none, arrays do not nest, another database's type name (INT, VARCHAR) is an
// error while any other name is a proto or enum type, and integers (skip ranges, counters, days)
// fit in INT64.
#include <set>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// Type names of other databases: written in a Spanner schema they are a mistake, not a proto type
// declared without a package (which any other unknown name may be).
bool OtherDatabaseType(const std::string& name) {
  static const std::set<std::string> kOther = {
      "BIGINT",    "BIGSERIAL",   "BINARY",   "BIT",      "BLOB",      "BOOLEAN",   "BYTEA",       "CHAR",
      "CHARACTER", "CLOB",        "DATETIME", "DECIMAL",  "DOUBLE",    "FLOAT",     "INT",         "INT2",
      "INT4",      "INT8",        "INTEGER",  "JSONB",    "LONGTEXT",  "MEDIUMINT", "MEDIUMTEXT",  "MONEY",
      "NCHAR",     "NUMBER",      "NVARCHAR", "REAL",     "SERIAL",    "SMALLINT",  "SMALLSERIAL", "TEXT",
      "TIME",      "TIMESTAMPTZ", "TINYINT",  "TINYTEXT", "VARBINARY", "VARCHAR",   "YEAR"};
  return kOther.count(model::ToUpper(name)) > 0;
}

std::string CheckScalar(P::ScalarTypeContext* ctx) {
  P::TypeNameContext* type = ctx->typeName();
  bool dotted = !type->pathPart().empty();
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
  if (!dotted && !type->QUOTED_IDENTIFIER() && builtin.empty() && OtherDatabaseType(name))
    return "unknown type " + name + ": not a Spanner type (INT64, FLOAT64, STRING(n), ...; docs/type-mapping.md)";
  return "";  // any other name: a proto or enum type, with its package or without one
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
