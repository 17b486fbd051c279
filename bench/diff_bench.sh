#!/usr/bin/env bash
# Benchmark of `spanlift diff` (issue 10's target: under 1 s and 200 MB for a 776-table schema,
# both conversions included). Generates a PostgreSQL schema of TABLES tables shaped like an
# application's (bigserial ids, foreign keys to earlier tables, timestamp and tenant indexes),
# makes NEW with one local edit per kind (a column added, an index added, a VARCHAR widened),
# and prints wall time and peak memory of each diff, as measured by GNU time.
#   bench/diff_bench.sh [SPANLIFT] [TABLES]
set -euo pipefail
SPANLIFT=${1:-build/src/spanlift}
TABLES=${2:-776}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$TABLES" "$work" <<'PY'
import sys
n, out = int(sys.argv[1]), sys.argv[2]
lines = []
for i in range(n):
    cols = ["  id bigserial PRIMARY KEY", "  tenant_id integer NOT NULL", "  title varchar(120) NOT NULL",
            "  body text", "  amount numeric(12,2)", "  created_at timestamptz NOT NULL DEFAULT now()"]
    if i:
        cols.append(f"  t{i - 1}_id bigint REFERENCES t{i - 1} (id)")
    lines.append(f"CREATE TABLE t{i} (\n" + ",\n".join(cols) + "\n);")
    lines.append(f"CREATE INDEX t{i}_created ON t{i} (created_at);")
    lines.append(f"CREATE INDEX t{i}_tenant_title ON t{i} (tenant_id, title);")
old = "\n".join(lines) + "\n"
open(f"{out}/old.sql", "w").write(old)
mid = n // 2
edits = {
    "add_column": old.replace(f"CREATE TABLE t{mid} (\n", f"CREATE TABLE t{mid} (\n  note varchar(40),\n", 1),
    "add_index": old + f"CREATE INDEX t{mid}_amount ON t{mid} (amount);\n",
    "widen_varchar": old.replace(f"CREATE TABLE t{mid} (\n  id bigserial PRIMARY KEY,\n  tenant_id integer NOT NULL,\n  title varchar(120)",
                                 f"CREATE TABLE t{mid} (\n  id bigserial PRIMARY KEY,\n  tenant_id integer NOT NULL,\n  title varchar(200)", 1),
}
for name, text in edits.items():
    assert text != old, name
    open(f"{out}/{name}.sql", "w").write(text)
PY

printf '%-16s %8s %10s %10s %s\n' edit tables seconds peak_MB statements
for edit in self add_column add_index widen_varchar; do
  new="$work/$edit.sql"
  [ "$edit" = self ] && new="$work/old.sql"
  /usr/bin/time -f '%e %M' -o "$work/time" "$SPANLIFT" diff --from postgres --format sql "$work/old.sql" "$new" \
    > "$work/out.sql" 2>"$work/err" || true
  read -r secs kb < "$work/time"
  statements=$(grep -c ';$' "$work/out.sql" || true)
  printf '%-16s %8s %10s %10s %s\n' "$edit" "$TABLES" "$secs" "$((kb / 1024))" "$statements"
done
