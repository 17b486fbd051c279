#pragma once
// Where a schema read from a live database came from (src/source/, docs/live.md): the server and
// the database by name only (never a user or a password), the statistics window, and what the
// read could not see. Reports print it; a schema read from files has none.
#include <optional>
#include <string>
#include <vector>

namespace spanlift::model {

struct LiveNote {
  std::string object;  // may be empty
  std::string message;
};

struct LiveDatabase {
  std::string server;       // "postgresql", "mariadb" or "mysql"
  std::string version;      // as the server states it
  std::string name;         // scheme://host:port/database
  bool statistics = false;  // workload evidence was read (not --no-profile-data)
  // Since when the insert counters count (PostgreSQL pg_stat_database.stats_reset, MySQL the
  // server's uptime), and how many seconds that is: inserts per second divide by it.
  std::string statistics_since;
  std::optional<double> window_seconds;
  uint64_t sampled_rows = 0;  // --sample-rows: rows read in all
  std::vector<LiveNote> notes;
};

}  // namespace spanlift::model
