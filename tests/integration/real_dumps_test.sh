#!/usr/bin/env bash
# Integration test against real servers: loads the project samples and a few public corpus files
# into throwaway PostgreSQL 15 and MariaDB servers, dumps them with pg_dump / mysqldump in three
# forms each, runs `spanlift inspect --format json` on every dump and checks the model against the
# live catalog (catalog.py, check_dump.py). When the Cloud Spanner emulator is installed, each
# schema dump is also converted and applied to it (tests/emulator/check_accept.py).
#
#   tests/integration/real_dumps_test.sh SPANLIFT_BINARY
#
# Prints one line per check and ends with `N passed, M failed`. Exit: 0 all passed, 1 a check
# failed, 77 the servers are not installed (scripts/install-deps.sh --test installs them).
# SPANLIFT_CORPUS overrides the corpus location (default: ../shared/corpus next to the repo);
# KEEP_WORK=1 keeps the dumps and catalogs (the servers are stopped anyway).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
servers=$root/scripts/servers.sh
corpus=${SPANLIFT_CORPUS:-$root/../shared/corpus}

# database <TAB> files loaded in order (corpus: = relative to the corpus)
pg_loads=(
  $'shop\tsamples/shop_postgres.sql tests/integration/data/shop_postgres_data.sql'
  $'pagila\tcorpus:pagila/pagila-schema-pg15.sql'
  $'kanboard\tcorpus:kanboard/postgres.sql'
)
mariadb_loads=(
  $'shop\tsamples/shop_mysql.sql tests/integration/data/shop_mysql_data.sql'
  $'sakila\tcorpus:test_db/sakila-mv-schema.sql'  # creates and fills database `sakila` itself
  $'kanboard\tcorpus:kanboard/mysql.sql'
  $'wordpress\tcorpus:wordpress/wordpress.4.2.2.sql'
)

passed=0
failed=0

# Prints check lines (`ok   ...` / `FAIL ...` + indented details) and counts them.
tally() {
  local out=$1
  printf '%s\n' "$out"
  passed=$((passed + $(grep -c '^ok ' <<<"$out" || true)))
  failed=$((failed + $(grep -c '^FAIL ' <<<"$out" || true)))
}
pass() { tally "ok   $1"; }
fail() { tally "FAIL $1$(printf '\n      %s' "${@:2}")"; }

