#!/usr/bin/env python3
"""Converts public corpus files (../shared/corpus, ../shared/corpus-more) with `spanlift convert -o DIR` and checks that
nothing is lost silently.

For one file (or all): the file reads with no error-level diagnostic; convert exits 0; DIR holds
schema.sql, report.md and report.json; report.json balances for every object kind
(in = emitted + merged + dropped) and its column count in equals the columns `spanlift inspect`
sees; every dropped object has a finding with its code; schema.sql has one CREATE TABLE per
emitted table and every column of every emitted table (including the columns the rewrites add).
Hotspot acceptance: after the rewrites (on by default) no table or non-interleaved index keeps a
monotonic or skewed first key part that lint warns about (no R011: no policy asks for one here) and no rewrite broke a
model check (no R010). Independently of the rewrite engine's own bookkeeping, `spanlift lint`
of schema.sql finds no monotonic first key part (H001), no index led by a monotonic column
(H003), no time-ordered UUID key (H006) and no skewed first key part (H005), except where a
column's name is the only evidence (the rewrites leave those to the policy's name_evidence). The round trip converts schema.sql with --no-rewrite.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from check_corpus import load_manifest


def inspect(spanlift, dialect, path):
    proc = subprocess.run([spanlift, "inspect", "--from", dialect, "--format", "json", path],
                          capture_output=True, timeout=300)
    return json.loads(proc.stdout)


def check_file(spanlift, corpus, row, out_dir):
    path = os.path.join(corpus, row["local_path"])
    model = inspect(spanlift, row["dialect"], path)
    problems = [f"input error {d['code']} at line {d['line']}: {d['message']}"
                for d in model["diagnostics"] if d["severity"] == "error"]
    return problems + check_converted(spanlift, row["dialect"], path, model, out_dir)


def check_converted(spanlift, dialect, path, model, out_dir):
    """Everything after reading: `model` is `spanlift inspect --format json` of `path`."""
    problems = []
    proc = subprocess.run([spanlift, "convert", "--from", dialect, "-o", out_dir, path],
                          capture_output=True, timeout=300)
    if proc.returncode != 0:
        return problems + [f"convert exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:1000]}"]
    # snippets/ only when the schema computes values (bit-reversed sequences, shard columns);
    # split-points/ only when the input has rows (docs/split-points.md).
    if sorted(set(os.listdir(out_dir)) - {"snippets", "split-points"}) != ["report.html", "report.json", "report.md", "schema.sql"]:
        return problems + [f"output files: {sorted(os.listdir(out_dir))}"]
    python_snippets = os.path.join(out_dir, "snippets", "python", "spanlift_shards.py")
    if os.path.isdir(os.path.join(out_dir, "snippets")):
        try:  # every corpus name must come out as valid Python
            compile(open(python_snippets, encoding="utf-8").read(), python_snippets, "exec")
        except (OSError, SyntaxError) as e:
            problems.append(f"snippets: {e}")
    report = json.load(open(os.path.join(out_dir, "report.json"), encoding="utf-8"))
    ddl = open(os.path.join(out_dir, "schema.sql"), encoding="utf-8").read()
    totals = report["totals"]
    for kind, t in totals.items():
        if t["in"] != t["emitted"] + t["merged"] + t["dropped"]:
            problems.append(f"{kind}: {t['in']} in != {t['emitted']} emitted + {t['merged']} merged + {t['dropped']} dropped")
    if not report["balanced"]:
        problems.append("report.json says the accounting does not balance")
    columns_in = sum(len(t["columns"]) for t in model["tables"])
    if totals["column"]["in"] != columns_in:
        problems.append(f"columns in: report {totals['column']['in']}, inspect {columns_in}")
    codes = {(f["code"], f["object"]) for f in report["findings"]}
    for d in report["dropped"]:
        if (d["code"], f"{d['kind']} {d['object']}") not in codes:
            problems.append(f"dropped {d['kind']} {d['object']} has no {d['code']} finding")
    problems += check_ddl(ddl, totals)
    problems += [f"{f['code']}: {f['object']}: {f['message']}" for f in report["findings"] if f["code"] in ("R010", "R011")]
    quiet = {t["table"] for t in report.get("tables", []) if t.get("load") == "quiet"}
    problems += check_hotspots_left(spanlift, os.path.join(out_dir, "schema.sql"), quiet)
    problems += check_round_trip(spanlift, os.path.join(out_dir, "schema.sql"), ddl)
    return problems


def finding_table(f):
    """The table a hotspot finding is about: `table T`, or an index's `index on T(...)`."""
    if f["object"].startswith("table "):
        return f["object"][len("table "):]
    m = re.search(r"index on ([^\s(]+)\(", f["message"])
    return m.group(1) if m else None


