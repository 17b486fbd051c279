#pragma once
// A dialect front end parses schema statements with its ANTLR grammar and applies them to the
// model. Implementations live in src/frontend/<dialect>/ and are the only code that sees ANTLR
// types; nothing downstream sees a parse tree.
#include <memory>

#include "frontend/statement.h"
#include "model/schema.h"

namespace spanlift::frontend {

class DialectFrontend {
 public:
  virtual ~DialectFrontend() = default;
  // Parses `stmt` (kind kSchema) and applies it to `schema`. A statement that does not parse
  // adds one P001 diagnostic at the offending token, quoting it, and leaves the model unchanged.
  // Statements that parse but refer to unknown objects or use unmodelled clauses add P004/P007.
  virtual void Apply(const Statement& stmt, model::Schema& schema) = 0;
};

std::unique_ptr<DialectFrontend> MakeMySqlFrontend();
std::unique_ptr<DialectFrontend> MakePostgresFrontend();
std::unique_ptr<DialectFrontend> MakeSpannerFrontend();

}  // namespace spanlift::frontend
