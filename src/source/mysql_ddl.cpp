// SHOW CREATE TABLE, rebuilt from information_schema (MariaDB's layout, which MySQL's differs from
// only in spellings the MySQL front end reads the same).
#include "source/mysql_ddl.h"

#include <algorithm>
#include <map>
#include <set>

#include "model/schema.h"

namespace spanlift::source {

namespace {

using Row = Result::Row;

std::string Charset(const std::string& collation) { return collation.substr(0, collation.find('_')); }

// Row positions of a result grouped by one column, in arrival order.
std::map<std::string, std::vector<size_t>> ByTable(const Result& r, const char* column = "TABLE_NAME") {
  std::map<std::string, std::vector<size_t>> out;
  for (size_t i = 0; i < r.size(); ++i) out[r[i].Text(column)].push_back(i);
  return out;
}

class Builder {
 public:
  Builder(const MyCatalog& c, const std::vector<std::string>& exclude)
      : c_(c),
        exclude_(exclude),
        columns_(ByTable(c.columns)),
        statistics_(ByTable(c.statistics)),
        foreign_keys_(ByTable(c.foreign_keys)),
        checks_(ByTable(c.checks)),
        partitions_(ByTable(c.partitions)),
        triggers_(ByTable(c.triggers, "EVENT_OBJECT_TABLE")) {}

  std::vector<DdlStatement> Build() {
    std::vector<size_t> views;
    for (size_t i = 0; i < c_.tables.size(); ++i) {
      Row t = c_.tables[i];
      std::string name = t.Text("TABLE_NAME"), type = t.Text("TABLE_TYPE");
      if (Excluded(exclude_, c_.database, name)) continue;
      if (type == "VIEW") {
        // mysqldump's stand-in, where the view sorts among the tables; the view itself comes last.
        out_.push_back({"view " + name, "CREATE VIEW " + MyName(name) + " AS SELECT 1;\n"});
        views.push_back(i);
      } else if (type == "BASE TABLE" || type == "SYSTEM VERSIONED") {
        out_.push_back({"table " + name, TableText(t)});
        for (size_t k : triggers_[name])
          out_.push_back({"trigger " + c_.triggers[k].Text("TRIGGER_NAME"), Trigger(c_.triggers[k])});
      }
    }
    for (size_t i = 0; i < c_.events.size(); ++i) {
      Row e = c_.events[i];
      out_.push_back({"event " + e.Text("EVENT_NAME"),
                      Delimited("CREATE EVENT " + MyName(e.Text("EVENT_NAME")) + " ON SCHEDULE EVERY 1 DAY DO " +
                                Body(e.Get("EVENT_DEFINITION")))});
    }
    for (const char* type : {"FUNCTION", "PROCEDURE"}) {
      for (size_t i = 0; i < c_.routines.size(); ++i) {
        Row r = c_.routines[i];
        if (r.Text("ROUTINE_TYPE") != type) continue;
        std::string head = std::string("CREATE ") + type + " " + MyName(r.Text("ROUTINE_NAME")) + "()";
        if (std::string_view(type) == "FUNCTION") head += " RETURNS " + r.Text("DTD_IDENTIFIER");
        out_.push_back({model::ToLower(type) + " " + r.Text("ROUTINE_NAME"),
                        Delimited(head + "\n" + Body(r.Get("ROUTINE_DEFINITION")))});
      }
    }
    std::map<std::string, std::string> definitions;
    for (size_t i = 0; i < c_.views.size(); ++i)
      definitions[c_.views[i].Text("TABLE_NAME")] = c_.views[i].Text("VIEW_DEFINITION");
    for (size_t i : views) {
      std::string name = c_.tables[i].Text("TABLE_NAME"), query = definitions[name];
      out_.push_back(
          {"view " + name, "CREATE VIEW " + MyName(name) + " AS " + (query.empty() ? "SELECT 1" : query) + ";\n"});
    }
    return std::move(out_);
  }

 private:
  // Routine and trigger bodies hold semicolons: sent under another delimiter, as mysqldump does.
  static std::string Delimited(const std::string& statement) {
    return "DELIMITER ;;\n" + statement + " ;;\nDELIMITER ;\n";
  }
  static std::string Body(const std::optional<std::string>& body) {
    return body && !body->empty() ? *body : "BEGIN END";  // not readable without privileges: not modelled anyway
  }

