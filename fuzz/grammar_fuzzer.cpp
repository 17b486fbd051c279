// libFuzzer target for one dialect's grammar and transformer (SPANLIFT_FUZZ_DIALECT picks it).
// The input is cut on ';' into statements applied in order to one schema, so ALTER/INDEX/DROP
// paths meet the tables earlier statements created. Any crash, sanitizer report or exception is a
// bug: Apply must turn every input into diagnostics.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "frontend/dialect_frontend.h"

using namespace spanlift;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  // 0: MySQL, 1: PostgreSQL, 2: Spanner.
  static constexpr model::Dialect kDialects[] = {model::Dialect::kMySql, model::Dialect::kPostgres,
                                                 model::Dialect::kSpanner};
  static_assert(SPANLIFT_FUZZ_DIALECT >= 0 && SPANLIFT_FUZZ_DIALECT < 3, "SPANLIFT_FUZZ_DIALECT is 0, 1 or 2");
  auto frontend = SPANLIFT_FUZZ_DIALECT == 0   ? frontend::MakeMySqlFrontend()
                  : SPANLIFT_FUZZ_DIALECT == 1 ? frontend::MakePostgresFrontend()
                                               : frontend::MakeSpannerFrontend();
  model::Schema schema;
  schema.dialect = kDialects[SPANLIFT_FUZZ_DIALECT];
  uint32_t line = 1;
  while (!input.empty()) {
    size_t end = input.find(';');
    std::string_view text = input.substr(0, end);
    frontend::Statement stmt;
    stmt.text = text;
    stmt.kind = frontend::StatementKind::kSchema;
    stmt.location = {"fuzz.sql", line, 1};
    frontend->Apply(stmt, schema);
    for (char c : text) line += c == '\n';
    if (end == std::string_view::npos) break;
    input.remove_prefix(end + 1);
  }
  return 0;
}
