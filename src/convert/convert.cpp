// The conversion's steps, in order. Each lives in its own file (see passes.h).
#include "convert/convert.h"

#include "convert/context.h"
#include "convert/passes.h"

namespace spanlift::convert {

ConvertResult Convert(const model::Schema& source, const ConvertOptions& options) {
  ConvertResult result;
  result.source = &source;
  result.schema.dialect = model::Dialect::kSpanner;
  result.schema.default_schema = "";
  Context ctx(source, options, result);
  PlanTables(ctx);
  CreateTables(ctx);
  PlanSequences(ctx);
  ConvertTables(ctx);
  ConvertForeignKeys(ctx);
  CarrySpannerObjects(ctx);
  CheckLimits(ctx);
  ListNotConverted(ctx);
  Account(ctx);
  return result;
}

}  // namespace spanlift::convert
