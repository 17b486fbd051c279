#include "verify/emulator_client.h"

#include <chrono>
#include <random>
#include <thread>

namespace spanlift::verify {

namespace {

using nlohmann::json;

// google.rpc.Code values the client acts on.
constexpr int kAlreadyExists = 6;
constexpr int kInternal = 13;

std::string InstancePath() { return std::string("/v1/projects/") + kProject + "/instances/" + kInstance; }

// A name no user database has: Spanner database ids are [a-z][a-z0-9_-]{1,29}.
std::string RandomDatabaseId() {
  std::random_device device;
  std::uniform_int_distribution<uint32_t> digits;
  char buffer[9];
  std::snprintf(buffer, sizeof buffer, "%08x", digits(device));
  return std::string("verify-") + buffer;
}

// An error answer is {"code": N, "message": "..."} or an operation with "error".
std::optional<Status> ErrorIn(const json& answer) {
  const json* e = &answer;
  if (answer.is_object() && answer.contains("error") && answer["error"].is_object()) e = &answer["error"];
  if (!e->is_object() || !e->contains("code") || !e->contains("message")) return std::nullopt;
  if (e == &answer && answer.contains("name")) return std::nullopt;  // an operation, not an error
  Status s{Status::Kind::kRejected, (*e)["code"].is_number() ? (*e)["code"].get<int>() : kInternal,
           (*e)["message"].is_string() ? (*e)["message"].get<std::string>() : (*e)["message"].dump()};
  return s;
}

}  // namespace

EmulatorClient::EmulatorClient(std::string rest_base, HttpTimeouts timeouts)
    : rest_base_(std::move(rest_base)), timeouts_(timeouts) {
  while (!rest_base_.empty() && rest_base_.back() == '/') rest_base_.pop_back();
}

EmulatorClient::~EmulatorClient() { DropDatabase(); }

Status EmulatorClient::Call(const std::string& method, const std::string& path, const json& body, json* answer) {
  HttpResponse r = HttpRequest(method, rest_base_ + path, body.is_null() ? "" : body.dump(), timeouts_);
  if (!r.transport_ok) return {Status::Kind::kUnreachable, 0, r.error};
  json parsed = json::parse(r.body, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) {
    if (r.status >= 200 && r.status < 300 && r.body.find_first_not_of(" \r\n\t") == std::string::npos)
      parsed = json::object();
    else
      return {Status::Kind::kRejected, kInternal,
              "HTTP " + std::to_string(r.status) + " with a body that is not JSON: " + r.body.substr(0, 200)};
  }
  if (auto error = ErrorIn(parsed)) return *error;
  if (r.status < 200 || r.status >= 300)
    return {Status::Kind::kRejected, kInternal, "HTTP " + std::to_string(r.status)};
  if (answer) *answer = std::move(parsed);
  return Status::Ok();
}

// Admin calls answer with a long-running operation; the emulator's are done at once, a server's
// may not be: poll it (the total HTTP timeout bounds each poll, the loop is bounded too).
Status EmulatorClient::WaitForOperation(json operation) {
  auto deadline = std::chrono::steady_clock::now() + timeouts_.total;
  while (operation.is_object() && operation.contains("name") && !operation.value("done", false)) {
    if (std::chrono::steady_clock::now() > deadline)
      return {Status::Kind::kUnreachable, 0, "operation " + operation["name"].get<std::string>() + " did not finish"};
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    Status s = Call("GET", "/v1/" + operation["name"].get<std::string>(), nullptr, &operation);
    if (!s.ok()) return s;
    if (auto error = ErrorIn(operation)) return *error;
  }
  return Status::Ok();
}

bool EmulatorClient::Answers() {
  HttpResponse r = HttpRequest("GET", rest_base_ + "/v1/projects/" + kProject + "/instances", "", timeouts_);
  return r.transport_ok && json::parse(r.body, nullptr, false).is_object();
}

std::string EmulatorClient::DatabasePath() const { return InstancePath() + "/databases/" + database_; }

Status EmulatorClient::CreateDatabase(DatabaseDialect dialect) {
  json answer;
  if (!Call("GET", InstancePath(), nullptr).ok()) {
    Status s = Call("POST", std::string("/v1/projects/") + kProject + "/instances",
                    {{"instanceId", kInstance},
                     {"instance", {{"config", "emulator-config"}, {"displayName", kInstance}, {"nodeCount", 1}}}},
                    &answer);
    if (s.ok()) s = WaitForOperation(answer);
    if (!s.ok() && s.code != kAlreadyExists) return s;
  }
  std::string id = RandomDatabaseId();
  json body = {{"createStatement", "CREATE DATABASE `" + id + "`"}};
  if (dialect == DatabaseDialect::kPostgreSql)
    body = {{"createStatement", "CREATE DATABASE \"" + id + "\""}, {"databaseDialect", "POSTGRESQL"}};
  Status s = Call("POST", InstancePath() + "/databases", body, &answer);
  if (s.ok()) s = WaitForOperation(answer);
  if (s.ok()) database_ = id;
  return s;
}

Status EmulatorClient::UpdateDdl(const std::vector<std::string>& statements) {
  json answer;
  Status s = Call("PATCH", DatabasePath() + "/ddl", {{"statements", statements}}, &answer);
  return s.ok() ? WaitForOperation(answer) : s;
}

Status EmulatorClient::GetDdl(std::vector<std::string>& out) {
  json answer;
  Status s = Call("GET", DatabasePath() + "/ddl", nullptr, &answer);
  if (!s.ok()) return s;
  out.clear();
  for (const auto& statement : answer.value("statements", json::array())) out.push_back(statement.get<std::string>());
  return s;
}

Status EmulatorClient::Query(const std::string& sql, std::vector<json>& rows) {
  json answer;
  if (session_.empty()) {
    Status s = Call("POST", DatabasePath() + "/sessions", json::object(), &answer);
    if (!s.ok()) return s;
    session_ = answer.value("name", "");
  }
  Status s = Call("POST", "/v1/" + session_ + ":executeSql", {{"sql", sql}}, &answer);
  if (!s.ok()) return s;
  rows.clear();
  for (auto& row : answer.value("rows", json::array())) rows.push_back(std::move(row));
  return s;
}

void EmulatorClient::DropDatabase() {
  if (database_.empty()) return;
  Call("DELETE", DatabasePath(), nullptr);
  database_.clear();
  session_.clear();
}

}  // namespace spanlift::verify
