#!/usr/bin/env python3
"""Expressions keep their meaning: a differential test of src/convert/expressions.cpp.

For every translation rule (asked from the translator itself: `expression_rules`), the cases of
cases.py are evaluated on the real server of their dialect (PostgreSQL 15 or MariaDB, started by
scripts/servers.sh) over a table of edge rows, translated by `spanlift convert` (each expression
is a STORED generated column of that table, or a DEFAULT for clocks, UUIDs and sequences, so the
product's own code path translates it), and evaluated on the Cloud Spanner emulator over the same
rows. The results must be equal after normalisation, or spanlift must report a finding (C025) for
that rule saying how the results differ; a case marked "refused" must get C020/C022.

Normalisation (by the Spanner result type): numbers as decimals, equal within 1e-9 absolute or
1e-12 relative; timestamps as UTC microseconds (a timestamp without time zone is read as UTC, as
spanlift maps it, C003); dates as text; JSON parsed (numbers as decimals); booleans (MariaDB's 0/1)
as booleans; strings exactly; an error on both sides is equal. The sessions run in UTC.

    differential_test.py --spanlift BIN --rules-tool BIN [--seed N] [--keep DIR] [--rule PREFIX]

Prints one line per check and ends with `N passed, M failed`. Exit 0 all passed, 1 a check
failed, 77 (with a SKIPPED line naming what is missing) without the servers or the emulator.
"""

import argparse
import base64
import datetime
import decimal
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "emulator"))
sys.path.insert(0, HERE)
import emulator  # noqa: E402
from cases import CASES  # noqa: E402

D = decimal.Decimal
UTC = datetime.timezone.utc
SERVERS = os.path.join(ROOT, "scripts", "servers.sh")

# Edge columns: name, PostgreSQL type, MariaDB type.
COLUMNS = [
    ("i", "bigint", "bigint"), ("j", "bigint", "bigint"), ("f", "double precision", "double"),
    ("n", "numeric(20,6)", "decimal(20,6)"), ("s", "text", "varchar(200)"), ("s2", "text", "varchar(200)"),
    ("b", "boolean", "boolean"), ("d", "date", "date"),
    ("ts", "timestamp(6) without time zone", "datetime(6)"),
    ("tz", "timestamp(6) with time zone", "timestamp(6) NULL"), ("js", "jsonb", "json"),
]


def ts(text):
    """An aware datetime from ISO text with an offset."""
    return datetime.datetime.fromisoformat(text)


# Fixed edge rows: NULLs, empty strings, zero, negative and large numbers, halves (rounding),
# quotes and backslashes, Unicode, whitespace, DST edges and odd offsets, JSON of every shape.
EDGE_ROWS = [
    {},
    dict(i=0, j=0, f=0.0, n=D("0"), s="", s2="", b=False, d="1970-01-01", ts="1970-01-01 00:00:00",
         tz=ts("1970-01-01T00:00:01+00:00"), js="{}"),
    dict(i=-7, j=3, f=-2.5, n=D("-2.5"), s="  pad  ", s2="a", b=True, d="2024-02-29",
         ts="2024-03-10 02:30:00", tz=ts("2024-03-10T01:59:59.999999-05:00"),
         js='{"email": "a@b.c", "n": 1.50, "a": [1, 2], "o": {"k": "v"}}'),
    dict(i=7, j=-2, f=2.5, n=D("2.5"), s="it's \"q\" \\ back", s2="%_", b=False, d="1000-01-01",
         ts="2024-11-03 01:30:00", tz=ts("2024-11-03T01:30:00-04:00"), js='[1, "x", null]'),
    dict(i=9007199254740993, j=1, f=1e20, n=D("12345678901234.5"), s="Ünïcödé ß 日本語 😀", s2="ÜNÏ",
         b=True, d="9999-12-31", ts="2038-01-19 03:14:07.999999", tz=ts("2038-01-19T03:14:07.999999+00:00"),
         js='"str"'),
    dict(i=-2147483648, j=2147483647, f=0.1, n=D("0.000001"), s="\ttab\nnl ", s2="abc", b=None,
         d="2000-02-29", ts="1999-12-31 23:59:59.5", tz=ts("2000-01-01T05:44:59+05:45"), js="null"),
    dict(i=2, j=2, f=1.5, n=D("-0.5"), s="ABC", s2="abc", b=True, d="2024-01-01", ts="2024-01-01 00:00:00",
         tz=ts("2023-12-31T23:00:00-01:00"), js='{"email": null, "n": 10}'),
    dict(i=-1, j=5, f=-0.5, n=D("3.5"), s="abc", s2="ABC ", b=False, d="2021-03-28",
         ts="2021-03-28 02:30:00", tz=ts("2021-03-28T02:30:00+02:00"), js='{"email": "x\'y"}'),
    dict(i=100, j=-100, f=3.5, n=D("99999999999999.999999"), s="a b", s2="a%", b=True, d="1969-07-20",
         ts="1969-07-20 20:17:40", tz=ts("1999-12-31T23:59:59+14:00"), js='{"a": [], "o": {}}'),
]