usage_and_prerequisites() {
  [[ $# -eq 1 ]] || { echo "usage: $0 SPANLIFT_BINARY" >&2; exit 2; }
  if ! "$servers" available; then
    echo "skipped: PostgreSQL 15 / MariaDB not installed (scripts/install-deps.sh --test)"
    exit 77
  fi
  [[ -x $1 ]] || { echo "no spanlift binary at $1" >&2; exit 1; }
}

cleanup() {
  "$servers" stop "$work" || true
  if [[ ${KEEP_WORK:-0} == 1 ]]; then
    rm -rf "$work/pg/data" "$work/mariadb/data"
    echo "work files kept in $work"
  else
    rm -rf "$work"
  fi
}

# ctest kills a timed-out test with SIGKILL, which no trap sees: a detached watcher stops the
# servers and removes the work directory once this script is gone.
start_watchdog() {
  local me=$$
  # shellcheck disable=SC2016  # expanded by the inner bash
  (setsid bash -c 'while kill -0 "$0" 2>/dev/null; do sleep 2; done
                   "$1" stop "$2" >/dev/null 2>&1; [[ ${KEEP_WORK:-0} == 1 ]] || rm -rf "$2"' \
     "$me" "$servers" "$work" </dev/null >/dev/null 2>&1 &)
}

resolve() {  # a load list entry -> path
  if [[ $1 == corpus:* ]]; then echo "$corpus/${1#corpus:}"; else echo "$root/$1"; fi
}

truth_file() {  # corpus:a/b.sql -> truth JSON path
  local rel=${1#corpus:}
  echo "$corpus/truth/${rel//\//__}.json"
}

mariadb_client() { mariadb --no-defaults -u root -S "$MARIADB_SOCKET" --default-character-set=utf8mb4 "$@"; }
mysqldump_client() { mysqldump --no-defaults -u root -S "$MARIADB_SOCKET" "$@"; }

# Loads one database; prints the loaded-ok check. Returns 1 when the database is unusable.
load_pg() {
  local db=$1 f path log=$work/logs/pg_$1.log
  createdb "$db" 2>>"$log" || { fail "postgres/$db: createdb" "$(tail -n 3 "$log")"; return 1; }
  for f in $2; do
    path=$(resolve "$f")
    if ! psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$path" >/dev/null 2>>"$log"; then
      fail "postgres/$db: load $f" "$(tail -n 3 "$log")"
      return 1
    fi
  done
  pass "postgres/$db: load $2"
}

load_mariadb() {
  local db=$1 f path log=$work/logs/mariadb_$1.log
  mariadb_client -e "CREATE DATABASE \`$db\`" 2>>"$log" \
    || { fail "mariadb/$db: create database" "$(tail -n 3 "$log")"; return 1; }
  for f in $2; do
    path=$(resolve "$f")
    # innodb_strict_mode=0 as for the corpus ground truth (old row formats, wide rows).
    if ! { echo "SET SESSION innodb_strict_mode=0;"; cat "$path"; } | mariadb_client "$db" >/dev/null 2>>"$log"; then
      fail "mariadb/$db: load $f" "$(tail -n 3 "$log")"
      return 1
    fi
  done
  pass "mariadb/$db: load $2"
}

# Reads the catalog; for a corpus file also checks catalog.py against the published truth.
read_catalog() {
  local server=$1 db=$2 files=$3 truth_args=() err
  if [[ $files == corpus:* && $files != *" "* ]]; then truth_args=(--truth "$(truth_file "$files")"); fi
  if err=$(python3 "$here/catalog.py" "$server" "$db" --out "$work/catalog/${server}_$db.json" \
             "${truth_args[@]}" 2>&1); then
    [[ ${#truth_args[@]} -eq 0 ]] || pass "$server/$db: catalog.py agrees with corpus truth"
    return 0
  fi
  if [[ -s $work/catalog/${server}_$db.json ]]; then
    local lines
    mapfile -t lines < <(head -n 20 <<<"$err")
    fail "$server/$db: catalog.py agrees with corpus truth" "${lines[@]}"
    return 0
  fi
  fail "$server/$db: read catalog" "$err"
  return 1
}

# dump_and_check SERVER DB VARIANT [--routines] -- DUMP_COMMAND...
dump_and_check() {
  local server=$1 db=$2 variant=$3 routines=() out
  shift 3
  if [[ $1 == --routines ]]; then routines=(--routines); shift; fi
  shift  # --
  local dump=$work/dumps/${server}_${db}_$variant.sql label="$server/$db $variant dump"
  if ! "$@" >"$dump" 2>"$dump.err"; then
    fail "$label: $*" "$(tail -n 3 "$dump.err")"
    return
  fi
  out=$(python3 "$here/check_dump.py" --spanlift "$spanlift" --dump "$dump" \
          --catalog "$work/catalog/${server}_$db.json" --label "$label" --variant "$variant" \
          "${routines[@]}" 2>&1) || true
  tally "$out"
  if [[ $variant == schema ]]; then accept_on_emulator "$server" "$label" "$dump"; fi
}

# The schema dump converted with every variant is accepted by the Spanner emulator and reads
# back as the same model (tests/emulator/check_accept.py). The data and inserts dumps hold the
# same schema (check_dump.py compares each with the catalog), so only the schema dump is applied.
accept_on_emulator() {
  local server=$1 label=$2 dump=$3 dialect=mysql out rc=0
  [[ $server == postgres ]] && dialect=postgres
  out=$(python3 "$root/tests/emulator/check_accept.py" --spanlift "$spanlift" --from "$dialect" \
          --label "$label on the Spanner emulator:" "$dump" 2>&1) || rc=$?
  if [[ $rc == 77 ]]; then
    [[ -n ${emulator_skip_said:-} ]] || echo "note: $(grep -m1 SKIPPED <<<"$out")"
    emulator_skip_said=1
    return
  fi
  tally "$(grep -E '^(ok   |FAIL |      )' <<<"$out")"
  if [[ $rc != 0 && $(grep -c '^FAIL ' <<<"$out") -eq 0 ]]; then
    fail "$label on the Spanner emulator" "$(tail -n 5 <<<"$out")"
  fi
}

check_pg() {
  local entry db files
  for entry in "${pg_loads[@]}"; do
    db=${entry%%$'\t'*} files=${entry#*$'\t'}
    if ! load_pg "$db" "$files" || ! read_catalog postgres "$db" "$files"; then continue; fi
    # pg_dump always includes functions and triggers.
    dump_and_check postgres "$db" schema --routines -- pg_dump --schema-only -d "$db"
    dump_and_check postgres "$db" data --routines -- pg_dump -d "$db"
    dump_and_check postgres "$db" inserts --routines -- pg_dump --inserts -d "$db"
  done
}

check_mariadb() {
  local entry db files
  for entry in "${mariadb_loads[@]}"; do
    db=${entry%%$'\t'*} files=${entry#*$'\t'}
    if ! load_mariadb "$db" "$files" || ! read_catalog mariadb "$db" "$files"; then continue; fi
    # mysqldump dumps triggers by default; routines only with --routines.
    dump_and_check mariadb "$db" schema -- mysqldump_client --no-data "$db"
    dump_and_check mariadb "$db" data -- mysqldump_client "$db"
    dump_and_check mariadb "$db" inserts --routines -- \
      mysqldump_client --skip-extended-insert --routines --triggers "$db"
  done
}

# mysqldump --databases of two databases that both hold `orders` (issue 20): kept apart, and the
# dump compressed four ways converts alike (multi_database.py).
check_multi_database() {
  local log=$work/logs/mariadb_multi.log dump=$work/dumps/mariadb_multi_databases.sql label="mariadb/multi-database dump"
  if ! mariadb_client >/dev/null 2>>"$log" <<'SQL'
CREATE DATABASE multi_shop;
CREATE DATABASE multi_archive;
CREATE TABLE multi_shop.orders (id bigint PRIMARY KEY, customer varchar(64) NOT NULL, total decimal(10,2),
  UNIQUE KEY orders_customer (customer));
CREATE TABLE multi_archive.orders (order_ref char(12) PRIMARY KEY, archived_at datetime NOT NULL, reason text);
INSERT INTO multi_shop.orders VALUES (1, 'ann', 10.00), (2, 'bob', 12.50);
INSERT INTO multi_archive.orders VALUES ('A-1', '2020-01-01 00:00:00', NULL);
SQL
  then
    fail "$label: create two databases" "$(tail -n 3 "$log")"
    return
  fi
  if ! mysqldump_client --databases multi_shop multi_archive >"$dump" 2>>"$log"; then
    fail "$label: mysqldump --databases" "$(tail -n 3 "$log")"
    return
  fi
  tally "$(python3 "$here/multi_database.py" --spanlift "$spanlift" --dump "$dump" --label "$label" 2>&1)"
}

main() {
  usage_and_prerequisites "$@"
  spanlift=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  if [[ ! -f $corpus/MANIFEST.tsv ]]; then
    echo "note: no corpus at $corpus: samples only"
    pg_loads=("${pg_loads[0]}") mariadb_loads=("${mariadb_loads[0]}")
  fi
  work=$(mktemp -d "${TMPDIR:-/tmp}/spanlift-int.XXXXXX")
  trap cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM HUP
  start_watchdog
  mkdir -p "$work/logs" "$work/catalog" "$work/dumps"
  local started=$SECONDS
  if "$servers" start "$work" 2>"$work/logs/servers.log"; then
    pass "servers started ($((SECONDS - started)) s)"
    # shellcheck source=/dev/null
    source "$work/env"
    check_pg
    check_mariadb
    check_multi_database
  else
    fail "servers started" "$(tail -n 5 "$work/logs/servers.log")"
  fi
  echo "$passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}

main "$@"
