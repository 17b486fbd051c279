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

// A column of the table a Spanner statement names, under its converted name.
std::string ColumnName(Context& ctx, const model::Table* table, const std::string& column) {
  return table ? ctx.names().Column(*table, column).value_or(column) : column;
}

// Search and vector indexes follow their table's and columns' converted names.
void CarrySearchIndexes(Context& ctx) {
  for (auto index : ctx.source.search_indexes) {
    const model::Table* t = FindNamed(ctx, index.table);
    for (auto& p : index.parts) p.column = ColumnName(ctx, t, p.column);
    for (auto& p : index.order_by) p.column = ColumnName(ctx, t, p.column);
    for (auto& c : index.storing) c = ColumnName(ctx, t, c);
    for (auto& c : index.partition_by) c = ColumnName(ctx, t, c);
    index.table = SpannerTableName(ctx, index.table);
    if (!index.interleave_in.empty()) index.interleave_in = SpannerTableName(ctx, index.interleave_in);
    ctx.out.search_indexes.push_back(std::move(index));
  }
}

// Grants on tables follow the tables' (and columns') converted names.
void CarryGrants(Context& ctx) {
  for (auto grant : ctx.source.grants) {
    if (grant.object_kind == "TABLE") {
      const model::Table* t = FindNamed(ctx, grant.object);
      if (!grant.column.empty()) grant.column = ColumnName(ctx, t, grant.column);
      grant.object = SpannerTableName(ctx, grant.object);
    }
    ctx.out.grants.push_back(std::move(grant));
  }
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
    if (ctx.source.dialect != model::Dialect::kSpanner) continue;  // MySQL's ON UPDATE is C021's
    out->options = c.options;
    out->placement_key = c.placement_key;
    out->vector_length = c.vector_length;
    out->on_update = c.on_update;
  }
  table.out->synonyms = src.synonyms;
  table.out->options = src.options;
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
  CarrySearchIndexes(ctx);
  CarryGrants(ctx);
  ctx.out.roles = ctx.source.roles;
  ctx.out.objects = ctx.source.objects;  // kept as text: the names they read are Spanner's already
  ctx.out.proto_bundle = ctx.source.proto_bundle;
  ctx.out.has_proto_bundle = ctx.source.has_proto_bundle;
  ctx.out.database = ctx.source.database;
  ctx.out.database_options = ctx.source.database_options;
}

}  // namespace spanlift::convert
