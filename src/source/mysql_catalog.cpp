// information_schema, one query per table of it (docs/live.md): what SHOW CREATE TABLE would print
// for every table, without a statement per table. MySQL 8 and MariaDB differ in a few columns
// (check constraints, functional indexes); the queries read what both have.
#include "source/mysql_catalog.h"

#include "source/schema_source.h"

namespace spanlift::source {

std::string MyLiteral(std::string_view text) {
  std::string out = "'";
  for (char c : text) {
    switch (c) {
      case '\'': out += "''"; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\0': out += "\\0"; break;
      case '\032': out += "\\Z"; break;
      default: out += c;
    }
  }
  return out + "'";
}

std::string MyName(std::string_view name) {
  std::string out = "`";
  for (char c : name) {
    if (c == '`') out += '`';
    out += c;
  }
  return out + "`";
}

MyCatalog ReadMyCatalog(Connection& connection, const std::string& database) {
  MyCatalog c;
  c.database = database;
  c.mariadb = connection.version().find("MariaDB") != std::string::npos;
  std::string db = MyLiteral(database);
  auto run = [&](const std::string& sql, std::string_view what) {
    Result r = connection.Query(sql, what);
    MaybePause(connection, what, false);
    return r;
  };
  c.tables =
      run("SELECT TABLE_NAME, TABLE_TYPE, ENGINE, AUTO_INCREMENT, TABLE_COLLATION, TABLE_COMMENT, CREATE_OPTIONS, "
          "CREATE_TIME FROM information_schema.TABLES WHERE TABLE_SCHEMA = " +
              db + " ORDER BY BINARY TABLE_NAME",
          "tables");
  c.columns =
      run("SELECT TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_DEFAULT, IS_NULLABLE, DATA_TYPE, COLUMN_TYPE, "
          "CHARACTER_SET_NAME, COLLATION_NAME, EXTRA, COLUMN_COMMENT, GENERATION_EXPRESSION "
          "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = " +
              db + " ORDER BY BINARY TABLE_NAME, ORDINAL_POSITION",
          "columns");
  // Rows come in each table's key order (SHOW CREATE TABLE's): no ORDER BY, which need not keep it.
  c.statistics = run("SELECT * FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = " + db, "indexes");
  c.foreign_keys = run(
      "SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, k.ORDINAL_POSITION, k.REFERENCED_TABLE_SCHEMA, "
      "k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME, r.UPDATE_RULE, r.DELETE_RULE "
      "FROM information_schema.KEY_COLUMN_USAGE k JOIN information_schema.REFERENTIAL_CONSTRAINTS r "
      "ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.TABLE_NAME = k.TABLE_NAME AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME "
      "WHERE k.TABLE_SCHEMA = " +
          db +
          " AND k.REFERENCED_TABLE_NAME IS NOT NULL "
          "ORDER BY BINARY k.TABLE_NAME, BINARY k.CONSTRAINT_NAME, k.ORDINAL_POSITION",
      "foreign keys");
  c.checks =
      c.mariadb
          ? run("SELECT TABLE_NAME, CONSTRAINT_NAME, CHECK_CLAUSE, LEVEL FROM information_schema.CHECK_CONSTRAINTS "
                "WHERE CONSTRAINT_SCHEMA = " +
                    db,
                "checks")
          : run("SELECT t.TABLE_NAME, c.CONSTRAINT_NAME, c.CHECK_CLAUSE, 'Table' AS LEVEL "
                "FROM information_schema.CHECK_CONSTRAINTS c JOIN information_schema.TABLE_CONSTRAINTS t "
                "ON t.CONSTRAINT_SCHEMA = c.CONSTRAINT_SCHEMA AND t.CONSTRAINT_NAME = c.CONSTRAINT_NAME "
                "AND t.CONSTRAINT_TYPE = 'CHECK' WHERE c.CONSTRAINT_SCHEMA = " +
                    db,
                "checks");
  c.partitions =
      run("SELECT TABLE_NAME, PARTITION_NAME, SUBPARTITION_NAME, PARTITION_METHOD, SUBPARTITION_METHOD, "
          "PARTITION_EXPRESSION, SUBPARTITION_EXPRESSION, PARTITION_DESCRIPTION "
          "FROM information_schema.PARTITIONS WHERE TABLE_SCHEMA = " +
              db +
              " AND PARTITION_NAME IS NOT NULL "
              "ORDER BY BINARY TABLE_NAME, PARTITION_ORDINAL_POSITION, SUBPARTITION_ORDINAL_POSITION",
          "partitions");
  c.views = run("SELECT TABLE_NAME, VIEW_DEFINITION FROM information_schema.VIEWS WHERE TABLE_SCHEMA = " + db, "views");
  c.triggers =
      run("SELECT TRIGGER_NAME, EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_STATEMENT "
          "FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = " +
              db,
          "triggers");
  c.routines =
      run("SELECT ROUTINE_NAME, ROUTINE_TYPE, DTD_IDENTIFIER, ROUTINE_DEFINITION FROM information_schema.ROUTINES "
          "WHERE ROUTINE_SCHEMA = " +
              db + " ORDER BY ROUTINE_TYPE, BINARY ROUTINE_NAME",
          "routines");
  c.events = run("SELECT EVENT_NAME, EVENT_DEFINITION FROM information_schema.EVENTS WHERE EVENT_SCHEMA = " + db +
                     " ORDER BY BINARY EVENT_NAME",
                 "events");
  return c;
}

}  // namespace spanlift::source
