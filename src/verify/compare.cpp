#include "verify/compare.h"

#include <algorithm>

namespace spanlift::verify {

namespace {

using Out = std::vector<Difference>;

std::string ListText(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return "(" + out + ")";
}

bool SameName(const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); }

// Spanner names are case-insensitive; lists of them compare the same way.
std::string Folded(const std::string& text) { return model::ToLower(text); }

std::string OnDelete(const std::string& action) { return action.empty() ? "NO ACTION" : model::ToUpper(action); }

void Add(Out& out, std::string object, std::string what, std::string expected, std::string actual,
         const model::SourceLocation& at) {
  out.push_back({std::move(object), std::move(what), std::move(expected), std::move(actual), at});
}

// Adds a difference when the two sides' texts differ.
void Expect(Out& out, const std::string& object, const std::string& what, const std::string& expected,
            const std::string& actual, const model::SourceLocation& at) {
  if (expected != actual) Add(out, object, what, expected, actual, at);
}

// A table as differences name it: `schema.name` in a named schema (not in a PostgreSQL-dialect
// database's default schema, public).
std::string Label(const model::Table& t) { return t.schema == "public" ? t.name : model::Qualified(t.schema, t.name); }

void CompareColumn(Out& out, const std::string& table, const model::Column& e, const model::Column& a,
                   CompareScope scope) {
  std::string object = "column " + table + "." + e.name;
  Expect(out, object, "name", e.name, a.name, e.location);
  if (scope != CompareScope::kCatalogNoTypes)
    Expect(out, object, "type", TypeText(e.type), TypeText(a.type), e.location);
  Expect(out, object, "NOT NULL", e.nullable ? "nullable" : "NOT NULL", a.nullable ? "nullable" : "NOT NULL",
         e.location);
  if (scope != CompareScope::kFull) return;
  Expect(out, object, "default", OptionalText(e.default_value), OptionalText(a.default_value), e.location);
  Expect(out, object, "generated", GeneratedText(e.generated), GeneratedText(a.generated), e.location);
  Expect(out, object, "identity", IdentityText(e.identity), IdentityText(a.identity), e.location);
  Expect(out, object, "allow_commit_timestamp", e.allow_commit_timestamp ? "true" : "false",
         a.allow_commit_timestamp ? "true" : "false", e.location);
  Expect(out, object, "HIDDEN", e.hidden ? "true" : "false", a.hidden ? "true" : "false", e.location);
}

// Missing and unexpected columns are reported once each; the order is that of the common ones.
void CompareColumns(Out& out, const model::Table& e, const model::Table& a, CompareScope scope) {
  std::vector<std::string> expected_order, actual_order;
  for (const auto& c : e.columns) {
    if (const model::Column* other = a.FindColumn(c.name)) {
      expected_order.push_back(c.name);
      CompareColumn(out, Label(e), c, *other, scope);
    } else {
      Add(out, "column " + Label(e) + "." + c.name, "missing", c.name + " " + TypeText(c.type), "absent", c.location);
    }
  }
  for (const auto& c : a.columns) {
    if (e.FindColumn(c.name))
      actual_order.push_back(c.name);
    else
      Add(out, "column " + Label(e) + "." + c.name, "unexpected", "absent", c.name + " " + TypeText(c.type),
          e.location);
  }
  Expect(out, "table " + Label(e), "column order", Folded(ListText(expected_order)), Folded(ListText(actual_order)),
         e.location);
}

void CompareTableShape(Out& out, const model::Table& e, const model::Table& a, CompareScope scope) {
  std::string object = "table " + Label(e);
  Expect(out, object, "name", e.name, a.name, e.location);
  Expect(out, object, "primary key",
         Folded(KeyText(e.primary_key ? e.primary_key->parts : std::vector<model::KeyPart>{})),
         Folded(KeyText(a.primary_key ? a.primary_key->parts : std::vector<model::KeyPart>{})), e.location);
  if (scope != CompareScope::kFull) return;
  Expect(out, object, "interleave", InterleaveText(e), InterleaveText(a), e.location);
  Expect(out, object, "row deletion policy", RowDeletionPolicyText(e), RowDeletionPolicyText(a), e.location);
}

const model::Index* FindIndex(const model::Table& t, const std::string& name) {
  for (const auto& i : t.indexes)
    if (SameName(i.name, name)) return &i;
  return nullptr;
}

void CompareIndexes(Out& out, const model::Table& e, const model::Table& a) {
  for (const auto& i : e.indexes) {
    const model::Index* other = FindIndex(a, i.name);
    if (!other)
      Add(out, "index " + i.name, "missing", "on " + e.name + " " + IndexText(i), "absent", i.location);
    else {
      bool where_too = !i.where.empty() && !other->where.empty();
      Expect(out, "index " + i.name, "definition", IndexText(i, where_too), IndexText(*other, where_too), i.location);
    }
  }
  for (const auto& i : a.indexes)
    if (!FindIndex(e, i.name))
      Add(out, "index " + i.name, "unexpected", "absent", "on " + a.name + " " + IndexText(i), e.location);
}

// Named constraints match by name; Spanner names the unnamed ones itself, so those match by shape.
template <typename T, typename Text>
const T* FindConstraint(const std::vector<T>& in, const T& wanted, Text text) {
  for (const auto& c : in)
    if (wanted.name.empty() ? text(c) == text(wanted) : SameName(c.name, wanted.name)) return &c;
  return nullptr;
}

template <typename T, typename Text>
void CompareConstraints(Out& out, const model::Table& table, const std::vector<T>& expected,
                        const std::vector<T>& actual, const char* kind, Text text) {
  std::vector<const T*> matched;
  for (const auto& c : expected) {
    std::string object = std::string(kind) + " " + (c.name.empty() ? text(c) : c.name) + " on " + table.name;
    const T* other = FindConstraint(actual, c, text);
    if (!other) {
      Add(out, object, "missing", text(c), "absent", c.location);
      continue;
    }
    matched.push_back(other);
    Expect(out, object, "definition", text(c), text(*other), c.location);
  }
  for (const auto& c : actual)
    if (std::find(matched.begin(), matched.end(), &c) == matched.end())
      Add(out, std::string(kind) + " " + c.name + " on " + table.name, "unexpected", "absent", text(c), table.location);
}

void CompareTable(Out& out, const model::Table& e, const model::Table& a, CompareScope scope) {
  CompareTableShape(out, e, a, scope);
  CompareColumns(out, e, a, scope);
  if (scope != CompareScope::kFull) return;
  CompareIndexes(out, e, a);
  CompareConstraints(out, e, e.foreign_keys, a.foreign_keys, "foreign key", ForeignKeyText);
  CompareConstraints(out, e, e.checks, a.checks, "check", CheckText);
}

void CompareSequences(Out& out, const model::Schema& expected, const model::Schema& actual) {
  auto find = [](const model::Schema& s, const std::string& name) -> const model::Sequence* {
    for (const auto& q : s.sequences)
      if (SameName(q.name, name)) return &q;
    return nullptr;
  };
  for (const auto& s : expected.sequences) {
    const model::Sequence* other = find(actual, s.name);
    if (!other)
      Add(out, "sequence " + s.name, "missing", SequenceText(s), "absent", s.location);
    else
      Expect(out, "sequence " + s.name, "options", SequenceText(s), SequenceText(*other), s.location);
  }
  for (const auto& s : actual.sequences)
    if (!find(expected, s.name)) Add(out, "sequence " + s.name, "unexpected", "absent", SequenceText(s), {});
}

// The table of `s` in `wanted`'s schema with `wanted`'s name (names compare case-insensitively).
const model::Table* FindTable(const model::Schema& s, const model::Table& wanted) {
  for (const auto& t : s.tables)
    if (SameName(t.name, wanted.name) && SameName(t.schema, wanted.schema)) return &t;
  return nullptr;
}

}  // namespace

