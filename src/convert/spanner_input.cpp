// Spanner input (spanlift's own output, or a Spanner schema): what only Spanner has is carried as
// it is, so that converting the output again gives the same output (the round trip).
#include "convert/names.h"
#include "convert/passes.h"

namespace spanlift::convert {

std::string SpannerTableName(Context& ctx, std::string_view source_name) {
  const model::Table* t = ctx.FindSourceTable("", source_name);
  return t && ctx.FindPair(t) ? ctx.names().Table(*t) : std::string(source_name);
}

void CarrySpannerTable(Context& ctx, const TablePair& table) {
  const model::Table& src = *table.source;
  if (src.interleave) {
    table.out->interleave = *src.interleave;
    table.out->interleave->parent = SpannerTableName(ctx, src.interleave->parent);
  }
  if (src.row_deletion_policy) {
    table.out->row_deletion_policy = *src.row_deletion_policy;
    table.out->row_deletion_policy->column =
        ctx.names().Column(src, src.row_deletion_policy->column).value_or(src.row_deletion_policy->column);
  }
  for (const auto& c : src.columns) {
    model::Column* out = table.out->FindColumn(*ctx.names().Column(src, c.name));
    out->hidden = c.hidden;
    out->allow_commit_timestamp = c.allow_commit_timestamp;
  }
}

}  // namespace spanlift::convert
