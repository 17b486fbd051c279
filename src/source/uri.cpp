#include "source/uri.h"

#include <cctype>

#include "model/schema.h"

namespace spanlift::source {

namespace {

struct Scheme {
  std::string_view name;
  ServerKind kind;
};
constexpr Scheme kSchemes[] = {{"postgresql", ServerKind::kPostgres},
                               {"postgres", ServerKind::kPostgres},
                               {"mysql", ServerKind::kMySql},
                               {"mariadb", ServerKind::kMySql}};

const Scheme* FindScheme(std::string_view input, size_t* rest) {
  for (const auto& s : kSchemes) {
    size_t n = s.name.size();
    if (input.size() >= n + 3 && model::EqualsIgnoreCase(input.substr(0, n), s.name) && input.substr(n, 3) == "://") {
      *rest = n + 3;
      return &s;
    }
  }
  return nullptr;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX decoded; false on a malformed escape.
bool Decode(std::string_view text, std::string& out) {
  out.clear();
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return false;
    int hi = HexValue(text[i + 1]), lo = HexValue(text[i + 2]);
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return true;
}

bool ParsePort(std::string_view text, int& port) {
  if (text.empty() || text.size() > 5) return false;
  port = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    port = port * 10 + (c - '0');
  }
  return port >= 1 && port <= 65535;
}

// host[:port] or [v6]:port into the spec; `error` names what is wrong.
bool ParseHostPort(std::string_view text, ConnectionSpec& spec, std::string& error) {
  std::string_view host = text, port;
  if (!text.empty() && text[0] == '[') {
    size_t close = text.find(']');
    if (close == std::string_view::npos) {
      error = "unterminated '[' in the host";
      return false;
    }
    host = text.substr(1, close - 1);
    std::string_view after = text.substr(close + 1);
    if (!after.empty() && after[0] != ':') {
      error = "unexpected text after the host's ']'";
      return false;
    }
    if (!after.empty()) port = after.substr(1);
    if (after.size() == 1) port = " ";  // "[::1]:" has an empty port
  } else if (size_t colon = text.rfind(':'); colon != std::string_view::npos) {
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
    if (port.empty()) port = " ";
  }
  if (!Decode(host, spec.host)) {
    error = "malformed %-escape in the host";
    return false;
  }
  if (!port.empty()) {
    int number = 0;
    if (!ParsePort(port, number)) {
      error = "the port must be a number from 1 to 65535";
      return false;
    }
    spec.port = number;
  }
  return true;
}

bool ParseUserInfo(std::string_view text, ConnectionSpec& spec, std::string& error) {
  size_t colon = text.find(':');
  if (!Decode(text.substr(0, colon), spec.user)) {
    error = "malformed %-escape in the user name";
    return false;
  }
  if (colon == std::string_view::npos) return true;
  std::string password;
  if (!Decode(text.substr(colon + 1), password)) {
    error = "malformed %-escape in the password";  // never the password itself
    return false;
  }
  spec.password = std::move(password);
  return true;
}

bool ParseQuery(std::string_view text, ConnectionSpec& spec, std::string& error) {
  while (!text.empty()) {
    size_t amp = text.find('&');
    std::string_view pair = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view() : text.substr(amp + 1);
    if (pair.empty()) continue;
    size_t eq = pair.find('=');
    std::string key, value;
    if (eq == std::string_view::npos || !Decode(pair.substr(0, eq), key) || !Decode(pair.substr(eq + 1), value) ||
        key.empty()) {
      error = "malformed query parameter (expected key=value)";
      return false;
    }
    if (key == "password") {
      error = "give the password in the user part (user:password@host) or in the environment, not as ?password=";
      return false;
    }
    spec.params[key] = value;
  }
  return true;
}

}  // namespace

bool IsDatabaseUri(std::string_view input) {
  size_t rest = 0;
  return FindScheme(input, &rest) != nullptr;
}

std::string ConnectionSpec::Display() const {
  std::string host_text = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  std::string out = scheme + "://" + host_text;
  if (port) out += ":" + std::to_string(*port);
  return out + "/" + database;
}

std::optional<ConnectionSpec> ParseUri(std::string_view uri, std::string& error) {
  size_t rest = 0;
  const Scheme* scheme = FindScheme(uri, &rest);
  if (!scheme) {
    error = "not a database URI (postgresql://, postgres://, mysql:// or mariadb://)";
    return std::nullopt;
  }
  ConnectionSpec spec;
  spec.kind = scheme->kind;
  spec.scheme = std::string(scheme->name);
  std::string_view text = uri.substr(rest);
  if (text.find('#') != std::string_view::npos) {
    error = "a database URI has no #fragment";
    return std::nullopt;
  }
  std::string_view query;
  if (size_t q = text.find('?'); q != std::string_view::npos) {
    query = text.substr(q + 1);
    text = text.substr(0, q);
  }
  std::string_view path;
  if (size_t slash = text.find('/'); slash != std::string_view::npos) {
    path = text.substr(slash + 1);
    text = text.substr(0, slash);
  }
  // The last '@' ends the user part: a password may hold '@' (better written %40).
  if (size_t at = text.rfind('@'); at != std::string_view::npos) {
    if (!ParseUserInfo(text.substr(0, at), spec, error)) return std::nullopt;
    text = text.substr(at + 1);
  }
  if (!ParseHostPort(text, spec, error) || !ParseQuery(query, spec, error)) return std::nullopt;
  if (path.find('/') != std::string_view::npos || !Decode(path, spec.database)) {
    error = "the path must be one database name";
    return std::nullopt;
  }
  return spec;
}

}  // namespace spanlift::source
