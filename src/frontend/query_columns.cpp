// Typing CREATE TABLE ... AS SELECT from the model: a small reader of the select list and the
// FROM clause (no expression trees: anything it does not recognise makes the query untyped).
#include "frontend/query_columns.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>

namespace spanlift::frontend {

namespace {

using Tokens = std::vector<QueryToken>;

bool IsPunct(const QueryToken& t, std::string_view p) { return t.kind == QueryToken::Kind::kPunct && t.text == p; }
bool IsWord(const QueryToken& t, std::string_view upper) {
  return t.kind == QueryToken::Kind::kWord && model::EqualsIgnoreCase(t.text, upper);
}
bool IsName(const QueryToken& t) {
  return t.kind == QueryToken::Kind::kWord || t.kind == QueryToken::Kind::kQuotedName;
}
bool IsAnyWord(const QueryToken& t, std::initializer_list<std::string_view> words) {
  return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return IsWord(t, w); });
}

// Words that end the FROM list (or the select list) at the top level.
bool EndsFromClause(const QueryToken& t) {
  return IsAnyWord(t, {"WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "FETCH", "WINDOW", "FOR", "WITH", "LOCK",
                       "INTO", "PROCEDURE"});
}
bool IsSetOperation(const QueryToken& t) { return IsAnyWord(t, {"UNION", "INTERSECT", "EXCEPT", "MINUS"}); }
bool IsJoinWord(const QueryToken& t) {
  return IsAnyWord(t, {"JOIN", "LEFT", "RIGHT", "FULL", "INNER", "OUTER", "CROSS", "NATURAL", "STRAIGHT_JOIN"});
}

std::string Text(const Tokens& tokens) {
  std::string out;
  for (const auto& t : tokens) out += (out.empty() ? "" : " ") + t.text;
  return out;
}

// Top-level pieces of `tokens` separated by commas (parentheses nest).
std::vector<Tokens> SplitTopLevel(const Tokens& tokens) {
  std::vector<Tokens> out(1);
  int depth = 0;
  for (const auto& t : tokens) {
    if (IsPunct(t, "(")) ++depth;
    if (IsPunct(t, ")")) --depth;
    if (depth == 0 && IsPunct(t, ",")) {
      out.emplace_back();
      continue;
    }
    out.back().push_back(t);
  }
  return out;
}

struct Source {
  const model::Table* table = nullptr;
  std::string name, alias;
  bool nullable_side = false;  // the optional side of an outer join
};

struct Reader {
  const QueryDialect& dialect;
  std::vector<Source> sources;
  std::string problem;

  bool Same(const std::string& a, const std::string& b) const {
    return dialect.case_insensitive_names ? model::EqualsIgnoreCase(a, b) : a == b;
  }
  void Fail(std::string why) {
    if (problem.empty()) problem = std::move(why);
  }

  // One FROM entry: name[.name]... [*] [[AS] alias] [ON ... | USING (...)]; `at` moves past it.
  void ReadSource(const Tokens& t, size_t& at, bool nullable_side) {
    if (at < t.size() && IsWord(t[at], "ONLY")) ++at;
    if (at >= t.size() || !IsName(t[at])) {
      Fail("its FROM clause has " + (at < t.size() ? "`" + t[at].text + "`" : std::string("nothing")) +
           " where a table name was expected (subqueries and functions are not typed)");
      return;
    }
    std::vector<std::string> parts{t[at++].name};
    while (at + 1 < t.size() && IsPunct(t[at], ".") && IsName(t[at + 1])) {
      parts.push_back(t[at + 1].name);
      at += 2;
    }
    if (at < t.size() && IsPunct(t[at], "(")) {
      Fail("its FROM clause calls the function " + parts.back());
      return;
    }
    if (at < t.size() && IsPunct(t[at], "*")) ++at;
    Source s{dialect.find_table(parts), parts.back(), "", nullable_side};
    if (!s.table) Fail("it reads table " + parts.back() + ", which is not defined before it");
    if (at < t.size() && IsWord(t[at], "AS")) ++at;
    if (at < t.size() && IsName(t[at]) && !IsJoinWord(t[at]) && !IsAnyWord(t[at], {"ON", "USING"}) &&
        !EndsFromClause(t[at]))
      s.alias = t[at++].name;
    if (at < t.size() && IsPunct(t[at], "(")) Fail("its FROM clause has a column alias list");
    sources.push_back(std::move(s));
    // The join condition does not change the columns: skip it.
    int depth = 0;
    while (at < t.size() && (depth > 0 || (!IsJoinWord(t[at]) && !IsPunct(t[at], ",")))) {
      if (IsPunct(t[at], "(")) ++depth;
      if (IsPunct(t[at], ")")) --depth;
      ++at;
    }
  }

