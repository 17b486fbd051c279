// Which value fills each field of each converted table: the source column it came from (through
// the conversion's renames), or what the conversion and rewrites added (docs/export.md "Columns
// spanlift fills").
#include <algorithm>

#include "analysis/classification.h"
#include "export/table_plan.h"
#include "spanner/types.h"

namespace spanlift::exporter {

namespace {

bool MentionsUuid(const model::Column& c) {
  if (!c.default_value) return false;
  const std::string d = model::ToUpper(*c.default_value);
  return d.find("GENERATE_UUID") != std::string::npos || d.find("NEW_UUID") != std::string::npos;
}

bool InKey(const model::Table& t, const std::string& column) {
  if (!t.primary_key) return false;
  for (const auto& p : t.primary_key->parts)
    if (model::EqualsIgnoreCase(p.column, column)) return true;
  return false;
}

size_t FieldIndex(const model::Table& t, const std::string& column) {
  for (size_t i = 0; i < t.columns.size(); ++i)
    if (model::EqualsIgnoreCase(t.columns[i].name, column)) return i;
  return t.columns.size();
}

// The root of a partition tree, or null for a table that is not a partition.
const model::Table* PartitionRoot(const model::Schema& source, const model::Table& t) {
  const model::Table* at = &t;
  for (int depth = 0; depth < 64 && !at->partition_of.empty(); ++depth) {
    const std::string& q = at->partition_of;
    const size_t dot = q.find('.');
    const model::Table* parent = nullptr;
    for (const auto& s : source.tables)
      if (dot == std::string::npos ? model::EqualsIgnoreCase(s.name, q)
                                   : model::EqualsIgnoreCase(s.schema, q.substr(0, dot)) &&
                                         model::EqualsIgnoreCase(s.name, q.substr(dot + 1)))
        parent = &s;
    if (!parent) break;
    at = parent;
  }
  return at == &t ? nullptr : at;
}

// A source default that is a literal, as the scanners would hand the value over: numbers, quoted
// strings (with a cast), NULL, TRUE / FALSE, b'...'. Expressions (CURRENT_TIMESTAMP) give none.
std::optional<profile::Field> DefaultLiteral(const model::Schema& source, const model::Column& c) {
  if (!c.default_value) return std::nullopt;
  std::string_view t = *c.default_value;
  while (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = t.substr(1, t.size() - 2);
  if (model::EqualsIgnoreCase(t, "NULL")) return profile::Field{profile::ValueKind::kNull, ""};
  if (model::EqualsIgnoreCase(t, "TRUE") || model::EqualsIgnoreCase(t, "FALSE"))
    return profile::Field{profile::ValueKind::kOther, model::ToLower(t)};
  if (!t.empty() && t.find_first_not_of("+-0123456789.eE") == std::string_view::npos &&
      t.find_first_of("0123456789") != std::string_view::npos)
    return profile::Field{profile::ValueKind::kNumber, std::string(t)};
  const bool bits = t.size() > 1 && (t[0] == 'b' || t[0] == 'B') && t[1] == '\'';
  if (bits) t.remove_prefix(1);
  if (t.empty() || t[0] != '\'') return std::nullopt;
  std::string text;
  const bool backslash = source.dialect == model::Dialect::kMySql;
  size_t i = 1;
  for (; i < t.size(); ++i) {
    if (t[i] == '\\' && backslash && i + 1 < t.size()) {
      text.push_back(model::UnescapeMySql(t[++i]));
    } else if (t[i] == '\'') {
      if (i + 1 < t.size() && t[i + 1] == '\'') {
        text.push_back('\'');
        ++i;
      } else {
        break;
      }
    } else {
      text.push_back(t[i]);
    }
  }
  std::string_view rest = i < t.size() ? t.substr(i + 1) : std::string_view("x");
  if (!rest.empty() && !rest.starts_with("::")) return std::nullopt;  // 'a' || 'b', or no closing quote
  if (bits) return profile::Field{profile::ValueKind::kOther, "b" + text};
  return profile::Field{profile::ValueKind::kString, text};
}

// The generator that fills a column the source's INSERTs may leave out.
std::optional<FieldPlan::Generator> GeneratorOf(const model::Schema& source, const model::Table& t,
                                                const model::Column& c) {
  if (!c.auto_increment && !c.identity && c.sequence.empty()) return std::nullopt;
  FieldPlan::Generator g;
  if (source.dialect == model::Dialect::kMySql) {
    g.follows_explicit = true;  // InnoDB's counter: past the largest id inserted
    if (t.auto_increment_next) g.first = static_cast<int64_t>(*t.auto_increment_next);
    return g;
  }
  if (c.identity) {
    g.first = c.identity->start.value_or(1);
    g.step = c.identity->increment.value_or(1);
  }
  for (const auto& s : source.sequences)
    if (!c.sequence.empty() &&
        (model::EqualsIgnoreCase(c.sequence, s.name) || model::EqualsIgnoreCase(c.sequence, s.schema + "." + s.name))) {
      g.first = s.start.value_or(1);
      g.step = s.increment.value_or(1);
    }
  return g;
}

class Planner {
 public:
  Planner(const model::Schema& source, const convert::ConvertResult& result, ExportPlan& plan)
      : source_(source), result_(result), plan_(plan), ctx_(result.schema, &source, &result.renames) {}

  void Table(const model::Table& t) {
    TablePlan tp;
    tp.table = &t;
    tp.source = ctx_.SourceTable(t);
    tp.depth = Depth(t);
    for (const auto& c : t.columns) tp.fields.push_back(Column(t, tp.source, c));
    Derived(t, tp);
    plan_.tables.push_back(std::move(tp));
  }

 private:
  FieldPlan Column(const model::Table& t, const model::Table* source, const model::Column& c) {
    FieldPlan f;
    f.name = c.name;
    const model::Column* origin = source ? ctx_.SourceColumn(t, c) : nullptr;
    f.rule = RuleFor(source_, origin ? origin->type : c.type, c.type, c.nullable);
    if (c.generated) {
      f.source = FieldPlan::Source::kGenerated;
    } else if (origin) {
      f.column = model::ToLower(origin->name);
      f.default_value = DefaultLiteral(source_, *origin);
      f.generator = GeneratorOf(source_, *source, *origin);
    } else if (c.shard && c.shard->hash == model::ShardSpec::Hash::kCrc32) {
      f.source = FieldPlan::Source::kCrc32Shard;
      f.shards = c.shard->shards;
    } else if (MentionsUuid(c) && InKey(t, c.name)) {
      f.source = source && source->primary_key ? FieldPlan::Source::kKeyUuid : FieldPlan::Source::kRowUuid;
      f.uuid_table = t.name;
    } else {
      f.source = FieldPlan::Source::kParentUuid;  // resolved in Derived: else NULL, or an error
    }
    return f;
  }

  // The inputs of computed fields, once every field of the table is known.
  void Derived(const model::Table& t, TablePlan& tp) {
    for (auto& f : tp.fields) {
      if (f.source == FieldPlan::Source::kCrc32Shard) {
        const model::Column* c = t.FindColumn(f.name);
        for (const auto& name : c->shard->columns) f.inputs.push_back(FieldIndex(t, name));
      } else if (f.source == FieldPlan::Source::kKeyUuid) {
        for (const auto& p : tp.source->primary_key->parts) f.inputs.push_back(SourceField(tp, p.column));
      } else if (f.source == FieldPlan::Source::kParentUuid) {
        ParentUuid(t, tp, f);
      }
      for (size_t in : f.inputs)
        if (in >= tp.fields.size() || tp.fields[in].source != FieldPlan::Source::kColumn)
          plan_.errors.push_back(t.name + "." + f.name + ": a value it is computed from is not in the dump");
    }
  }

  // The field that holds source column `name` of the table's source.
  static size_t SourceField(const TablePlan& tp, const std::string& name) {
    for (size_t i = 0; i < tp.fields.size(); ++i)
      if (tp.fields[i].source == FieldPlan::Source::kColumn && tp.fields[i].column == model::ToLower(name)) return i;
    return tp.fields.size();
  }

  // A column the uuid rewrite added for a foreign key to a UUID key (docs/rewrites.md): the
  // parent's derived UUID of the old columns the source's foreign key held.
  void ParentUuid(const model::Table& t, TablePlan& tp, FieldPlan& f) {
    for (const auto& fk : t.foreign_keys) {
      if (fk.columns.size() != 1 || !model::EqualsIgnoreCase(fk.columns[0], f.name)) continue;
      auto& schema = const_cast<model::Schema&>(result_.schema);  // FindTable is a non-const lookup
      const model::Table* parent = schema.FindTable(fk.ref_schema, fk.ref_table);
      const model::Table* parent_source = parent ? ctx_.SourceTable(*parent) : nullptr;
      const model::ForeignKey* old = OldForeignKey(tp.source, parent_source, fk.name);
      if (!old || !parent_source->primary_key) break;
      // The child's old columns in the order of the parent's old key.
      for (const auto& part : parent_source->primary_key->parts) {
        size_t at = old->columns.size();
        for (size_t k = 0; k < old->ref_columns.size(); ++k)
          if (model::EqualsIgnoreCase(old->ref_columns[k], part.column)) at = k;
        if (old->ref_columns.empty()) at = static_cast<size_t>(&part - parent_source->primary_key->parts.data());
        f.inputs.push_back(at < old->columns.size() ? SourceField(tp, old->columns[at]) : tp.fields.size());
      }
      f.uuid_table = parent->name;
      return;
    }
    if (f.rule.nullable) {
      f.source = FieldPlan::Source::kNull;
    } else {
      plan_.errors.push_back(t.name + "." + f.name + ": NOT NULL, and the dump holds no value for it");
    }
  }

  const model::ForeignKey* OldForeignKey(const model::Table* child, const model::Table* parent,
                                         const std::string& name) {
    if (!child || !parent) return nullptr;
    const model::ForeignKey* only = nullptr;
    int count = 0;
    for (const auto& fk : child->foreign_keys) {
      if (!model::EqualsIgnoreCase(fk.ref_table, parent->name)) continue;
      if (model::EqualsIgnoreCase(fk.name, name)) return &fk;
      only = &fk;
      ++count;
    }
    return count == 1 ? only : nullptr;
  }

  int Depth(const model::Table& t) {
    int depth = 0;
    auto& schema = const_cast<model::Schema&>(result_.schema);
    for (const model::Table* at = &t; at->interleave && depth < 8; ++depth) {
      at = schema.FindTable("", at->interleave->parent);
      if (!at) break;
    }
    return depth;
  }

  const model::Schema& source_;
  const convert::ConvertResult& result_;
  ExportPlan& plan_;
  analysis::AnalysisContext ctx_;
};

}  // namespace

ExportPlan PlanExport(const model::Schema& source, const convert::ConvertResult& result,
                      const ddl::TemplateSet& templates) {
  ExportPlan plan;
  Planner planner(source, result, plan);
  for (const auto& t : result.schema.tables) planner.Table(t);
  for (size_t i = 0; i < plan.tables.size(); ++i) {
    TablePlan& tp = plan.tables[i];
    tp.schema_json = TableSchema(*tp.table, tp.fields, templates).dump();
    if (tp.source) plan.by_source.emplace(tp.source, i);
    if (tp.table->row_deletion_policy)
      plan.notes.push_back("table " + tp.table->name +
                           ": the import does not carry ROW DELETION POLICY; add it after the load (schema.sql)");
  }
  // Partitions fold into their root's table (convert's C070): their rows go there too.
  for (const auto& t : source.tables)
    if (const model::Table* root = PartitionRoot(source, t))
      if (auto it = plan.by_source.find(root); it != plan.by_source.end()) {
        plan.by_source.emplace(&t, it->second);
        plan.tables[it->second].partitions.push_back(&t);
      }
  for (const auto& s : result.schema.sequences) plan.sequences.push_back({s.name, SequenceSchema(s).dump()});
  for (const auto& s : result.schema.named_schemas) plan.named_schemas.push_back({s.name, NamedSchemaSchema(s).dump()});
  for (const auto& v : result.schema.views)
    plan.notes.push_back("view " + v.name + ": not in the export; create it after the load (schema.sql)");
  for (const auto& c : result.schema.change_streams)
    plan.notes.push_back("change stream " + c.name + ": not in the export; create it after the load (schema.sql)");
  return plan;
}

}  // namespace spanlift::exporter
