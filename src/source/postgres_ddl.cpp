// PostgreSQL catalogs -> pg_dump's statements. Each object's text is what pg_dump writes for it
// (CREATE, then OWNER TO, then COMMENT ON), from the server's own deparsing (postgres_catalog.cpp);
// dump_order.cpp puts the objects in pg_dump's order. docs/live.md says why text, not the model.
#include "source/postgres_ddl.h"

#include <fmt/format.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "source/dump_order.h"

namespace spanlift::source {

namespace {

using Row = Result::Row;

std::string OwnerTo(std::string_view what, const std::string& name, const std::string& owner) {
  return fmt::format("ALTER {} {} OWNER TO {};\n\n", what, name, owner);
}

std::string CommentOn(std::string_view what, const std::string& name, const std::optional<std::string>& comment) {
  return comment ? fmt::format("COMMENT ON {} {} IS {};\n\n", what, name, Literal(*comment)) : "";
}

std::string Statement(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ' || text.back() == ';')) text.pop_back();
  return text + ";\n\n";
}

uint64_t Oid(const Row& r, const char* column = "oid") { return static_cast<uint64_t>(r.Int(column).value_or(0)); }

std::string Padded(int64_t n) { return fmt::format("{:010}", n); }

// Sequence bounds pg_dump leaves out as NO MINVALUE / NO MAXVALUE.
std::pair<int64_t, int64_t> TypeRange(const std::string& type) {
  if (type == "smallint") return {-32768, 32767};
  if (type == "integer") return {INT32_MIN, INT32_MAX};
  return {INT64_MIN, INT64_MAX};
}

std::string SequenceOptions(const Row& r) {
  int64_t increment = r.Int("seqincrement").value_or(1);
  auto [type_min, type_max] = TypeRange(r.Text("seqtype"));
  int64_t default_min = increment > 0 ? 1 : type_min, default_max = increment > 0 ? type_max : -1;
  int64_t min = r.Int("seqmin").value_or(default_min), max = r.Int("seqmax").value_or(default_max);
  std::string out = fmt::format("    START WITH {}\n    INCREMENT BY {}\n", r.Text("seqstart"), increment);
  out += min == default_min ? "    NO MINVALUE\n" : fmt::format("    MINVALUE {}\n", min);
  out += max == default_max ? "    NO MAXVALUE\n" : fmt::format("    MAXVALUE {}\n", max);
  out += "    CACHE " + r.Text("seqcache");
  if (r.Bool("seqcycle")) out += "\n    CYCLE";
  return out;
}

class Builder {
 public:
  Builder(const PgCatalog& catalog, const std::vector<std::string>& exclude) : cat_(catalog) {
    for (size_t i = 0; i < cat_.relations.size(); ++i) {
      Row r = cat_.relations[i];
      relations_[r.Text("oid")] = i;
      if (r.Text("relkind") != "S" && Excluded(exclude, r.Text("nspname"), r.Text("relname")))
        excluded_.insert(r.Text("oid"));
    }
    for (size_t i = 0; i < cat_.columns.size(); ++i) columns_[cat_.columns[i].Text("attrelid")].push_back(i);
    for (size_t i = 0; i < cat_.constraints.size(); ++i)
      constraints_[cat_.constraints[i].Text("conrelid")].push_back(i);
  }

  std::vector<DdlStatement> Build() {
    FindSeparateDefaults();
    AddSchemas();
    AddExtensions();
    AddCollations();
    AddTypes();
    AddFunctions();
    AddRelations();
    AddConstraints();
    AddIndexes();
    AddTableChildren();
    AddDependencies();
    std::vector<DdlStatement> out;
    out.push_back({"the session", "SELECT pg_catalog.set_config('search_path', '', false);\n\n"});
    std::vector<size_t> order = DumpOrder(objects_);
    for (size_t i : order)
      if (!objects_[i].text.empty()) out.push_back({objects_[i].label, objects_[i].text});
    AddPrivileges(order, out);
    return out;
  }

