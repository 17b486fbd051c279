#pragma once
// Column defaults, ON UPDATE clauses and generated columns in Spanner terms. A default that
// cannot be expressed is a finding (C020), never DDL Spanner would reject.
#include "convert/context.h"
#include "convert/expressions.h"

namespace spanlift::convert {

// The expression environment of a converted table (CHECKs, generated columns, predicates): its
// columns by source name, deterministic functions only.
ExpressionEnv ColumnEnv(Context& ctx, const TablePair& table);
// The environment for defaults: no column references.
ExpressionEnv ConstantEnv(const Context& ctx);

// Reports each known difference of a translated expression (C025); `what` names the expression
// ("CHECK (a > 0)", "generated column expression x + 1").
void ReportDifferences(Context& ctx, const model::SourceLocation& location, const ObjectRef& object,
                       const std::string& what, const Translation& t);
// Sets out.default_value from the source default (unless a sequence already did).
void TranslateDefault(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out);
// A MySQL ON UPDATE clause: with ConvertOptions::features_2026 a commit-timestamp ON UPDATE (C028);
// otherwise reported as dropped (C021), since Spanner columns before 2026 have none.
void CarryOrReportOnUpdate(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out);
// Sets out.generated; an expression that cannot be translated leaves a plain column (C022).
void TranslateGenerated(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out);

}  // namespace spanlift::convert