  void ReadFrom(const Tokens& t) {
    size_t at = 0;
    ReadSource(t, at, false);
    while (problem.empty() && at < t.size()) {
      bool left = false, right = false;
      if (IsPunct(t[at], ",")) {
        ++at;
      } else {
        while (at < t.size() && IsJoinWord(t[at]) && !IsAnyWord(t[at], {"JOIN", "STRAIGHT_JOIN"})) {
          left = left || IsAnyWord(t[at], {"LEFT", "FULL"});
          right = right || IsAnyWord(t[at], {"RIGHT", "FULL"});
          ++at;
        }
        if (at >= t.size() || !IsAnyWord(t[at], {"JOIN", "STRAIGHT_JOIN"})) {
          Fail("its FROM clause is not a list of tables and joins");
          return;
        }
        ++at;
      }
      if (right)
        for (auto& s : sources) s.nullable_side = true;
      ReadSource(t, at, left);
    }
  }

  const Source* SourceNamed(const std::string& qualifier) {
    for (const auto& s : sources)
      if (Same(s.alias.empty() ? s.name : s.alias, qualifier)) return &s;
    Fail("it names " + qualifier + ", which is not in its FROM clause");
    return nullptr;
  }

  model::Column FromSource(const Source& s, const model::Column& c) const {
    model::Column out;
    out.name = c.name;
    out.type = c.type;
    out.declared_type = c.declared_type;
    if (dialect.keep_attributes) {
      out.nullable = c.nullable || s.nullable_side;
      out.default_value = c.default_value;
      out.comment = c.comment;
    } else {
      out.type.collation = c.type.collation;
    }
    return out;
  }

  void AddStar(const std::string& qualifier, std::vector<model::Column>& out) {
    for (const auto& s : sources) {
      if (!qualifier.empty() && !Same(s.alias.empty() ? s.name : s.alias, qualifier)) continue;
      if (!s.table) continue;
      for (const auto& c : s.table->columns) out.push_back(FromSource(s, c));
      if (!qualifier.empty()) return;
    }
    if (!qualifier.empty()) SourceNamed(qualifier);
  }

  std::optional<model::Column> ColumnRef(const std::vector<std::string>& parts) {
    const std::string& column = parts.back();
    std::vector<const Source*> candidates;
    if (parts.size() >= 2) {
      if (const Source* s = SourceNamed(parts[parts.size() - 2])) candidates.push_back(s);
    } else {
      for (const auto& s : sources) candidates.push_back(&s);
    }
    std::optional<model::Column> found;
    for (const Source* s : candidates) {
      if (!s->table) continue;
      for (const auto& c : s->table->columns) {
        if (!Same(c.name, column)) continue;
        if (found) {
          Fail("column " + column + " is ambiguous");
          return std::nullopt;
        }
        found = FromSource(*s, c);
      }
    }
    if (!found) Fail("column " + column + " is not in the tables it reads");
    return found;
  }

  // name(.name)* -> its parts; empty when `t` is not only a name.
  static std::vector<std::string> NameParts(const Tokens& t) {
    std::vector<std::string> parts;
    for (size_t i = 0; i < t.size(); ++i) {
      if (i % 2 == 0 && IsName(t[i]))
        parts.push_back(t[i].name);
      else if (i % 2 == 1 && IsPunct(t[i], "."))
        continue;
      else
        return {};
    }
    return t.size() % 2 == 1 ? parts : std::vector<std::string>{};
  }

