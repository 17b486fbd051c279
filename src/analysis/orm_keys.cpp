#include "analysis/orm_keys.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>

#include "analysis/hierarchy.h"

namespace spanlift::analysis {

namespace {

using model::EqualsIgnoreCase;

// Tables by lower-cased name and the tables something is interleaved in: one scan, so that the
// plan stays linear in the schema's size.
struct Lookup {
  std::map<std::string, const model::Table*> tables;
  std::map<std::string, bool> has_children;
  explicit Lookup(const model::Schema& schema) {
    for (const auto& t : schema.tables) {
      tables.emplace(model::ToLower(t.name), &t);
      if (t.interleave) has_children[model::ToLower(t.interleave->parent)] = true;
    }
  }
  const model::Table* Named(std::string_view name) const {
    auto at = tables.find(model::ToLower(name));
    return at == tables.end() ? nullptr : at->second;
  }
  bool Interleaved(const model::Table& parent) const { return has_children.count(model::ToLower(parent.name)) > 0; }
};

std::string Singular(std::string word) {
  auto ends = [&](std::string_view s) { return word.size() > s.size() && model::ToLower(word).ends_with(s); };
  if (ends("ies")) return word.substr(0, word.size() - 3) + "y";
  if (ends("sses") || ends("xes") || ends("ches") || ends("shes")) return word.substr(0, word.size() - 2);
  if (ends("s") && !ends("ss")) return word.substr(0, word.size() - 1);
  return word;
}

bool HasColumn(const model::Table& t, std::string_view name) { return t.FindColumn(name) != nullptr; }

std::vector<std::string> KeyOf(const model::Table& t) {
  std::vector<std::string> out;
  if (t.primary_key)
    for (const auto& p : t.primary_key->parts) out.push_back(p.column);
  return out;
}

std::string Join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return "(" + out + ")";
}

// Whether `name` appears as a word in an expression: a rename would have to rewrite it.
bool Mentions(std::string_view expression, std::string_view name) {
  std::string e = model::ToLower(expression), n = model::ToLower(name);
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t at = e.find(n); at != std::string::npos; at = e.find(n, at + 1))
    if ((at == 0 || !word(e[at - 1])) && (at + n.size() >= e.size() || !word(e[at + n.size()]))) return true;
  return false;
}

bool KeyInExpression(const model::Table& t, std::string_view key) {
  for (const auto& c : t.checks)
    if (Mentions(c.expression, key)) return true;
  for (const auto& c : t.columns)
    if ((c.generated && Mentions(c.generated->expression, key)) || (c.default_value && Mentions(*c.default_value, key)))
      return true;
  return false;
}

// A parent the plan may rename: keyed by one `id` column (the ORM shape), nothing interleaved in it
// yet, not interleaved.
bool ParentShape(const Lookup& schema, const model::Table* p) {
  return p && p->primary_key && p->primary_key->parts.size() == 1 &&
         EqualsIgnoreCase(p->primary_key->parts[0].column, "id") && !p->interleave && !schema.Interleaved(*p);
}

// The foreign key references the parent's one key column from one NOT NULL column of the same
// type under another name: the ORM shape (image_id -> images.id).
bool OrmReferenceShape(const model::Table& child, const model::ForeignKey& fk, const model::Table& parent) {
  std::string key = parent.primary_key->parts[0].column;
  if (!fk.enforced || fk.columns.size() != 1 || &child == &parent) return false;
  if (!fk.ref_columns.empty() && (fk.ref_columns.size() != 1 || !EqualsIgnoreCase(fk.ref_columns[0], key)))
    return false;
  const model::Column* mine = child.FindColumn(fk.columns[0]);
  const model::Column* theirs = parent.FindColumn(key);
  return mine && theirs && !mine->nullable && mine->type.ToString() == theirs->type.ToString() &&
         !EqualsIgnoreCase(fk.columns[0], key);
}

struct Choice {
  const model::Table* parent = nullptr;
  size_t fk = 0;
  std::string why_not;  // set when the child has ORM references but no single owner
};

