// What one JSON library would cost (issue: nlohmann-json for every JSON output unless a benchmark
// shows it costs more than 5% of a command's time). For each input, best of 5 runs:
//   load     the command's reading (frontend::Load), without printing
//   writer   inspect's JSON by model::JsonWriter (streamed into one string), what spanlift prints
//   tree     the same document as an nlohmann::ordered_json tree, built value by value (copied
//            from a parsed tree: the allocations a printer building it field by field makes)
//   dump     that tree's dump(2)
// and tree + dump against writer as a share of load + writer (the command's time).
//   json_bench FILE...
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontend/frontend.h"
#include "inspect/inspect.h"

namespace {

double BestOf5(const std::function<void()>& run) {
  double best = 1e30;
  for (int k = 0; k < 5; ++k) {
    auto start = std::chrono::steady_clock::now();
    run();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

void Measure(const std::string& file) {
  spanlift::model::Schema schema;
  const double load = BestOf5([&] { schema = spanlift::frontend::Load({file}, {}); });
  std::string text;
  const double writer = BestOf5([&] { text = spanlift::inspect::InspectJson(schema); });
  // Invalid UTF-8 (a Latin-1 byte in a dump) would make dump() throw: replaced for the measure.
  const auto parsed = nlohmann::ordered_json::parse(text);
  nlohmann::ordered_json tree;
  const double build = BestOf5([&] { tree = parsed; });
  std::string dumped;
  const double dump = BestOf5([&] { dumped = tree.dump(2, ' ', false, nlohmann::json::error_handler_t::replace); });
  const double command = load + writer;
  std::printf("%s: %zu bytes of JSON\n", file.c_str(), text.size());
  std::printf("  load %.4f s, writer %.4f s, tree %.4f s, dump %.4f s\n", load, writer, build, dump);
  std::printf("  nlohmann (tree + dump) instead of the writer: %+.1f%% of the command's time (load + writer)\n",
              100.0 * (build + dump - writer) / command);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: json_bench FILE...\n");
    return 2;
  }
  for (int i = 1; i < argc; ++i) Measure(argv[i]);
  return 0;
}