  // A value without its alias: a column, a literal, a cast of either, or a parenthesised value.
  std::optional<model::Column> Value(Tokens t) {
    while (t.size() >= 2 && IsPunct(t.front(), "(") && IsPunct(t.back(), ")")) t = Tokens(t.begin() + 1, t.end() - 1);
    if (t.size() >= 6 && IsWord(t[0], "CAST") && IsPunct(t[1], "(") && IsPunct(t.back(), ")")) {
      int depth = 0;
      for (size_t i = 2; i + 1 < t.size(); ++i) {
        if (IsPunct(t[i], "(")) ++depth;
        if (IsPunct(t[i], ")")) --depth;
        if (depth == 0 && IsWord(t[i], "AS"))
          return Cast(Tokens(t.begin() + 2, t.begin() + i), Tokens(t.begin() + i + 1, t.end() - 1));
      }
    }
    int depth = 0;
    for (size_t i = t.size(); i-- > 0;) {
      if (IsPunct(t[i], ")")) ++depth;
      if (IsPunct(t[i], "(")) --depth;
      if (depth == 0 && IsPunct(t[i], "::"))
        return Cast(Tokens(t.begin(), t.begin() + i), Tokens(t.begin() + i + 1, t.end()));
    }
    bool boolean = t.size() == 1 && IsAnyWord(t[0], {"TRUE", "FALSE"});
    if (auto parts = NameParts(t); !parts.empty() && !boolean) return ColumnRef(parts);
    bool negative = t.size() == 2 && IsPunct(t[0], "-") && t[1].kind == QueryToken::Kind::kNumber;
    if ((t.size() == 1 && !IsName(t[0])) || boolean || negative) {
      if (auto type = dialect.literal_type(t.back())) {
        model::Column c;
        c.type = *type;
        return c;
      }
    }
    Fail("`" + Text(t) + "` is an expression spanlift cannot type");
    return std::nullopt;
  }

  // The cast decides the type; a cast column keeps its name, anything else needs an alias.
  std::optional<model::Column> Cast(const Tokens& value, const Tokens& type_tokens) {
    std::optional<model::Column> inner = NameParts(value).empty() ? model::Column{} : ColumnRef(NameParts(value));
    std::optional<model::DataType> type = dialect.cast_type(type_tokens);
    if (!type) Fail("the cast to " + Text(type_tokens) + " names a type spanlift cannot read");
    if (!inner || !type) return std::nullopt;
    inner->type = *type;
    inner->declared_type.clear();
    inner->default_value.reset();
    return inner;
  }

  void AddItem(Tokens item, std::vector<model::Column>& out) {
    if (item.size() == 1 && IsPunct(item[0], "*")) return AddStar("", out);
    if (item.size() >= 3 && IsPunct(item.back(), "*") && IsPunct(item[item.size() - 2], ".")) {
      return AddStar(item[item.size() - 3].name, out);
    }
    std::string alias;
    if (item.size() >= 3 && IsWord(item[item.size() - 2], "AS") && IsName(item.back())) {
      alias = item.back().name;
      item.resize(item.size() - 2);
    } else if (item.size() >= 2 && IsName(item.back()) &&
               (IsName(item[item.size() - 2]) || IsPunct(item[item.size() - 2], ")") ||
                item[item.size() - 2].kind == QueryToken::Kind::kString ||
                item[item.size() - 2].kind == QueryToken::Kind::kNumber) &&
               std::none_of(item.begin(), item.end(), [](const QueryToken& t) { return IsPunct(t, "::"); })) {
      alias = item.back().name;  // a bare alias (not after a cast, whose type may be several words)
      item.pop_back();
    }
    std::optional<model::Column> column = Value(item);
    if (!column) return;
    if (!alias.empty()) column->name = alias;
    if (column->name.empty()) return Fail("`" + Text(item) + "` needs a column name (AS name)");
    out.push_back(std::move(*column));
  }
};

// Removes parentheses around the whole query.
Tokens Unwrap(Tokens t) {
  while (t.size() >= 2 && IsPunct(t.front(), "(")) {
    int depth = 0;
    size_t close = 0;
    for (size_t i = 0; i < t.size() && !close; ++i) {
      if (IsPunct(t[i], "(")) ++depth;
      if (IsPunct(t[i], ")") && --depth == 0) close = i;
    }
    if (close == 0) break;
    Tokens rest(t.begin() + static_cast<long>(close) + 1, t.end());
    t = Tokens(t.begin() + 1, t.begin() + static_cast<long>(close));
    t.insert(t.end(), rest.begin(), rest.end());
  }
  return t;
}

}  // namespace

bool LooksLikeWord(std::string_view text) {
  if (text.empty()) return false;
  unsigned char c = static_cast<unsigned char>(text[0]);
  return std::isalpha(c) || c == '_' || c == '$' || c >= 0x80;
}

