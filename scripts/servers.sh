#!/usr/bin/env bash
# Starts and stops throwaway PostgreSQL 15 and MariaDB servers for tests, from Debian's packages
# (scripts/install-deps.sh --test). Everything lives under one directory; nothing is durable.
#
#   scripts/servers.sh available              exit 0 if both servers are installed, else 77
#   scripts/servers.sh start DIR [pg|mariadb] start the server(s) in DIR (default: both) and
#                                             write DIR/env (source it: PG*/MARIADB_* variables)
#   scripts/servers.sh stop DIR               stop whatever DIR runs (safe to call twice)
#
# Both listen only on 127.0.0.1 (free non-default ports) and on sockets inside DIR. Durability is
# off (fsync, doublewrite, WAL): the data is thrown away anyway. MARIADB_EXTRA_ARGS adds mariadbd
# options (the live-database tests turn on performance_schema and the binary log). Runs as root: PostgreSQL needs the
# `postgres` system user (runuser), MariaDB runs as root (--user=root).
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
MARIADBD=${MARIADBD:-/usr/sbin/mariadbd}

die() { echo "servers.sh: $*" >&2; exit 1; }

available() {
  local t
  for t in initdb pg_ctl postgres psql pg_dump; do
    [[ -x $PG_BIN/$t ]] || return 77
  done
  [[ -x $MARIADBD ]] || return 77
  for t in mariadb-install-db mariadb mariadb-admin mysqldump; do
    command -v "$t" >/dev/null || return 77
  done
  id postgres >/dev/null 2>&1 || return 77
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Polls "$@" until it succeeds or ~60 s pass.
wait_for() {
  local i
  for ((i = 0; i < 300; i++)); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  return 1
}

start_pg() {
  local dir=$1 pg=$1/pg port
  port=$(free_port)
  mkdir -p "$pg/sock"
  chown -R postgres: "$pg"
  runuser -u postgres -- "$PG_BIN/initdb" -D "$pg/data" --no-sync -A trust -U postgres \
    -E UTF8 --locale=C.UTF-8 >"$pg/initdb.log" 2>&1 || { cat "$pg/initdb.log" >&2; die "initdb failed"; }
  local opts="-c listen_addresses=127.0.0.1 -p $port -k $pg/sock -c fsync=off"
  opts+=" -c synchronous_commit=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0"
  # WAL is recycled at each checkpoint; the default 1 GB cap lets a run of createdb calls (each
  # logs its template, PostgreSQL 15+) fill a small disk first.
  opts+=" -c autovacuum=off -c shared_buffers=64MB -c max_wal_size=64MB -c min_wal_size=32MB"
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$pg/data" -l "$pg/server.log" -o "$opts" -w -t 60 \
    start >/dev/null || { cat "$pg/server.log" >&2; die "postgres did not start"; }
  cat >>"$dir/env" <<EOF
export PGHOST=$pg/sock PGPORT=$port PGUSER=postgres
export PATH=$PG_BIN:\$PATH  # psql/pg_dump of the server's version, not pg_wrapper's choice
EOF
}

start_mariadb() {
  local dir=$1 my=$1/mariadb port
  port=$(free_port)
  mkdir -p "$my/tmp"
  mariadb-install-db --no-defaults --datadir="$my/data" --user=root --skip-test-db \
    --auth-root-authentication-method=normal --skip-name-resolve >"$my/install.log" 2>&1 \
    || { cat "$my/install.log" >&2; die "mariadb-install-db failed"; }
  # Character set as Debian's 50-server.cnf, which the corpus ground truth was made with.
  "$MARIADBD" --no-defaults --user=root --datadir="$my/data" --tmpdir="$my/tmp" \
    --socket="$my/mysqld.sock" --port="$port" --bind-address=127.0.0.1 --skip-name-resolve \
    --pid-file="$my/mysqld.pid" --log-error="$my/server.log" --skip-log-bin \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci \
    --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --innodb-flush-method=nosync \
    --innodb-buffer-pool-size=128M --innodb-log-file-size=64M --skip-innodb-adaptive-hash-index \
    ${MARIADB_EXTRA_ARGS:-} </dev/null >/dev/null 2>&1 &
  wait_for mariadb-admin --no-defaults --socket="$my/mysqld.sock" -u root ping \
    || { cat "$my/server.log" >&2; die "mariadbd did not start"; }
  cat >>"$dir/env" <<EOF
export MARIADB_SOCKET=$my/mysqld.sock MARIADB_PORT=$port
EOF
}

start() {
  local dir=$1 which=${2:-all}
  [[ -d $dir ]] || die "no directory $dir"
  dir=$(cd "$dir" && pwd)
  chmod 755 "$dir"  # the postgres user must reach its data dir and socket
  : >"$dir/env"
  case $which in
    pg) start_pg "$dir" ;;
    mariadb) start_mariadb "$dir" ;;
    all) start_pg "$dir"; start_mariadb "$dir" ;;
    *) die "unknown server $which" ;;
  esac
}

stop() {
  local dir=$1 pid i
  if [[ -f $dir/pg/data/postmaster.pid ]]; then
    # immediate: no shutdown checkpoint, the data is discarded anyway
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir/pg/data" -m immediate -w -t 30 stop \
      >/dev/null 2>&1 || true
  fi
  if [[ -f $dir/mariadb/mysqld.pid ]]; then
    pid=$(<"$dir/mariadb/mysqld.pid")
    mariadb-admin --no-defaults --socket="$dir/mariadb/mysqld.sock" -u root shutdown \
      >/dev/null 2>&1 || kill "$pid" 2>/dev/null || true
    for ((i = 0; i < 150 && $(kill -0 "$pid" 2>/dev/null && echo 1 || echo 0); i++)); do sleep 0.2; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$dir/mariadb/mysqld.pid"
  fi
}

case ${1:-} in
  available) available ;;
  start) [[ $# -ge 2 ]] || die "usage: $0 start DIR [pg|mariadb]"; start "$2" "${3:-all}" ;;
  stop) [[ $# -eq 2 ]] || die "usage: $0 stop DIR"; stop "$2" ;;
  *) die "usage: $0 available | start DIR [pg|mariadb] | stop DIR" ;;
esac