  std::string Trigger(const Row& t) {
    return Delimited("CREATE TRIGGER " + MyName(t.Text("TRIGGER_NAME")) + " " + t.Text("ACTION_TIMING") + " " +
                     t.Text("EVENT_MANIPULATION") + " ON " + MyName(t.Text("EVENT_OBJECT_TABLE")) + " FOR EACH ROW " +
                     Body(t.Get("ACTION_STATEMENT")));
  }

  std::string TableText(const Row& t) {
    std::string name = t.Text("TABLE_NAME"), collation = t.Text("TABLE_COLLATION");
    std::vector<std::string> lines;
    std::map<std::string, std::string> column_checks;
    for (size_t k : checks_[name]) {
      Row ck = c_.checks[k];
      if (ck.Text("LEVEL") == "Column") column_checks[ck.Text("CONSTRAINT_NAME")] = ck.Text("CHECK_CLAUSE");
    }
    for (size_t k : columns_[name]) lines.push_back(Column(c_.columns[k], collation, column_checks));
    Keys(name, lines);
    ForeignKeys(name, lines);
    for (size_t k : checks_[name]) {
      Row ck = c_.checks[k];
      if (ck.Text("LEVEL") != "Column")
        lines.push_back("  CONSTRAINT " + MyName(ck.Text("CONSTRAINT_NAME")) + " CHECK (" + ck.Text("CHECK_CLAUSE") +
                        ")");
    }
    std::string text = "CREATE TABLE " + MyName(name) + " (\n";
    for (size_t l = 0; l < lines.size(); ++l) text += lines[l] + (l + 1 < lines.size() ? ",\n" : "\n");
    text += ")";
    if (!t.Text("ENGINE").empty()) text += " ENGINE=" + t.Text("ENGINE");
    if (t.Int("AUTO_INCREMENT").value_or(0) > 1) text += " AUTO_INCREMENT=" + t.Text("AUTO_INCREMENT");
    if (!collation.empty()) text += " DEFAULT CHARSET=" + Charset(collation) + " COLLATE=" + collation;
    text += Options(t.Text("CREATE_OPTIONS"));
    if (!t.Text("TABLE_COMMENT").empty()) text += " COMMENT=" + MyLiteral(t.Text("TABLE_COMMENT"));
    return text + Partitions(name, t.Text("ENGINE")) + ";\n";
  }

  // CREATE_OPTIONS ("row_format=DYNAMIC stats_persistent=0 partitioned") as table options.
  static std::string Options(const std::string& options) {
    std::string out;
    size_t at = 0;
    while (at < options.size()) {
      size_t end = options.find(' ', at);
      std::string option = options.substr(at, end == std::string::npos ? std::string::npos : end - at);
      at = end == std::string::npos ? options.size() : end + 1;
      size_t eq = option.find('=');
      if (option.empty() || eq == std::string::npos) continue;  // "partitioned": the PARTITION BY clause says it
      std::string key = option.substr(0, eq);
      if (key.front() == '`') continue;  // engine-defined options (`page_compressed`=1) are not modelled
      out += " " + model::ToUpper(key) + option.substr(eq);
    }
    return out;
  }

  std::string Column(const Row& c, const std::string& table_collation,
                     const std::map<std::string, std::string>& checks) {
    std::string name = c.Text("COLUMN_NAME"), extra = model::ToLower(c.Text("EXTRA"));
    std::string line = "  " + MyName(name) + " " + c.Text("COLUMN_TYPE");
    std::string collation = c.Text("COLLATION_NAME");
    if (!collation.empty() && collation != table_collation)
      line += " CHARACTER SET " + c.Text("CHARACTER_SET_NAME") + " COLLATE " + collation;
    bool generated = !c.IsNull("GENERATION_EXPRESSION") && extra.find("generated") != std::string::npos &&
                     extra.find("default_generated") == std::string::npos;
    if (generated) {
      std::string expr = c.Text("GENERATION_EXPRESSION");
      if (!c_.mariadb && expr.size() >= 2 && expr.front() == '(' && expr.back() == ')')
        expr = expr.substr(1, expr.size() - 2);
      line +=
          " GENERATED ALWAYS AS (" + expr + ")" + (extra.find("stored") != std::string::npos ? " STORED" : " VIRTUAL");
    }
    bool nullable = c.Text("IS_NULLABLE") == "YES";
    if (!nullable)
      line += " NOT NULL";
    else if (c.Text("DATA_TYPE") == "timestamp")
      line += " NULL";
    if (extra.find("invisible") != std::string::npos) line += " INVISIBLE";
    if (!generated) line += Default(c, nullable, extra);
    if (auto on = extra.find("on update "); on != std::string::npos)
      line += " ON UPDATE " + c.Text("EXTRA").substr(on + 10);
    if (extra.find("auto_increment") != std::string::npos) line += " AUTO_INCREMENT";
    if (!c.Text("COLUMN_COMMENT").empty()) line += " COMMENT " + MyLiteral(c.Text("COLUMN_COMMENT"));
    if (auto ck = checks.find(name); ck != checks.end()) line += " CHECK (" + ck->second + ")";
    return line;
  }