// Whether a foreign key of `t` references a parent's whole key from columns of the same names that
// `t`'s key holds: the interleave pass's same-name rule takes such a child without any rename.
bool SameNameParent(const Lookup& schema, const model::Table& t) {
  auto in_key = [&](const std::string& c) {
    return std::any_of(t.primary_key->parts.begin(), t.primary_key->parts.end(),
                       [&](const model::KeyPart& p) { return EqualsIgnoreCase(p.column, c); });
  };
  for (const auto& fk : t.foreign_keys) {
    const model::Table* p = schema.Named(fk.ref_table);
    if (!p || p == &t || !p->primary_key || !fk.enforced || fk.columns.size() != p->primary_key->parts.size()) continue;
    bool same = true;
    for (size_t i = 0; i < fk.columns.size() && same; ++i) {
      const std::string& ref = fk.ref_columns.empty() ? p->primary_key->parts[i].column : fk.ref_columns[i];
      same = EqualsIgnoreCase(fk.columns[i], ref) && in_key(fk.columns[i]);
    }
    if (same) return true;
  }
  return false;
}

// Lower-cased table name -> how many tables reference it.
using ReferenceCounts = std::map<std::string, size_t>;

ReferenceCounts CountReferences(const model::Schema& schema) {
  ReferenceCounts out;
  for (const auto& t : schema.tables) {
    std::vector<std::string> seen;
    for (const auto& fk : t.foreign_keys)
      if (std::find(seen.begin(), seen.end(), model::ToLower(fk.ref_table)) == seen.end())
        seen.push_back(model::ToLower(fk.ref_table));
    for (const auto& name : seen) out[name]++;
  }
  return out;
}

// The references to parents the child is named after (blog_post_tags -> blog_post, image_variants
// -> images), when some are.
std::vector<size_t> NamedAfter(const Lookup& schema, const std::vector<size_t>& fks, const model::Table& t) {
  std::vector<size_t> out;
  std::string child = model::ToLower(t.name);
  for (size_t i : fks) {
    std::string parent = model::ToLower(schema.Named(t.foreign_keys[i].ref_table)->name);
    for (const std::string& stem : {parent, Singular(parent)})
      if (child.size() > stem.size() && child.starts_with(stem) && child[stem.size()] == '_') {
        out.push_back(i);
        break;
      }
  }
  return out.empty() ? fks : out;
}

// The references to the most specific owners: the parents the fewest tables reference (comments
// belong to posts, not to users, which everything references).
std::vector<size_t> MostSpecific(const ReferenceCounts& counts, const std::vector<size_t>& fks, const model::Table& t) {
  std::vector<size_t> best;
  size_t least = static_cast<size_t>(-1);
  for (size_t i : fks) {
    size_t n = counts.at(model::ToLower(t.foreign_keys[i].ref_table));
    if (n < least) best.clear(), least = n;
    if (n == least) best.push_back(i);
  }
  return best;
}

// <singular table>_<key>: image_id for images, post_id for Django's blog_post (app prefix dropped).
std::string ConventionalName(const model::Table& parent, bool app_less) {
  std::string name = model::ToLower(model::UnqualifiedName(parent.name));  // a named schema is no part of it
  if (app_less && name.find('_') != std::string::npos) name = name.substr(name.find('_') + 1);
  return Singular(name) + "_" + model::ToLower(parent.primary_key->parts[0].column);
}

// Compared without underscores, so that PascalCase and camelCase spellings (UserId, userId) count.
bool IsConventional(const model::Table& parent, std::string_view column) {
  auto bare = [](std::string_view s) {
    std::string out = model::ToLower(s);
    std::erase(out, '_');
    return out;
  };
  return bare(column) == bare(ConventionalName(parent, false)) || bare(column) == bare(ConventionalName(parent, true));
}

// The references whose column has the parent's conventional name (post_id for posts or Django's
// blog_post), when some do: a role name (author_id, cover_image_id) points at a parent, not an owner.
std::vector<size_t> Conventional(const Lookup& schema, const std::vector<size_t>& fks, const model::Table& t) {
  std::vector<size_t> out;
  for (size_t i : fks)
    if (IsConventional(*schema.Named(t.foreign_keys[i].ref_table), t.foreign_keys[i].columns[0])) out.push_back(i);
  return out.empty() ? fks : out;
}