def random_rows(rng, count):
    alphabet = ["a", "B", " ", "'", "%", "_", "\\", "é", "日", "😀", "\t", "z", "Z", "0"]
    rows = []
    for _ in range(count):
        def maybe(v):
            return None if rng.random() < 0.1 else v
        instant = datetime.datetime(1971, 1, 1, tzinfo=UTC) + datetime.timedelta(
            seconds=rng.randrange(0, 2_100_000_000), microseconds=rng.randrange(0, 1_000_000))
        offset = datetime.timezone(datetime.timedelta(minutes=rng.choice([-600, -240, 0, 60, 330, 765])))
        rows.append(dict(
            i=maybe(rng.randint(-1000, 1000)), j=maybe(rng.choice([-3, -1, 1, 2, 3, 10])),
            f=maybe(round(rng.uniform(-1e4, 1e4), rng.choice([0, 1, 3]))),
            n=maybe(D(rng.randint(-10**8, 10**8)) / D(10 ** rng.choice([0, 2, 6]))),
            s=maybe("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))),
            s2=maybe("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4)))),
            b=maybe(rng.random() < 0.5),
            d=maybe((datetime.date(1900, 1, 1) + datetime.timedelta(days=rng.randrange(0, 73000))).isoformat()),
            ts=maybe(instant.replace(tzinfo=None).isoformat(" ")),
            tz=maybe(instant.astimezone(offset)),
            js=maybe(json.dumps({"email": rng.choice(["u@x.io", None, "é"]), "n": rng.randint(-5, 5)})),
        ))
    return rows


# -- source servers ----------------------------------------------------------------------------

def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def pg_literal(name, v):
    if v is None:
        return "NULL"
    if name in ("s", "s2"):
        return "'" + v.replace("'", "''") + "'"
    if name == "b":
        return "TRUE" if v else "FALSE"
    if name == "tz":
        return "'" + v.isoformat(" ") + "'"
    if name in ("d", "ts", "js"):
        return "'" + v.replace("'", "''") + "'"
    return repr(v) if isinstance(v, float) else str(v)


def my_literal(name, v):
    if v is None:
        return "NULL"
    if name in ("s", "s2", "js", "d", "ts"):
        return "'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'"
    if name == "b":
        return "TRUE" if v else "FALSE"
    if name == "tz":
        return "'" + v.astimezone(UTC).replace(tzinfo=None).isoformat(" ") + "'"
    return repr(v) if isinstance(v, float) else str(v)


class Source:
    """One server: evaluates expressions as JSON arrays [id, value] ordered by id."""

    def __init__(self, dialect, env):
        self.dialect, self.env = dialect, env

    def sql(self, text):
        if self.dialect == "postgres":
            cmd = ["psql", "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-d", "difftest"]
            text = "SET TIME ZONE 'UTC';\n" + text
        else:
            cmd = ["mariadb", "--no-defaults", "-u", "root", "-S", self.env["MARIADB_SOCKET"], "-N", "-B", "-r",
                   "--default-character-set=utf8mb4", "difftest"]
            text = "SET time_zone = '+00:00';\n" + text
        rc, out, err = run(cmd, text)
        return (out, None) if rc == 0 else (out, err.strip().splitlines()[-1] if err.strip() else f"exit {rc}")

    def setup(self, rows):
        literal = pg_literal if self.dialect == "postgres" else my_literal
        cols = ", ".join(f"{c} {pg if self.dialect == 'postgres' else my}" for c, pg, my in COLUMNS)
        values = ",\n".join("(" + ", ".join([str(k + 1)] + [literal(c, r.get(c)) for c, _, _ in COLUMNS]) + ")"
                            for k, r in enumerate(rows))
        pre = ""
        if self.dialect == "postgres":
            pre = ("CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";\nCREATE TYPE public.mood AS ENUM ('G', 'PG');\n"
                   "CREATE SEQUENCE sq;\n")
        _, err = self.sql(f"{pre}CREATE TABLE t (id bigint PRIMARY KEY, {cols});\n"
                          f"INSERT INTO t (id, {', '.join(c for c, _, _ in COLUMNS)}) VALUES\n{values};\n")
        return err

    def agg(self, expr, where=""):
        if self.dialect == "postgres":
            return f"SELECT json_agg(json_build_array(id, ({expr})) ORDER BY id) FROM t {where};"
        return f"SELECT JSON_ARRAYAGG(JSON_ARRAY(id, ({expr})) ORDER BY id) FROM t {where};"

    def type_of(self, expr):
        if self.dialect == "postgres":
            out, err = self.sql(f"SELECT pg_typeof(({expr}))::text FROM t LIMIT 1;")
            return out.strip(), err
        out, err = self.sql(f"DROP TABLE IF EXISTS probe; CREATE TABLE probe AS SELECT ({expr}) AS r FROM t LIMIT 0;"
                            " SHOW COLUMNS FROM probe; DROP TABLE probe;")
        return (out.split("\t")[1] if "\t" in out else ""), err

    def evaluate(self, expr, ids):
        """{id: value or Error}."""
        out, err = self.sql(self.agg(expr))
        if err is None:
            return {row[0]: row[1] for row in json.loads(out.strip() or "[]", parse_float=D)}
        result = {}
        for k in ids:  # an error on some row: evaluate row by row
            out, err = self.sql(self.agg(expr, f"WHERE id = {k}"))
            result[k] = Error(err) if err else json.loads(out.strip(), parse_float=D)[0][1]
        return result


class Error:
    def __init__(self, message):
        self.message = message

    def __repr__(self):
        return f"error({self.message[:80]})"


# -- spanlift ----------------------------------------------------------------------------------

def as_default(how):
    """Clocks, UUID generators and sequences are translated as DEFAULTs (Spanner refuses them in
    generated columns); everything else as STORED generated columns."""
    return how.startswith(("volatile", "no-oracle uuid"))


def spanlift_input(dialect, cases, types):
    """The schema spanlift converts: t with one generated column per case, v with the defaults."""
    typ = (lambda c: c[1]) if dialect == "postgres" else (lambda c: c[2])
    cols = [f"  {c[0]} {typ(c)}" for c in COLUMNS]
    gen, dflt = [], []
    for k, case in cases:
        how = case[3] if len(case) > 3 else ""
        if as_default(how):
            dflt.append(f"  v{k} {types[k]} DEFAULT {case[2]}")
        else:
            gen.append(f"  g{k} {types[k]} GENERATED ALWAYS AS ({case[2]}) STORED")
    pre = ""
    if dialect == "postgres":
        pre = "CREATE TYPE public.mood AS ENUM ('G', 'PG');\nCREATE SEQUENCE sq;\n"
    return (pre + "CREATE TABLE t (\n  id bigint NOT NULL PRIMARY KEY,\n" + ",\n".join(cols + gen) + "\n);\n"
            + "CREATE TABLE v (\n  id bigint NOT NULL PRIMARY KEY" + "".join(",\n" + d for d in dflt) + "\n);\n")


GENERATED = re.compile(r"^\s+`?([gv]\d+)`? .*?(?: AS \((.*)\) STORED| DEFAULT \((.*)\)),?$")


def convert(spanlift, dialect, text, work):
    src = os.path.join(work, f"{dialect}.sql")
    out = os.path.join(work, f"{dialect}_out")
    with open(src, "w") as f:
        f.write(text)
    rc, _, err = run([spanlift, "convert", "--from", dialect, "--no-rewrite", "-o", out, src])
    if rc not in (0, 1):
        raise RuntimeError(f"spanlift convert failed ({rc}): {err[-2000:]}")
    with open(os.path.join(out, "schema.sql")) as f:
        ddl = f.read()
    with open(os.path.join(out, "report.json")) as f:
        report = json.load(f)
    exprs = {}
    for line in ddl.splitlines():
        m = GENERATED.match(line)
        if m:
            exprs[m.group(1)] = m.group(2) or m.group(3)
    findings = {}
    for fnd in report.get("findings", []):
        obj = fnd.get("object") or ""
        m = re.match(r"column [tv]\.([gv]\d+)$", obj)
        if m:
            findings.setdefault(m.group(1), []).append(fnd)
    return ddl, exprs, findings


def base_ddl(ddl):
    """The converted schema without the case columns: tables t and v with their edge columns."""
    statements = []
    for _, stmt in emulator.split_statements(ddl):
        lines = [ln for ln in stmt.splitlines() if not re.match(r"^\s+`?[gv]\d+`? ", ln)]
        statements.append("\n".join(lines).replace(",\n)", "\n)"))
    return statements


# -- normalisation -----------------------------------------------------------------------------

TS = re.compile(r"^(-?\d{1,6})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(\.\d+)?(Z|[+-]\d\d(?::?\d\d)?)?$")


def micros(text):
    m = TS.match(text)
    if not m:
        return None
    y, mo, d, h, mi, s = (int(g) for g in m.groups()[:6])
    frac = int(((m.group(7) or ".0")[1:] + "000000")[:6])
    zone = m.group(8) or "Z"
    offset = 0
    if zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        offset = sign * (int(digits[:2]) * 60 + int(digits[2:4] or 0))
    days = (datetime.date(y, mo, d) - datetime.date(1970, 1, 1)).days
    return ((days * 86400 + h * 3600 + mi * 60 + s - offset * 60) * 1_000_000) + frac


def normalise(v, code, element=None):
    """A comparable value for a Spanner type code; None for NULL; Error as is."""
    if v is None or isinstance(v, Error):
        return v
    if code in ("INT64", "FLOAT64", "NUMERIC", "FLOAT32"):
        if isinstance(v, bool):
            return D(int(v))
        try:
            return D(str(v))
        except decimal.InvalidOperation:
            return ("not a number", v)
    if code == "BOOL":
        return bool(v) if not isinstance(v, str) else v.lower() in ("true", "t", "1")
    if code == "TIMESTAMP":
        return micros(str(v)) if micros(str(v)) is not None else ("bad timestamp", v)
    if code == "JSON":
        if isinstance(v, str):
            try:
                return json.loads(v, parse_float=D)
            except ValueError:
                return ("not JSON", v)
        return v
    if code == "BYTES":
        return base64.b64decode(v).hex() if isinstance(v, str) else v
    if code == "ARRAY":
        items = json.loads(v) if isinstance(v, str) else v
        return [normalise(x, element) for x in items]
    return v if isinstance(v, str) else str(v)


def equal(a, b):
    if isinstance(a, Error) or isinstance(b, Error):
        return isinstance(a, Error) and isinstance(b, Error)
    if isinstance(a, D) and isinstance(b, D):
        if a.is_nan() or b.is_nan():
            return a.is_nan() and b.is_nan()
        if a.is_infinite() or b.is_infinite():
            return a == b
        return abs(a - b) <= max(D("1e-9"), D("1e-12") * max(abs(a), abs(b)))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    return a == b


# -- the test ----------------------------------------------------------------------------------

class Tally:
    def __init__(self):
        self.passed = self.failed = 0

    def ok(self, what):
        self.passed += 1
        print(f"ok   {what}", flush=True)

    def fail(self, what, *details):
        self.failed += 1
        print(f"FAIL {what}" + "".join(f"\n      {d}" for d in details), flush=True)


def check_coverage(tally, rules_tool):
    rules = run([rules_tool])[1].split()
    lines = "".join(f"{c[1]}\t{c[2]}\n" for c in CASES)
    used = run([rules_tool, "--used"], lines)[1].splitlines()
    covered = {c[0] for c in CASES}
    for rule in rules:
        if rule not in covered:
            tally.fail(f"rule {rule}: no case in tests/expressions/cases.py")
    for case, rules_used in zip(CASES, used):
        if case[0] not in rules_used.split():
            tally.fail(f"case {case[1]} {case[2]!r}: does not apply rule {case[0]} (applies: {rules_used})")
        if case[0] not in rules:
            tally.fail(f"case {case[1]} {case[2]!r}: {case[0]} is not a rule of the translator")
    tally.ok(f"coverage: {len(rules)} rules, {len(CASES)} cases, every rule has a case that applies it")
    return rules


def rest_value(code, v):
    if v is None:
        return None
    if code == "BOOL":
        return bool(v)
    if code == "FLOAT64":
        return float(v)
    if code == "TIMESTAMP":
        if isinstance(v, datetime.datetime):
            return v.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        return datetime.datetime.fromisoformat(v).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    return str(v)


def column_codes(ddl):
    """Spanner type code of each edge column of t, from the converted DDL."""
    codes = {}
    for name, _, _ in COLUMNS:
        m = re.search(rf"^\s+`?{name}`? (\w+)", ddl, re.M)
        codes[name] = m.group(1) if m else "STRING"
    return codes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spanlift", required=True)
    ap.add_argument("--rules-tool", required=True)
    ap.add_argument("--seed", type=int, default=int(os.environ.get("SPANLIFT_SEED", "20261125")))
    ap.add_argument("--keep", help="keep the work files in this directory")
    ap.add_argument("--rule", help="only the cases of rules starting with this (the coverage check sees all)")
    args = ap.parse_args()

    missing = []
    if subprocess.run([SERVERS, "available"]).returncode != 0:
        missing.append("PostgreSQL 15 / MariaDB (scripts/install-deps.sh --test)")
    if emulator.binary_dir() is None:
        missing.append(f"the Cloud Spanner emulator ({emulator.HOW_TO_GET})")
    if missing:
        print("SKIPPED: differential expression test needs " + " and ".join(missing), flush=True)
        return 77

    tally = Tally()
    print(f"seed {args.seed} (SPANLIFT_SEED or --seed repeats this run)", flush=True)
    rules = check_coverage(tally, args.rules_tool)
    rng = random.Random(args.seed)
    rows = EDGE_ROWS + random_rows(rng, 12)
    ids = list(range(1, len(rows) + 1))
    work = args.keep or tempfile.mkdtemp(prefix="spanlift-expr-")
    os.makedirs(work, exist_ok=True)
    comparisons = 0
    differences = []
    try:
        started = subprocess.run([SERVERS, "start", work], capture_output=True, text=True)
        if started.returncode != 0:
            tally.fail("servers started", *started.stderr.strip().splitlines()[-5:])
            return finish(tally)
        env = {}
        with open(os.path.join(work, "env")) as f:
            for m in re.finditer(r"(\w+)=(\S+)", f.read()):
                env[m.group(1)] = m.group(2)
        os.environ.update({k: v for k, v in env.items() if k != "PATH"})
        os.environ["PATH"] = "/usr/lib/postgresql/15/bin:" + os.environ["PATH"]
        subprocess.run(["createdb", "difftest"], check=True)
        subprocess.run(["mariadb", "--no-defaults", "-u", "root", "-S", env["MARIADB_SOCKET"], "-e",
                        "CREATE DATABASE difftest CHARACTER SET utf8mb4"], check=True)
        with emulator.started() as emu:
            for dialect in ("postgres", "mysql"):
                comparisons += run_dialect(tally, args, dialect, rows, ids, emu, work, differences)
    finally:
        subprocess.run([SERVERS, "stop", work], capture_output=True)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"rules {len(rules)}, cases {len(CASES)}, rows {len(rows)}, comparisons {comparisons}, "
          f"cases with a documented difference (C025) {len(differences)}, rules: {', '.join(sorted(set(differences)))}")
    return finish(tally)


def finish(tally):
    print(f"{tally.passed} passed, {tally.failed} failed", flush=True)
    return 0 if tally.failed == 0 else 1


def run_dialect(tally, args, dialect, rows, ids, emu, work, differences):
    src = Source(dialect, os.environ)
    err = src.setup(rows)
    if err:
        tally.fail(f"{dialect}: load {len(rows)} edge rows", err)
        return 0
    tally.ok(f"{dialect}: load {len(rows)} edge rows")
    cases = [(k, c) for k, c in enumerate(CASES) if c[1] == dialect and c[0].startswith(args.rule or "")]
    types, source_values, rejected = {}, {}, set()
    for k, case in cases:
        how = case[3] if len(case) > 3 else ""
        if how.startswith("no-oracle"):
            types[k] = how.split(":")[0].split()[1]
            continue
        types[k], err = src.type_of(case[2])
        if err or not types[k]:
            types[k] = "text"
            if how != "refused":
                tally.fail(f"{case[0]} [{dialect}] {case[2]}: the source server rejects the case", err)
                rejected.add(k)
            continue
        if how.startswith("volatile"):
            out, err = src.sql(f"SELECT json_build_array(({case[2]}));" if dialect == "postgres"
                               else f"SELECT JSON_ARRAY(({case[2]}));")
            source_values[k] = Error(err) if err else json.loads(out.strip(), parse_float=D)[0]
        elif how != "refused":
            source_values[k] = src.evaluate(case[2], ids)
    ddl, exprs, findings = convert(args.spanlift, dialect, spanlift_input(dialect, cases, types), work)
    db = emu.database()
    try:
        db.update_ddl(base_ddl(ddl))
    except emulator.SpannerError as e:
        tally.fail(f"{dialect}: converted edge table applies on the emulator", str(e))
        return 0
    codes = column_codes(ddl)
    db.insert("t", ["id"] + [c for c, _, _ in COLUMNS],
              [[str(k + 1)] + [rest_value(codes[c], r.get(c)) for c, _, _ in COLUMNS] for k, r in enumerate(rows)])
    full = emu.database()
    try:  # all or nothing: the converted schema as spanlift writes it
        full.update_ddl([stmt for _, stmt in emulator.split_statements(ddl)])
        tally.ok(f"{dialect}: the converted schema ({len(exprs)} translated expressions) applies on the emulator")
    except emulator.SpannerError as e:
        tally.fail(f"{dialect}: the converted schema applies on the emulator", e.message)
    comparisons = 0
    for k, case in cases:
        rule, _, expr = case[:3]
        how = case[3] if len(case) > 3 else ""
        col = ("v" if as_default(how) else "g") + str(k)
        label = f"{rule} [{dialect}] {expr}"
        if k in rejected:
            continue
        codes_found = {f["code"] for f in findings.get(col, [])}
        if how == "refused":
            if col not in exprs and codes_found & {"C020", "C022"}:
                tally.ok(f"{label}: refused with a finding ({', '.join(sorted(codes_found))})")
            else:
                tally.fail(f"{label}: expected a refusal with C020/C022", f"spanlift: {exprs.get(col)}")
            continue
        if col not in exprs:
            why = "; ".join(f["message"] for f in findings.get(col, []))
            tally.fail(f"{label}: not translated", why or "no finding either")
            continue
        translated = exprs[col]
        if as_default(how):
            comparisons += 1
            check_volatile(tally, label, how, translated, source_values.get(k), db)
            continue
        try:
            fields, spanner_rows = db.query_typed(f"SELECT id, ({translated}) FROM t ORDER BY id")
            code, element = fields[1]
            spanner = {int(r[0]): r[1] for r in spanner_rows}
        except emulator.SpannerError as e:
            code, element, spanner = None, None, {}
            for i in ids:
                try:
                    fields, r = db.query_typed(f"SELECT ({translated}) FROM t WHERE id = {i}")
                    code, element = fields[0]
                    spanner[i] = r[0][0]
                except emulator.SpannerError as e2:
                    spanner[i] = Error(e2.message)
            if code is None:
                tally.fail(f"{label}: the emulator rejects the translation {translated}", e.message)
                continue
        if how.startswith("no-oracle"):
            errors = [f"row {i}: {v!r}" for i, v in spanner.items() if isinstance(v, Error)]
            if errors:
                tally.fail(f"{label} -> {translated}: errors on the emulator ({how})", *errors[:4])
            else:
                tally.ok(f"{label} -> {translated}: evaluates on all {len(ids)} rows ({how})")
            continue
        comparisons += len(ids)
        diffs = []
        for i in ids:
            a, b = normalise(source_values[k].get(i), code, element), normalise(spanner.get(i), code, element)
            if not equal(a, b):
                diffs.append(f"row {i}: source {source_values[k].get(i)!r}, spanner {spanner.get(i)!r}")
        documented = [f for f in findings.get(col, []) if f["code"] == "C025" and f"(rule {rule})" in f["message"]]
        if not diffs:
            tally.ok(f"{label} -> {translated}: {len(ids)} rows equal")
        elif documented:
            differences.append(rule)
            tally.ok(f"{label} -> {translated}: {len(diffs)} rows differ, as C025 says: {documented[0]['message']}")
        else:
            tally.fail(f"{label} -> {translated}: {len(diffs)} of {len(ids)} rows differ (seed {args.seed})",
                       *diffs[:4])
    return comparisons


UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def check_volatile(tally, label, how, translated, source, db):
    """A clock, UUID or sequence default: evaluated once on each side, compared by kind."""
    try:
        fields, rows = db.query_typed(f"SELECT ({translated})", read_write=True)
        code, value = fields[0][0], rows[0][0]
    except emulator.SpannerError as e:
        tally.fail(f"{label} -> {translated}: the emulator rejects it", e.message)
        return
    kind = how.split(":")[1].split()[0] if how.startswith("volatile") else ("uuid" if "uuid" in label else "")
    now = micros(datetime.datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ"))
    good = {
        "timestamp": lambda v: code == "TIMESTAMP" and abs(micros(v) - now) < 300_000_000,
        "date": lambda v: code == "DATE" and abs(datetime.date.fromisoformat(v) - datetime.date.today()).days <= 1,
        "uuid": lambda v: code in ("STRING", "UUID") and bool(UUID.match(v)),
        "int": lambda v: code == "INT64" and int(v) > 0,
    }.get(kind, lambda v: False)
    if not good(value):
        tally.fail(f"{label} -> {translated}: {value!r} ({code}) is not a {kind}")
        return
    if isinstance(source, Error):
        tally.fail(f"{label}: the source server rejects it", source.message)
        return
    tally.ok(f"{label} -> {translated}: a {kind} on both sides" +
             ("" if source is not None else f" ({how})"))


if __name__ == "__main__":
    sys.exit(main())
