#!/usr/bin/env python3
"""Checks spanlift on a real `mysqldump --databases shop archive` (issue 20): two databases that
each hold a table `orders` stay two tables, each with its own columns, keys and rows, and the same
dump compressed with gzip, bzip2, xz and zstd (as files and on stdin) converts byte-identically.

    multi_database.py --spanlift BIN --dump FILE --label LABEL

Prints `ok   LABEL: check` / `FAIL LABEL: check` lines (details indented); exit 1 if any failed.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

EXPECTED = {  # (database, table) -> columns, in order
    ("multi_shop", "orders"): ["id", "customer", "total"],
    ("multi_archive", "orders"): ["order_ref", "archived_at", "reason"],
}
ROWS = {("multi_shop", "orders"): 2, ("multi_archive", "orders"): 1}
COMPRESSORS = [("gz", ["gzip", "-c"]), ("bz2", ["bzip2", "-c"]), ("xz", ["xz", "-c"]), ("zst", ["zstd", "-q", "-c"])]


def report(label, name, problems):
    print(f"{'FAIL' if problems else 'ok  '} {label}: {name}")
    for p in problems[:20]:
        print("      " + str(p))
    return bool(problems)


def run(args, stdin=None):
    return subprocess.run(args, stdin=stdin, capture_output=True, timeout=300)


def model_problems(spanlift, dump):
    proc = run([spanlift, "inspect", "--from", "mysql", "--profile-data", "--format", "json", dump])
    doc = json.loads(proc.stdout)
    tables = {(t["schema"], t["name"]): t for t in doc["tables"]}
    problems = [d["message"] for d in doc["diagnostics"] if d["severity"] == "error"]
    for key, columns in EXPECTED.items():
        t = tables.get(key)
        if not t:
            problems.append(f"no table {key[0]}.{key[1]} (tables: {sorted(tables)})")
            continue
        got = [c["name"] for c in t["columns"]]
        if got != columns:
            problems.append(f"{key[0]}.{key[1]} has columns {got}, expected {columns}")
        rows = (t.get("data") or {}).get("rows")
        if rows != ROWS[key]:
            problems.append(f"{key[0]}.{key[1]} has {rows} profiled rows, expected {ROWS[key]}")
    return problems


def converted(spanlift, path, stdin=None):
    proc = run([spanlift, "convert", "--from", "mysql", path], stdin=stdin)
    return proc.returncode, proc.stdout, proc.stderr.decode(errors="replace")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--spanlift", required=True)
    p.add_argument("--dump", required=True)
    p.add_argument("--label", required=True)
    a = p.parse_args()
    failed = report(a.label, "both databases' `orders` kept apart with their own columns and rows",
                    model_problems(a.spanlift, a.dump))
    rc, plain, err = converted(a.spanlift, a.dump)
    names = [b"CREATE TABLE multi_shop_orders", b"CREATE TABLE multi_archive_orders"]
    failed |= report(a.label, "convert names them multi_shop_orders and multi_archive_orders",
                     [f"missing {n.decode()}" for n in names if n not in plain] + ([err[-500:]] if rc > 1 else []))
    with tempfile.TemporaryDirectory() as tmp:
        for ext, command in COMPRESSORS:
            if not shutil.which(command[0]):
                print(f"note {a.label}: no {command[0]}: .{ext} not checked")
                continue
            path = os.path.join(tmp, os.path.basename(a.dump) + "." + ext)
            with open(a.dump, "rb") as src, open(path, "wb") as out:
                subprocess.run(command, stdin=src, stdout=out, check=True)
            for how, (arg, stdin) in (("file", (path, None)), ("stdin", ("-", path))):
                with open(stdin, "rb") if stdin else open(os.devnull, "rb") as f:
                    rc2, out2, err2 = converted(a.spanlift, arg, f if stdin else None)
                problems = [] if out2 == plain else [f"output differs from the plain dump's ({len(out2)} vs {len(plain)} bytes)"]
                if rc2 != rc:
                    problems.append(f"exit {rc2}, plain {rc}: {err2[-300:]}")
                failed |= report(a.label, f".{ext} {how}: same output as the plain dump", problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
