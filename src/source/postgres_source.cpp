// The PostgreSQL schema source: catalogs (postgres_catalog.cpp) -> pg_dump's statements
// (postgres_ddl.cpp); statistics (postgres_statistics.cpp); a check that nothing read was dropped.
#include <fmt/format.h>

#include "source/postgres_catalog.h"
#include "source/postgres_ddl.h"
#include "source/postgres_statistics.h"
#include "source/schema_source.h"

namespace spanlift::source {

namespace {

class PostgresSource : public SchemaSource {
 public:
  explicit PostgresSource(std::unique_ptr<Connection> connection) : connection_(std::move(connection)) {
    Result v =
        connection_->Query("SELECT pg_catalog.current_setting('server_version_num')::int AS n", "the server version");
    if (v.size() == 1 && v[0].Int("n").value_or(0) < 130000)
      throw SourceError(connection_->spec().Display() + ": PostgreSQL 13 or later is needed (the server is " +
                        connection_->version() + ")");
  }

  model::Dialect dialect() const override { return model::Dialect::kPostgres; }
  const Connection& connection() const override { return *connection_; }

  std::vector<DdlStatement> ReadSchema(const ReadOptions& options, std::vector<ReadNote>& notes) override {
    PgCatalog catalog = ReadPgCatalog(*connection_, options.schemas);
    if (!options.schemas.empty() && catalog.schemas.size() < options.schemas.size()) {
      for (const auto& s : options.schemas) {
        bool found = false;
        for (size_t i = 0; i < catalog.schemas.size(); ++i) found |= catalog.schemas[i].Text("nspname") == s;
        if (!found) throw SourceError(connection_->spec().Display() + ": --schema " + s + ": no such schema");
      }
    }
    (void)notes;
    std::vector<DdlStatement> statements = PostgresStatements(catalog, options.exclude);
    relations_ = std::move(catalog.relations);
    return statements;
  }

  void ReadStatistics(model::Schema& schema, std::vector<ReadNote>& notes) override {
    ReadPgStatistics(*connection_, schema, notes);
  }

  void SampleRows(const model::Schema& schema, uint64_t rows, profile::RowConsumer& consumer,
                  std::vector<ReadNote>& notes) override {
    SamplePgRows(*connection_, schema, rows, consumer, notes);
  }

  // The read saw one snapshot; name lookups see the latest catalog: a table whose name no longer
  // finds the same relation was dropped (or replaced) while it was read.
  void CheckUnchanged() override {
    if (auto table = DroppedTable(*connection_, relations_)) throw DroppedError(*connection_, *table);
  }

 private:
  std::unique_ptr<Connection> connection_;
  Result relations_;  // what the schema was read from
};

}  // namespace

std::unique_ptr<SchemaSource> OpenPostgresSource(const ConnectionSpec& spec, const ReadOptions& options) {
  ConnectOptions connect;
  connect.statement_timeout_ms = options.statement_timeout_ms;
  connect.prompt = options.prompt;
  return std::make_unique<PostgresSource>(ConnectPostgres(spec, connect));
}

}  // namespace spanlift::source