std::string KeyText(const std::vector<model::KeyPart>& parts) {
  std::string out;
  for (const auto& p : parts) {
    if (!out.empty()) out += ", ";
    out += p.column.empty() ? NormaliseExpression(p.expression) : p.column;
    if (p.desc) out += " DESC";
  }
  return "(" + out + ")";
}

std::string IdentityText(const std::optional<model::Identity>& id) {
  if (!id) return "(none)";
  std::string out = id->always ? "ALWAYS" : "BY DEFAULT";
  if (id->bit_reversed_positive) out += " BIT_REVERSED_POSITIVE";
  if (id->skip_range_min || id->skip_range_max)
    out += " SKIP RANGE " + OptionalText(id->skip_range_min) + ", " + OptionalText(id->skip_range_max);
  if (id->start_counter) out += " START COUNTER WITH " + std::to_string(*id->start_counter);
  return out;
}

std::string GeneratedText(const std::optional<model::GeneratedColumn>& g) {
  if (!g) return "(none)";
  return "AS (" + NormaliseExpression(g->expression) + ")" + (g->stored ? " STORED" : "");
}

std::string IndexText(const model::Index& i, bool where_too) {
  std::string out = i.unique ? "UNIQUE " : "";
  if (i.null_filtered) out += "NULL_FILTERED ";
  out += Folded(KeyText(i.parts));
  if (!i.include.empty()) out += " STORING " + Folded(ListText(i.include));
  if (!i.interleave_in.empty()) out += " INTERLEAVE IN " + Folded(i.interleave_in);
  if (!i.where.empty() && where_too) out += " WHERE " + NormaliseExpression(i.where);
  return out;
}

