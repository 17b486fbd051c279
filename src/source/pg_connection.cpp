// The PostgreSQL session (libpq): connected with default_transaction_read_only, then one
// REPEATABLE READ READ ONLY transaction, so every catalog query sees one snapshot and no statement
// can write, whatever it is.
#include <libpq-fe.h>

#include <fmt/format.h>

#include "source/connection.h"

namespace spanlift::source {

namespace {

struct PgDeleter {
  void operator()(PGconn* c) const { PQfinish(c); }
};
using PgPtr = std::unique_ptr<PGconn, PgDeleter>;

// Connection keywords: the URI's parts, its query parameters (sslmode, connect_timeout, ...: libpq
// checks them) and ours. The password goes only to libpq; without one libpq reads PGPASSWORD and
// ~/.pgpass itself.
PgPtr Open(const ConnectionSpec& spec, const std::optional<std::string>& password) {
  std::vector<std::pair<std::string, std::string>> kv;
  if (!spec.host.empty()) kv.emplace_back("host", spec.host);
  if (spec.port) kv.emplace_back("port", std::to_string(*spec.port));
  if (!spec.database.empty()) kv.emplace_back("dbname", spec.database);
  if (!spec.user.empty()) kv.emplace_back("user", spec.user);
  if (password) kv.emplace_back("password", *password);
  kv.emplace_back("application_name", "spanlift");
  kv.emplace_back("client_encoding", "UTF8");
  if (!spec.params.count("connect_timeout")) kv.emplace_back("connect_timeout", "10");
  std::string options = "-c default_transaction_read_only=on";
  for (const auto& [key, value] : spec.params) {
    if (key == "options")
      options += " " + value;
    else
      kv.emplace_back(key, value);
  }
  kv.emplace_back("options", options);
  std::vector<const char*> keys, values;
  for (const auto& [k, v] : kv) {
    keys.push_back(k.c_str());
    values.push_back(v.c_str());
  }
  keys.push_back(nullptr);
  values.push_back(nullptr);
  return PgPtr(PQconnectdbParams(keys.data(), values.data(), 0));
}

class PgConnection : public Connection {
 public:
  PgConnection(ConnectionSpec spec, PgPtr conn) : Connection(std::move(spec)), conn_(std::move(conn)) {
    version_ = PQparameterStatus(conn_.get(), "server_version") ? PQparameterStatus(conn_.get(), "server_version") : "";
  }

  Result Query(const std::string& sql, std::string_view what) override {
    std::unique_ptr<PGresult, decltype(&PQclear)> res(PQexec(conn_.get(), sql.c_str()), &PQclear);
    ExecStatusType status = res ? PQresultStatus(res.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
      std::string message = res ? PQresultErrorMessage(res.get()) : "";
      if (message.empty()) message = PQerrorMessage(conn_.get());
      if (PQstatus(conn_.get()) == CONNECTION_BAD) message = "the connection was lost: " + message;
      throw Failure(what, message);
    }
    int n = PQntuples(res.get()), m = PQnfields(res.get());
    std::vector<std::string> columns;
    for (int j = 0; j < m; ++j) columns.emplace_back(PQfname(res.get(), j));
    std::vector<std::vector<std::optional<std::string>>> rows(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
      auto& row = rows[static_cast<size_t>(i)];
      row.reserve(static_cast<size_t>(m));
      for (int j = 0; j < m; ++j) {
        if (PQgetisnull(res.get(), i, j))
          row.emplace_back(std::nullopt);
        else
          row.emplace_back(std::string(PQgetvalue(res.get(), i, j), static_cast<size_t>(PQgetlength(res.get(), i, j))));
      }
    }
    return Result(std::move(columns), std::move(rows));
  }

  const std::string& version() const override { return version_; }

 private:
  PgPtr conn_;
  std::string version_;
};

}  // namespace

std::unique_ptr<Connection> ConnectPostgres(const ConnectionSpec& spec, const ConnectOptions& options) {
  std::optional<std::string> password = spec.password;
  PgPtr conn = Open(spec, password);
  if (conn && PQstatus(conn.get()) == CONNECTION_BAD && PQconnectionNeedsPassword(conn.get()) && !password) {
    password = PromptPassword("Password for " + spec.Display() +
                              (spec.user.empty() ? "" : " (user " + spec.user + ")") + ": ");
    if (password) conn = Open(spec, password);
  }
  if (!conn || PQstatus(conn.get()) != CONNECTION_OK) {
    std::string message = conn ? PQerrorMessage(conn.get()) : "out of memory";
    throw SourceError("cannot connect to " + spec.Display() + ": " + OneLine(message, password));
  }
  ConnectionSpec known = spec;
  known.password = password;  // scrubbed from later messages too
  auto session = std::make_unique<PgConnection>(known, std::move(conn));
  // pg_dump's settings, so the server deparses defaults, checks and indexes as it prints them in a
  // dump (every name schema-qualified, ISO dates, exact floats).
  session->Query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", "a read-only transaction");
  session->Query(fmt::format("SET LOCAL statement_timeout = {}; SET LOCAL lock_timeout = {}; "
                             "SET LOCAL idle_in_transaction_session_timeout = 0; SET LOCAL search_path = ''; "
                             "SET LOCAL DateStyle = ISO; SET LOCAL IntervalStyle = postgres; "
                             "SET LOCAL extra_float_digits = 3; SET LOCAL row_security = off",
                             options.statement_timeout_ms, options.statement_timeout_ms),
                 "session settings");
  return session;
}

}  // namespace spanlift::source
