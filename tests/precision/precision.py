#!/usr/bin/env python3
"""Precision and recall of spanlift's hotspot decisions against labels.tsv: key columns and index
leading columns of public corpus schemas, each labelled monotonic / uniform / skewed / neutral by a
person reading the schema (see the header of labels.tsv).

For every labelled column it asks:
- lint: does `spanlift lint --format json` report the key (H001, H005, H006 on the table) or the
  index (H003, H005, H006 on the index)? A warning claims a hotspot; an info finding is a
  low-confidence hint (the column's name is the only evidence).
- convert: does `spanlift convert` change it: a key rewrite (R001..R004) or an index rewrite (R008,
  R009), or the conversion itself replacing a sequential generator by a bit-reversed one (C060)?

Printed per class, then the two figures the targets are about:
- flagged share of uniform + neutral columns (any lint finding; convert changes): at most 5%;
- found share of monotonic columns (lint: a finding, or C060 in the conversion lint runs): at least
  95%. convert's share is printed too: it leaves name-only evidence to the policy (name_evidence),
  so it cannot reach that share by design.
`--check` exits 1 when a target is missed. One line per figure, then `N passed, M failed`.

    precision.py --spanlift BIN --corpus DIR [--labels FILE] [--check] [--list CLASS]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "corpus"))
from check_corpus import load_manifest  # noqa: E402

CLASSES = ("monotonic", "uniform", "skewed", "neutral")
KEY_CODES, INDEX_CODES = {"H001", "H005", "H006"}, {"H003", "H005", "H006"}
MAX_FLAGGED, MIN_FOUND = 0.05, 0.95


def load_labels(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        if f[0] == "file":
            continue
        if len(f) != 6 or f[4] not in CLASSES:
            raise SystemExit(f"{path}: bad row: {line!r}")
        rows.append(dict(zip(("file", "table", "column", "role", "label", "reason"), f)))
    return rows


def run_json(args):
    proc = subprocess.run(args, capture_output=True, timeout=600)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)}: exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}")
    return json.loads(proc.stdout)


def table_label(t):
    return (t["schema"] + "." if t.get("schema") and t["schema"] not in ("public", "") else "") + t["name"]


class Outcome:
    """What lint and convert did about the columns of one corpus file."""

    def __init__(self, spanlift, dialect, path):
        model = run_json([spanlift, "inspect", "--from", dialect, "--format", "json", path])
        self.lint = run_json([spanlift, "lint", "--from", dialect, "--format", "json", path])["findings"]
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([spanlift, "convert", "--from", dialect, "-o", tmp + "/out", path], capture_output=True,
                           timeout=600, check=True)
            report = json.load(open(tmp + "/out/report.json", encoding="utf-8"))
        self.findings = report["findings"]
        tables = {r["from"]: r["to"] for r in report["renames"] if r["kind"] == "table"}
        by_location = {(r["location"]["line"], r["location"]["column"]): r["to"]
                       for r in report["renames"] if r["kind"] == "index" and r.get("location")}
        self.table = {}  # source label -> Spanner name
        self.index = {}  # (source label, index name) -> Spanner name
        for t in model["tables"]:
            label = table_label(t)
            self.table[label] = tables.get(label, t["name"])
            for i in t["indexes"]:
                loc = i.get("location") or {}
                self.index[(label, i["name"])] = by_location.get((loc.get("line"), loc.get("column")), i["name"])

    def lint_level(self, row):
        """'warning', 'info' or None: the strongest lint finding about the row's column. A UNIQUE
        index of a keyless table becomes its primary key: the key's finding then counts."""
        obj, codes = self.obj(row)
        key = "table " + self.table.get(row["table"], row["table"])
        levels = [f["severity"] for f in self.lint
                  if (f["code"] in codes and f["object"] == obj and row["column"] in f["message"]) or
                  (f["code"] in KEY_CODES and f["object"] == key and f"first key part {row['column']} " in f["message"])]
        return "warning" if "warning" in levels else ("info" if levels else None)

    def obj(self, row):
        if row["role"] == "key":
            return "table " + self.table.get(row["table"], row["table"]), KEY_CODES
        name = row["role"].split()[-1]
        return "index " + self.index.get((row["table"], name), name), INDEX_CODES

    def converted(self, row):
        """The code of convert's change to the column's key or index, or None."""
        table = self.table.get(row["table"], row["table"])
        if row["role"] == "key":
            for f in self.findings:
                if f["code"] == "C060" and f["object"] == f"column {table}.{row['column']}":
                    return "C060"
                if f["code"] in ("R001", "R002", "R003", "R004") and f["object"] == "table " + table:
                    return f["code"]
            return None
        index = self.obj(row)[0]
        for f in self.findings:
            if f["code"] in ("R008", "R009") and f["object"] == "table " + table and f["message"].startswith(index + " "):
                return f["code"]
        return None