std::string ForeignKeyText(const model::ForeignKey& fk) {
  return Folded(ListText(fk.columns)) + " REFERENCES " + Folded(fk.ref_table) + " " + Folded(ListText(fk.ref_columns)) +
         " ON DELETE " + OnDelete(fk.on_delete) + (fk.enforced ? "" : " NOT ENFORCED");
}

std::string CheckText(const model::Check& c) { return NormaliseExpression(c.expression); }

std::string SequenceText(const model::Sequence& s) {
  std::string out = s.kind.empty() ? "(no kind)" : model::ToLower(s.kind);
  if (s.skip_range_min || s.skip_range_max)
    out += " skip_range " + OptionalText(s.skip_range_min) + ".." + OptionalText(s.skip_range_max);
  if (s.start_counter) out += " start_with_counter " + std::to_string(*s.start_counter);
  return out;
}

std::string InterleaveText(const model::Table& t) {
  if (!t.interleave) return "(none)";
  return std::string(t.interleave->in_parent ? "IN PARENT " : "IN ") + Folded(t.interleave->parent) +
         (t.interleave->in_parent ? " ON DELETE " + OnDelete(t.interleave->on_delete) : "");
}

std::string RowDeletionPolicyText(const model::Table& t) {
  if (!t.row_deletion_policy) return "(none)";
  return "OLDER_THAN(" + Folded(t.row_deletion_policy->column) + ", " + std::to_string(t.row_deletion_policy->days) +
         " DAY)";
}

std::string ColumnOptionsText(const model::Column& c) {
  return c.allow_commit_timestamp ? "allow_commit_timestamp = true" : "(none)";
}

std::string TypeText(const model::DataType& type) {
  std::string out = model::ToUpper(type.name);
  if (!type.args.empty()) out += model::ToUpper(ListText(type.args));
  for (int i = 0; i < type.array_dims; ++i) out = "ARRAY<" + out + ">";
  return out;
}

