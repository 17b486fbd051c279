"""Workloads written by the test (issue 23): an append-only event table (serial key, created_at), a
multi-tenant table where one tenant takes 70% of the inserts, lookup tables loaded and then never
written, a table keyed by random UUIDs. After ANALYZE, lint's decisions on the live database must
match the labels, with the live evidence named; a table with no insert gets no hotspot warning;
the report states rows, inserts and rates; convert's skip ranges come from the live counters."""
import json
import os
import random
import subprocess
import tempfile
import uuid

# table -> the label a Spanner expert gives its busiest key or index (hotspot-labels.md), the
# warning it must get, and whether that warning's evidence must come from the live statistics.
# events' serial key becomes a bit-reversed identity (Spanner's generator: no finding, checked in
# schema.sql); its created_at index is the monotonic one (H003).
LABELS = {
    "events": ("monotonic", "H003", {"postgres"}),  # MySQL statistics say nothing of insertion order
    "tenant_orders": ("skewed", "H005", {"postgres", "mariadb"}),
    "status_type": ("neutral", None, set()),
    "country": ("neutral", None, set()),
    "sessions": ("uniform", None, set()),
}
EVENTS, ORDERS, SESSIONS, TENANT_SHARE = 4000, 3000, 1500, 0.7


def tenants(seed):
    rnd = random.Random(seed)
    return [1 if rnd.random() < TENANT_SHARE else rnd.randint(2, 40) for _ in range(ORDERS)]


def uuids(seed):
    rnd = random.Random(seed)
    return [str(uuid.UUID(int=rnd.getrandbits(128), version=4)) for _ in range(SESSIONS)]


def pg_setup(servers):
    servers.run(["createdb", "work"])
    servers.psql("work", """
CREATE TABLE country (code char(2) PRIMARY KEY, name text NOT NULL);
CREATE TABLE status_type (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE events (id bigserial PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(), kind int NOT NULL);
CREATE INDEX events_created ON events (created_at);
CREATE TABLE tenant_orders (tenant_id int NOT NULL, id bigint NOT NULL, amount int, PRIMARY KEY (tenant_id, id));
CREATE TABLE sessions (id uuid PRIMARY KEY, user_ref int NOT NULL);
INSERT INTO country SELECT chr(65 + i / 26) || chr(65 + i % 26), 'country ' || i FROM generate_series(0, 19) i;
INSERT INTO status_type (name) SELECT 'status ' || i FROM generate_series(1, 5) i;
""")
    servers.psql("work", "SELECT pg_stat_reset();")  # the lookups were loaded before the window
    orders = ",".join(f"({t}, {i + 1}, {i % 97})" for i, t in enumerate(tenants(1)))
    sessions = ",".join(f"('{u}', {i})" for i, u in enumerate(uuids(2)))
    servers.psql("work", f"""
INSERT INTO events (created_at, kind)
  SELECT timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second', i % 7 FROM generate_series(1, {EVENTS}) i;
INSERT INTO tenant_orders VALUES {orders};
INSERT INTO sessions VALUES {sessions};
""")
    servers.psql("work", "ANALYZE;")


def my_setup(servers):
    servers.mariadb("CREATE DATABASE work")
    servers.mariadb("""
CREATE TABLE country (code char(2) PRIMARY KEY, name varchar(50) NOT NULL);
CREATE TABLE status_type (id int NOT NULL AUTO_INCREMENT PRIMARY KEY, name varchar(20) NOT NULL);
CREATE TABLE events (id bigint NOT NULL AUTO_INCREMENT PRIMARY KEY, created_at datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                     kind int NOT NULL, KEY events_created (created_at));
CREATE TABLE tenant_orders (tenant_id int NOT NULL, id bigint NOT NULL, amount int, PRIMARY KEY (tenant_id, id));
CREATE TABLE sessions (id char(36) NOT NULL PRIMARY KEY, user_ref int NOT NULL);
INSERT INTO country VALUES """ + ",".join(f"('{chr(65 + i // 26)}{chr(65 + i % 26)}', 'country {i}')" for i in range(20)) + """;
INSERT INTO status_type (name) VALUES ('a'), ('b'), ('c'), ('d'), ('e');
""", db="work")
    # performance_schema counts since the server started; the test's window starts here.
    servers.mariadb("TRUNCATE TABLE performance_schema.table_io_waits_summary_by_table")
    events = ",".join(f"('2026-01-01 00:00:00' + INTERVAL {i} SECOND, {i % 7})" for i in range(EVENTS))
    orders = ",".join(f"({t}, {i + 1}, {i % 97})" for i, t in enumerate(tenants(1)))
    sessions = ",".join(f"('{u}', {i})" for i, u in enumerate(uuids(2)))
    servers.mariadb(f"""
INSERT INTO events (created_at, kind) VALUES {events};
INSERT INTO tenant_orders VALUES {orders};
INSERT INTO sessions VALUES {sessions};
ANALYZE TABLE events, tenant_orders, sessions, country, status_type PERSISTENT FOR ALL;
""", db="work")


def lint(spanlift, uri, env, extra=()):
    proc = subprocess.run([spanlift, "lint", "--format", "json", *extra, uri], capture_output=True, env=env, timeout=300)
    try:
        return proc, json.loads(proc.stdout)
    except ValueError:
        return proc, None


