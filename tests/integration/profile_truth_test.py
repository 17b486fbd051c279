#!/usr/bin/env python3
"""Profiled rows against the servers' own answers (issue 12, "Tests").

Starts throwaway PostgreSQL and MariaDB servers (scripts/servers.sh), creates two tables on each and
fills them with generated rows (fixed seed: ids with gaps, NULLs, a skewed tenant column), dumps
them WITH data by the real pg_dump (COPY and --inserts) and mysqldump (extended and one row per
INSERT), and checks that `spanlift inspect --profile-data --format json` of each dump states
exactly what the server answers: COUNT(*), MAX(id), the NULLs of a nullable column, the top
tenant and its COUNT(*); then that `spanlift convert` of the dump skips exactly the ids the
rows hold (`SKIP RANGE 1, <max>`, `START COUNTER WITH <max+1>`) and writes COUNT(*) / 500 split
points for the bit-reversed key with `--split-rows 500` (docs/split-points.md).

    tests/integration/profile_truth_test.py SPANLIFT [--seed N]

One line per check, then `N passed, M failed`. Exit 0 all passed, 1 a check failed, 77 the
servers are not installed (printed as SKIPPED).
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVERS = os.path.join(ROOT, "scripts", "servers.sh")
DB = "truth"

# table -> (rows, tenants): tenant 1 holds 40% of the rows, the others share the rest.
TABLES = {"items": (3000, 40), "events": (2200, 25)}


def generate(seed):
    """Rows per table: (id, tenant_id, ref_id or None, note or None), ids increasing with gaps."""
    rnd = random.Random(seed)
    data = {}
    for table, (count, tenants) in TABLES.items():
        rows, next_id = [], 1
        for i in range(count):
            next_id += 1 if rnd.random() < 0.7 else rnd.randint(2, 40)  # gaps
            tenant = 1 if i == 0 or rnd.random() < 0.4 else rnd.randint(2, tenants)
            ref = None if rnd.random() < 0.2 else rnd.randint(1, 500)
            note = None if rnd.random() < 0.3 else "n%d,'x'\t%d" % (i, rnd.randint(0, 9))  # quotes, tabs, commas
            rows.append((next_id, tenant, ref, note))
        data[table] = rows
    return data


def sql_value(v):
    if v is None:
        return "NULL"
    if isinstance(v, int):
        return str(v)
    return "'" + v.replace("'", "''") + "'"


def load_script(dialect, data):
    """CREATE TABLE + INSERTs: `items` has a generator (serial / AUTO_INCREMENT), `events` not."""
    out = []
    for table, rows in data.items():
        if dialect == "postgres":
            idcol = "id serial PRIMARY KEY" if table == "items" else "id bigint PRIMARY KEY"
        else:
            idcol = "id int NOT NULL AUTO_INCREMENT PRIMARY KEY" if table == "items" else "id bigint NOT NULL PRIMARY KEY"
        out.append(f"CREATE TABLE {table} ({idcol}, tenant_id int NOT NULL, ref_id int NULL, note varchar(40) NULL);")
        out.append(f"CREATE INDEX {table}_tenant ON {table} (tenant_id);")
        out.append(f"CREATE INDEX {table}_ref ON {table} (ref_id);")
        for start in range(0, len(rows), 500):
            values = ",".join("(" + ",".join(sql_value(v) for v in r) + ")" for r in rows[start:start + 500])
            out.append(f"INSERT INTO {table} (id, tenant_id, ref_id, note) VALUES {values};")
    return "\n".join(out) + "\n"


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f"\n      {detail}" if detail else ""))
        return ok


def read_env(path):
    env = dict(os.environ)
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line.startswith("export "):
            continue
        for pair in line[len("export "):].split():
            key, _, value = pair.partition("=")
            env[key] = value.replace("$PATH", os.environ.get("PATH", ""))
    return env


class Server:
    def __init__(self, name, env):
        self.name, self.env = name, env

    def run(self, args, stdin=None):
        proc = subprocess.run(args, input=stdin, capture_output=True, env=self.env, timeout=300)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:3])}: {proc.stderr.decode(errors='replace')[-400:]}")
        return proc.stdout.decode("utf-8")

    def client(self):
        if self.name == "postgres":
            return ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", DB]
        return ["mariadb", "--no-defaults", "-u", "root", "-S", self.env["MARIADB_SOCKET"], "-N", "-B", DB]

    def create(self):
        if self.name == "postgres":
            self.run(["createdb", DB])
        else:
            self.run(["mariadb", "--no-defaults", "-u", "root", "-S", self.env["MARIADB_SOCKET"],
                      "-e", f"CREATE DATABASE {DB}"])

    def load(self, script):
        self.run(self.client(), stdin=script.encode("utf-8"))

    def scalar(self, sql):
        return self.run(self.client(), stdin=(sql + ";\n").encode("utf-8")).strip()

    def dumps(self):
        if self.name == "postgres":
            return {"copy": ["pg_dump", "-d", DB], "inserts": ["pg_dump", "--inserts", "-d", DB]}
        base = ["mysqldump", "--no-defaults", "-u", "root", "-S", self.env["MARIADB_SOCKET"]]
        return {"extended": base + [DB], "single-row": base + ["--skip-extended-insert", DB]}


def profile(spanlift, dump):
    proc = subprocess.run([spanlift, "inspect", "--profile-data", "--format", "json", dump],
                          capture_output=True, timeout=300)
    model = json.loads(proc.stdout.decode("utf-8"))
    return {t["name"]: t.get("data") for t in model.get("tables", [])}


def column(data, name):
    return next((c for c in (data or {}).get("columns", []) if c["column"] == name), None)


def check_dump(checks, spanlift, server, variant, dump):
    label = f"{server.name} {variant}"
    tables = profile(spanlift, dump)
    for table in TABLES:
        data = tables.get(table)
        if not checks.check(data is not None, f"{label}: {table} profiled"):
            continue
        count = int(server.scalar(f"SELECT COUNT(*) FROM {table}"))
        checks.check(data["rows"] == count, f"{label}: {table} rows {data['rows']} = COUNT(*) {count}")
        top_max = int(server.scalar(f"SELECT MAX(id) FROM {table}"))
        idc = column(data, "id")
        got = idc and idc.get("int_max")
        checks.check(got == top_max, f"{label}: {table}.id int_max {got} = MAX(id) {top_max}")
        nulls = int(server.scalar(f"SELECT COUNT(*) - COUNT(ref_id) FROM {table}"))
        ref = column(data, "ref_id")
        got = ref and ref.get("nulls")
        checks.check(got == nulls, f"{label}: {table}.ref_id nulls {got} = COUNT(*) - COUNT(ref_id) {nulls}")
        tenant, tenant_rows = server.scalar(
            f"SELECT CONCAT(tenant_id, ' ', COUNT(*)) FROM {table} GROUP BY tenant_id "
            "ORDER BY COUNT(*) DESC, tenant_id LIMIT 1"
        ).split()
        top = (column(data, "tenant_id") or {}).get("top") or [{}]
        checks.check(top[0].get("value") == tenant and top[0].get("count") == int(tenant_rows),
                     f"{label}: {table} top tenant {top[0].get('value')} x {top[0].get('count')} "
                     f"(error {top[0].get('error')}) = server {tenant} x {tenant_rows}")
    ddl = subprocess.run([spanlift, "convert", dump], capture_output=True, timeout=300).stdout.decode("utf-8")
    top_max = int(server.scalar("SELECT MAX(id) FROM items"))
    want = f"SKIP RANGE 1, {top_max} START COUNTER WITH {top_max + 1}"
    found = re.findall(r"SKIP RANGE 1, \d+ START COUNTER WITH \d+", ddl)
    checks.check(want in found, f"{label}: convert items.id has {want}", f"found {found}")
    # Split points from the same profile: COUNT(*) / --split-rows points, bit-reversed (positive INT64).
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([spanlift, "convert", "--split-rows", "500", "-o", out, dump], capture_output=True, timeout=300)
        path = os.path.join(out, "split-points", "splits-001.txt")
        lines = open(path, encoding="utf-8").read().splitlines() if os.path.exists(path) else []
        points = [int(m.group(1)) for m in (re.fullmatch(r"TABLE items \('(\d+)'\)", x) for x in lines) if m]
        count = int(server.scalar("SELECT COUNT(*) FROM items"))
        checks.check(len(points) == count // 500 and all(0 < p < 2**63 for p in points),
                     f"{label}: {len(points)} split points for items = COUNT(*) {count} / 500, positive INT64",
                     f"lines {lines[:8]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spanlift", type=os.path.abspath)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    if subprocess.run([SERVERS, "available"]).returncode != 0:
        print("SKIPPED: PostgreSQL 15 / MariaDB not installed (scripts/install-deps.sh --test)")
        return 77
    print(f"seed {args.seed}")
    data = generate(args.seed)
    checks = Checks()
    work = tempfile.mkdtemp(prefix="spanlift-truth.")
    try:
        start = subprocess.run([SERVERS, "start", work], capture_output=True, timeout=300)
        if not checks.check(start.returncode == 0, "servers started", start.stderr.decode(errors="replace")[-400:]):
            return 1
        env = read_env(os.path.join(work, "env"))
        for name in ("postgres", "mariadb"):
            server = Server(name, env)
            try:
                server.create()
                server.load(load_script(name, data))
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                checks.check(False, f"{name}: load", str(e))
                continue
            checks.check(True, f"{name}: loaded {sum(len(r) for r in data.values())} rows")
            for variant, command in server.dumps().items():
                dump = os.path.join(work, f"{name}_{variant}.sql")
                try:
                    with open(dump, "w", encoding="utf-8") as f:
                        f.write(server.run(command))
                except (RuntimeError, subprocess.TimeoutExpired) as e:
                    checks.check(False, f"{name} {variant}: dump", str(e))
                    continue
                try:
                    check_dump(checks, args.spanlift, server, variant, dump)
                except (RuntimeError, ValueError, KeyError, subprocess.TimeoutExpired) as e:
                    checks.check(False, f"{name} {variant}: checks ran", repr(e)[:400])
    finally:
        subprocess.run([SERVERS, "stop", work], capture_output=True, timeout=120)
        shutil.rmtree(work, ignore_errors=True)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