// The child's owner: its only ORM-shaped reference, else its only one with ON DELETE CASCADE,
// else the one with the conventional column name, the parent it is named after, the most specific.
Choice Owner(const Lookup& schema, const ReferenceCounts& counts, const model::Table& t) {
  std::vector<size_t> fks, cascading;
  for (size_t i = 0; i < t.foreign_keys.size(); ++i) {
    const model::Table* p = schema.Named(t.foreign_keys[i].ref_table);
    if (!ParentShape(schema, p) || !OrmReferenceShape(t, t.foreign_keys[i], *p)) continue;
    fks.push_back(i);
    if (t.foreign_keys[i].on_delete == "CASCADE") cascading.push_back(i);
  }
  if (fks.empty()) return {};
  if (fks.size() > 1 && cascading.size() == 1) fks = cascading;
  if (fks.size() > 1) fks = Conventional(schema, fks, t);
  if (fks.size() > 1) fks = NamedAfter(schema, fks, t);
  if (fks.size() > 1) fks = MostSpecific(counts, fks, t);
  if (fks.size() > 1) {
    std::string names;
    for (size_t i : fks) names += (names.empty() ? "" : ", ") + t.foreign_keys[i].ref_table;
    return {
        schema.Named(t.foreign_keys[fks[0]].ref_table), fks[0],
        "references " + names +
            " alike (no single ON DELETE CASCADE or conventional column name, as many referencing tables): its owner is not clear"};
  }
  return {schema.Named(t.foreign_keys[fks[0]].ref_table), fks[0], {}};
}

// The parent's Spanner key name: the conventional name as the first child that uses it spells it;
// empty when none does (users keyed owner_id would misname every other reference).
std::string NewKeyName(const model::Table& parent, const std::vector<std::pair<const model::Table*, size_t>>& owned) {
  for (const auto& [t, fk] : owned)
    if (IsConventional(parent, t->foreign_keys[fk].columns[0])) return t->foreign_keys[fk].columns[0];
  return {};
}

// The child's key with `column` first: (image_id, id), or its key reordered when it holds it.
std::vector<std::string> ChildKey(const model::Table& t, const std::string& column) {
  std::vector<std::string> out{column};
  for (const auto& k : KeyOf(t))
    if (!EqualsIgnoreCase(k, column)) out.push_back(k);
  return out;
}

// Builds the plan for one parent from the children that chose it (owned, in schema order).
OrmPlan PlanFor(const model::Table& parent, const std::vector<std::pair<const model::Table*, size_t>>& owned,
                const std::vector<OrmReference>& references, std::vector<std::string> notes) {
  OrmPlan plan;
  plan.parent = &parent;
  plan.key = parent.primary_key->parts[0].column;
  plan.new_key = NewKeyName(parent, owned);
  plan.not_done = std::move(notes);
  std::string blocked;
  if (plan.new_key.empty())
    blocked = "no child names " + parent.name + "'s key " + ConventionalName(parent, false);
  else if (HasColumn(parent, plan.new_key))
    blocked = parent.name + " already has a column " + plan.new_key;
  else if (KeyInExpression(parent, plan.key))
    blocked = parent.name + "." + plan.key + " appears in an expression";
  for (const auto& [t, fk] : owned) {
    const std::string& column = t->foreign_keys[fk].columns[0];
    if (!blocked.empty())
      plan.not_done.push_back(t->name + ": " + blocked);
    else if (!EqualsIgnoreCase(column, plan.new_key))
      plan.not_done.push_back(t->name + ": its column " + column + " is not named " + plan.new_key +
                              "; it keeps its foreign key");
    else if (KeyOf(*t).size() + 1 > 16)
      plan.not_done.push_back(t->name + ": its key would exceed 16 columns");
    else
      plan.children.push_back({t, fk, ChildKey(*t, column), KeyOf(*t)});
  }
  if (!plan.children.empty())
    for (const auto& r : references) {
      const model::ForeignKey& fk = r.table->foreign_keys[r.fk];
      if (fk.ref_columns.empty() || (fk.ref_columns.size() == 1 && EqualsIgnoreCase(fk.ref_columns[0], plan.key)))
        plan.references.push_back(r);
    }
  return plan;
}

