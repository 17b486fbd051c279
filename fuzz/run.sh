#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for SECONDS (default 60),
# seeded from the project's samples and the public corpus.
#   fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
CXX=clang++ BUILD_TYPE=RelWithDebInfo scripts/build.sh build-fuzz -DSPANLIFT_FUZZ=ON -DSPANLIFT_TESTS=OFF \
  -DSPANLIFT_BENCH=OFF -DSPANLIFT_WERROR=OFF
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
cp samples/*.sql "$seeds/"
cp tests/golden/inspect/spanner/*.sql "$seeds/"  # GoogleSQL seeds for the spanner grammar
[[ -d ../shared/corpus ]] && find ../shared/corpus -name '*.sql' -size -200k -exec cp {} "$seeds/" \;
for target in splitter_fuzzer mysql_grammar_fuzzer postgres_grammar_fuzzer spanner_grammar_fuzzer; do
  echo "== $target ($seconds s)"
  work=$(mktemp -d)
  cp "$seeds"/* "$work/"
  build-fuzz/fuzz/$target -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=4096 "$work" 2>&1 | tail -3
  rm -rf "$work"
done