QueryColumns TypeQueryColumns(const std::vector<QueryToken>& query, const QueryDialect& dialect) {
  Tokens t = Unwrap(query);
  Reader r{dialect, {}, {}};
  QueryColumns out;
  if (!t.empty() && IsWord(t[0], "TABLE")) {  // TABLE t: SELECT * FROM t
    size_t at = 1;
    r.ReadSource(t, at, false);
    if (r.problem.empty()) r.AddStar("", out.columns);
  } else if (t.empty() || !IsWord(t[0], "SELECT")) {
    r.Fail("its query is not a plain SELECT" + (t.empty() ? std::string() : " (it starts with " + t[0].text + ")"));
  } else {
    size_t at = 1;
    if (at < t.size() && IsAnyWord(t[at], {"ALL", "DISTINCT", "DISTINCTROW"})) ++at;
    if (at < t.size() && IsWord(t[at], "ON")) r.Fail("it uses DISTINCT ON");
    // Select list up to FROM (top level), FROM list up to the next clause.
    size_t list_end = at, from_end;
    int depth = 0;
    for (; list_end < t.size(); ++list_end) {
      if (IsPunct(t[list_end], "(")) ++depth;
      if (IsPunct(t[list_end], ")")) --depth;
      // Only FROM ends the list (`timestamp with time zone` is a cast), or PostgreSQL's WITH [NO] DATA.
      bool with_data =
          IsWord(t[list_end], "WITH") && list_end + 1 < t.size() && IsAnyWord(t[list_end + 1], {"NO", "DATA"});
      if (depth == 0 && (IsWord(t[list_end], "FROM") || with_data || IsSetOperation(t[list_end]))) break;
    }
    from_end = list_end;
    if (from_end < t.size() && IsWord(t[from_end], "FROM")) ++from_end;
    size_t from_start = from_end;
    for (depth = 0; from_end < t.size(); ++from_end) {
      if (IsPunct(t[from_end], "(")) ++depth;
      if (IsPunct(t[from_end], ")")) --depth;
      if (depth == 0 && (EndsFromClause(t[from_end]) || IsSetOperation(t[from_end]))) break;
    }
    for (size_t i = from_end, d = 0; i < t.size(); ++i) {
      if (IsPunct(t[i], "(")) ++d;
      if (IsPunct(t[i], ")")) --d;
      if (d == 0 && IsSetOperation(t[i])) r.Fail("it combines queries with " + t[i].text);
    }
    if (from_start > list_end)
      r.ReadFrom(Tokens(t.begin() + static_cast<long>(from_start), t.begin() + static_cast<long>(from_end)));
    for (auto& item :
         SplitTopLevel(Tokens(t.begin() + static_cast<long>(at), t.begin() + static_cast<long>(list_end)))) {
      if (!r.problem.empty()) break;
      if (item.empty())
        r.Fail("its select list is empty");
      else
        r.AddItem(item, out.columns);
    }
  }
  for (size_t i = 0; i < out.columns.size() && r.problem.empty(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (r.Same(out.columns[i].name, out.columns[j].name)) r.Fail("column " + out.columns[i].name + " appears twice");
  if (!r.problem.empty()) {
    out.columns.clear();
    out.problem = r.problem;
  }
  return out;
}

QueryColumns RenameQueryColumns(QueryColumns typed, const std::vector<std::string>& given) {
  if (!typed.problem.empty()) return typed;
  if (given.size() > typed.columns.size()) {
    typed.problem = "it names " + std::to_string(given.size()) + " columns but its query has " +
                    std::to_string(typed.columns.size());
    typed.columns.clear();
    return typed;
  }
  for (size_t i = 0; i < given.size(); ++i) typed.columns[i].name = given[i];
  return typed;
}

bool FollowQueryTable(model::Schema& schema, const std::string& name, const std::string& new_name) {
  auto it = std::find_if(schema.skipped.begin(), schema.skipped.end(), [&](const model::SkippedObject& s) {
    return s.kind == "table from query" && model::EqualsIgnoreCase(s.name, name);
  });
  if (it == schema.skipped.end()) return false;
  if (new_name.empty())
    schema.skipped.erase(it);
  else
    it->name = new_name;
  return true;
}

}  // namespace spanlift::frontend
