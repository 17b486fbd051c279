#pragma once
// One read-only session on a live database: text results of catalog and statistics queries.
// Everything the server answers comes back as text (NULL as std::nullopt), as both client
// libraries deliver it; the readers parse numbers where they need them.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "source/uri.h"

namespace spanlift::source {

// A failure that ends the read: a one-line message naming the database (ConnectionSpec::Display)
// and what was being read, never the password.
class SourceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Result {
 public:
  Result() = default;
  Result(std::vector<std::string> columns, std::vector<std::vector<std::optional<std::string>>> rows);

  size_t size() const { return rows_.size(); }
  bool Has(std::string_view column) const { return positions_.find(column) != positions_.end(); }
  // Position of a column by name; throws SourceError when the query has no such column.
  size_t Column(std::string_view name) const;

  // One row, read by column name.
  class Row {
   public:
    Row(const Result& result, size_t index) : result_(result), index_(index) {}
    const std::optional<std::string>& Get(std::string_view column) const;
    bool IsNull(std::string_view column) const { return !Get(column).has_value(); }
    std::string Text(std::string_view column) const { return Get(column).value_or(""); }
    // A number; std::nullopt for NULL or text that is not one (e.g. "-1" for a count is kept).
    std::optional<int64_t> Int(std::string_view column) const;
    std::optional<double> Real(std::string_view column) const;
    bool Bool(std::string_view column) const;  // "t", "true", "1", "YES"

   private:
    const Result& result_;
    size_t index_;
  };
  Row operator[](size_t i) const { return Row(*this, i); }

 private:
  friend class Row;
  std::vector<std::string> columns_;
  std::vector<std::vector<std::optional<std::string>>> rows_;
  std::map<std::string, size_t, std::less<>> positions_;
};

struct ConnectOptions {
  int statement_timeout_ms = 30000;  // every statement, server side
  bool prompt = true;                // ask for a password on a terminal when the server wants one
};

class Connection {
 public:
  virtual ~Connection() = default;
  // Runs one statement of the read-only transaction; `what` says what it reads ("columns"), for
  // the error a failure throws.
  virtual Result Query(const std::string& sql, std::string_view what) = 0;
  // The server's version string (e.g. "15.18 (Debian ...)", "10.11.19-MariaDB-0+deb12u1").
  virtual const std::string& version() const = 0;
  const ConnectionSpec& spec() const { return spec_; }

 protected:
  explicit Connection(ConnectionSpec spec) : spec_(std::move(spec)) {}
  // The error for a failed statement: "<display>: reading <what>: <server message>".
  SourceError Failure(std::string_view what, std::string message) const;

  ConnectionSpec spec_;
};

// Connects and opens the read-only transaction (docs/live.md, "Read-only"); throws SourceError.
std::unique_ptr<Connection> ConnectPostgres(const ConnectionSpec& spec, const ConnectOptions& options);
std::unique_ptr<Connection> ConnectMySql(const ConnectionSpec& spec, const ConnectOptions& options);

// A server message made one line (newlines and tabs folded), with any occurrence of `password`
// replaced: servers and libraries do not echo passwords, but a message must never risk it.
std::string OneLine(std::string message, const std::optional<std::string>& password);

// Reads a password from the controlling terminal without echo, after `prompt` on it; std::nullopt
// when standard input is not a terminal (scripts and tests never block on a prompt).
std::optional<std::string> PromptPassword(const std::string& prompt);

}  // namespace spanlift::source
