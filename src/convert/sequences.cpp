// AUTO_INCREMENT, SERIAL, IDENTITY and sequences. Spanner's generators are bit-reversed: values
// are unique and spread over the key space (no hotspot) but not increasing. Existing ids stay
// valid: the skip range covers them and the counter starts past them (AUTO_INCREMENT=N,
// setval()), as ../shared/reference/spanner-ddl.md section 5 recommends.
#include <map>

#include "convert/findings.h"
#include "convert/names.h"
#include "convert/passes.h"
#include "spanner/identifiers.h"

namespace spanlift::convert {

namespace {

struct User {
  const model::Table* table;
  const model::Column* column;
};
using Users = std::map<const model::Sequence*, std::vector<User>>;

const model::Sequence* Lookup(const Context& ctx, std::string_view qualified) {
  auto& source = const_cast<model::Schema&>(ctx.source);
  size_t dot = qualified.find('.');
  if (dot == std::string_view::npos) return source.FindSequence("", qualified);
  return source.FindSequence(qualified.substr(0, dot), qualified.substr(dot + 1));
}

std::string Label(const Context& ctx, const model::Sequence& s) {
  bool default_schema = s.schema.empty() || s.schema == ctx.source.default_schema;
  return default_schema ? s.name : s.schema + "." + s.name;
}

Users FindUsers(const Context& ctx) {
  Users users;
  for (const auto& pair : ctx.tables)
    for (const auto& c : pair.source->columns)
      if (const model::Sequence* s = c.sequence.empty() ? nullptr : Lookup(ctx, c.sequence))
        users[s].push_back({pair.source, &c});
  return users;
}

// Where the generator starts so that it never hands out an existing value.
struct Counter {
  std::optional<int64_t> last;  // highest existing value, when the input says
  std::string not_carried;      // source options Spanner's generators do not have
  bool from_rows = false;       // `last` is the highest value the dump's rows hold (docs/profiling.md)
  bool rows_above = false;      // ... and it is above what AUTO_INCREMENT= / setval() said
};

// The rows decide when the input states no counter, or one below values the rows hold (a
// bit-reversed identity must skip every existing id).
Counter WithRows(Counter c, const model::Table& table, const model::Column& column) {
  std::optional<int64_t> max = table.data ? table.data->IntMax(column.name) : std::nullopt;
  if (!max || (c.last && *c.last >= *max)) return c;
  c.rows_above = c.last.has_value();
  c.last = *max;
  c.from_rows = true;
  return c;
}

Counter FromSequence(const model::Sequence& s) {
  Counter c;
  if (s.last_value) c.last = s.is_called ? *s.last_value : *s.last_value - 1;
  if (s.start && *s.start != 1) c.not_carried += " START WITH " + std::to_string(*s.start);
  if (s.increment && *s.increment != 1) c.not_carried += " INCREMENT BY " + std::to_string(*s.increment);
  if (s.min_value) c.not_carried += " MINVALUE " + std::to_string(*s.min_value);
  if (s.max_value) c.not_carried += " MAXVALUE " + std::to_string(*s.max_value);
  if (s.cycle) c.not_carried += " CYCLE";
  return c;
}

Counter FromTable(const model::Table& t) {
  Counter c;
  if (t.auto_increment_next && *t.auto_increment_next > 1) c.last = static_cast<int64_t>(*t.auto_increment_next - 1);
  return c;
}

template <typename Generator>
void SetCounter(Generator& g, const Counter& c) {
  if (!c.last || *c.last < 1) return;
  g.skip_range_min = 1;
  g.skip_range_max = *c.last;
  g.start_counter = *c.last + 1;
}

std::string Describe(const Counter& c) {
  std::string origin = c.rows_above  ? " (the highest value in the dump's rows, above the counter the input states)"
                       : c.from_rows ? " (the highest value in the dump's rows; the input states no counter)"
                                     : "";
  std::string text = !c.last ? "; the input does not say which values exist"
                     : *c.last < 1
                         ? "; the input says no value was handed out yet"
                         : "; existing values 1.." + std::to_string(*c.last) + origin +
                               " are skipped (SKIP RANGE) and the counter starts at " + std::to_string(*c.last + 1);
  if (!c.not_carried.empty()) text += "; not carried:" + c.not_carried;
  return text;
}

// `statement` names the highest existing value `<highest existing value>` (a placeholder the
// fix-text test fills in).
std::string SkipFix(const Counter& c, const std::string& statement) {
  return c.last ? "" : "after loading the rows, run " + statement;
}

void EmitSequence(Context& ctx, const model::Sequence& s) {
  model::Sequence out;
  std::string label = Label(ctx, s);
  std::string flat = ctx.names().Flatten(s.schema, s.name);
  out.name =
      ctx.names().Global("sequence", label, flat, "", s.location, flat != s.name, ctx.names().NamedSchema(s.schema));
  out.location = s.location;
  if (ctx.source.dialect == model::Dialect::kSpanner) {  // already a Spanner sequence: as it is
    out.kind = s.kind.empty() ? "bit_reversed_positive" : s.kind;
    out.skip_range_min = s.skip_range_min;
    out.skip_range_max = s.skip_range_max;
    out.start_counter = s.start_counter;
    ctx.sequence_names[&s] = out.name;
    ctx.out.sequences.push_back(out);
    return;
  }
  Counter counter = FromSequence(s);
  SetCounter(out, counter);
  out.kind = "bit_reversed_positive";
  ctx.sequence_names[&s] = out.name;
  ctx.out.sequences.push_back(out);
  ctx.Report(
      codes::kSequence, s.location, {"sequence", label},
      "sequence becomes a bit-reversed sequence: values are unique and spread out, not increasing" + Describe(counter),
      SkipFix(counter, "ALTER SEQUENCE " + spanner::QuoteQualified(out.name) +
                           " SET OPTIONS (skip_range_min = 1, skip_range_max = <highest existing value>)"));
}

// The sequence belongs to the column: an identity's or serial's own sequence, or OWNED BY it.
bool Owns(const model::Sequence& s, const User& user) {
  std::string declared = model::ToLower(user.column->declared_type);
  if (user.column->identity || declared.starts_with("serial") || declared.ends_with("serial")) return true;
  std::string table = user.table->schema.empty() ? user.table->name : user.table->schema + "." + user.table->name;
  return model::EqualsIgnoreCase(s.owned_by_column, user.column->name) &&
         (model::EqualsIgnoreCase(s.owned_by_table, table) ||
          model::EqualsIgnoreCase(s.owned_by_table, user.table->name));
}

void MakeIdentity(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out,
                  const Counter& counter, const std::string& what) {
  ObjectRef ref{"column", ctx.ColumnLabel(*table.source, source.name)};
  if (out.type.name != "INT64" || out.type.array_dims) {
    ctx.Report(
        codes::kAutoIncrement, source.location, ref,
        what + " on a " + out.type.name + " column: Spanner identity columns are INT64, so values are not generated",
        "generate the values in the application");
    return;
  }
  model::Identity identity;
  identity.bit_reversed_positive = true;
  SetCounter(identity, counter);
  out.identity = identity;
  std::string always = source.identity && source.identity->always
                           ? "; GENERATED ALWAYS becomes BY DEFAULT (explicit values are accepted)"
                           : "";
  ctx.Report(codes::kAutoIncrement, source.location, ref,
             what +
                 " becomes GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE): new values are unique and "
                 "spread out (no write hotspot) but not increasing" +
                 Describe(counter) + always,
             SkipFix(counter, "ALTER TABLE " + spanner::QuoteQualified(table.out->name) + " ALTER COLUMN " +
                                  spanner::QuoteIdentifier(out.name) +
                                  " ALTER IDENTITY SET SKIP RANGE 1, <highest existing value>"));
}

}  // namespace

void PlanSequences(Context& ctx) {
  Users users = FindUsers(ctx);
  for (const auto& s : ctx.source.sequences) {
    const auto& feeds = users[&s];
    if (feeds.size() == 1 && Owns(s, feeds[0])) {
      ctx.folded_sequences[&s] = feeds[0].column;
      ctx.Merge("sequence");
      continue;
    }
    EmitSequence(ctx, s);
  }
}

void ApplyColumnSequence(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out) {
  // Spanner input: DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)) stays a default (defaults.cpp).
  if (ctx.source.dialect == model::Dialect::kSpanner && !source.identity && !source.sequence.empty()) return;
  if (ctx.source.dialect == model::Dialect::kSpanner && (source.identity || source.auto_increment)) {
    out.identity = source.identity.value_or(model::Identity{});  // AUTO_INCREMENT is an alias
    out.identity->bit_reversed_positive = true;  // the only kind; spelled out so no database option is needed
    return;
  }
  if (ctx.source.dialect == model::Dialect::kMySql && source.auto_increment && source.sequence.empty()) {
    MakeIdentity(ctx, table, source, out, WithRows(FromTable(*table.source), *table.source, source), "AUTO_INCREMENT");
    return;
  }
  const model::Sequence* s = source.sequence.empty() ? nullptr : Lookup(ctx, source.sequence);
  if (!s) return;
  auto folded = ctx.folded_sequences.find(s);
  if (folded != ctx.folded_sequences.end() && folded->second == &source) {
    std::string what = source.identity ? "IDENTITY" : (source.default_value ? "DEFAULT nextval()" : "serial");
    MakeIdentity(ctx, table, source, out, WithRows(FromSequence(*s), *table.source, source), what);
  } else if (source.identity) {
    out.default_value = SequenceReference(ctx, source.sequence);
  }
}

std::optional<std::string> SequenceReference(Context& ctx, std::string_view qualified) {
  const model::Sequence* s = Lookup(ctx, qualified);
  auto it = s ? ctx.sequence_names.find(s) : ctx.sequence_names.end();
  if (it == ctx.sequence_names.end()) return std::nullopt;
  return "GET_NEXT_SEQUENCE_VALUE(SEQUENCE " + spanner::QuoteQualified(it->second) + ")";
}

}  // namespace spanlift::convert