 private:
  // An object in `r`'s schema (r: a row with nspname); `oid` breaks ties as pg_dump's last resort.
  size_t Add(DumpPriority priority, const Row& r, std::string name, std::string label, std::string text,
             std::string tiebreak = "", uint64_t oid = 0) {
    DumpObject o;
    o.priority = priority;
    o.schema = r.Text("nspname");
    o.name = std::move(name);
    o.tiebreak = std::move(tiebreak);
    o.oid = oid;
    o.label = std::move(label);
    o.text = std::move(text);
    objects_.push_back(std::move(o));
    return objects_.size() - 1;
  }
  void Map(const std::string& catalog, const std::string& oid, size_t object) { ids_[catalog + ":" + oid] = object; }
  bool Included(const std::string& relation_oid) const {
    return relations_.count(relation_oid) && !excluded_.count(relation_oid);
  }
  const Row Relation(const std::string& oid) const { return cat_.relations[relations_.at(oid)]; }

  void AddSchemas() {
    for (size_t i = 0; i < cat_.schemas.size(); ++i) {
      Row r = cat_.schemas[i];
      std::string q = r.Text("qname"), text;
      if (r.Text("nspname") == "public") {  // initdb made it: pg_dump states only what differs
        if (!r.Bool("default_owner")) text += OwnerTo("SCHEMA", q, r.Text("owner"));
        if (r.Get("comment") != std::optional<std::string>("standard public schema"))
          text += CommentOn("SCHEMA", q, r.Get("comment"));
      } else {
        text = "CREATE SCHEMA " + q + ";\n\n" + OwnerTo("SCHEMA", q, r.Text("owner")) +
               CommentOn("SCHEMA", q, r.Get("comment"));
      }
      DumpObject o;
      o.priority = DumpPriority::kNamespace;
      o.name = r.Text("nspname");
      o.oid = Oid(r);
      o.label = "schema " + o.name;
      o.text = std::move(text);
      objects_.push_back(std::move(o));
    }
  }

  void AddExtensions() {
    for (size_t i = 0; i < cat_.extensions.size(); ++i) {
      Row r = cat_.extensions[i];
      std::string q = r.Text("qname");
      DumpObject o;
      o.priority = DumpPriority::kExtension;
      o.name = r.Text("extname");
      o.label = "extension " + o.name;
      o.text = "CREATE EXTENSION IF NOT EXISTS " + q + " WITH SCHEMA " + r.Text("schema") + ";\n\n" +
               CommentOn("EXTENSION", q, r.Get("comment"));
      objects_.push_back(std::move(o));
    }
  }

  // As pg_dump writes it; a nondeterministic one decides whether keys compare case-insensitively (C037).
  void AddCollations() {
    for (size_t i = 0; i < cat_.collations.size(); ++i) {
      Row r = cat_.collations[i];
      std::string q = r.Text("qname"), provider = r.Text("collprovider");
      std::string text = "CREATE COLLATION " + q + " (provider = " +
                         (provider == "i"   ? "icu"
                          : provider == "b" ? "builtin"
                                            : "libc");
      if (!r.Bool("collisdeterministic")) text += ", deterministic = false";
      if (!r.Text("locale").empty())
        text += ", locale = " + Literal(r.Text("locale"));
      else if (r.Text("collcollate") == r.Text("collctype"))
        text += ", locale = " + Literal(r.Text("collcollate"));
      else
        text += ", lc_collate = " + Literal(r.Text("collcollate")) + ", lc_ctype = " + Literal(r.Text("collctype"));
      text += ");\n\n" + OwnerTo("COLLATION", q, r.Text("owner"));
      Add(DumpPriority::kCollation, r, r.Text("collname"), "collation " + q, text, "", Oid(r));
    }
  }

  void AddTypes() {
    for (size_t i = 0; i < cat_.types.size(); ++i) {
      Row r = cat_.types[i];
      std::string q = r.Text("qname"), kind = r.Text("typtype"), text;
      bool domain = kind == "d";
      if (kind == "e") {
        text = "CREATE TYPE " + q + " AS ENUM (";
        auto labels = nlohmann::json::parse(r.Text("labels").empty() ? "[]" : r.Text("labels"));
        for (size_t l = 0; l < labels.size(); ++l)
          text += (l ? ",\n    " : "\n    ") + Literal(labels[l].get<std::string>());
        text += "\n);\n\n";
      } else if (domain) {
        text = DomainText(r);
      } else if (kind == "c") {
        text = "CREATE TYPE " + q + " AS (\n\t" + r.Text("attributes") + "\n);\n\n";
      } else {
        text = "CREATE TYPE " + q + " AS RANGE (\n    subtype = " + r.Text("subtype") + "\n);\n\n";
      }
      text += OwnerTo(domain ? "DOMAIN" : "TYPE", q, r.Text("owner")) +
              CommentOn(domain ? "DOMAIN" : "TYPE", q, r.Get("comment"));
      size_t at = Add(DumpPriority::kType, r, r.Text("typname"), (domain ? "domain " : "type ") + q, text, "", Oid(r));
      Map("pg_type", r.Text("oid"), at);
    }
  }

