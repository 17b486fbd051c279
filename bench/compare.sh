#!/usr/bin/env bash
# Throughput (MB/s) and peak memory (RSS) of `spanlift inspect` (and of the whole `convert -o` job),
# side by side with peers in the same run, on large real schema dumps and on generated data dumps
# of --size-mb MB (default 1024): `inspect`, `inspect --profile-data` and `simulate` on each; and on
# real-shaped dumps of that size, the rows of corpus samples scaled up (bench/scale_dump.py).
#   bench/compare.sh [--size-mb N] [--skip-big] [--binary PATH]
# --binary measures a spanlift already built (e.g. build/src/spanlift) instead of building
# build-release. The generated dumps go to $TMPDIR (mktemp): point it at a disk with room.
# Peers: PostgreSQL's parser via pglast (Debian python3-pglast), node-sql-parser (npm),
# `wc -l` (the I/O floor). Installs them with the project's own scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb=1024
skip_big=0
spanlift=
while (($#)); do
  case "$1" in
    --size-mb) size_mb=$2; shift 2 ;;
    --skip-big) skip_big=1; shift ;;
    --binary) spanlift=$(realpath "$2"); shift 2 ;;
    *) echo "usage: $0 [--size-mb N] [--skip-big] [--binary PATH]" >&2; exit 2 ;;
  esac
done

scripts/install-deps.sh --bench
(cd bench/peers && [[ -d node_modules/node-sql-parser ]] || npm install --no-audit --no-fund --silent)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source bench/measure.sh
release_binary
corpus=../shared/corpus

# Large real schemas: the biggest corpus dumps, replicated under other names so the
# statements stay real pg_dump / mysqldump output.
make_pg_schema() {  # 8 copies of the Odoo pg_dump, each in its own schema
  for i in 1 2 3 4 5 6 7 8; do
    echo "CREATE SCHEMA s$i;"
    sed -e "s/public\./s$i./g" -e "s/SCHEMA public/SCHEMA s$i/g" "$corpus/odoo/mmdb007_schema.sql"
  done >"$work/pg_schema.sql"
}
make_mysql_schema() {  # 12 copies of Sharetribe's mysqldump structure.sql, tables renamed
  for i in $(seq 1 12); do
    sed -e "s/\`\([A-Za-z0-9_]*\)\`/\`c${i}_\1\`/g" "$corpus/sharetribe/structure.sql"
  done >"$work/mysql_schema.sql"
}

print_header

make_pg_schema
make_mysql_schema
measure "$work/pg_schema.sql" "spanlift inspect" "$spanlift" inspect --format json "$work/pg_schema.sql"
measure "$work/pg_schema.sql" "pglast (python)" /usr/bin/python3 bench/peers/pglast_parse.py "$work/pg_schema.sql"
measure "$work/pg_schema.sql" "libpg_query raw" /usr/bin/python3 bench/peers/pglast_parse.py "$work/pg_schema.sql" raw
raw_secs=$measured_secs
measure "$work/mysql_schema.sql" "spanlift inspect" "$spanlift" inspect --format json "$work/mysql_schema.sql"
measure "$work/mysql_schema.sql" "node-sql-parser" node bench/peers/node_sql_parser_parse.js "$work/mysql_schema.sql"
# The whole job (no peer does it): conversion, hotspot rules, rewrites, report and snippets.
for schema in pg_schema mysql_schema; do
  measure "$work/$schema.sql" "spanlift convert -o" "$spanlift" convert -o "$work/out_$schema" "$work/$schema.sql"
  [[ $schema == pg_schema ]] && convert_secs=$measured_secs
done
measure "$work/pg_schema.sql" "convert to stdout" "$spanlift" convert "$work/pg_schema.sql"
ratio "convert -o / libpg_query raw parse (pg_schema.sql)" "$convert_secs" "$raw_secs" 2
ratio "convert to stdout / convert -o (pg_schema.sql)" "$measured_secs" "$convert_secs" 1.1

if ((skip_big == 0)); then
  for dialect in mysql postgres; do
    dump="$work/${dialect}_data.sql"
    python3 bench/gen_dump.py --dialect "$dialect" --size-mb "$size_mb" "$dump"
    cat "$dump" >/dev/null  # warm the page cache so every tool reads from memory
    measure "$dump" "wc -l" wc -l "$dump"
    wc_secs=$measured_secs
    measure "$dump" "spanlift inspect" "$spanlift" inspect --format json "$dump"
    inspect_secs=$measured_secs
    # Profiling the rows (docs/profiling.md).
    measure "$dump" "inspect --profile-data" "$spanlift" inspect --profile-data --format json "$dump"
    ratio "inspect / wc -l ($dialect dump)" "$inspect_secs" "$wc_secs" "$([[ $dialect == mysql ]] && echo 2 || echo 1.2)"
    ratio "inspect --profile-data / inspect ($dialect dump)" "$measured_secs" "$inspect_secs" 1.5
    # The load simulation reads the dump three times (docs/simulation.md).
    measure "$dump" "simulate" "$spanlift" simulate --format json "$dump"
    rm -f "$dump"
  done
  # Real-shaped dumps: the rows of real samples scaled up (bench/scale_dump.py): sakila's 16 tables
  # as mysqldump's extended INSERTs, the World database's COPY blocks as pg_dump writes them. Many
  # more key, index and foreign-key columns per row than the generator's three tables.
  for sample in mysql:smt/sakila-dump.sql postgres:smt/pg_world.sql; do
    dialect=${sample%%:*}
    dump="$work/$(basename "${sample#*:}" .sql)_scaled.sql"
    python3 bench/scale_dump.py --dialect "$dialect" --size-mb "$size_mb" "$corpus/${sample#*:}" "$dump"
    cat "$dump" >/dev/null
    measure "$dump" "wc -l" wc -l "$dump"
    wc_secs=$measured_secs
    measure "$dump" "spanlift inspect" "$spanlift" inspect --format json "$dump"
    inspect_secs=$measured_secs
    measure "$dump" "inspect --profile-data" "$spanlift" inspect --profile-data --format json "$dump"
    ratio "inspect / wc -l (real-shaped $dialect dump)" "$inspect_secs" "$wc_secs" "$([[ $dialect == mysql ]] && echo 2 || echo 1.2)"
    ratio "inspect --profile-data / inspect (real-shaped $dialect dump)" "$measured_secs" "$inspect_secs" 1.5
    rm -f "$dump"
  done
fi
