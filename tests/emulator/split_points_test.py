#!/usr/bin/env python3
"""Every split point spanlift writes is a key the converted schema accepts.

The emulator does not implement AddSplitPoints, so the points cannot be added there; instead each
golden `split-points` case (tests/golden/split-points/) is converted with `-o DIR`, DIR/schema.sql
is applied to the emulator, and for every line of DIR/split-points/splits-*.txt:
1. the object exists and the point gives exactly its key's parts (a table's primary key, an
   index's own key columns), read from INFORMATION_SCHEMA;
2. each value's text, unquoted as the splits file quotes it, casts to its column's type
   (`SELECT CAST(... AS type)`) and reads back equal (INT64 and STRING exactly);
3. for a TABLE point whose key has no generated column, a row with that key is inserted (other NOT
   NULL columns get a zero value) and read back by its key.
Exits 77 with a visible SKIPPED line when the emulator is not installed.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import emulator  # noqa: E402

ZERO = {"INT64": "0", "STRING": "", "BOOL": False, "TIMESTAMP": "1970-01-01T00:00:00Z", "DATE": "1970-01-01",
        "NUMERIC": "0", "FLOAT64": 0, "BYTES": "", "JSON": "{}"}


def parse_line(line):
    """'TABLE T ('1', 'a\\,b')' -> ('TABLE', 'T', ['1', 'a,b'], [True, True])"""
    m = re.fullmatch(r"(TABLE|INDEX) (\S+) \((.*)\)", line)
    if not m:
        return None
    parts = re.split(r"(?<!\\), ?", m.group(3))
    values, quoted = [], []
    for p in parts:
        q = len(p) >= 2 and p[0] == "'" and p[-1] == "'"
        values.append((p[1:-1] if q else p).replace("\\,", ","))
        quoted.append(q)
    return m.group(1), m.group(2), values, quoted


def base_type(spanner_type):
    return re.sub(r"\(.*\)", "", spanner_type)


def sql_string(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def check_case(db, out, case, checks):
    columns = {}  # table -> [(column, type, nullable, generated)]
    for t, c, ty, nullable, gen in db.query(
            "SELECT TABLE_NAME, COLUMN_NAME, SPANNER_TYPE, IS_NULLABLE, IS_GENERATED FROM INFORMATION_SCHEMA.COLUMNS "
            "WHERE TABLE_SCHEMA = '' ORDER BY TABLE_NAME, ORDINAL_POSITION"):
        columns.setdefault(t, []).append((c, base_type(ty), nullable == "YES", gen != "NEVER"))
    keys = {}  # (kind, name) -> (table, [columns in key order])
    for t, i, c in db.query(
            "SELECT TABLE_NAME, INDEX_NAME, COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
            "WHERE TABLE_SCHEMA = '' AND ORDINAL_POSITION IS NOT NULL ORDER BY TABLE_NAME, INDEX_NAME, ORDINAL_POSITION"):
        kind, name = ("TABLE", t) if i == "PRIMARY_KEY" else ("INDEX", i)
        keys.setdefault((kind, name), (t, []))[1].append(c)
    files = sorted(f for f in os.listdir(os.path.join(out, "split-points")) if f.endswith(".txt"))
    lines = [line.strip() for f in files for line in open(os.path.join(out, "split-points", f), encoding="utf-8")]
    checks.check(len(lines) > 0, f"{case}: {len(lines)} points in {len(files)} files")
    inserted = 0
    for line in lines:
        parsed = parse_line(line)
        if not checks.check(parsed is not None, f"{case}: {line}: reads as OBJECT NAME (values)"):
            continue
        kind, name, values, quoted = parsed
        table, key = keys.get((kind, name), (None, []))
        if not checks.check(table is not None and len(key) == len(values),
                            f"{case}: {kind} {name} exists, key {key} has {len(values)} parts"):
            continue
        types = {c: ty for c, ty, _, _ in columns[table]}
        casts = []
        for col, text, q in zip(key, values, quoted):
            ty = types[col]
            casts.append(f"CAST({sql_string(text)} AS {ty})" if q else f"CAST({text} AS {ty})")
        try:
            got = db.query("SELECT " + ", ".join(f"CAST({c} AS STRING)" for c in casts))[0]
            exact = all(g == v for g, v, col in zip(got, values, key) if types[col] in ("INT64", "STRING"))
            checks.check(exact, f"{case}: {line}: casts to {[types[c] for c in key]}", f"read back {got}")
        except emulator.SpannerError as e:
            checks.check(False, f"{case}: {line}: casts to {[types[c] for c in key]}", str(e)[:300])
            continue
        generated = {c for c, _, _, g in columns[table] if g}
        if kind != "TABLE" or generated & set(key):
            continue
        row_cols = list(key) + [c for c, ty, nullable, g in columns[table] if not nullable and not g and c not in key]
        row = [v if types[c] != "BOOL" else v == "true" for c, v in zip(key, values)]
        row += [ZERO.get(types[c], "") for c in row_cols[len(key):]]
        try:
            db.insert(table, row_cols, [row])
            inserted += 1
        except emulator.SpannerError as e:
            checks.check(False, f"{case}: {line}: inserted as a row", str(e)[:300])
    checks.check(True, f"{case}: {inserted} TABLE points inserted as rows")


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, name, detail=""):
        print(("ok   " if ok else "FAIL ") + name + ("" if ok or not detail else "\n      " + detail))
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True, type=os.path.abspath)
    parser.add_argument("--golden", default=os.path.join(ROOT, "tests", "golden", "split-points"))
    args = parser.parse_args()
    checks = Checks()
    with emulator.started() as emu:
        for dialect in sorted(os.listdir(args.golden)):
            folder = os.path.join(args.golden, dialect)
            for case in sorted(f for f in os.listdir(folder) if f.endswith(".sql") and ".expected." not in f):
                extra = []
                if os.path.exists(os.path.join(folder, case[:-4] + ".args")):
                    extra = open(os.path.join(folder, case[:-4] + ".args"), encoding="utf-8").read().split()
                with tempfile.TemporaryDirectory() as tmp:
                    out = os.path.join(tmp, "out")
                    proc = subprocess.run([args.spanlift, "convert", "--from", dialect, *extra, "-o", out, case],
                                          cwd=folder, capture_output=True, timeout=300)
                    if not checks.check(os.path.isdir(os.path.join(out, "split-points")),
                                        f"{dialect}/{case}: convert wrote split-points/", proc.stderr.decode()[-300:]):
                        continue
                    db = emu.database()
                    ddl = open(os.path.join(out, "schema.sql"), encoding="utf-8").read()
                    db.update_ddl([text for _, text in emulator.split_statements(ddl)])
                    check_case(db, out, f"{dialect}/{case}", checks)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