  // CREATE DOMAIN with its validated checks; a NOT VALID one is added later, as pg_dump does.
  std::string DomainText(const Row& r) {
    std::string q = r.Text("qname");
    std::string text = "CREATE DOMAIN " + q + " AS " + r.Text("base");
    if (!r.IsNull("collation")) text += " COLLATE " + r.Text("collation");
    if (r.Bool("typnotnull")) text += " NOT NULL";
    if (!r.IsNull("default_expr")) text += " DEFAULT " + r.Text("default_expr");
    auto checks = nlohmann::json::parse(r.Text("checks").empty() ? "[]" : r.Text("checks"));
    std::string later;
    for (const auto& c : checks) {
      std::string clause = "CONSTRAINT " + c[1].get<std::string>() + " " + c[2].get<std::string>();
      if (c[3].get<bool>())
        text += "\n\t" + clause;
      else
        later += "ALTER DOMAIN " + q + "\n    ADD " + clause + ";\n\n";
    }
    return text + ";\n\n" + later;
  }

  void AddFunctions() {
    for (size_t i = 0; i < cat_.functions.size(); ++i) {
      Row r = cat_.functions[i];
      std::string q = r.Text("qname"), kind = r.Text("prokind");
      bool aggregate = kind == "a";
      std::string what = aggregate ? "AGGREGATE" : kind == "p" ? "PROCEDURE" : "FUNCTION";
      std::string signature = q + "(" + r.Text("idargs") + ")";
      std::string text = aggregate ? "CREATE AGGREGATE " + signature + " (\n    " + r.Text("aggdef") + "\n);\n\n"
                                   : Statement(r.Text("def"));
      text += OwnerTo(what, aggregate ? signature : q + "(" + r.Text("args") + ")", r.Text("owner"));
      text += CommentOn(what, signature, r.Get("comment"));
      size_t at = Add(aggregate ? DumpPriority::kAggregate : DumpPriority::kFunction, r, r.Text("proname"),
                      model::ToLower(what) + " " + signature, text,
                      Padded(r.Int("pronargs").value_or(0)) + r.Text("idargs"), Oid(r));
      Map("pg_proc", r.Text("oid"), at);
    }
  }

  // Which column defaults pg_dump writes apart from CREATE TABLE: those of inherited columns (not
  // printed there) and those that would close a loop (a serial column's nextval() of a sequence
  // the table itself owns).
  void FindSeparateDefaults() {
    std::map<std::string, std::string> owner_of;  // sequence oid -> owning table oid
    for (size_t i = 0; i < cat_.relations.size(); ++i) {
      Row r = cat_.relations[i];
      if (!r.IsNull("owned_by")) owner_of[r.Text("oid")] = r.Text("owned_by");
    }
    std::map<std::string, std::string> table_of;  // attrdef oid -> table oid
    for (size_t i = 0; i < cat_.columns.size(); ++i)
      if (!cat_.columns[i].IsNull("attrdef"))
        table_of[cat_.columns[i].Text("attrdef")] = cat_.columns[i].Text("attrelid");
    for (size_t i = 0; i < cat_.depends.size(); ++i) {
      Row d = cat_.depends[i];
      if (d.Text("cls") != "pg_attrdef" || d.Text("refcls") != "pg_class") continue;
      auto table = table_of.find(d.Text("objid"));
      auto owner = owner_of.find(d.Text("refobjid"));
      if (table != table_of.end() && owner != owner_of.end() && owner->second == table->second)
        separate_defaults_.insert(d.Text("objid"));
    }
  }

  bool PrintsColumn(const Row& table, const Row& column) const {
    return table.Bool("relispartition") || column.Bool("attislocal");
  }

