#include "diff/compare.h"

#include <algorithm>

#include "verify/compare.h"

namespace spanlift::diff {

namespace {

// A table, view, change stream or sequence added or dropped, with its DDL text. Built field by
// field: GCC 12 at -O3 warns (falsely, -Werror) on a braced Change with an empty location.
Change ObjectChange(ObjectKind object, ChangeKind kind, const std::string& table, const std::string& name,
                    std::string text, const model::SourceLocation& at) {
  Change change;
  change.object = object;
  change.kind = kind;
  change.table = table;
  change.name = name;
  const bool added = kind == ChangeKind::kAdded;
  (added ? change.after : change.before) = std::move(text);
  (added ? change.new_location : change.old_location) = at;
  return change;
}

using verify::OptionalText;

bool SameName(const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); }

template <typename T, typename Text>
const T* FindConstraint(const std::vector<T>& in, const T& wanted, Text text) {
  for (const auto& c : in)
    if (wanted.name.empty() || c.name.empty() ? text(c) == text(wanted) : SameName(c.name, wanted.name)) return &c;
  return nullptr;
}

// Collects the Changes of one table pair, NEW's spelling for names.
class TableComparer {
 public:
  TableComparer(std::vector<Change>& out, const model::Table& o, const model::Table& n)
      : out_(out), o_(o), n_(n), table_(TableName(n)) {}

  void Run() {
    Property(ObjectKind::kPrimaryKey, "", "parts", Key(o_), Key(n_));
    Interleave();
    RowDeletionPolicy();
    Columns();
    Indexes();
    Constraints(o_.foreign_keys, n_.foreign_keys, ObjectKind::kForeignKey, verify::ForeignKeyText);
    Constraints(o_.checks, n_.checks, ObjectKind::kCheck, verify::CheckText);
  }

 private:
  static std::string Key(const model::Table& t) {
    return model::ToLower(verify::KeyText(t.primary_key ? t.primary_key->parts : std::vector<model::KeyPart>{}));
  }

  void Add(ObjectKind object, ChangeKind kind, const std::string& name, std::string property, std::string before,
           std::string after, const model::SourceLocation& old_at, const model::SourceLocation& new_at) {
    out_.push_back(
        {object, kind, table_, name, std::move(property), std::move(before), std::move(after), old_at, new_at});
  }
  void Property(ObjectKind object, const std::string& name, const char* property, const std::string& before,
                const std::string& after, const model::SourceLocation& old_at = {},
                const model::SourceLocation& new_at = {}) {
    if (before != after)
      Add(object, ChangeKind::kAltered, name, property, before, after, old_at.line ? old_at : o_.location,
          new_at.line ? new_at : n_.location);
  }

  // A parent change (or interleaving added/removed) is one Change; else the kind, else ON DELETE.
  void Interleave() {
    const auto &a = o_.interleave, &b = n_.interleave;
    std::string before = verify::InterleaveText(o_), after = verify::InterleaveText(n_);
    if (before == after) return;
    const char* property = "parent";
    if (a && b && SameName(a->parent, b->parent)) property = a->in_parent != b->in_parent ? "kind" : "on delete";
    Property(ObjectKind::kInterleave, "", property, before, after);
  }

  void RowDeletionPolicy() {
    std::string before = verify::RowDeletionPolicyText(o_), after = verify::RowDeletionPolicyText(n_);
    if (before == after) return;
    ChangeKind kind = !o_.row_deletion_policy   ? ChangeKind::kAdded
                      : !n_.row_deletion_policy ? ChangeKind::kDropped
                                                : ChangeKind::kAltered;
    Add(ObjectKind::kRowDeletionPolicy, kind, "", kind == ChangeKind::kAltered ? "policy" : "", before, after,
        o_.location, n_.location);
  }

