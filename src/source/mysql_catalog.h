#pragma once
// The information_schema tables a live MySQL / MariaDB read needs, each read by one query for the
// whole database: mysql_catalog.cpp.
#include <string>

#include "source/connection.h"

namespace spanlift::source {

struct MyCatalog {
  bool mariadb = false;
  std::string database;
  Result tables, columns, statistics, foreign_keys, checks, partitions, views, triggers, routines, events;
};

MyCatalog ReadMyCatalog(Connection& connection, const std::string& database);

// A MySQL string literal as SHOW CREATE TABLE writes one: quotes doubled, backslashes and control
// characters escaped.
std::string MyLiteral(std::string_view text);
// `name` in backticks, backticks doubled.
std::string MyName(std::string_view name);

}  // namespace spanlift::source