  void AddRelations() {
    for (size_t i = 0; i < cat_.relations.size(); ++i) {
      Row r = cat_.relations[i];
      std::string oid = r.Text("oid"), kind = r.Text("relkind");
      if (excluded_.count(oid)) continue;
      if (kind == "S") {
        AddSequence(r);
        continue;
      }
      std::string q = r.Text("qname"), text, label;
      if (kind == "v" || kind == "m") {
        bool mat = kind == "m";
        text = std::string(mat ? "CREATE MATERIALIZED VIEW " : "CREATE VIEW ") + q + " AS\n" +
               Statement(r.Text("viewdef"));
        if (mat) text = text.substr(0, text.size() - 3) + "\n  WITH NO DATA;\n\n";
        text +=
            OwnerTo("TABLE", q, r.Text("owner")) + CommentOn(mat ? "MATERIALIZED VIEW" : "VIEW", q, r.Get("comment"));
        label = (mat ? "materialized view " : "view ") + q;
      } else {
        text = TableText(r);
        label = (kind == "f" ? "foreign table " : "table ") + q;
      }
      size_t at = Add(DumpPriority::kTable, r, r.Text("relname"), label, text, "", Oid(r));
      Map("pg_class", oid, at);
    }
  }

  std::string TableText(const Row& r) {
    std::string q = r.Text("qname"), oid = r.Text("oid");
    bool foreign = r.Text("relkind") == "f";
    std::string text = std::string("CREATE ") + (r.Text("relpersistence") == "u" ? "UNLOGGED " : "") +
                       (foreign ? "FOREIGN " : "") + "TABLE " + q + " (";
    std::vector<std::string> lines;
    std::string comments;
    for (size_t ci : columns_[oid]) {
      Row c = cat_.columns[ci];
      std::string name = c.Text("qname");
      if (!c.IsNull("comment")) comments += CommentOn("COLUMN", q + "." + name, c.Get("comment"));
      if (!PrintsColumn(r, c)) {
        if (!c.IsNull("attrdef")) AddSeparateDefault(r, c);
        continue;
      }
      std::string line = "    " + name + " " + c.Text("type");
      if (c.Text("attgenerated") == "s") {
        line += " GENERATED ALWAYS AS (" + c.Text("default_expr") + ") STORED";
      } else if (!c.IsNull("attrdef")) {
        if (separate_defaults_.count(c.Text("attrdef")))
          AddSeparateDefault(r, c);
        else
          line += " DEFAULT " + c.Text("default_expr");
      }
      if (c.Bool("attnotnull")) line += " NOT NULL";
      if (!c.IsNull("collation")) line += " COLLATE " + c.Text("collation");
      lines.push_back(std::move(line));
    }
    for (size_t k : constraints_[oid]) {
      Row co = cat_.constraints[k];
      if (co.Text("contype") == "c" && co.Bool("conislocal") && co.Bool("convalidated"))
        lines.push_back("    CONSTRAINT " + co.Text("qname") + " " + co.Text("def"));
    }
    for (size_t l = 0; l < lines.size(); ++l) text += (l ? ",\n" : "\n") + lines[l];
    text += "\n)";
    if (!r.Bool("relispartition") && !r.IsNull("parents")) text += "\nINHERITS (" + r.Text("parents") + ")";
    if (!r.IsNull("partkey")) text += "\nPARTITION BY " + r.Text("partkey");
    if (foreign) text += "\nSERVER " + r.Text("server");
    if (!r.Text("reloptions").empty()) text += "\nWITH (" + r.Text("reloptions") + ")";
    text += ";\n\n" + OwnerTo(foreign ? "FOREIGN TABLE" : "TABLE", q, r.Text("owner"));
    return text + CommentOn(foreign ? "FOREIGN TABLE" : "TABLE", q, r.Get("comment")) + comments;
  }

  void AddSeparateDefault(const Row& table, const Row& column) {
    std::string text = "ALTER TABLE ONLY " + table.Text("qname") + " ALTER COLUMN " + column.Text("qname") +
                       " SET DEFAULT " + column.Text("default_expr") + ";\n\n";
    size_t at = Add(DumpPriority::kAttrDef, table, table.Text("relname"),
                    "column " + table.Text("qname") + "." + column.Text("qname"), text,
                    Padded(column.Int("attnum").value_or(0)));
    pending_defaults_.push_back({at, table.Text("oid")});  // after the table, once it is added
    separate_default_objects_[column.Text("attrdef")] = at;
  }