  void Columns() {
    for (const auto& c : n_.columns) {
      const model::Column* old = o_.FindColumn(c.name);
      if (!old) {
        Add(ObjectKind::kColumn, ChangeKind::kAdded, c.name, "", "", verify::TypeText(c.type), {}, c.location);
        continue;
      }
      auto property = [&](const char* name, const std::string& before, const std::string& after) {
        Property(ObjectKind::kColumn, c.name, name, before, after, old->location, c.location);
      };
      property("type", verify::TypeText(old->type), verify::TypeText(c.type));
      property("not null", old->nullable ? "nullable" : "NOT NULL", c.nullable ? "nullable" : "NOT NULL");
      property("default", OptionalText(old->default_value), OptionalText(c.default_value));
      property("expression", verify::GeneratedText(old->generated), verify::GeneratedText(c.generated));
      property("identity", verify::IdentityText(old->identity), verify::IdentityText(c.identity));
      property("options", ColumnOptionsText(*old), ColumnOptionsText(c));
      property("vector length", old->vector_length ? std::to_string(*old->vector_length) : "(none)",
               c.vector_length ? std::to_string(*c.vector_length) : "(none)");
      property("placement key", old->placement_key ? "PLACEMENT KEY" : "(none)",
               c.placement_key ? "PLACEMENT KEY" : "(none)");
      property("on update", OptionalText(old->on_update), OptionalText(c.on_update));
      property("hidden", old->hidden ? "HIDDEN" : "(none)", c.hidden ? "HIDDEN" : "(none)");
    }
    for (const auto& c : o_.columns)
      if (!n_.FindColumn(c.name))
        Add(ObjectKind::kColumn, ChangeKind::kDropped, c.name, "", verify::TypeText(c.type), "", c.location, {});
  }

  // An index that differs only in STORING is altered in place (ALTER INDEX ... STORED COLUMN).
  void Indexes() {
    for (const auto& i : n_.indexes) {
      const model::Index* old = FindIndex(o_, i.name);
      if (!old) {
        Add(ObjectKind::kIndex, ChangeKind::kAdded, i.name, "", "", verify::IndexText(i), {}, i.location);
        continue;
      }
      bool where_too = !i.where.empty() && !old->where.empty();
      auto text = [where_too](const model::Index& x) {
        return verify::IndexText(x, where_too) +
               (x.options.empty() ? "" : " OPTIONS (" + OptionsDelta({}, x.options) + ")");
      };
      std::string before = text(*old), after = text(i);
      model::Index old_storing = *old;
      old_storing.include = i.include;
      bool storing_only = text(old_storing) == after;
      Property(ObjectKind::kIndex, i.name, storing_only ? "storing" : "definition", before, after, old->location,
               i.location);
    }
    for (const auto& i : o_.indexes)
      if (!FindIndex(n_, i.name))
        Add(ObjectKind::kIndex, ChangeKind::kDropped, i.name, "", verify::IndexText(i), "", i.location, {});
  }

  template <typename T, typename Text>
  void Constraints(const std::vector<T>& old_list, const std::vector<T>& new_list, ObjectKind object, Text text) {
    for (const auto& c : new_list) {
      const T* old = FindConstraint(old_list, c, text);
      if (!old)
        Add(object, ChangeKind::kAdded, c.name, "", "", text(c), {}, c.location);
      else
        Property(object, c.name.empty() ? old->name : c.name, "definition", text(*old), text(c), old->location,
                 c.location);
    }
    for (const auto& c : old_list)
      if (!FindConstraint(new_list, c, text))
        Add(object, ChangeKind::kDropped, c.name, "", text(c), "", c.location, {});
  }

