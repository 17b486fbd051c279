// Throughput of the statement splitter (MB/s via bytes processed).
//   splitter_bench                          generated data, in memory (memfd)
//   splitter_bench --input=dump.sql ...     also each file, read from disk (page cache)
// Data statements dominate real dumps, so the generated inputs are almost all rows: extended
// INSERTs with escapes and NULLs (MySQL) and COPY blocks with tabs and \N (PostgreSQL).
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <benchmark/benchmark.h>

#include "frontend/splitter.h"

namespace {

using spanlift::frontend::Statement;
using spanlift::frontend::StatementSplitter;
using spanlift::model::Dialect;

constexpr size_t kGeneratedBytes = size_t{64} << 20;

// A column value as written in a mysqldump string (backslash escapes) or a COPY field.
std::string RandomText(std::mt19937& rng, bool copy_format) {
  static constexpr std::string_view kWords[] = {"alpha",       "O'Brien",   "semi;colon", "\"quoted\"",  "(paren)",
                                                "back\\slash", "tab\there", "new\nline",  "caf\xC3\xA9", "-- dash",
                                                "/* c */",     "#hash",     "100%",       "comma,sep"};
  std::string out;
  for (int n = 3 + static_cast<int>(rng() % 12); n > 0; --n) {
    for (char c : kWords[rng() % std::size(kWords)]) {
      if (c == '\n') {
        out += "\\n";
      } else if (c == '\t') {
        out += "\\t";
      } else if (c == '\\' || (!copy_format && (c == '\'' || c == '"'))) {
        out += '\\';
        out += c;
      } else {
        out += c;
      }
    }
    out += ' ';
  }
  return out;
}

std::string GenerateMySql() {
  std::mt19937 rng(1);
  std::string dump =
      "-- MySQL dump 10.13\n/*!40101 SET NAMES utf8mb4 */;\n"
      "CREATE TABLE `t` (`id` int, `n` int, `s` text, `d` datetime) ENGINE=InnoDB;\n";
  for (uint64_t id = 1; dump.size() < kGeneratedBytes;) {
    dump += "INSERT INTO `t` VALUES ";
    for (size_t stmt_start = dump.size(); dump.size() - stmt_start < (1 << 20); ++id) {
      dump += "(" + std::to_string(id) + "," + (rng() % 10 ? std::to_string(rng() % 100000) : "NULL") + ",'" +
              RandomText(rng, false) + "','2024-01-02 03:04:05'),";
    }
    dump.back() = ';';
    dump += '\n';
  }
  return dump;
}

std::string GeneratePostgres() {
  std::mt19937 rng(2);
  std::string dump =
      "-- PostgreSQL database dump\nSET statement_timeout = 0;\n"
      "CREATE TABLE public.t (id integer, n integer, s text, d timestamp);\n";
  while (dump.size() < kGeneratedBytes) {
    dump += "COPY public.t (id, n, s, d) FROM stdin;\n";
    for (uint64_t id = 1; id <= 100000; ++id) {
      dump += std::to_string(id) + "\t" + (rng() % 10 ? std::to_string(rng() % 100000) : "\\N") + "\t" +
              RandomText(rng, true) + "\t2024-01-02 03:04:05\n";
    }
    dump += "\\.\n";
  }
  return dump;
}

// An in-memory file, so the benchmark measures the splitter rather than the disk.
int MemoryFile(const std::string& content) {
  int fd = memfd_create("splitter_bench", 0);
  if (fd < 0 || write(fd, content.data(), content.size()) != static_cast<ssize_t>(content.size())) {
    std::perror("memfd");
    std::exit(1);
  }
  return fd;
}

void SplitAll(benchmark::State& state, int fd, Dialect dialect) {
  uint64_t bytes = 0;
  uint64_t statements = 0;
  for (auto _ : state) {
    lseek(fd, 0, SEEK_SET);
    spanlift::model::Diagnostics diagnostics;
    StatementSplitter splitter(fd, "bench", dialect, diagnostics);
    Statement stmt;
    while (splitter.Next(stmt)) ++statements;
    bytes += splitter.bytes_read();
    if (!diagnostics.all().empty()) state.SkipWithError(diagnostics.all()[0].message.c_str());
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
  state.counters["statements"] =
      benchmark::Counter(static_cast<double>(statements), benchmark::Counter::kAvgIterations);
}

void BM_MySqlExtendedInserts(benchmark::State& state) {
  static const int fd = MemoryFile(GenerateMySql());
  SplitAll(state, fd, Dialect::kMySql);
}
BENCHMARK(BM_MySqlExtendedInserts)->Unit(benchmark::kMillisecond);

void BM_PostgresCopyBlocks(benchmark::State& state) {
  static const int fd = MemoryFile(GeneratePostgres());
  SplitAll(state, fd, Dialect::kPostgres);
}
BENCHMARK(BM_PostgresCopyBlocks)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  // --input=PATH adds a benchmark over that file (dialect detected); other flags go to the library.
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (!arg.starts_with("--input=")) {
      rest.push_back(argv[i]);
      continue;
    }
    std::string path(arg.substr(8));
    benchmark::RegisterBenchmark(("File/" + path).c_str(), [path](benchmark::State& state) {
      int fd = open(path.c_str(), O_RDONLY);
      if (fd < 0) {
        state.SkipWithError("cannot open input");
        for (auto _ : state) {
        }
        return;
      }
      SplitAll(state, fd, Dialect::kUnknown);
      close(fd);
    })->Unit(benchmark::kMillisecond);
  }
  int rest_argc = static_cast<int>(rest.size());
  benchmark::Initialize(&rest_argc, rest.data());
  if (benchmark::ReportUnrecognizedArguments(rest_argc, rest.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