  void AddSequence(const Row& r) {
    std::string q = r.Text("qname"), text;
    bool identity = r.Text("owned_kind") == "i";
    if (!r.IsNull("owned_by") && !Included(r.Text("owned_by"))) return;  // its table is excluded
    if (identity) {
      Row table = Relation(r.Text("owned_by"));
      text = "ALTER TABLE " + table.Text("qname") + " ALTER COLUMN " + r.Text("owned_column") + " ADD GENERATED " +
             (r.Text("identity_kind") == "a" ? "ALWAYS" : "BY DEFAULT") + " AS IDENTITY (\n    SEQUENCE NAME " + q +
             "\n" + SequenceOptions(r) + "\n);\n\n";
    } else {
      text = "CREATE SEQUENCE " + q + "\n";
      if (r.Text("seqtype") != "bigint") text += "    AS " + r.Text("seqtype") + "\n";
      text += SequenceOptions(r) + ";\n\n" + OwnerTo("TABLE", q, r.Text("owner"));
      if (!r.IsNull("owned_by"))
        text += "ALTER SEQUENCE " + q + " OWNED BY " + Relation(r.Text("owned_by")).Text("qname") + "." +
                r.Text("owned_column") + ";\n\n";
    }
    text += CommentOn("SEQUENCE", q, r.Get("comment"));
    size_t at = Add(DumpPriority::kTable, r, r.Text("relname"), "sequence " + q, text, "", Oid(r));
    Map("pg_class", r.Text("oid"), at);
    if (!r.Bool("seq_readable")) return;  // its counter stays unknown, as in a dump without rows
    bool called = !r.IsNull("last_value");
    std::string set = fmt::format("SELECT pg_catalog.setval({}, {}, {});\n\n", Literal(q),
                                  called ? r.Text("last_value") : r.Text("seqstart"), called ? "true" : "false");
    size_t set_at = Add(DumpPriority::kSequenceSet, r, r.Text("relname"), "sequence " + q, set);
    objects_[set_at].after.push_back(at);
  }

  void AddConstraints() {
    for (size_t i = 0; i < cat_.constraints.size(); ++i) {
      Row co = cat_.constraints[i];
      std::string table_oid = co.Text("conrelid"), type = co.Text("contype");
      if (!Included(table_oid)) continue;
      Row t = Relation(table_oid);
      if (type == "c" && (co.Bool("convalidated") || !co.Bool("conislocal"))) {
        Map("pg_constraint", co.Text("oid"), ids_.at("pg_class:" + table_oid));  // written inside CREATE TABLE
        continue;
      }
      if (type == "f" && co.Text("conparentid") != "0") continue;  // a partition's copy of its parent's key
      bool fk = type == "f";
      std::string only = fk && t.Text("relkind") == "p" ? "" : type == "c" ? "" : "ONLY ";
      std::string text = "ALTER TABLE " + only + t.Text("qname") + "\n    ADD CONSTRAINT " + co.Text("qname") + " " +
                         co.Text("def") + ";\n\n" +
                         CommentOn("CONSTRAINT", co.Text("qname") + " ON " + t.Text("qname"), co.Get("comment"));
      size_t at = Add(fk ? DumpPriority::kForeignKey : DumpPriority::kConstraint, t, co.Text("conname"),
                      "constraint " + co.Text("qname") + " of " + t.Text("qname"), text, t.Text("relname"), Oid(co));
      objects_[at].after.push_back(ids_.at("pg_class:" + table_oid));
      Map("pg_constraint", co.Text("oid"), at);
    }
  }

  void AddIndexes() {
    for (size_t i = 0; i < cat_.indexes.size(); ++i) {
      Row x = cat_.indexes[i];
      std::string table_oid = x.Text("indrelid");
      if (!Included(table_oid)) continue;
      Row t = Relation(table_oid);
      size_t at;
      if (!x.IsNull("constraint_oid")) {
        at = ids_.at("pg_constraint:" + x.Text("constraint_oid"));
      } else {
        std::string text = x.Text("def") + ";\n\n" + CommentOn("INDEX", x.Text("qname"), x.Get("comment"));
        at =
            Add(DumpPriority::kIndex, t, x.Text("relname"), "index " + x.Text("qname"), text, "", Oid(x, "indexrelid"));
        objects_[at].after.push_back(ids_.at("pg_class:" + table_oid));
      }
      Map("pg_class", x.Text("indexrelid"), at);
      if (x.IsNull("parent_index")) continue;
      size_t attach = Add(DumpPriority::kIndexAttach, t, x.Text("relname"), "index " + x.Text("qname"),
                          "ALTER INDEX " + x.Text("parent_index") + " ATTACH PARTITION " + x.Text("qname") + ";\n\n");
      objects_[attach].after.push_back(at);
    }
  }

