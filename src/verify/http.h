#pragma once
// A minimal HTTP/JSON exchange over libcurl (Debian's libcurl4-openssl-dev): one request, one
// answer, with connect and total timeouts so that a dead emulator is an error, never a hang.
#include <chrono>
#include <string>

namespace spanlift::verify {

struct HttpResponse {
  bool transport_ok = false;  // false: no answer at all (refused, timed out, reset)
  long status = 0;            // HTTP status when transport_ok
  std::string body;
  std::string error;  // libcurl's message when !transport_ok
};

struct HttpTimeouts {
  std::chrono::milliseconds connect{2000};
  std::chrono::milliseconds total{600000};  // a big DDL batch on the emulator takes minutes
};

// Sends `method` (GET, POST, PATCH, DELETE) to `url`; `body` (JSON text) is sent when not empty.
HttpResponse HttpRequest(const std::string& method, const std::string& url, const std::string& body,
                         const HttpTimeouts& timeouts);

}  // namespace spanlift::verify