  std::vector<Change>& out_;
  const model::Table& o_;
  const model::Table& n_;
  std::string table_;  // NEW's qualified name
};

void CompareChangeStreams(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  for (const auto& s : n.change_streams) {
    const model::ChangeStream* old = FindChangeStream(o, s.name);
    if (!old) {
      out.push_back(
          ObjectChange(ObjectKind::kChangeStream, ChangeKind::kAdded, "", s.name, ChangeStreamForText(s), s.location));
      continue;
    }
    for (auto [property, text] :
         {std::pair{"for", &ChangeStreamForText}, std::pair{"options", &ChangeStreamOptionsText}})
      if (text(*old) != text(s))
        out.push_back({ObjectKind::kChangeStream, ChangeKind::kAltered, "", s.name, property, text(*old), text(s),
                       old->location, s.location});
  }
  for (const auto& s : o.change_streams)
    if (!FindChangeStream(n, s.name))
      out.push_back(ObjectChange(ObjectKind::kChangeStream, ChangeKind::kDropped, "", s.name, ChangeStreamForText(s),
                                 s.location));
}

// Named schemas: those CREATE SCHEMA declares and those an object names (a schema file may leave
// out the CREATE SCHEMA of a schema that exists), first seen first, by lower-cased name.
std::vector<std::pair<std::string, model::SourceLocation>> SchemasOf(const model::Schema& s) {
  std::vector<std::pair<std::string, model::SourceLocation>> out;
  auto add = [&](const std::string& name, const model::SourceLocation& at) {
    if (name.empty()) return;
    for (const auto& [seen, _] : out)
      if (SameName(seen, name)) return;
    out.emplace_back(name, at);
  };
  for (const auto& d : s.named_schemas) add(d.name, d.location);
  if (s.dialect != model::Dialect::kSpanner) return out;  // a converted side has no named schemas
  for (const auto& t : s.tables) add(t.schema, t.location);
  for (const auto& q : s.sequences) add(q.schema, q.location);
  for (const auto& v : s.views) add(model::SchemaOf(v.name), v.location);
  for (const auto& c : s.change_streams) add(model::SchemaOf(c.name), c.location);
  return out;
}

void CompareSchemas(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  auto old_schemas = SchemasOf(o), new_schemas = SchemasOf(n);
  auto has = [](const auto& list, const std::string& name) {
    return std::any_of(list.begin(), list.end(), [&](const auto& s) { return SameName(s.first, name); });
  };
  for (const auto& [name, at] : new_schemas)
    if (!has(old_schemas, name)) out.push_back(ObjectChange(ObjectKind::kSchema, ChangeKind::kAdded, "", name, "", at));
  for (const auto& [name, at] : old_schemas)
    if (!has(new_schemas, name))
      out.push_back(ObjectChange(ObjectKind::kSchema, ChangeKind::kDropped, "", name, "", at));
}

void CompareViews(const model::Schema& o, const model::Schema& n, std::vector<Change>& out) {
  for (const auto& v : n.views) {
    const model::View* old = FindView(o, v.name);
    if (!old)
      out.push_back(ObjectChange(ObjectKind::kView, ChangeKind::kAdded, "", v.name, ViewText(v), v.location));
    else if (ViewText(*old) != ViewText(v))
      out.push_back({ObjectKind::kView, ChangeKind::kAltered, "", v.name, "definition", ViewText(*old), ViewText(v),
                     old->location, v.location});
  }
  for (const auto& v : o.views)
    if (!FindView(n, v.name))
      out.push_back(ObjectChange(ObjectKind::kView, ChangeKind::kDropped, "", v.name, ViewText(v), v.location));
}

}  // namespace

model::Options ColumnOptions(const model::Column& c) {
  model::Options options = c.options;
  if (c.allow_commit_timestamp) options.insert(options.begin(), {"allow_commit_timestamp", "true"});
  return options;
}

std::string ColumnOptionsText(const model::Column& c) {
  std::string delta = OptionsDelta({}, ColumnOptions(c));
  return delta.empty() ? "(none)" : delta;
}

std::string TableName(const model::Table& table) { return model::Qualified(table.schema, table.name); }

const model::Table* FindTable(const model::Schema& schema, const std::string& name) {
  for (const auto& t : schema.tables)
    if (SameName(TableName(t), name)) return &t;
  return nullptr;
}

const model::Index* FindIndex(const model::Table& table, const std::string& name) {
  for (const auto& i : table.indexes)
    if (SameName(i.name, name)) return &i;
  return nullptr;
}

const model::Sequence* FindSequence(const model::Schema& schema, const std::string& name) {
  for (const auto& s : schema.sequences)
    if (SameName(model::Qualified(s.schema, s.name), name)) return &s;
  return nullptr;
}

