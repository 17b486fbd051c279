#!/usr/bin/env python3
"""lint and convert make one decision (issue 9 part 1): on every public corpus file, every rewrite
that changes a key or an index answers a hotspot finding that `spanlift lint --format json`
prints for the same table or index, and convert's own hotspot findings (report.json) are lint's,
word for word, so both show the same evidence.

R-code -> the lint findings that may justify it (same object):
  R001 (a key made a bit-reversed identity), R002 (reordered), R003 (sharded), R004 (UUID key)
        -> H001, H005 or H006 on the table
  R005 (timestamp key part made DESC) -> H002 on the table
  R006 (interleaved in its parent) -> H004 on the table
  R008 (index interleaved) -> H004 on the index or on its table (interleaved by R006), or a hotspot
        finding (H003, H005, H006) on the index
  R009 (index sharded) -> H003, H005 or H006 on the index
  R013 (an ORM parent's key renamed, interleave.rename_keys) -> H004 on each child it names
R007 (a rename suggested), R010 (undone), R011 (kept) and R012 (a foreign key re-pointed after
R004) change no key or index of their own. R001 also describes keys the conversion itself made
bit-reversed (C060); it counts as a change only when the key column's definition differs from
`convert --no-rewrite`'s.

One line per check, then `N passed, M failed`.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from check_corpus import load_manifest

CONVERT_ARGS = []  # --policy
KEY_HOTSPOTS = {"H001", "H005", "H006"}
INDEX_HOTSPOTS = {"H003", "H005", "H006"}


def lint(spanlift, dialect, path):
    proc = subprocess.run([spanlift, "lint", "--from", dialect, "--format", "json", path],
                          capture_output=True, timeout=300)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"lint exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}")
    return json.loads(proc.stdout)["findings"]


def convert(spanlift, dialect, path, out_dir, *extra):
    """report.json's findings and schema.sql's CREATE TABLE statements by table name."""
    proc = subprocess.run([spanlift, "convert", "--from", dialect, "-o", out_dir, *CONVERT_ARGS, *extra, path],
                          capture_output=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"convert exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}")
    ddl = open(os.path.join(out_dir, "schema.sql"), encoding="utf-8").read()
    tables = dict(re.findall(r"^CREATE TABLE (\S+) (\(.*?\n\) PRIMARY KEY[^;]*);", ddl, re.S | re.M))
    report = json.load(open(os.path.join(out_dir, "report.json"), encoding="utf-8"))
    # R013 renamed a parent's key column: "table.old" -> new name, to find it in the output.
    renamed = {r["from"]: r["to"] for r in report.get("renames", []) if r.get("code") == "R013"}
    return report["findings"], tables, renamed


def index_of(message):
    m = re.match(r"index (\S+) ", message)
    return m.group(1) if m else None


def column_line(statement, column):
    m = re.search(r"^  " + re.escape(column) + r" .*$", statement or "", re.M)
    return m.group(0) if m else None


def changed(f, before, after, renamed=None):
    """Whether the rewrite changed something (R001 may describe what C060 did: then the key
    column's definition is the same as `--no-rewrite`'s)."""
    if f["code"] != "R001":
        return True
    table = f["object"].split(" ", 1)[1]
    column = re.match(r"key column (\S+) ", f["message"])
    if not column:
        return True
    now = (renamed or {}).get(f"{table}.{column.group(1)}", column.group(1))
    line = column_line(after.get(table), now)
    line = line and line.replace("  " + now + " ", "  " + column.group(1) + " ", 1)
    return column_line(before.get(table), column.group(1)) != line


def justified(f, found):
    """Whether the lint findings `found` ({(code, object)}) include one that justifies rewrite `f`."""
    table, code = f["object"], f["code"]
    index = "index " + (index_of(f["message"]) or "?")
    has = lambda codes, obj: any((c, obj) in found for c in codes)
    if code in ("R001", "R002", "R003", "R004"):
        return has(KEY_HOTSPOTS, table)
    if code == "R005":
        return has({"H002"}, table)
    if code == "R006":
        return has({"H004"}, table)
    if code == "R008":
        return has({"H004"}, index) or has({"H004"}, table) or has(INDEX_HOTSPOTS, index)
    if code == "R009":
        return has(INDEX_HOTSPOTS, index)
    if code == "R013":
        children = re.search(r"so that its children (.+?) interleave in it", f["message"])
        return bool(children) and all(has({"H004"}, "table " + c) for c in children.group(1).split(", "))
    return True


def check_file(spanlift, corpus, row, out_dir):
    path = os.path.join(corpus, row["local_path"])
    linted = lint(spanlift, row["dialect"], path)
    report, after, renamed = convert(spanlift, row["dialect"], path, out_dir)
    _, before, _ = convert(spanlift, row["dialect"], path, out_dir + "-plain", "--no-rewrite")
    found = {(f["code"], f["object"]) for f in linted}
    checks = []
    for f in report:
        if not f["code"].startswith("R") or not changed(f, before, after, renamed):
            continue
        ok = justified(f, found)
        checks.append((ok, f"{f['code']} {f['object']}: {f['message'][:100]}" +
                       ("" if ok else " -- no lint finding justifies it")))
    same = lambda fs: sorted((f["code"], f["object"] or "", f["message"]) for f in fs if f["code"].startswith("H"))
    lint_h, convert_h = same(linted), same(report)
    differ = [x for x in lint_h if x not in convert_h] + [x for x in convert_h if x not in lint_h]
    checks.append((not differ, f"convert's {len(convert_h)} hotspot findings are lint's {len(lint_h)}" +
                   "".join(f"\n       differs: {d}" for d in differ[:5])))
    return checks


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--file", action="append", help="local_path from MANIFEST.tsv (default: all)")
    parser.add_argument("--policy", help="a policy for convert (lint has none): the self-test's way to disagree")
    args = parser.parse_args()
    global CONVERT_ARGS
    CONVERT_ARGS = ["--policy", os.path.abspath(args.policy)] if args.policy else []
    rows = [r for r in load_manifest(args.corpus) if not args.file or r["local_path"] in args.file]
    passed = failed = 0
    for row in rows:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                checks = check_file(args.spanlift, args.corpus, row, os.path.join(tmp, "out"))
            except (RuntimeError, ValueError, OSError) as e:
                checks = [(False, str(e))]
        for ok, what in checks:
            print(("ok   " if ok else "FAIL ") + row["local_path"] + ": " + what)
            passed, failed = passed + ok, failed + (not ok)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