  // MariaDB states defaults as SQL text already ('a''b', NULL, current_timestamp()); MySQL 8 gives
  // literals unquoted and marks expressions DEFAULT_GENERATED.
  std::string Default(const Row& c, bool nullable, const std::string& extra) {
    const auto& d = c.Get("COLUMN_DEFAULT");
    if (c_.mariadb) return d ? " DEFAULT " + *d : "";
    static const std::set<std::string> kNoDefault = {"blob",     "tinyblob",   "mediumblob", "longblob", "text",
                                                     "tinytext", "mediumtext", "longtext",   "json",     "geometry"};
    if (!d) return nullable && !kNoDefault.count(c.Text("DATA_TYPE")) ? " DEFAULT NULL" : "";
    if (extra.find("default_generated") == std::string::npos) return " DEFAULT " + MyLiteral(*d);
    bool bare = model::ToUpper(*d).rfind("CURRENT_TIMESTAMP", 0) == 0;
    return bare ? " DEFAULT " + *d : " DEFAULT (" + *d + ")";
  }

  void Keys(const std::string& table, std::vector<std::string>& lines) {
    std::vector<std::string> order;
    std::map<std::string, std::vector<size_t>> parts;
    for (size_t k : statistics_[table]) {
      std::string index = c_.statistics[k].Text("INDEX_NAME");
      if (!parts.count(index)) order.push_back(index);
      parts[index].push_back(k);
    }
    for (const auto& index : order) {
      auto& rows = parts[index];
      std::sort(rows.begin(), rows.end(), [&](size_t a, size_t b) {
        return c_.statistics[a].Int("SEQ_IN_INDEX") < c_.statistics[b].Int("SEQ_IN_INDEX");
      });
      Row first = c_.statistics[rows.front()];
      std::string type = first.Text("INDEX_TYPE"), head;
      if (index == "PRIMARY")
        head = "PRIMARY KEY ";
      else if (type == "FULLTEXT")
        head = "FULLTEXT KEY " + MyName(index) + " ";
      else if (type == "SPATIAL")
        head = "SPATIAL KEY " + MyName(index) + " ";
      else
        head = (first.Text("NON_UNIQUE") == "0" ? "UNIQUE KEY " : "KEY ") + MyName(index) + " ";
      std::string cols;
      for (size_t k : rows) {
        Row p = c_.statistics[k];
        if (!cols.empty()) cols += ",";
        bool expression = p.IsNull("COLUMN_NAME") && c_.statistics.Has("EXPRESSION") && !p.IsNull("EXPRESSION");
        cols += expression ? "(" + p.Text("EXPRESSION") + ")" : MyName(p.Text("COLUMN_NAME"));
        if (!p.IsNull("SUB_PART")) cols += "(" + p.Text("SUB_PART") + ")";
        if (p.Text("COLLATION") == "D") cols += " DESC";
      }
      std::string line = "  " + head + "(" + cols + ")";
      if (type == "HASH") line += " USING HASH";
      if (!first.Text("INDEX_COMMENT").empty()) line += " COMMENT " + MyLiteral(first.Text("INDEX_COMMENT"));
      if (c_.statistics.Has("IGNORED") && first.Text("IGNORED") == "YES") line += " IGNORED";
      if (c_.statistics.Has("IS_VISIBLE") && first.Text("IS_VISIBLE") == "NO") line += " /*!80000 INVISIBLE */";
      lines.push_back(std::move(line));
    }
  }

