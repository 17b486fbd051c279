#include "convert/defaults.h"

#include <regex>

#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "convert/shard_expression.h"
#include "spanner/alter_rules.h"
#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::convert {

namespace {

ObjectRef ColumnRef(Context& ctx, const TablePair& table, const model::Column& c) {
  return {"column", ctx.ColumnLabel(*table.source, c.name)};
}

// A non-literal default must produce the column's kind; CURRENT_TIMESTAMP() on a DATE column
// means today.
std::optional<std::string> FitDefault(const Expr& e, Kind target) {
  if (e.kind == target || e.kind == Kind::kUnknown) return e.text;
  if (e.kind == Kind::kTimestamp && target == Kind::kDate) return std::string("CURRENT_DATE()");
  if (e.kind == Kind::kInt64 && (target == Kind::kNumeric || target == Kind::kFloat64)) return e.text;
  return std::nullopt;
}

// A generated expression of another kind than its column: GoogleSQL casts neither STRING to JSON
// nor JSON to STRING (CAST('{}' AS JSON) is refused), PARSE_JSON and TO_JSON_STRING convert.
std::string FitGenerated(const Expr& e, const model::DataType& type) {
  Kind target = KindOf(type);
  if (e.kind == target) return e.text;
  if (target == Kind::kJson && e.kind == Kind::kString) {
    std::string why;
    if (e.literal) return CoerceLiteral(e, type, why).value_or("PARSE_JSON(" + e.text + ")");
    return "PARSE_JSON(" + e.text + ")";
  }
  // TO_JSON_STRING(NULL) is 'null': a NULL stays NULL, as the source's text of no value is.
  if (e.kind == Kind::kJson && target == Kind::kString)
    return "IF(" + e.text + " IS NULL, NULL, TO_JSON_STRING(" + e.text + "))";
  return "CAST(" + e.text + " AS " + spanner::CastTypeName(type) + ")";
}

// The column's default, else its domain's.
const std::optional<std::string>& SourceDefault(const Context& ctx, const model::Column& c) {
  if (c.default_value || c.type.schema.empty()) return c.default_value;
  const model::Domain* d = const_cast<model::Schema&>(ctx.source).FindDomain(c.type.schema, c.type.name);
  return d ? d->default_value : c.default_value;
}

// Spanner keys and NOT NULL need stored values. Indexes do not (the emulator indexes a non-stored
// generated column, in the same batch or later), and must not decide it: STORED cannot be altered,
// so adding or dropping an index would recreate the table (docs/rewrites.md#stable-output).
std::string StoredBecause(const TablePair& table, const model::Column& out) {
  if (!out.nullable) return "is NOT NULL";
  if (table.out->primary_key)
    for (const auto& p : table.out->primary_key->parts)
      if (p.column == out.name) return "is a key column";
  return "";
}

}  // namespace

ExpressionEnv ColumnEnv(Context& ctx, const TablePair& table) {
  ExpressionEnv env = ConstantEnv(ctx);
  env.deterministic = true;
  env.column = [&ctx, table](std::string_view name) -> std::optional<ColumnInfo> {
    auto spanner = ctx.names().Column(*table.source, name);
    if (!spanner) return std::nullopt;
    const model::Column* out = table.out->FindColumn(*spanner);
    return ColumnInfo{spanner::QuoteIdentifier(*spanner), out ? KindOf(out->type) : Kind::kUnknown};
  };
  return env;
}

ExpressionEnv ConstantEnv(const Context& ctx) {
  ExpressionEnv env;
  env.dialect = ctx.source.dialect;
  env.native_uuid = ctx.options.native_uuid;
  return env;
}

void ReportDifferences(Context& ctx, const model::SourceLocation& location, const ObjectRef& object,
                       const std::string& what, const Translation& t) {
  for (const auto& d : t.differences)
    ctx.Report(codes::kExpressionDiffers, location, object,
               what + " is translated, but " + d.how + " (rule " + d.rule + ")",
               "check that the values the application stores never meet the difference, or rewrite the expression");
}

void TranslateDefault(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out) {
  const std::optional<std::string>& source_default = SourceDefault(ctx, source);
  if (!source_default || out.default_value || out.identity) return;
  const std::string& text = *source_default;
  Translation t = TranslateExpression(text, ConstantEnv(ctx));
  std::string why = t.error;
  std::optional<std::string> spanner;
  if (t.expr && t.expr->kind == Kind::kNull) return;  // DEFAULT NULL is Spanner's default too
  if (t.expr && !t.sequence.empty()) {
    spanner = SequenceReference(ctx, t.sequence);
    why = "sequence " + t.sequence + " is not known";
  } else if (t.expr && t.expr->literal) {
    spanner = CoerceLiteral(*t.expr, out.type, why);
  } else if (t.expr) {
    spanner = FitDefault(*t.expr, KindOf(out.type));
    if (!spanner)
      why = std::string("it gives ") + KindName(t.expr->kind) + ", the column is " + spanner::TypeName(out.type);
  }
  if (!spanner) {
    ctx.Report(codes::kDefaultDropped, source.location, ColumnRef(ctx, table, source),
               "DEFAULT " + text + " cannot be expressed in Spanner (" + why + "): the column has no default",
               "set the value in the application when inserting");
    return;
  }
  out.default_value = *spanner;
  ReportDifferences(ctx, source.location, ColumnRef(ctx, table, source), "DEFAULT " + text, t);
  if (t.time_ordered_uuid)
    ctx.Report(codes::kTimeOrderedUuid, source.location, ColumnRef(ctx, table, source),
               "DEFAULT " + text + " makes time-ordered UUIDs; Spanner gets " + *spanner +
                   " (random, version 4), which spreads writes instead of hotspotting");
}