  // Partitions attached, triggers, rules, row-level security and policies of the tables read.
  void AddTableChildren() {
    for (auto [at, table_oid] : pending_defaults_) objects_[at].after.push_back(ids_.at("pg_class:" + table_oid));
    for (size_t i = 0; i < cat_.relations.size(); ++i) {
      Row r = cat_.relations[i];
      if (!Included(r.Text("oid")) || !r.Bool("relispartition") || r.IsNull("parents")) continue;
      size_t at = Add(DumpPriority::kTableAttach, r, r.Text("relname"), "partition " + r.Text("qname"),
                      "ALTER TABLE ONLY " + r.Text("parents") + " ATTACH PARTITION " + r.Text("qname") + " " +
                          r.Text("bound") + ";\n\n");
      objects_[at].after.push_back(ids_.at("pg_class:" + r.Text("oid")));
      if (r.Bool("relrowsecurity")) AddRowSecurity(r);
    }
    for (size_t i = 0; i < cat_.relations.size(); ++i) {
      Row r = cat_.relations[i];
      if (Included(r.Text("oid")) && !r.Bool("relispartition") && r.Bool("relrowsecurity")) AddRowSecurity(r);
    }
    AddTableObjects(cat_.triggers, "tgrelid", "tgname", "trigger", DumpPriority::kTrigger, "pg_trigger");
    AddTableObjects(cat_.rules, "ev_class", "rulename", "rule", DumpPriority::kRule, "");
    for (size_t i = 0; i < cat_.policies.size(); ++i) {
      Row p = cat_.policies[i];
      if (!Included(p.Text("polrelid"))) continue;
      Row t = Relation(p.Text("polrelid"));
      static const std::map<std::string, std::string> kCommands = {
          {"r", " FOR SELECT"}, {"a", " FOR INSERT"}, {"w", " FOR UPDATE"}, {"d", " FOR DELETE"}};
      auto cmd = kCommands.find(p.Text("polcmd"));
      std::string text = "CREATE POLICY " + p.Text("qname") + " ON " + t.Text("qname") +
                         (p.Bool("polpermissive") ? "" : " AS RESTRICTIVE") +
                         (cmd != kCommands.end() ? cmd->second : "") +
                         (p.IsNull("roles") ? "" : " TO " + p.Text("roles")) +
                         (p.IsNull("qual") ? "" : " USING (" + p.Text("qual") + ")") +
                         (p.IsNull("withcheck") ? "" : " WITH CHECK (" + p.Text("withcheck") + ")") + ";\n\n";
      size_t at =
          Add(DumpPriority::kPolicy, t, p.Text("polname"), "policy " + p.Text("qname"), text, t.Text("relname"));
      objects_[at].after.push_back(ids_.at("pg_class:" + p.Text("polrelid")));
      Map("pg_policy", p.Text("oid"), at);
    }
  }

  void AddRowSecurity(const Row& r) {
    size_t at = Add(DumpPriority::kPolicy, r, r.Text("relname"), "table " + r.Text("qname"),
                    "ALTER TABLE " + r.Text("qname") + " ENABLE ROW LEVEL SECURITY;\n\n");
    objects_[at].after.push_back(ids_.at("pg_class:" + r.Text("oid")));
  }

  void AddTableObjects(const Result& rows, const char* table_column, const char* name_column, const char* kind,
                       DumpPriority priority, const std::string& catalog) {
    for (size_t i = 0; i < rows.size(); ++i) {
      Row x = rows[i];
      if (!Included(x.Text(table_column))) continue;
      Row t = Relation(x.Text(table_column));
      size_t at = Add(priority, t, x.Text(name_column),
                      std::string(kind) + " " + x.Text(name_column) + " on " + t.Text("qname"),
                      Statement(x.Text("def")), t.Text("relname"));
      objects_[at].after.push_back(ids_.at("pg_class:" + x.Text(table_column)));
      if (!catalog.empty()) Map(catalog, x.Text("oid"), at);
    }
  }