  void ForeignKeys(const std::string& table, std::vector<std::string>& lines) {
    std::vector<size_t>& rows = foreign_keys_[table];
    for (size_t i = 0; i < rows.size();) {
      Row first = c_.foreign_keys[rows[i]];
      std::string name = first.Text("CONSTRAINT_NAME"), cols, refs;
      for (; i < rows.size() && c_.foreign_keys[rows[i]].Text("CONSTRAINT_NAME") == name; ++i) {
        Row p = c_.foreign_keys[rows[i]];
        cols += (cols.empty() ? "" : ", ") + MyName(p.Text("COLUMN_NAME"));
        refs += (refs.empty() ? "" : ", ") + MyName(p.Text("REFERENCED_COLUMN_NAME"));
      }
      std::string schema = first.Text("REFERENCED_TABLE_SCHEMA");
      std::string target =
          (schema == c_.database ? "" : MyName(schema) + ".") + MyName(first.Text("REFERENCED_TABLE_NAME"));
      std::string line =
          "  CONSTRAINT " + MyName(name) + " FOREIGN KEY (" + cols + ") REFERENCES " + target + " (" + refs + ")";
      if (first.Text("DELETE_RULE") != "RESTRICT") line += " ON DELETE " + first.Text("DELETE_RULE");
      if (first.Text("UPDATE_RULE") != "RESTRICT") line += " ON UPDATE " + first.Text("UPDATE_RULE");
      lines.push_back(std::move(line));
    }
  }

  // " PARTITION BY RANGE (`k`)\n(PARTITION `p0` VALUES LESS THAN (10) ENGINE = InnoDB, ...)"
  std::string Partitions(const std::string& table, const std::string& engine) {
    const auto& rows = partitions_[table];
    if (rows.empty()) return "";
    Row first = c_.partitions[rows.front()];
    auto scheme = [](const std::string& method, const std::string& expression) {
      if (method.size() > 8 && method.compare(method.size() - 8, 8, " COLUMNS") == 0)
        return method.substr(0, method.size() - 8) + "  COLUMNS(" + expression + ")";
      return method + " (" + expression + ")";
    };
    std::string method = first.Text("PARTITION_METHOD");
    std::string text = "\n PARTITION BY " + scheme(method, first.Text("PARTITION_EXPRESSION"));
    std::vector<std::string> names;
    std::vector<size_t> firsts;
    for (size_t k : rows) {
      std::string n = c_.partitions[k].Text("PARTITION_NAME");
      if (names.empty() || names.back() != n) {
        names.push_back(n);
        firsts.push_back(k);
      }
    }
    if (!first.IsNull("SUBPARTITION_METHOD"))
      text += "\nSUBPARTITION BY " + scheme(first.Text("SUBPARTITION_METHOD"), first.Text("SUBPARTITION_EXPRESSION")) +
              "\nSUBPARTITIONS " + std::to_string(rows.size() / names.size());
    bool by_value = method.find("RANGE") != std::string::npos || method.find("LIST") != std::string::npos;
    bool default_names = !by_value;
    for (size_t i = 0; i < names.size() && default_names; ++i) default_names = names[i] == "p" + std::to_string(i);
    if (default_names) return text + "\nPARTITIONS " + std::to_string(names.size());
    text += "\n(";
    for (size_t i = 0; i < names.size(); ++i) {
      Row p = c_.partitions[firsts[i]];
      std::string values;
      if (method.find("RANGE") != std::string::npos) {
        std::string d = p.Text("PARTITION_DESCRIPTION");
        values = d == "MAXVALUE" ? " VALUES LESS THAN MAXVALUE" : " VALUES LESS THAN (" + d + ")";
      } else if (method.find("LIST") != std::string::npos) {
        values = p.Text("PARTITION_DESCRIPTION") == "DEFAULT" ? " DEFAULT"
                                                              : " VALUES IN (" + p.Text("PARTITION_DESCRIPTION") + ")";
      }
      text += (i ? ",\n " : "") + std::string("PARTITION ") + MyName(names[i]) + values + " ENGINE = " + engine;
    }
    return text + ")";
  }

  const MyCatalog& c_;
  const std::vector<std::string>& exclude_;
  std::map<std::string, std::vector<size_t>> columns_, statistics_, foreign_keys_, checks_, partitions_, triggers_;
  std::vector<DdlStatement> out_;
};

}  // namespace

std::vector<DdlStatement> MySqlStatements(const MyCatalog& catalog, const std::vector<std::string>& exclude) {
  return Builder(catalog, exclude).Build();
}

}  // namespace spanlift::source
