// Spanner input (spanlift's own output, or a Spanner schema): what only Spanner has is carried as
// it is (interleaving, row deletion policies, views, change streams), so that converting the
// output again gives the same output (the round trip).
#include "convert/names.h"
#include "convert/passes.h"

namespace spanlift::convert {

namespace {

// A table a Spanner statement names, `name` or `schema.name` (Spanner names hold no '.').
const model::Table* FindNamed(const Context& ctx, std::string_view name) {
  size_t dot = name.rfind('.');
  return dot == std::string_view::npos ? ctx.FindSourceTable("", name)
                                       : ctx.FindSourceTable(name.substr(0, dot), name.substr(dot + 1));
}

}  // namespace

std::string SpannerTableName(Context& ctx, std::string_view source_name) {
  const model::Table* t = FindNamed(ctx, source_name);
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

void CarrySpannerObjects(Context& ctx) {
  if (ctx.source.dialect != model::Dialect::kSpanner) return;
  ctx.out.views = ctx.source.views;  // the query is GoogleSQL already; its text is kept as written
  for (auto stream : ctx.source.change_streams) {
    for (auto& w : stream.tables) {
      const model::Table* t = FindNamed(ctx, w.table);
      for (auto& c : w.columns)
        if (t) c = ctx.names().Column(*t, c).value_or(c);
      w.table = SpannerTableName(ctx, w.table);
    }
    ctx.out.change_streams.push_back(std::move(stream));
  }
}

}  // namespace spanlift::convert
