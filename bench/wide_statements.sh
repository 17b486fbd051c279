#!/usr/bin/env bash
# Time and peak memory of `spanlift inspect` and `convert` on huge single-line statements (issue
# 11, part 5): every step must be linear in a statement's size, and tables wider than any
# database allows (MySQL 4,096 columns, PostgreSQL 1,600) are refused with P011 once read.
#   bench/wide_statements.sh [BUILD_DIR]   (default build-release, built here with -O2)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z $build ]]; then
  build=build-release
  if ! BUILD_TYPE=Release scripts/build.sh "$build" -DSPANLIFT_TESTS=OFF >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    exit 1
  fi
fi
spanlift=$build/src/spanlift
source bench/measure.sh

# wide N FILE: CREATE TABLE with N int columns on one line.
wide() {
  python3 -c "import sys; n = int(sys.argv[1]); sys.stdout.write('CREATE TABLE wide (' + ', '.join('c%d int' % i for i in range(n)) + ');\n')" "$1" >"$2"
}
# enum N FILE: one column whose ENUM has N values (a ~10 MB line the databases accept).
enum() {
  python3 -c "import sys; n = int(sys.argv[1]); sys.stdout.write('CREATE TABLE e (id int PRIMARY KEY, v ENUM(' + ','.join(\"'value_%d'\" % i for i in range(n)) + '));\n')" "$1" >"$2"
}

print_header
for n in 1000 2000 4096; do  # accepted: the whole pipeline, time should double with n
  wide "$n" "$work/wide_$n.sql"
  measure "$work/wide_$n.sql" "inspect ($n columns)" "$spanlift" inspect --from mysql "$work/wide_$n.sql"
  measure "$work/wide_$n.sql" "convert ($n columns)" "$spanlift" convert --from mysql "$work/wide_$n.sql"
done
for n in 60000 600000; do  # refused (P011) after one linear scan
  wide "$n" "$work/wide_$n.sql"
  measure "$work/wide_$n.sql" "inspect ($n columns)" "$spanlift" inspect --from mysql "$work/wide_$n.sql"
done
for n in 100000 500000; do
  enum "$n" "$work/enum_$n.sql"
  measure "$work/enum_$n.sql" "inspect ($n enum values)" "$spanlift" inspect --from mysql "$work/enum_$n.sql"
done
