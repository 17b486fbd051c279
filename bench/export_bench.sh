#!/usr/bin/env bash
# Throughput (MB/s of dump input) and peak memory (RSS) of `spanlift export`, side by side with
# `spanlift inspect` of the same file, on a generated mysqldump and pg_dump of --size-mb MB each
# (default 1024; rows a server would dump: bench/gen_dump.py --loadable). docs/export.md quotes it.
#   bench/export_bench.sh [--size-mb N] [--binary PATH] [--threads N] [--runs N]
# --binary measures a spanlift already built instead of building build-release. The dumps and the
# exports go to $TMPDIR (mktemp, removed at the end): about 2 x N MB of dumps plus their exports.
# Each export runs --runs times (default 3), each run printed, then the fastest: on a shared
# virtual machine one run can take half as long again as the next, with the same binary and input.
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb=1024
spanlift=
threads=()
runs=3
while (($#)); do
  case "$1" in
    --size-mb) size_mb=$2; shift 2 ;;
    --binary) spanlift=$(realpath "$2"); shift 2 ;;
    --threads) threads=(--threads "$2"); shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--size-mb N] [--binary PATH] [--threads N] [--runs N]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source bench/measure.sh
release_binary

echo "spanlift export vs inspect, $(nproc) cores${threads:+, ${threads[*]}}"
print_header
for dialect in mysql postgres; do
  dump="$work/${dialect}_${size_mb}mb.sql"
  python3 bench/gen_dump.py --dialect "$dialect" --size-mb "$size_mb" --loadable "$dump" >/dev/null
  measure "$dump" "spanlift inspect" "$spanlift" inspect --format json "$dump"
  best=0
  for ((run = 1; run <= runs; run++)); do
    measure "$dump" "spanlift export" "$spanlift" export --progress never "${threads[@]}" -o "$work/out_$dialect" "$dump"
    # The export must have succeeded: a failed run is fast and would read as a good figure.
    [[ -f $work/out_$dialect/spanner-export.json ]] || { echo "export of $dump failed" >&2; exit 1; }
    rm -rf "$work/out_$dialect"
    best=$(awk -v a="$best" -v b="$measured_secs" 'BEGIN { print (a == 0 || b < a) ? b : a }')
  done
  awk -v n="$(basename "$dump")" -v r="$runs" -v s="$best" -v mb="$(stat -c %s "$dump")" \
    'BEGIN { printf "%-34s %-22s %9s %9.2f %10.1f   (the fastest of %d runs)\n", n, "export, fastest", "", s, mb / 1048576 / s, r }'
  rm -f "$dump"
done