def share(part, whole):
    return part / whole if whole else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--labels", default=os.path.join(HERE, "labels.tsv"))
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--list", choices=CLASSES, help="also list this class's rows with what lint and convert did")
    args = parser.parse_args()
    rows = load_labels(args.labels)
    dialects = {r["local_path"]: r["dialect"] for r in load_manifest(args.corpus)}
    outcomes = {f: Outcome(args.spanlift, dialects[f], os.path.join(args.corpus, f)) for f in sorted({r["file"] for r in rows})}
    count = collections.Counter()
    for r in rows:
        o = outcomes[r["file"]]
        r["lint"], r["convert"] = o.lint_level(r), o.converted(r)
        count[r["label"], "n"] += 1
        count[r["label"], "lint warning"] += r["lint"] == "warning"
        count[r["label"], "lint info"] += r["lint"] == "info"
        count[r["label"], "lint found"] += bool(r["lint"]) or r["convert"] == "C060"
        count[r["label"], "convert"] += bool(r["convert"])
        if args.list == r["label"]:
            print(f"  {r['file']} {r['table']}.{r['column']} ({r['role']}): lint {r['lint']}, convert {r['convert']}: {r['reason']}")
    print(f"{len(rows)} labelled columns in {len(outcomes)} files")
    print(f"{'class':10} {'n':>4} {'lint warning':>13} {'lint info':>10} {'convert':>8}")
    for c in CLASSES:
        n = count[c, "n"]
        print(f"{c:10} {n:4} {count[c, 'lint warning']:13} {count[c, 'lint info']:10} {count[c, 'convert']:8}")
    calm = count["uniform", "n"] + count["neutral", "n"]
    hot_flagged = sum(count[c, "lint warning"] for c in CLASSES)
    calm_flagged = sum(count[c, k] for c in ("uniform", "neutral") for k in ("lint warning", "lint info"))
    figures = [
        ("lint findings (warning or info) on uniform + neutral columns", share(calm_flagged, calm), "<=", MAX_FLAGGED),
        ("convert changes to uniform + neutral columns", share(count["uniform", "convert"] + count["neutral", "convert"], calm), "<=", MAX_FLAGGED),
        ("monotonic columns lint finds (a finding, or C060 in the conversion it runs)", share(count["monotonic", "lint found"], count["monotonic", "n"]), ">=", MIN_FOUND),
    ]
    passed = failed = 0
    for what, value, op, target in figures:
        ok = value <= target if op == "<=" else value >= target
        print(f"{'ok  ' if ok else 'FAIL'} {what}: {value:.1%} (target {op} {target:.0%})")
        passed, failed = passed + ok, failed + (not ok)
    print(f"info: lint warnings alone on uniform + neutral columns: {share(count['uniform', 'lint warning'] + count['neutral', 'lint warning'], calm):.1%}")
    print(f"info: monotonic columns convert changes: {share(count['monotonic', 'convert'], count['monotonic', 'n']):.1%} "
          f"(the others' only evidence is a name, left to the policy's name_evidence; "
          f"lint warns about {share(count['monotonic', 'lint warning'], count['monotonic', 'n']):.1%})")
    print(f"info: lint warning precision (monotonic or skewed among warned): "
          f"{share(count['monotonic', 'lint warning'] + count['skewed', 'lint warning'], hot_flagged):.1%}")
    print(f"info: skewed columns lint reports (warning or info): "
          f"{share(count['skewed', 'lint warning'] + count['skewed', 'lint info'], count['skewed', 'n']):.1%}")
    print(f"{passed} passed, {failed} failed")
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    sys.exit(main())
