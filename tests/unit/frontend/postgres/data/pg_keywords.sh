#!/usr/bin/env bash
# Regenerates pg_keywords.tsv: PostgreSQL's unreserved (U) and column-name (C) keywords, from
# `pg_get_keywords()` of the throwaway PostgreSQL server (scripts/servers.sh), with the contexts
# the server accepts each word in unquoted: as a column name, a table name and an index name.
# PostgreSQL 16 adds U/C words the server (15) does not know; they are appended from the
# PG16_EXTRA list below (source: PostgreSQL REL_16 src/include/parser/kwlist.h), with the
# contexts gram.y gives every ColId (column, table and index name).
#
#   tests/unit/frontend/postgres/data/pg_keywords.sh > tests/unit/frontend/postgres/data/pg_keywords.tsv
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
servers=$here/../../../../../scripts/servers.sh
"$servers" available || { echo "PostgreSQL not installed (scripts/install-deps.sh --test)" >&2; exit 77; }
work=$(mktemp -d)
trap '"$servers" stop "$work" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
"$servers" start "$work" pg >/dev/null
# shellcheck disable=SC1091
. "$work/env"

PG16_EXTRA=(absent:U format:U indent:U json:U keys:U scalar:U
            json_array:C json_arrayagg:C json_object:C json_objectagg:C)

accepts() { psql -q -v ON_ERROR_STOP=1 -c "BEGIN; $1; ROLLBACK;" >/dev/null 2>&1 && echo yes || echo no; }

version=$(psql -At -c "SHOW server_version" | cut -d" " -f1)
echo "# PostgreSQL unreserved (U) and column-name (C) keywords, used unquoted as names."
echo "# Source: pg_get_keywords() of PostgreSQL $version (rows marked pg$version) and, for words"
echo "# PostgreSQL 16 adds, REL_16 src/include/parser/kwlist.h (rows marked pg16-kwlist)."
echo "# Contexts checked on the server: column = CREATE TABLE t (w integer DEFAULT 0 NOT NULL),"
echo "# table = CREATE TABLE w (id integer), index = CREATE INDEX w ON t (id)."
echo "# Regenerate with tests/unit/frontend/postgres/data/pg_keywords.sh (needs the test servers)."
printf '# word\tcategory\tcolumn\ttable\tindex\tsource\n'
psql -At -F $'\t' -c "SELECT word, catcode FROM pg_get_keywords() WHERE catcode IN ('U', 'C') ORDER BY word" |
  while IFS=$'\t' read -r word cat; do
    col=$(accepts "CREATE TABLE kw_t ($word integer DEFAULT 0 NOT NULL)")
    tab=$(accepts "CREATE TABLE $word (id integer)")
    idx=$(accepts "CREATE TABLE kw_t (id integer); CREATE INDEX $word ON kw_t (id)")
    printf '%s\t%s\t%s\t%s\t%s\tpg%s\n' "$word" "$cat" "$col" "$tab" "$idx" "$version"
  done
for entry in "${PG16_EXTRA[@]}"; do
  printf '%s\t%s\tyes\tyes\tyes\tpg16-kwlist\n' "${entry%%:*}" "${entry##*:}"
done
