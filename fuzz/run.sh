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
policy_seeds=$(mktemp -d)
trap 'rm -rf "$seeds" "$policy_seeds"' EXIT
cp samples/*.sql "$seeds/"
cp tests/golden/inspect/spanner/*.sql "$seeds/"  # GoogleSQL seeds for the spanner grammar
[[ -d ../shared/corpus ]] && find ../shared/corpus -name '*.sql' -size -200k -exec cp {} "$seeds/" \;

# policy_fuzzer: the first byte picks the format ('t' even: TOML, 'y' odd: YAML).
{ printf t; cat samples/policy.toml; } >"$policy_seeds/sample.toml"
{ printf y; cat samples/policy.yaml; } >"$policy_seeds/sample.yaml"
for f in tests/golden/rewrite/*/*.toml; do
  { printf t; cat "$f"; } >"$policy_seeds/$(basename "$(dirname "$f")")_$(basename "$f")"
done
printf 't[tables.a]\nskewed = ["x", '"'"'y'"'"']\nshards = { x = [1, [2]] }\n' >"$policy_seeds/inline.toml"
printf 'ttables = { a = { strategy = "uuid" } }\ndisable = """\nseq"""\n' >"$policy_seeds/nested.toml"
printf 'ytables:\n  a: &a {strategy: shard, shards: 8}\n  b: *a\n' >"$policy_seeds/alias.yaml"
printf 'y---\nskewed:\n  - "x"\n  - !!str 5\nshards: +0x10\n...\n' >"$policy_seeds/tags.yaml"

run() {  # run TARGET SEED_DIR MAX_LEN
  echo "== $1 ($seconds s)"
  work=$(mktemp -d)
  cp "$2"/* "$work/"
  build-fuzz/fuzz/$1 -max_total_time="$seconds" -max_len="$3" -rss_limit_mb=4096 "$work" 2>&1 | tail -3
  rm -rf "$work"
}
for target in splitter_fuzzer mysql_grammar_fuzzer postgres_grammar_fuzzer spanner_grammar_fuzzer; do
  run "$target" "$seeds" 65536
done
run policy_fuzzer "$policy_seeds" 4096