namespace {

bool WordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// GoogleSQL's CURRENT_TIMESTAMP and CURRENT_DATE may be written without their empty argument list:
// `CURRENT_TIMESTAMP` and `CURRENT_TIMESTAMP()` are one expression. e[i] ends a word.
bool NiladicWithoutCall(std::string_view e, size_t i) {
  size_t start = i;
  while (start > 0 && WordChar(e[start - 1])) --start;
  if (start > 0 && e[start - 1] == '.') return false;  // a column of that name
  size_t next = i + 1;
  while (next < e.size() && std::isspace(static_cast<unsigned char>(e[next]))) ++next;
  if (next < e.size() && e[next] == '(') return false;
  const std::string word = model::ToUpper(e.substr(start, i + 1 - start));
  return word == "CURRENT_TIMESTAMP" || word == "CURRENT_DATE";
}

}  // namespace

std::string NormaliseExpression(std::string_view e) {
  std::string out;
  for (size_t i = 0; i < e.size(); ++i) {
    char c = e[i];
    if (c == '\'' || c == '"' || c == '`') {  // literals keep their text
      size_t close = i + 1;
      while (close < e.size() && e[close] != c) close += e[close] == '\\' ? 2 : 1;
      std::string_view quoted = e.substr(i, std::min(close + 1, e.size()) - i);
      // A `quoted name` is the name: Spanner names are case-insensitive, quoting is spelling.
      if (c == '`' && quoted.size() >= 2)
        out += model::ToUpper(quoted.substr(1, quoted.size() - 2));
      else
        out.append(quoted);
      i = close;
    } else if (!std::isspace(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (WordChar(c) && (i + 1 == e.size() || !WordChar(e[i + 1])) && NiladicWithoutCall(e, i)) out += "()";
    }
  }
  // Strip parentheses that enclose the whole expression.
  while (out.size() >= 2 && out.front() == '(' && out.back() == ')') {
    int depth = 0;
    bool encloses = true;
    for (size_t i = 0; i + 1 < out.size() && encloses; ++i) {
      depth += out[i] == '(' ? 1 : out[i] == ')' ? -1 : 0;
      encloses = depth > 0;
    }
    if (!encloses) break;
    out = out.substr(1, out.size() - 2);
  }
  return out;
}

// GetDatabaseDdl (the emulator's, 528.0.0) prints a search index as CREATE INDEX on the same
// columns and STORING (docs/verify.md, emulator gaps): such an index of the read-back is the
// input's search index, not an unexpected one. Its other clauses cannot be compared.
model::Schema WithoutSearchIndexes(const model::Schema& expected, const model::Schema& actual) {
  model::Schema out = actual;
  for (const auto& search : expected.search_indexes) {
    model::Table* t = nullptr;
    for (auto& table : out.tables)
      if (model::EqualsIgnoreCase(model::Qualified(table.schema, table.name), search.table)) t = &table;
    if (!t) continue;
    std::erase_if(t->indexes, [&](const model::Index& i) {
      if (!model::EqualsIgnoreCase(i.name, search.name) || i.parts.size() != search.parts.size()) return false;
      for (size_t k = 0; k < i.parts.size(); ++k)
        if (!model::EqualsIgnoreCase(i.parts[k].column, search.parts[k].column)) return false;
      return true;
    });
  }
  return out;
}

std::vector<Difference> CompareSchemas(const model::Schema& expected, const model::Schema& read_back,
                                       CompareScope scope) {
  const model::Schema actual = WithoutSearchIndexes(expected, read_back);
  Out out;
  for (const auto& t : expected.tables) {
    if (const model::Table* other = FindTable(actual, t))
      CompareTable(out, t, *other, scope);
    else
      Add(out, "table " + Label(t), "missing", "present", "absent", t.location);
  }
  if (scope == CompareScope::kFull) CompareSequences(out, expected, actual);
  for (const auto& t : actual.tables)
    if (!FindTable(expected, t)) Add(out, "table " + Label(t), "unexpected", "absent", "present", {});
  return out;
}

}  // namespace spanlift::verify
