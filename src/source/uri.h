#pragma once
// Connection URIs for live databases (docs/live.md): postgresql:// (or postgres://), mysql:// and
// mariadb://. The password a URI may hold stays in ConnectionSpec::password and is never part of
// Display(), the only name of the database that messages, reports and locations use.
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace spanlift::source {

enum class ServerKind { kPostgres, kMySql };  // kMySql: MySQL or MariaDB (one client library)

struct ConnectionSpec {
  ServerKind kind = ServerKind::kPostgres;
  std::string scheme;  // as written, lower-cased: "postgresql", "postgres", "mysql", "mariadb"
  std::string user;    // percent-decoded; empty = the client library's default
  std::optional<std::string> password;
  std::string host;  // empty = the library's default (a local socket)
  std::optional<int> port;
  std::string database;                       // may be empty: PostgreSQL's default, or MySQL's --schema
  std::map<std::string, std::string> params;  // ?key=value, decoded, in key order

  // scheme://host[:port]/database: no user, no password (what reports and messages name).
  std::string Display() const;
};

// Whether an input names a live database rather than a file: it starts with one of the schemes.
bool IsDatabaseUri(std::string_view input);

// Parses a URI; on a malformed one returns std::nullopt and a one-line `error` that never quotes
// the password.
std::optional<ConnectionSpec> ParseUri(std::string_view uri, std::string& error);

}  // namespace spanlift::source
