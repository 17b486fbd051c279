#include "diff/renames.h"

#include <algorithm>

#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/review.h"
#include "findings/suppression.h"
#include "verify/compare.h"

namespace spanlift::diff {

namespace {

std::string Trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string_view::npos ? "" : std::string(s.substr(b, e - b + 1));
}

// A dotted name without backticks around its parts: "`sch`.`T`" -> "sch.T".
std::string Unquoted(const std::string& name) {
  std::string out;
  size_t start = 0;
  while (true) {
    size_t dot = name.find('.', start);
    std::string part = Trim(name.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (part.size() >= 2 && part.front() == '`' && part.back() == '`') part = part.substr(1, part.size() - 2);
    out += part;
    if (dot == std::string::npos) return out;
    out += ".";
    start = dot + 1;
  }
}

// Resolves one declaration at a time; refusals go to `out.refused`.
class Resolver {
 public:
  Resolver(const model::Schema& o, const model::Schema& n, Renames& out) : o_(o), n_(n), out_(out) {}

  void Add(RenameDeclaration d) {
    if (d.to.empty() && !Place(d)) return;
    d.from = Unquoted(d.from);
    d.to = Unquoted(d.to);
    auto [from_table, from_column] = Split(d.from);
    auto [to_table, to_column] = Split(d.to);
    if (from_column.empty() != to_column.empty())
      return Refuse(d, "declares a table renamed to a column (or the reverse)");
    if (from_column.empty()) return AddTable(d, from_table, to_table);
    AddColumn(d, from_table, from_column, to_table, to_column);
  }

  // "T.c" -> {"T", "c"}; "T" -> {"T", ""}; a name either side has as a table ("sch.T") is a table;
  // otherwise the part after the last dot is a column ("sch.T.c").
  std::pair<std::string, std::string> Split(const std::string& name) const {
    size_t dot = name.rfind('.');
    if (dot == std::string::npos || FindTable(o_, name) || FindTable(n_, name)) return {name, ""};
    return {name.substr(0, dot), name.substr(dot + 1)};
  }

  // Table renames in an order that applies one by one (a name is free when its turn comes).
  void Order() {
    std::vector<TableRename> pending = std::move(out_.tables), done;
    out_.tables.clear();
    for (bool progress = true; progress && !pending.empty();) {
      progress = false;
      for (auto it = pending.begin(); it != pending.end();) {
        bool taken = FindTable(o_, it->to) && std::none_of(done.begin(), done.end(), [&](const TableRename& r) {
                       return model::EqualsIgnoreCase(r.from, it->to);
                     });
        if (taken) {
          ++it;
          continue;
        }
        done.push_back(*it);
        it = pending.erase(it);
        progress = true;
      }
    }
    for (const auto& r : pending)
      Refuse({r.from, r.to, "", r.location}, "is part of a cycle of renames (" + r.from + " -> " + r.to +
                                                 "): swap names through a temporary name in two migrations");
    out_.tables = std::move(done);
  }

 private:
  // A comment: the table whose CREATE TABLE starts in the lines it covers, or the column on its line.
  bool Place(RenameDeclaration& d) {
    for (const auto& t : n_.tables) {
      if (t.location.file != d.location.file) continue;
      if (!d.column && t.location.line >= d.first_line && t.location.line <= d.last_line) {
        d.to = TableName(t);
        return true;
      }
      for (const auto& c : t.columns)
        if (d.column && c.location.line == d.first_line) {
          d.to = TableName(t) + "." + c.name;
          if (d.from.find('.') == std::string::npos) d.from = TableName(t) + "." + d.from;
          return true;
        }
    }
    Refuse(d, "is not before a CREATE TABLE or a column of NEW");
    return false;
  }

  void AddTable(const RenameDeclaration& d, const std::string& from, const std::string& to) {
    const model::Table* old_table = FindTable(o_, from);
    const model::Table* new_table = FindTable(n_, to);
    if (!old_table && FindTable(o_, to) && new_table)
      return;  // renamed already: the declaration stays in NEW after the change
    if (!old_table) return Refuse(d, "OLD has no table " + from);
    if (!new_table) return Refuse(d, "NEW has no table " + to);
    if (FindTable(n_, from) && !model::EqualsIgnoreCase(from, to))
      return Refuse(d, "NEW still has table " + from + ": it is not renamed");
    if (model::EqualsIgnoreCase(from, to)) return;  // a case-only rename is no change in Spanner
    for (const auto& r : out_.tables)
      if (model::EqualsIgnoreCase(r.from, from) || model::EqualsIgnoreCase(r.to, to)) return;  // declared twice
    out_.tables.push_back(
        {TableName(*old_table), TableName(*new_table), d.location.line ? d.location : new_table->location});
  }

  void AddColumn(const RenameDeclaration& d, const std::string& from_table, const std::string& from,
                 const std::string& to_table, const std::string& to) {
    const model::Table* new_table = FindTable(n_, to_table);
    if (!new_table) return Refuse(d, "NEW has no table " + to_table);
    std::string old_name = from_table;  // OLD's table: the same name, or the one renamed to it
    for (const auto& r : out_.tables)
      if (model::EqualsIgnoreCase(r.to, to_table)) old_name = r.from;
    const model::Table* old_table = FindTable(o_, old_name);
    if (!old_table ||
        (!model::EqualsIgnoreCase(from_table, to_table) && !model::EqualsIgnoreCase(from_table, old_name)))
      return Refuse(d, "a column rename stays in one table (" + from_table + " vs " + to_table + ")");
    const model::Column* new_column = new_table->FindColumn(to);
    if (!old_table->FindColumn(from) && old_table->FindColumn(to)) return;  // renamed already
    if (!old_table->FindColumn(from))
      return Refuse(d, "OLD's table " + TableName(*old_table) + " has no column " + from);
    if (!new_column) return Refuse(d, "NEW's table " + TableName(*new_table) + " has no column " + to);
    if (new_table->FindColumn(from) || old_table->FindColumn(to))
      return Refuse(d, "both sides have both columns (" + from + ", " + to + "): nothing is renamed");
    out_.columns.push_back({TableName(*new_table), old_table->FindColumn(from)->name, new_column->name,
                            d.location.line ? d.location : new_column->location});
  }

  void Refuse(const RenameDeclaration& d, const std::string& why) {
    Finding f;
    f.diagnostic.severity = model::Severity::kError;
    f.diagnostic.code = codes::kRenameRefused;
    f.diagnostic.location = d.location;
    f.diagnostic.object = "rename " + d.from + (d.to.empty() ? "" : " -> " + d.to);
    f.diagnostic.message = "declared " + (d.origin.empty() ? std::string() : "by " + d.origin + " ") + why +
                           "; the declaration is ignored (no rename is guessed)";
    f.diagnostic.fix = "Fix the declaration: OLD's name, then NEW's (docs/diff.md, \"Renames\")";
    f.fingerprint = Fingerprint(f.diagnostic.code, f.diagnostic.object);
    out_.refused.push_back(std::move(f));
  }

  const model::Schema& o_;
  const model::Schema& n_;
  Renames& out_;
};

}  // namespace

std::vector<RenameDeclaration> ReadRenameComments(std::string_view text, const frontend::Lexical& lex,
                                                  const std::string& file) {
  std::vector<RenameDeclaration> out;
  for (const auto& d : findings::ReadDirectives(text, lex)) {
    if (d.word != "renamed-from") continue;
    RenameDeclaration r;
    std::string args = Trim(d.args);
    r.from = args.substr(0, args.find_first_of(" \t"));
    r.origin = "a renamed-from comment";
    r.location = {file, d.at, 1};
    r.first_line = d.first;
    r.last_line = d.last;
    r.column = d.in_statement;
    out.push_back(std::move(r));
  }
  return out;
}

RenameDeclaration ParseRenameFlag(const std::string& value) {
  RenameDeclaration r;
  size_t eq = value.find('=');
  if (eq == std::string::npos) return r;
  r.from = Trim(value.substr(0, eq));
  r.to = Trim(value.substr(eq + 1));
  r.origin = "--rename";
  return r;
}

Renames ResolveRenames(const model::Schema& old_schema, const model::Schema& new_schema,
                       const std::vector<RenameDeclaration>& declarations) {
  Renames out;
  Resolver resolver(old_schema, new_schema, out);
  // Tables first: a column rename may name its table by either name.
  std::vector<RenameDeclaration> tables, columns;
  for (const auto& d : declarations) {
    bool column = d.to.empty() ? d.column : d.to.find('.') != std::string::npos;
    (column ? columns : tables).push_back(d);
  }
  for (auto& d : tables) resolver.Add(d);
  resolver.Order();
  for (auto& d : columns) resolver.Add(d);
  return out;
}

model::Schema ApplyTableRenames(const model::Schema& old_schema, const Renames& renames) {
  model::Schema out = old_schema;
  for (const auto& r : renames.tables)
    if (const model::Table* t = FindTable(out, r.from))  // by qualified name: "T" is the default schema's
      out.RenameTable(out.tables[static_cast<size_t>(t - out.tables.data())], model::SchemaOf(r.to),
                      model::UnqualifiedName(r.to));
  return out;
}

namespace {

// A table's columns and key as text, names case-folded: equal for a table renamed as it is.
std::string Shape(const model::Table& t) {
  std::string out =
      model::ToLower(verify::KeyText(t.primary_key ? t.primary_key->parts : std::vector<model::KeyPart>{}));
  std::vector<std::string> columns;
  for (const auto& c : t.columns) columns.push_back(model::ToLower(c.name) + " " + verify::TypeText(c.type));
  std::sort(columns.begin(), columns.end());
  for (const auto& c : columns) out += "," + c;
  return out;
}

// The one change of `kind` and object that `match` accepts besides `self`, or npos (none or several).
template <typename Match>
size_t OnlyOne(const std::vector<Change>& changes, ObjectKind object, ChangeKind kind, size_t self, Match match) {
  size_t found = std::string::npos;
  for (size_t i = 0; i < changes.size(); ++i) {
    if (i == self || changes[i].object != object || changes[i].kind != kind || !match(changes[i])) continue;
    if (found != std::string::npos) return std::string::npos;
    found = i;
  }
  return found;
}

}  // namespace

std::string SuggestedRename(const model::Schema& old_schema, const model::Schema& new_schema,
                            const std::vector<Change>& changes, size_t dropped) {
  const Change& d = changes[dropped];
  const size_t none = std::string::npos;
  if (d.object == ObjectKind::kTable && d.kind == ChangeKind::kDropped) {
    const model::Table* o = FindTable(old_schema, d.table);
    if (!o) return "";
    std::string shape = Shape(*o);
    auto same = [&](const model::Schema& s) {
      return [&s, &shape](const Change& c) {
        const model::Table* t = FindTable(s, c.table);
        return t && Shape(*t) == shape;
      };
    };
    size_t added = OnlyOne(changes, ObjectKind::kTable, ChangeKind::kAdded, dropped, same(new_schema));
    if (added == none || OnlyOne(changes, ObjectKind::kTable, ChangeKind::kDropped, dropped, same(old_schema)) != none)
      return "";
    return d.table + "=" + changes[added].table;
  }
  if (d.object != ObjectKind::kColumn || d.kind != ChangeKind::kDropped) return "";
  auto same = [&](const Change& c) { return model::EqualsIgnoreCase(c.table, d.table) && c.after == d.before; };
  auto same_dropped = [&](const Change& c) {
    return model::EqualsIgnoreCase(c.table, d.table) && c.before == d.before;
  };
  size_t added = OnlyOne(changes, ObjectKind::kColumn, ChangeKind::kAdded, dropped, same);
  if (added == none || OnlyOne(changes, ObjectKind::kColumn, ChangeKind::kDropped, dropped, same_dropped) != none)
    return "";
  return d.table + "." + d.name + "=" + d.table + "." + changes[added].name;
}

std::vector<Change> RenameChanges(const model::Schema& new_schema, const Renames& renames) {
  std::vector<Change> out;
  for (const auto& r : renames.tables) {
    const model::Table* t = FindTable(new_schema, r.to);
    out.push_back({ObjectKind::kTable, ChangeKind::kAltered, r.to, "", "name", r.from, r.to, r.location,
                   t ? t->location : r.location});
  }
  return out;
}

}  // namespace spanlift::diff