def check_hotspots_left(spanlift, schema_path, quiet=frozenset()):
    """The hotspot rules, run on the output as a user would, find nothing the rewrites should fix.
    Tables the conversion found quiet from the input's rows are left out: schema.sql has no rows."""
    proc = subprocess.run([spanlift, "lint", "--from", "spanner", "--format", "json", schema_path],
                          capture_output=True, timeout=300)
    if proc.returncode not in (0, 1):
        return [f"lint of schema.sql exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}"]
    problems = []
    for f in json.loads(proc.stdout)["findings"]:
        # Info findings are proposals below the rewrite confidence (docs/hotspots.md), left as they are.
        if f["code"] in ("H001", "H003", "H005", "H006") and f["severity"] == "warning" and finding_table(f) not in quiet:
            problems.append(f"hotspot left in schema.sql: {f['code']}: {f['object']}: {f['message']}")
    return problems


def check_round_trip(spanlift, schema_path, ddl):
    """Our Spanner grammar reads every emitted statement, and converting the output gives it back."""
    problems = [f"schema.sql:{d['line']}:{d['column']}: {d['code']}: {d['message']}"
                for d in inspect(spanlift, "spanner", schema_path)["diagnostics"]
                if d["severity"] in ("error", "warning")]
    again = subprocess.run([spanlift, "convert", "--from", "spanner", "--no-rewrite", schema_path],
                           capture_output=True, timeout=300)
    if again.returncode != 0 or again.stdout.decode("utf-8") != ddl:
        problems.append(f"convert --from spanner of schema.sql is not byte-identical (exit {again.returncode})")
    return problems


def check_ddl(ddl, totals):
    """Every emitted table and column is in schema.sql."""
    tables = re.findall(r"^CREATE TABLE (\S+) \((.*?)\n\) PRIMARY KEY", ddl, re.S | re.M)
    problems = []
    if len(tables) != totals["table"]["emitted"]:
        problems.append(f"{len(tables)} CREATE TABLE statements, {totals['table']['emitted']} tables emitted")
    columns = sum(len([l for l in body.split("\n") if l.strip() and not l.strip().startswith(("CONSTRAINT", "CHECK"))])
                  for _, body in tables)
    expected = totals["column"]["emitted"] + totals["column"]["added"]
    if columns != expected:
        problems.append(f"{columns} column lines in schema.sql, {expected} columns emitted + added")
    if ddl and not ddl.endswith(";\n"):
        problems.append("schema.sql does not end with ';\\n'")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--file", action="append", help="local_path from MANIFEST.tsv (default: all)")
    args = parser.parse_args()
    rows = [r for r in load_manifest(args.corpus) if not args.file or r["local_path"] in args.file]
    for r in rows:  # corpus-more's MANIFEST names MariaDB dumps' own dialect: spanlift reads them as MySQL
        r["dialect"] = "mysql" if r["dialect"] == "mariadb" else r["dialect"]
    failed = 0
    for row in rows:
        with tempfile.TemporaryDirectory() as tmp:
            problems = check_file(args.spanlift, args.corpus, row, os.path.join(tmp, "out"))
        print(("ok   " if not problems else "FAIL ") + row["local_path"])
        for p in problems[:20]:
            print("     " + p)
        failed += 1 if problems else 0
    print(f"{len(rows) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
