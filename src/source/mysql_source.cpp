// The MySQL / MariaDB schema source: information_schema (mysql_catalog.cpp) -> mysqldump's
// statements (mysql_ddl.cpp); statistics (mysql_statistics.cpp); a check that nothing read was
// dropped meanwhile (information_schema has no snapshot: each query sees the tables as they are).
#include "source/mysql_catalog.h"
#include "source/mysql_ddl.h"
#include "source/mysql_statistics.h"
#include "source/schema_source.h"

#include <map>

namespace spanlift::source {

namespace {

class MySqlSource : public SchemaSource {
 public:
  MySqlSource(std::unique_ptr<Connection> connection, std::string database, bool key_ranges)
      : connection_(std::move(connection)), database_(std::move(database)), key_ranges_(key_ranges) {}

  model::Dialect dialect() const override { return model::Dialect::kMySql; }
  const Connection& connection() const override { return *connection_; }

  std::vector<DdlStatement> ReadSchema(const ReadOptions& options, std::vector<ReadNote>& notes) override {
    MyCatalog catalog = ReadMyCatalog(*connection_, database_);
    for (size_t i = 0; i < catalog.tables.size(); ++i) {
      auto t = catalog.tables[i];
      if (t.Text("TABLE_TYPE") != "VIEW") tables_[t.Text("TABLE_NAME")] = t.Text("CREATE_TIME");
    }
    CheckPrivileges(catalog.tables.size(), notes);
    return MySqlStatements(catalog, options.exclude);
  }

  void ReadStatistics(model::Schema& schema, std::vector<ReadNote>& notes) override {
    ReadMyStatistics(*connection_, database_, schema, key_ranges_, notes);
  }

  void SampleRows(const model::Schema& schema, uint64_t rows, profile::RowConsumer& consumer,
                  std::vector<ReadNote>& notes) override {
    SampleMyRows(*connection_, database_, schema, rows, consumer, notes);
  }

  void CheckUnchanged() override {
    Result now = connection_->Query(
        "SELECT TABLE_NAME, CREATE_TIME FROM information_schema.TABLES WHERE TABLE_SCHEMA = " + MyLiteral(database_) +
            " AND TABLE_TYPE <> 'VIEW'",
        "the tables again");
    std::map<std::string, std::string> seen;
    for (size_t i = 0; i < now.size(); ++i) seen[now[i].Text("TABLE_NAME")] = now[i].Text("CREATE_TIME");
    for (const auto& [name, created] : tables_) {
      auto it = seen.find(name);
      if (it == seen.end() || it->second != created)
        throw SourceError(connection_->spec().Display() + ": table " + name +
                          " was dropped or replaced while it was being read; read the database again");
    }
  }

 private:
  // information_schema lists only the tables the user holds a privilege on: without SELECT on the
  // whole database (or server), others may exist unseen, and the report says so.
  void CheckPrivileges(size_t tables, std::vector<ReadNote>& notes) {
    Result r = connection_->Query(
        "SELECT (SELECT COUNT(*) FROM information_schema.USER_PRIVILEGES WHERE PRIVILEGE_TYPE = 'SELECT') + "
        "(SELECT COUNT(*) FROM information_schema.SCHEMA_PRIVILEGES WHERE PRIVILEGE_TYPE = 'SELECT' AND " +
            MyLiteral(database_) + " LIKE TABLE_SCHEMA) AS n",
        "the user's privileges");
    if (r.size() == 1 && r[0].Int("n").value_or(0) > 0) return;
    notes.push_back({"", "this user holds privileges on some tables only (" + std::to_string(tables) +
                             " visible): information_schema hides the others, which are not read (GRANT SELECT, "
                             "SHOW VIEW ON " +
                             database_ + ".* to read them all)"});
  }

  std::unique_ptr<Connection> connection_;
  std::string database_;
  bool key_ranges_;                            // --sample-rows: the keys' extremes, for its ranges
  std::map<std::string, std::string> tables_;  // name -> CREATE_TIME
};

}  // namespace

std::unique_ptr<SchemaSource> OpenMySqlSource(const ConnectionSpec& spec, const ReadOptions& options) {
  ConnectionSpec target = spec;
  if (!options.schemas.empty()) {
    if (options.schemas.size() > 1)
      throw SourceError(spec.Display() + ": --schema: a MySQL or MariaDB read takes one database");
    target.database = options.schemas.front();
  }
  if (target.database.empty())
    throw SourceError(spec.Display() + ": the URI names no database (" + spec.scheme +
                      "://user@host:port/database, or --schema DATABASE)");
  ConnectOptions connect;
  connect.statement_timeout_ms = options.statement_timeout_ms;
  connect.prompt = options.prompt;
  std::unique_ptr<Connection> connection = ConnectMySql(target, connect);
  return std::make_unique<MySqlSource>(std::move(connection), target.database, options.sample_rows > 0);
}

}  // namespace spanlift::source
