// A generated column that could not be carried becomes a plain column (C022): nothing computes
// its values on Spanner any more. Whatever reads it changes meaning without a word unless said: a
// generated column over it computes from stored values the application must now write, and a
// UNIQUE key over CONCAT(caseref, suffix) made plain becomes a key over values nobody fills (NULLs
// never collide), which enforces nothing. Each such object gets C027.
#include <cctype>

#include "convert/findings.h"
#include "convert/passes.h"

namespace spanlift::convert {

namespace {

bool NameByte(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }

// Whether expression text names `column`: as a bare word or quoted (`c`, "c"), any case.
bool Reads(std::string_view expr, std::string_view column) {
  for (size_t i = 0; i < expr.size();) {
    char c = expr[i];
    if (c == '\'') {  // a string literal names nothing
      size_t end = expr.find('\'', i + 1);
      i = end == std::string_view::npos ? expr.size() : end + 1;
      continue;
    }
    size_t begin = i, end = i;
    if (c == '`' || c == '"') {
      end = expr.find(c, i + 1);
      if (end == std::string_view::npos) return false;
      ++begin;
      i = end + 1;
    } else if (NameByte(c)) {
      while (end < expr.size() && NameByte(expr[end])) ++end;
      i = end;
    } else {
      ++i;
      continue;
    }
    if (model::EqualsIgnoreCase(expr.substr(begin, end - begin), column)) return true;
  }
  return false;
}

bool PartsRead(const std::vector<model::KeyPart>& parts, std::string_view column) {
  for (const auto& p : parts)
    if (model::EqualsIgnoreCase(p.column, column) || (!p.expression.empty() && Reads(p.expression, column)))
      return true;
  return false;
}

std::string Why(const std::string& column) {
  return "reads " + column + ", a generated column that became a plain column (C022): on Spanner nothing computes " +
         column + ", so ";
}

constexpr const char* kFix =
    "compute the plain column in the application on every write (or translate its "
    "expression by hand), or drop what reads it";

}  // namespace

void ReportPlainGeneratedReaders(Context& ctx, const TablePair& table) {
  auto plain = ctx.plain_generated.find(table.source);
  if (plain == ctx.plain_generated.end()) return;
  const model::Table& src = *table.source;
  for (const std::string& column : plain->second) {
    for (const auto& c : src.columns)
      if (c.generated && c.name != column && Reads(c.generated->expression, column))
        ctx.Report(
            codes::kReadsPlainedGenerated, c.location, {"column", ctx.ColumnLabel(src, c.name)},
            "generated column " + c.name + " " + Why(column) + "it computes from values the application must write",
            kFix);
    if (src.primary_key && PartsRead(src.primary_key->parts, column))
      ctx.Report(codes::kReadsPlainedGenerated, src.primary_key->location, {"table", ctx.TableLabel(src)},
                 "the primary key " + Why(column) + "the key holds whatever the application writes there", kFix);
    for (const auto& index : src.indexes)
      if (PartsRead(index.parts, column) || (!index.where.empty() && Reads(index.where, column)))
        ctx.Report(codes::kReadsPlainedGenerated, index.location, {"index", index.name},
                   (index.unique ? "UNIQUE index " : "index ") + index.name + " " + Why(column) +
                       (index.unique ? "it enforces uniqueness of what the application writes there (NULLs, unless "
                                       "it writes them), not of the source's expression"
                                     : "it indexes what the application writes there"),
                   kFix);
  }
}

}  // namespace spanlift::convert
