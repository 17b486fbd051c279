#pragma once
// The Cloud Spanner REST API (v1) as the emulator and its official docker image serve it: the few
// calls verify needs, on one throwaway database in a throwaway instance of a throwaway project.
// Nothing else on the emulator is read or changed.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "verify/http.h"

namespace spanlift::verify {

enum class DatabaseDialect { kGoogleSql, kPostgreSql };

// The outcome of one call: ok, an answer from Spanner (google.rpc.Code and its message), or no
// answer at all (unreachable, timed out: the emulator is gone).
struct Status {
  enum class Kind { kOk, kRejected, kUnreachable };
  Kind kind = Kind::kOk;
  int code = 0;
  std::string message;
  bool ok() const { return kind == Kind::kOk; }
  static Status Ok() { return {}; }
};

// What the statement locator needs from a database (a fake in the unit tests).
class DdlTarget {
 public:
  virtual ~DdlTarget() = default;
  // Applies one UpdateDatabaseDdl batch; on the emulator it is all-or-nothing.
  virtual Status UpdateDdl(const std::vector<std::string>& statements) = 0;
};

inline constexpr const char* kProject = "spanlift-verify";
inline constexpr const char* kInstance = "spanlift-verify";

class EmulatorClient : public DdlTarget {
 public:
  // `rest_base`: "http://host:port" (the REST port, 9020 in the docker image).
  explicit EmulatorClient(std::string rest_base, HttpTimeouts timeouts = {});
  ~EmulatorClient() override;

  const std::string& rest_base() const { return rest_base_; }
  // Whether the REST API answers (any Spanner answer counts).
  bool Answers();
  // Creates the throwaway instance unless it exists, then a new database with a random name.
  Status CreateDatabase(DatabaseDialect dialect);
  Status UpdateDdl(const std::vector<std::string>& statements) override;
  // GetDatabaseDdl: the statements as Spanner stores them.
  Status GetDdl(std::vector<std::string>& out);
  // A read-only query; rows as the REST API spells values (INT64 as text).
  Status Query(const std::string& sql, std::vector<nlohmann::json>& rows);
  // Drops the database CreateDatabase made (also done by the destructor).
  void DropDatabase();

 private:
  Status Call(const std::string& method, const std::string& path, const nlohmann::json& body,
              nlohmann::json* answer = nullptr);
  Status WaitForOperation(nlohmann::json operation);
  std::string DatabasePath() const;

  std::string rest_base_;
  HttpTimeouts timeouts_;
  std::string database_;  // empty until created
  std::string session_;
};

}  // namespace spanlift::verify