namespace {

// MySQL allows only the current time after ON UPDATE (CURRENT_TIMESTAMP, NOW(), LOCALTIME..., with
// an optional precision); anything else stays C021's.
bool CurrentTime(const std::string& expression) {
  static const std::regex kNow(R"(\s*(current_timestamp|now|localtime|localtimestamp)\s*(\(\s*\d*\s*\))?\s*)",
                               std::regex::icase);
  return std::regex_match(expression, kNow);
}

// Spanner 2026: ON UPDATE (expr) belongs to a DEFAULT, and a commit-timestamp column's only default
// is PENDING_COMMIT_TIMESTAMP(). The commit time is the statement time MySQL wrote, taken once per
// transaction; a source default other than the current time is reported as replaced.
bool CarryOnUpdate(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out) {
  if (!ctx.options.features_2026 || !CurrentTime(*source.on_update) || out.type.name != "TIMESTAMP" || out.generated)
    return false;
  if (spanner::IsKeyColumn(*table.out, out.name)) return false;  // a key column never changes in Spanner: C021
  const std::optional<std::string>& given = SourceDefault(ctx, source);
  std::string replaced;
  if (!given || model::EqualsIgnoreCase(*given, "null"))
    replaced = "; an INSERT that leaves the column out now stores the commit time instead of NULL";
  else if (!CurrentTime(*given))
    replaced = "; its DEFAULT " + *given + " becomes the commit time";
  out.allow_commit_timestamp = true;
  out.default_value = "PENDING_COMMIT_TIMESTAMP()";
  out.on_update = "PENDING_COMMIT_TIMESTAMP()";
  ctx.Report(codes::kOnUpdateCommitTimestamp, source.location, ColumnRef(ctx, table, source),
             "ON UPDATE " + *source.on_update +
                 " becomes DEFAULT (PENDING_COMMIT_TIMESTAMP()) ON UPDATE (PENDING_COMMIT_TIMESTAMP()) on a "
                 "commit-timestamp column (Spanner 2026; the emulator cannot verify it)" +
                 replaced,
             "write the column only through its default and ON UPDATE, or with PENDING_COMMIT_TIMESTAMP(): a "
             "commit-timestamp column takes no time in the future");
  return true;
}

}  // namespace

void CarryOrReportOnUpdate(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out) {
  // A Spanner ON UPDATE is Spanner's own (spanner_input.cpp carries it).
  if (!source.on_update || ctx.source.dialect == model::Dialect::kSpanner) return;
  if (CarryOnUpdate(ctx, table, source, out)) return;
  if (ctx.options.features_2026 && spanner::IsKeyColumn(*table.out, out.name)) {
    ctx.Report(codes::kOnUpdate, source.location, ColumnRef(ctx, table, source),
               "ON UPDATE " + *source.on_update +
                   " dropped: the column is part of the primary key, which Spanner "
                   "never changes in an UPDATE",
               "take the column out of the key, or delete and insert the row where the source updated it");
    return;
  }
  ctx.Report(codes::kOnUpdate, source.location, ColumnRef(ctx, table, source),
             "ON UPDATE " + *source.on_update + " dropped: Spanner does not change a column on update by itself",
             "make it a commit-timestamp column (OPTIONS (allow_commit_timestamp = true)) and write "
             "PENDING_COMMIT_TIMESTAMP() in every UPDATE, or convert with --spanner-features 2026 (ON UPDATE)");
}

void TranslateGenerated(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out) {
  if (!source.generated) return;
  Translation t = TranslateExpression(source.generated->expression, ColumnEnv(ctx, table));
  if (!t.expr || !t.sequence.empty()) {
    ctx.Report(codes::kGeneratedDropped, source.location, ColumnRef(ctx, table, source),
               "generated column expression " + source.generated->expression + " cannot be expressed in Spanner (" +
                   (t.error.empty() ? "uses a sequence" : t.error) + "): the column becomes a plain column",
               "compute the value in the application, or rewrite the expression in GoogleSQL");
    ctx.plain_generated[table.source].push_back(source.name);
    return;
  }
  std::string text = FitGenerated(*t.expr, out.type);
  bool stored = source.generated->stored;
  std::string because = stored ? "" : StoredBecause(table, out);
  if (!because.empty()) {
    stored = true;
    ctx.Report(codes::kVirtualNotNull, source.location, ColumnRef(ctx, table, source),
               "virtual generated column " + because +
                   ": Spanner needs STORED generated columns for that, so it is "
                   "STORED");
  }
  out.generated = model::GeneratedColumn{text, stored};
  ReportDifferences(ctx, source.location, ColumnRef(ctx, table, source),
                    "generated column expression " + source.generated->expression, t);
  // A shard column in docs/sharding.md's form (a Spanner schema read back) keeps its ShardSpec,
  // and so its application-side snippets.
  if (stored) out.shard = RecogniseShardExpression(*table.out, text);
}

}  // namespace spanlift::convert