  // pg_depend's edges between the objects written: a view after what it reads, a function after
  // a table whose row type it takes, a table after a sequence its defaults call, a sequence after
  // the table that owns it. Internal links first tell which object a catalog row belongs to.
  void AddDependencies() {
    std::map<std::string, std::string> alias;  // "catalog:oid" -> the "catalog:oid" it is part of
    for (size_t i = 0; i < cat_.columns.size(); ++i) {
      Row c = cat_.columns[i];
      if (c.IsNull("attrdef")) continue;
      auto separate = separate_default_objects_.find(c.Text("attrdef"));
      if (separate != separate_default_objects_.end())
        ids_["pg_attrdef:" + c.Text("attrdef")] = separate->second;
      else
        alias["pg_attrdef:" + c.Text("attrdef")] = "pg_class:" + c.Text("attrelid");
    }
    for (size_t i = 0; i < cat_.depends.size(); ++i) {
      Row d = cat_.depends[i];
      std::string cls = d.Text("cls"), ref = d.Text("refcls");
      bool part_of = d.Text("deptype") == "i" && (cls == "pg_type" || cls == "pg_rewrite");
      if (part_of) alias[cls + ":" + d.Text("objid")] = ref + ":" + d.Text("refobjid");
    }
    auto resolve = [&](std::string key) -> std::optional<size_t> {
      for (int hops = 0; hops < 8; ++hops) {
        if (auto it = ids_.find(key); it != ids_.end()) return it->second;
        auto a = alias.find(key);
        if (a == alias.end()) return std::nullopt;
        key = a->second;
      }
      return std::nullopt;
    };
    for (size_t i = 0; i < cat_.depends.size(); ++i) {
      Row d = cat_.depends[i];
      auto from = resolve(d.Text("cls") + ":" + d.Text("objid"));
      auto to = resolve(d.Text("refcls") + ":" + d.Text("refobjid"));
      if (from && to && *from != *to) objects_[*from].after.push_back(*to);
    }
  }

  // REVOKE / GRANT where privileges differ from the default, per grantee: last, in the objects'
  // order (pg_dump restores privileges after everything else).
  void AddPrivileges(const std::vector<size_t>& order, std::vector<DdlStatement>& out) {
    std::map<uint64_t, size_t> place;  // object oid -> place in the dump
    for (size_t p = 0; p < order.size(); ++p) place.emplace(objects_[order[p]].oid, p);
    std::map<std::pair<size_t, uint64_t>, std::pair<std::string, std::string>> statements;  // revokes, grants
    for (size_t i = 0; i < cat_.acls.size(); ++i) {
      Row a = cat_.acls[i];
      uint64_t oid = Oid(a);
      auto at = place.find(oid);
      if (at == place.end() || a.Get("before") == a.Get("now")) continue;  // not dumped (excluded) or unchanged
      std::string target = " ON " + a.Text("kind") + " " + a.Text("name");
      auto& [revokes, grants] = statements[{at->second, oid}];
      if (!a.IsNull("before")) revokes += "REVOKE " + a.Text("before") + target + " FROM " + a.Text("grantee") + ";\n";
      if (!a.IsNull("now")) grants += "GRANT " + a.Text("now") + target + " TO " + a.Text("grantee") + ";\n";
    }
    for (const auto& [key, texts] : statements)
      out.push_back({"privileges of " + objects_[order[key.first]].label, texts.first + texts.second + "\n"});
  }

  const PgCatalog& cat_;
  std::vector<DumpObject> objects_;
  std::map<std::string, size_t> ids_;  // "pg_class:16384" -> object
  std::map<std::string, size_t> relations_;
  std::set<std::string> excluded_;
  std::map<std::string, std::vector<size_t>> columns_, constraints_;
  std::set<std::string> separate_defaults_;                 // attrdef oids
  std::map<std::string, size_t> separate_default_objects_;  // attrdef oid -> object
  std::vector<std::pair<size_t, std::string>> pending_defaults_;
};

}  // namespace

std::vector<DdlStatement> PostgresStatements(const PgCatalog& catalog, const std::vector<std::string>& exclude) {
  return Builder(catalog, exclude).Build();
}

}  // namespace spanlift::source