// images -> Image, image_tags -> ImageTag; Django's app_model tables drop the app: blog_post -> Post.
std::string ModelName(const std::string& table, Orm orm) {
  std::string name = model::UnqualifiedName(table);
  if (orm == Orm::kDjango && name.find('_') != std::string::npos)
    name = name.substr(name.find('_') + 1);
  else
    name = Singular(name);
  std::string out;
  bool up = true;
  for (char c : name) {
    if (c == '_') {
      up = true;
      continue;
    }
    out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    up = false;
  }
  return out;
}

}  // namespace

const char* OrmName(Orm orm) {
  switch (orm) {
    case Orm::kRails: return "Rails";
    case Orm::kDjango: return "Django";
    case Orm::kLaravel: return "Laravel";
    case Orm::kEcto: return "Ecto";
    case Orm::kUnknown: break;
  }
  return "unknown";
}

Orm DetectOrm(const model::Schema& schema) {
  if (FindTable(schema, "django_migrations")) return Orm::kDjango;
  if (FindTable(schema, "ar_internal_metadata")) return Orm::kRails;
  if (const model::Table* t = FindTable(schema, "schema_migrations"))
    return HasColumn(*t, "inserted_at") ? Orm::kEcto : Orm::kRails;
  if (const model::Table* t = FindTable(schema, "migrations"); t && HasColumn(*t, "batch")) return Orm::kLaravel;
  return Orm::kUnknown;
}

std::vector<OrmPlan> PlanOrmKeys(const model::Schema& schema, const OrmAllowed& allowed) {
  // Each child's owner; a child whose owner is itself interleaved as a child is a chain: its key
  // would need the grandparent's key column too, which the application would have to fill.
  std::map<const model::Table*, Choice> owner;
  std::map<const model::Table*, std::vector<std::string>> notes;
  ReferenceCounts counts = CountReferences(schema);
  Lookup lookup(schema);
  for (const auto& t : schema.tables) {
    if (!t.primary_key || t.interleave || lookup.Interleaved(t) || (allowed && !allowed(t))) continue;
    if (SameNameParent(lookup, t)) continue;  // the same-name rule interleaves it as it is
    Choice c = Owner(lookup, counts, t);
    if (c.parent && c.why_not.empty())
      owner[&t] = c;
    else if (c.parent)
      notes[c.parent].push_back(t.name + ": " + c.why_not);
  }
  // Bottom-up: a child is interleaved unless a child of its own is (a table is a parent or a
  // child here: a second level would need the grandparent's key column in the grandchild, which
  // the application would have to fill). Leaves first, so the closest owner wins.
  std::map<const model::Table*, std::vector<const model::Table*>> owned_by;
  for (const auto& t : schema.tables)
    if (owner.count(&t)) owned_by[owner[&t].parent].push_back(&t);
  std::map<const model::Table*, int> state;  // 1: being decided, 2: accepted, 3: not
  std::function<bool(const model::Table*)> accepted = [&](const model::Table* t) {
    if (state[t] == 1) return false;  // a cycle: decided by the table that started it
    if (state[t] == 0) {
      state[t] = 1;
      bool parent = std::any_of(owned_by[t].begin(), owned_by[t].end(), accepted);
      state[t] = owner.count(t) && !parent ? 2 : 3;
    }
    return state[t] == 2;
  };
  // One note per parent for the tables that stay parents themselves (a chain's second level).
  std::map<const model::Table*, std::string> second_level;
  for (const auto& t : schema.tables)
    if (owner.count(&t) && !accepted(&t)) {
      bool kids = std::any_of(owned_by[&t].begin(), owned_by[&t].end(), accepted);
      if (!kids)
        notes[owner[&t].parent].push_back(t.name + ": its foreign keys form a cycle");
      else
        second_level[owner[&t].parent] += (second_level[owner[&t].parent].empty() ? "" : ", ") + t.name;
    }
  for (const auto& [parent, names] : second_level)
    notes[parent].push_back(names + ": tables interleave in them already, and a second level would need " +
                            parent->name + "'s key column in those tables, filled by the application");
  std::map<std::string, std::vector<OrmReference>> references;  // lower-cased parent name -> foreign keys
  for (const auto& t : schema.tables)
    for (size_t i = 0; i < t.foreign_keys.size(); ++i)
      references[model::ToLower(t.foreign_keys[i].ref_table)].push_back({&t, i});
  std::vector<OrmPlan> plans;
  for (const auto& p : schema.tables) {
    std::vector<std::pair<const model::Table*, size_t>> owned;
    for (const model::Table* t : owned_by[&p])
      if (accepted(t)) owned.push_back({t, owner[t].fk});
    if (owned.empty() && !notes.count(&p)) continue;
    if (owned.empty())
      plans.push_back({&p, p.primary_key->parts[0].column, {}, {}, {}, notes[&p]});
    else
      plans.push_back(PlanFor(p, owned, references[model::ToLower(p.name)], notes[&p]));
  }
  return plans;
}