def check_decisions(checks, label, spanlift, uri, env, extra=()):
    proc, doc = lint(spanlift, uri, env, extra)
    if not checks.check(doc is not None and proc.returncode in (0, 1), f"{label}: lint reads the live database",
                        proc.stderr.decode(errors="replace")[-400:]):
        return
    by_table = {}
    for f in doc["findings"]:
        if f["severity"] == "warning" and f["code"] in ("H001", "H003", "H005", "H006"):
            table = f["object"].split()[-1].split(".")[0] if f["object"] else ""
            by_table.setdefault(f.get("table") or table, []).append(f)
    server = label.split()[0]
    for table, (kind, code, live) in LABELS.items():
        got = [f for f in doc["findings"] if f["severity"] == "warning" and f["code"].startswith("H")
               and table in (f.get("object") or "")]
        if code is None:
            checks.check(not got, f"{label}: {table} ({kind}) gets no hotspot warning",
                         "; ".join(f"{f['code']} {f['object']}: {f['message'][:120]}" for f in got))
            continue
        hit = [f for f in got if f["code"] == code]
        others = [f["code"] for f in got if f["code"] != code]
        evidence = " ".join(json.dumps(f) for f in hit)
        named = server not in live or "live database" in evidence
        checks.check(bool(hit) and not others and named,
                     f"{label}: {table} ({kind}) gets {code}" + (" naming the live evidence" if server in live else ""),
                     f"got {[f['code'] for f in got]}: {evidence[:500]}")


def check_report(checks, label, spanlift, uri, env, mariadb):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "out")
        proc = subprocess.run([spanlift, "convert", "-o", out, uri], capture_output=True, env=env, timeout=300)
        if not checks.check(proc.returncode in (0, 1), f"{label}: convert -o writes the report",
                            proc.stderr.decode(errors="replace")[-400:]):
            return
        report = json.load(open(os.path.join(out, "report.json"), encoding="utf-8"))
        live = report.get("live") or {}
        tables = {t["table"]: t for t in live.get("tables", [])}
        ev, st = tables.get("events", {}), tables.get("status_type", {})
        checks.check(ev.get("inserts") == EVENTS and st.get("inserts") == 0 and ev.get("takes_write_load") is True
                     and st.get("takes_write_load") is False,
                     f"{label}: report.json counts the inserts ({EVENTS} events, 0 lookups) and the tables taking load",
                     json.dumps({"events": ev, "status_type": st}))
        checks.check(live.get("window_seconds") is not None and (ev.get("inserts_per_second") or 0) > 0,
                     f"{label}: inserts per second over the statistics window", json.dumps(live)[:300])
        md = open(os.path.join(out, "report.md"), encoding="utf-8").read()
        checks.check("## Live database" in md and "postgres:" not in md and "root@" not in md,
                     f"{label}: report.md's live section names host and database only")
        schema = open(os.path.join(out, "schema.sql"), encoding="utf-8").read()
        # status_type's 5 ids exist: the bit-reversed generator skips them (from the live counter).
        checks.check("SKIP RANGE 1, 5" in schema and f"SKIP RANGE 1, {EVENTS}" in schema,
                     f"{label}: skip ranges from the live counters", schema[:600])


def check_simulate(checks, label, spanlift, uri, env):
    """`simulate URI` replays a sample of each table: the events key, hot before, is spread after."""
    proc = subprocess.run([spanlift, "simulate", "--format", "json", uri], capture_output=True, env=env, timeout=300)
    try:
        doc = json.loads(proc.stdout)
        events = [o for o in doc["objects"] if o["table"] == "events" and o["index"] is None][0]
        before, after = events["before"]["steady"]["hottest_share"], events["after"]["steady"]["hottest_share"]
        ok = proc.returncode in (0, 1) and events["rows"] == EVENTS and events["before"]["load"]["inserts"] == EVENTS \
            and before == 1.0 and after < 0.5
        detail = f"rows {events['rows']}, steady share before {before} after {after}"
    except (ValueError, KeyError, IndexError) as e:
        ok, detail = False, f"{e}: {proc.stderr.decode(errors='replace')[-300:]}"
    checks.check(ok, f"{label}: simulate replays a sample of the live tables (events: one hot split before, spread after)",
                 detail)


def check_filters(checks, spanlift, servers):
    """--exclude leaves tables out; MySQL's --schema names the database the URI does not."""
    for label, uri, extra in (("postgres", servers.pg_uri("work"), ["--exclude", "public.tenant_*", "--exclude", "sess?ons"]),
                              ("mariadb", f"mysql://root@127.0.0.1:{servers.my_port}/",
                               ["--schema", "work", "--exclude", "tenant_*", "--exclude", "sess?ons"])):
        proc = subprocess.run([spanlift, "inspect", *extra, uri], capture_output=True, env=servers.env, timeout=120)
        out = proc.stdout.decode(errors="replace")
        checks.check(proc.returncode == 0 and "tenant_orders" not in out and "sessions" not in out and "events" in out,
                     f"{label}: --exclude leaves tables out" + (" (database from --schema)" if label == "mariadb" else ""),
                     out[-300:] + proc.stderr.decode(errors="replace")[-300:])


def run(checks, servers, spanlift):
    pg_setup(servers)
    my_setup(servers)
    pg, my = servers.pg_uri("work"), servers.my_uri("work")
    check_filters(checks, spanlift, servers)
    for label, uri, mariadb in (("postgres", pg, False), ("mariadb", my, True)):
        check_decisions(checks, f"{label} workload", spanlift, uri, servers.env)
        check_decisions(checks, f"{label} workload --sample-rows 500", spanlift, uri, servers.env, ["--sample-rows", "500"])
        check_report(checks, f"{label} workload", spanlift, uri, servers.env, mariadb)
        check_simulate(checks, f"{label} workload", spanlift, uri, servers.env)