template <typename T>
static const T* FindNamed(const std::vector<T>& items, const std::string& name) {
  for (const auto& x : items)
    if (SameName(x.name, name)) return &x;
  return nullptr;
}

const model::View* FindView(const model::Schema& schema, const std::string& name) {
  return FindNamed(schema.views, name);
}

const model::ChangeStream* FindChangeStream(const model::Schema& schema, const std::string& name) {
  return FindNamed(schema.change_streams, name);
}

std::string ViewText(const model::View& view) {
  return "SQL SECURITY " + view.security + " AS " + view.normalized_query;
}

std::string ChangeStreamForText(const model::ChangeStream& stream) {
  if (stream.for_all) return "ALL";
  std::vector<std::string> entries;
  for (const auto& w : stream.tables) {
    std::string entry = model::ToLower(w.table);
    if (!w.all_columns) {
      std::vector<std::string> columns;
      for (const auto& c : w.columns) columns.push_back(model::ToLower(c));
      std::sort(columns.begin(), columns.end());
      entry += "(";
      for (size_t i = 0; i < columns.size(); ++i) entry += (i ? ", " : "") + columns[i];
      entry += ")";
    }
    entries.push_back(entry);
  }
  std::sort(entries.begin(), entries.end());
  std::string out;
  for (const auto& e : entries) out += (out.empty() ? "" : ", ") + e;
  return out;
}

std::string ChangeStreamOptionsText(const model::ChangeStream& stream) {
  std::vector<std::string> options;
  for (const auto& [name, value] : stream.options) {
    bool boolean = model::EqualsIgnoreCase(value, "true") || model::EqualsIgnoreCase(value, "false");
    options.push_back(name + " = " + (boolean ? model::ToLower(value) : value));
  }
  std::sort(options.begin(), options.end());
  std::string out;
  for (const auto& o : options) out += (out.empty() ? "" : ", ") + o;
  return out;
}

const model::ForeignKey* FindForeignKey(const model::Table& table, const model::ForeignKey& wanted) {
  return FindConstraint(table.foreign_keys, wanted, verify::ForeignKeyText);
}

const model::Check* FindCheck(const model::Table& table, const model::Check& wanted) {
  return FindConstraint(table.checks, wanted, verify::CheckText);
}

std::vector<Change> Compare(const model::Schema& old_schema, const model::Schema& new_schema) {
  std::vector<Change> out;
  CompareSchemas(old_schema, new_schema, out);
  for (const auto& t : new_schema.tables) {
    if (const model::Table* old = FindTable(old_schema, TableName(t)))
      TableComparer(out, *old, t).Run();
    else
      out.push_back(ObjectChange(ObjectKind::kTable, ChangeKind::kAdded, TableName(t), "", "", t.location));
  }
  for (const auto& t : old_schema.tables)
    if (!FindTable(new_schema, TableName(t)))
      out.push_back(ObjectChange(ObjectKind::kTable, ChangeKind::kDropped, TableName(t), "", "", t.location));
  for (const auto& s : new_schema.sequences) {
    std::string name = model::Qualified(s.schema, s.name);
    const model::Sequence* old = FindSequence(old_schema, name);
    if (!old)
      out.push_back(
          ObjectChange(ObjectKind::kSequence, ChangeKind::kAdded, "", name, verify::SequenceText(s), s.location));
    else if (verify::SequenceText(*old) != verify::SequenceText(s))
      out.push_back({ObjectKind::kSequence, ChangeKind::kAltered, "", name, "options", verify::SequenceText(*old),
                     verify::SequenceText(s), old->location, s.location});
  }
  for (const auto& s : old_schema.sequences)
    if (!FindSequence(new_schema, model::Qualified(s.schema, s.name)))
      out.push_back(ObjectChange(ObjectKind::kSequence, ChangeKind::kDropped, "", model::Qualified(s.schema, s.name),
                                 verify::SequenceText(s), s.location));
  CompareChangeStreams(old_schema, new_schema, out);
  CompareViews(old_schema, new_schema, out);
  CompareSpannerObjects(old_schema, new_schema, out);
  return out;
}

}  // namespace spanlift::diff