std::string OrmPlanText(const OrmPlan& plan) {
  std::string out;
  if (!plan.children.empty()) {
    out = plan.parent->name + " keyed (" + plan.new_key + ") on Spanner, its key column " + plan.key + " renamed " +
          plan.new_key;
    for (const auto& c : plan.children)
      out += "; " + c.table->name + " keyed " + Join(c.key) +
             (c.key == c.old_key ? std::string() : " (was " + Join(c.old_key) + ")") + ", INTERLEAVE IN PARENT " +
             plan.parent->name;
    std::string refs;
    for (const auto& r : plan.references)
      refs += (refs.empty() ? "" : ", ") + r.table->name + "." + r.table->foreign_keys[r.fk].columns[0];
    out += "; foreign keys that follow to " + plan.parent->name + " (" + plan.new_key + "): " + refs;
  }
  for (const auto& n : plan.not_done) out += (out.empty() ? "not interleaved: " : "; not interleaved: ") + n;
  return out;
}

std::string OrmApplicationText(const OrmPlan& plan, Orm orm, const model::Schema* source) {
  if (plan.children.empty()) return {};
  const std::string& key = plan.new_key;
  std::string model = ModelName(plan.parent->name, orm);
  // Children whose key grew keep their old key unique (interleave_orm's index) for reads by it.
  std::string children;
  size_t widened = 0;
  for (const auto& c : plan.children)
    if (c.key.size() > c.old_key.size())
      children += (children.empty() ? "" : ", ") + ModelName(c.table->name, orm), ++widened;
  std::string keep = widened == 0 ? std::string()
                                  : "; " + children + (widened == 1 ? " keeps its" : " keep their") +
                                        " own primary key (reads by it alone go through a unique index)";
  switch (orm) {
    case Orm::kRails:
      return "Rails: in class " + model + ", self.primary_key = \"" + key + "\"; associations to " + model +
             " that name a key say primary_key: \"" + key + "\" (belongs_to :x, class_name: \"" + model +
             "\", foreign_key: \"x_id\", primary_key: \"" + key + "\")" + keep;
    case Orm::kDjango: {
      // The source type says AutoField or BigAutoField (both are INT64 on Spanner).
      const model::Table* t = source ? FindTable(*source, plan.parent->name) : nullptr;
      const model::Column* c = t ? t->FindColumn(plan.key) : nullptr;
      bool big = !c || (c->type.name + c->declared_type).find("big") != std::string::npos;
      return "Django: in class " + model + ", " + plan.key + " = models." + (big ? "BigAutoField" : "AutoField") +
             "(primary_key=True, db_column=\"" + key + "\") (or rename the field " + key + "); ForeignKey(" + model +
             ") follows the primary key" + keep;
    }
    case Orm::kLaravel:
      return "Laravel: in class " + model + ", protected $primaryKey = '" + key +
             "'; relations that name keys use it: hasMany(" + ModelName(plan.children[0].table->name, orm) +
             "::class, '" + key + "', '" + key + "'), belongsTo(" + model + "::class, '" + key + "', '" + key + "')" +
             keep;
    case Orm::kEcto:
      return "Ecto: in schema \"" + plan.parent->name + "\", @primary_key {:" + key +
             ", :id, autogenerate: true}; has_many and belongs_to to it say references: :" + key + keep;
    case Orm::kUnknown: break;
  }
  return "the application's model of " + plan.parent->name + " has the primary key column " + key + " (was " +
         plan.key + "): ORM primary-key settings, queries and joins that name " + plan.parent->name + "." + plan.key +
         " use " + key + keep;
}

}  // namespace spanlift::analysis
