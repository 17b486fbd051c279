// Test helper for differential_test.py: the translator's rules, and which rules an expression uses.
//   expression_rules                 every translation rule, one per line
//   expression_rules --used < CASES  per input line "mysql|postgres<TAB>expression": the rules the
//                                    translation applies, space-separated ("-" when refused)
#include <iostream>
#include <string>

#include "convert/expressions.h"

using spanlift::convert::ColumnInfo;
using spanlift::convert::ExpressionEnv;
using spanlift::convert::Kind;

int main(int argc, char** argv) {
  if (argc == 1) {
    for (const auto& rule : spanlift::convert::TranslationRules()) std::cout << rule << '\n';
    return 0;
  }
  if (argc != 2 || std::string(argv[1]) != "--used") {
    std::cerr << "usage: expression_rules [--used < CASES]\n";
    return 2;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    size_t tab = line.find('\t');
    ExpressionEnv env;
    env.dialect =
        line.substr(0, tab) == "mysql" ? spanlift::model::Dialect::kMySql : spanlift::model::Dialect::kPostgres;
    // Column kinds do not change which rules apply, except where a rule depends on them (integer
    // division, float rounding): the differential test reads those from the converted schema.
    env.column = [](std::string_view name) {
      return std::optional<ColumnInfo>(ColumnInfo{std::string(name), Kind::kUnknown});
    };
    auto t = spanlift::convert::TranslateExpression(line.substr(tab + 1), env);
    std::string out;
    for (const auto& rule : t.rules) out += (out.empty() ? "" : " ") + rule;
    std::cout << (out.empty() ? "-" : out) << '\n';
  }
  return 0;
}
