#!/usr/bin/env python3
"""Reading a live database's schema and statistics (issue 23, docs/live.md): a generated database of
N tables (default 1,000: columns, a serial or AUTO_INCREMENT key, indexes, foreign keys, checks,
comments, a few rows and ANALYZE) on throwaway PostgreSQL and MariaDB servers on loopback; then
`spanlift inspect --profile-data URI` (schema and statistics) and `spanlift convert -o DIR URI`, timed
(wall, best of --runs) with peak RSS (GNU time), and the queries the read took (the servers' own
statement counters).

    bench/live_bench.py SPANLIFT [--tables N] [--runs K]

Target: <= 2 s and <= 100 MB for 1,000 tables on loopback."""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "live"))
import servers as servers_mod  # noqa: E402


def pg_schema(n):
    out = []
    for i in range(n):
        parent = f"t{i - 1}" if i else None
        out.append(f"""CREATE TABLE t{i} (
  id serial PRIMARY KEY, parent_id int{f' REFERENCES {parent}(id) ON DELETE CASCADE' if parent else ''},
  code varchar(32) NOT NULL UNIQUE, tenant_id int NOT NULL DEFAULT 1, status smallint NOT NULL DEFAULT 0 CHECK (status >= 0),
  amount numeric(12,2), note text, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz);
CREATE INDEX t{i}_tenant_created ON t{i} (tenant_id, created_at DESC);
COMMENT ON TABLE t{i} IS 'table {i}';
INSERT INTO t{i} (code, tenant_id) SELECT 'c' || g, g % 3 FROM generate_series(1, 5) g;""")
    return "\n".join(out) + "\nANALYZE;\n"


def my_schema(n):
    out = []
    for i in range(n):
        parent = f"t{i - 1}" if i else None
        out.append(f"""CREATE TABLE t{i} (
  id int NOT NULL AUTO_INCREMENT PRIMARY KEY, parent_id int NULL, code varchar(32) NOT NULL,
  tenant_id int NOT NULL DEFAULT 1, status smallint NOT NULL DEFAULT 0, amount decimal(12,2), note text,
  created_at datetime NOT NULL DEFAULT CURRENT_TIMESTAMP, updated_at datetime NULL,
  UNIQUE KEY t{i}_code (code), KEY t{i}_tenant_created (tenant_id, created_at),
  CONSTRAINT t{i}_status CHECK (status >= 0){f', CONSTRAINT t{i}_parent FOREIGN KEY (parent_id) REFERENCES {parent} (id) ON DELETE CASCADE' if parent else ''}
) ENGINE=InnoDB COMMENT='table {i}';
INSERT INTO t{i} (code, tenant_id) VALUES ('c1', 1), ('c2', 2), ('c3', 0), ('c4', 1), ('c5', 2);""")
    return "\n".join(out) + "\n"


def measure(cmd, env, runs):
    best, rss = None, 0
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, env=env)
        wall = time.perf_counter() - t0
        if proc.returncode not in (0, 1):
            raise RuntimeError(proc.stderr.decode(errors="replace")[-800:])
        rss = max(rss, int(proc.stderr.decode().strip().splitlines()[-1]))
        best = wall if best is None else min(best, wall)
    return best, rss / 1024


def pg_statements(servers):
    """Statements spanlift sent, from the server log (log_statement = all, lines prefixed by the application)."""
    with open(os.path.join(servers.work, "pg", "server.log"), encoding="utf-8", errors="replace") as f:
        return sum(1 for line in f if line.startswith("spanlift ") and " statement: " in line)


def my_queries(servers):
    line = servers.mariadb("SHOW GLOBAL STATUS LIKE 'Questions'").split()
    return int(line[1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("spanlift")
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not servers_mod.available():
        print("SKIPPED: PostgreSQL 15 / MariaDB not installed (scripts/install-deps.sh --test)")
        return 77
    spanlift = os.path.abspath(args.spanlift)
    with servers_mod.Servers() as servers:
        servers.run(["createdb", "bench"])
        servers.psql("postgres", "ALTER SYSTEM SET log_statement = 'all'; ALTER SYSTEM SET log_line_prefix = '%a ';")
        servers.psql("postgres", "SELECT pg_reload_conf();")
        servers.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", "bench"], stdin=pg_schema(args.tables).encode())
        servers.mariadb("CREATE DATABASE bench")
        servers.mariadb(my_schema(args.tables) + f"ANALYZE TABLE {', '.join(f't{i}' for i in range(args.tables))};",
                        db="bench")
        print(f"{args.tables} tables, best of {args.runs} runs, loopback TCP")
        print(f"{'server':<10} {'command':<32} {'wall s':>8} {'peak MB':>8} {'queries':>8}")
        for name, uri in (("postgres", servers.pg_uri("bench")), ("mariadb", servers.my_uri("bench"))):
            for label, cmd in (("inspect --profile-data", [spanlift, "inspect", "--profile-data", uri]),
                               ("convert -o DIR", [spanlift, "convert", "-o", None, uri])):
                with tempfile.TemporaryDirectory() as work:
                    cmd = [c if c is not None else os.path.join(work, "out") for c in cmd]
                    count = pg_statements if name == "postgres" else my_queries
                    q0 = count(servers)
                    wall, rss = measure(cmd, servers.env, args.runs)
                    queries = (count(servers) - q0) // args.runs
                    print(f"{name:<10} {label:<32} {wall:8.2f} {rss:8.1f} {queries:8d}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
