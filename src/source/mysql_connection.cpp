// The MySQL / MariaDB session (MariaDB Connector/C, which talks to both): every transaction of the
// session READ ONLY (an init command, so it holds from the first statement and after any
// reconnect), one consistent-snapshot transaction, and a server-side statement time limit.
#include <mysql.h>
#include <errmsg.h>

#include <cstdlib>

#include <fmt/format.h>

#include "source/connection.h"

namespace spanlift::source {

namespace {

constexpr unsigned kAccessDenied = 1045;  // ER_ACCESS_DENIED_ERROR

struct MyDeleter {
  void operator()(MYSQL* m) const { mysql_close(m); }
};
using MyPtr = std::unique_ptr<MYSQL, MyDeleter>;

struct Attempt {
  MyPtr conn;
  unsigned error = 0;
  std::string message;
};

// TLS and socket options from the URI's parameters; anything else is refused before connecting.
void ApplyParams(MYSQL* m, const ConnectionSpec& spec) {
  for (const auto& [key, value] : spec.params) {
    if (key == "ssl-mode" || key == "sslmode") {
      std::string mode = value;
      for (char& c : mode) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      my_bool on = mode != "DISABLED" && mode != "DISABLE" && mode != "PREFERRED";
      if (on) mysql_optionsv(m, MYSQL_OPT_SSL_ENFORCE, &on);
      my_bool verify = mode == "VERIFY_IDENTITY" || mode == "VERIFY_CA" || mode == "VERIFY-FULL";
      mysql_optionsv(m, MYSQL_OPT_SSL_VERIFY_SERVER_CERT, &verify);
    } else if (key == "ssl-ca" || key == "sslrootcert") {
      mysql_optionsv(m, MYSQL_OPT_SSL_CA, value.c_str());
    } else if (key != "socket" && key != "connect-timeout") {
      throw SourceError("cannot connect to " + spec.Display() + ": unknown URI parameter '" + key +
                        "' (known: ssl-mode, ssl-ca, socket, connect-timeout)");
    }
  }
}

Attempt Open(const ConnectionSpec& spec, const std::optional<std::string>& password, int timeout_ms) {
  Attempt a;
  a.conn.reset(mysql_init(nullptr));
  if (!a.conn) {
    a.message = "out of memory";
    return a;
  }
  MYSQL* m = a.conn.get();
  unsigned connect_timeout = 10;
  if (auto it = spec.params.find("connect-timeout"); it != spec.params.end())
    connect_timeout = static_cast<unsigned>(std::max(1, std::atoi(it->second.c_str())));
  // A lost server must not hang a read: the client gives up a little after the server's own limit.
  unsigned read_timeout = static_cast<unsigned>(timeout_ms / 1000 + 30);
  mysql_optionsv(m, MYSQL_OPT_CONNECT_TIMEOUT, &connect_timeout);
  mysql_optionsv(m, MYSQL_OPT_READ_TIMEOUT, &read_timeout);
  mysql_optionsv(m, MYSQL_SET_CHARSET_NAME, "utf8mb4");
  mysql_optionsv(m, MYSQL_INIT_COMMAND, "SET SESSION TRANSACTION READ ONLY");
  ApplyParams(m, spec);
  std::string host = spec.host.empty() ? "localhost" : spec.host;
  auto socket = spec.params.find("socket");
  const char* user = spec.user.empty() ? nullptr : spec.user.c_str();
  if (!mysql_real_connect(m, host.c_str(), user, password ? password->c_str() : nullptr, spec.database.c_str(),
                          static_cast<unsigned>(spec.port.value_or(0)),
                          socket != spec.params.end() ? socket->second.c_str() : nullptr, 0)) {
    a.error = mysql_errno(m);
    a.message = mysql_error(m);
  }
  return a;
}

class MySqlConnection : public Connection {
 public:
  MySqlConnection(ConnectionSpec spec, MyPtr conn) : Connection(std::move(spec)), conn_(std::move(conn)) {
    version_ = mysql_get_server_info(conn_.get());
  }

  Result Query(const std::string& sql, std::string_view what) override {
    MYSQL* m = conn_.get();
    if (mysql_real_query(m, sql.data(), sql.size()) != 0) throw Error(what);
    std::unique_ptr<MYSQL_RES, decltype(&mysql_free_result)> res(mysql_store_result(m), &mysql_free_result);
    if (!res) {
      if (mysql_field_count(m) != 0) throw Error(what);
      return Result();
    }
    unsigned m_fields = mysql_num_fields(res.get());
    MYSQL_FIELD* fields = mysql_fetch_fields(res.get());
    std::vector<std::string> columns;
    for (unsigned j = 0; j < m_fields; ++j) columns.emplace_back(fields[j].name);
    std::vector<std::vector<std::optional<std::string>>> rows;
    rows.reserve(mysql_num_rows(res.get()));
    while (MYSQL_ROW row = mysql_fetch_row(res.get())) {
      unsigned long* lengths = mysql_fetch_lengths(res.get());
      auto& out = rows.emplace_back();
      out.reserve(m_fields);
      for (unsigned j = 0; j < m_fields; ++j) {
        if (!row[j])
          out.emplace_back(std::nullopt);
        else
          out.emplace_back(std::string(row[j], lengths[j]));
      }
    }
    if (mysql_errno(m) != 0) throw Error(what);
    return Result(std::move(columns), std::move(rows));
  }

  const std::string& version() const override { return version_; }

 private:
  SourceError Error(std::string_view what) {
    unsigned code = mysql_errno(conn_.get());
    std::string message = mysql_error(conn_.get());
    if (code == CR_SERVER_LOST || code == CR_SERVER_GONE_ERROR) message = "the connection was lost: " + message;
    return Failure(what, message);
  }

  MyPtr conn_;
  std::string version_;
};

}  // namespace

std::unique_ptr<Connection> ConnectMySql(const ConnectionSpec& spec, const ConnectOptions& options) {
  std::optional<std::string> password = spec.password;
  if (!password)
    if (const char* env = std::getenv("MYSQL_PWD")) password = std::string(env);
  Attempt a = Open(spec, password, options.statement_timeout_ms);
  if (a.error == kAccessDenied && !password) {
    password = PromptPassword("Password for " + spec.Display() +
                              (spec.user.empty() ? "" : " (user " + spec.user + ")") + ": ");
    if (password) a = Open(spec, password, options.statement_timeout_ms);
  }
  if (!a.conn || !a.message.empty())
    throw SourceError("cannot connect to " + spec.Display() + ": " + OneLine(a.message, password));
  ConnectionSpec known = spec;
  known.password = password;
  auto session = std::make_unique<MySqlConnection>(known, std::move(a.conn));
  bool mariadb = session->version().find("MariaDB") != std::string::npos;
  // MariaDB limits statements in seconds, MySQL 8 in milliseconds (SELECT only: all we run).
  if (mariadb) {
    session->Query(fmt::format("SET SESSION max_statement_time = {:.3f}", options.statement_timeout_ms / 1000.0),
                   "session settings");
  } else {
    session->Query(fmt::format("SET SESSION max_execution_time = {}", options.statement_timeout_ms),
                   "session settings");
    // MySQL 8 caches TABLES' row counts and counters for a day unless told otherwise.
    session->Query("SET SESSION information_schema_stats_expiry = 0", "session settings");
  }
  session->Query("SET SESSION sql_mode = ''", "session settings");
  session->Query("START TRANSACTION READ ONLY, WITH CONSISTENT SNAPSHOT", "a read-only transaction");
  return session;
}

}  // namespace spanlift::source
