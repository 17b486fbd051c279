#!/usr/bin/env python3
"""Scores spanlift's hotspot decisions against the blind benchmark (blind/README.md): key and
index columns of real schemas labelled by hand (monotonic, skewed, uniform, neutral, unclear)
before the rules were run on them, split by schema family into a tuning half and a test half.

For every labelled column it asks what `spanlift lint --format json` reported about the key or
index it leads (H001, H003, H005, H006, with severity and confidence) and what `spanlift convert`
changed (a bit-reversed identity C060, a key or index rewrite R001..R004, R008, R009). Then, per
half (the test half is the one quoted):
- lint precision: hotspot warnings on monotonic or skewed columns naming the right cause, among
  warnings on labelled columns (unclear ones left out);
- false alarms: uniform and neutral columns with a hotspot finding (a warning, or info);
- skewed recall: skewed columns with a skew finding (H005 at any severity; H003 counts for an
  index led by a time set later), apart for tables whose rows are in the file and schema-only ones;
- monotonic handled: monotonic columns with a finding (any severity), an identity or a rewrite,
  a child table interleaved in its parent (or lint's H004 proposing it), or a copy of a parent's
  generated key that the conversion made bit-reversed (C060, R001 on the parent: the copies spread
  too; the parent by the column's foreign key, or where none is declared by its name: post_id ->
  wp_posts when exactly one table fits);
- rewrites on neutral tables: shard columns and key reorders on columns labelled neutral (none);
- calibration: the share of findings at confidence >= 0.8 that are right.
`--check` exits 1 when a target of the test half is missed (README.md, "Targets").

    precision.py --spanlift BIN --shared DIR [--half tune|test|both] [--check] [--list WHAT] [--family F]
"""
import argparse
import collections
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BLIND = os.path.join(HERE, "blind")
LABELS = ("monotonic", "skewed", "uniform", "neutral", "unclear")
KEY_CODES, INDEX_CODES = {"H001", "H005", "H006"}, {"H003", "H005", "H006"}
RIGHT = {"monotonic": {"H001", "H003", "H006"}, "skewed": {"H005", "H003"}}
SHAPE_REWRITES = {"R002", "R003", "R009"}  # reorder, shard column in a key, shard column in an index
TARGETS = [  # (figure, comparison, target) for the test half
    ("lint precision", ">=", 0.85),
    ("false alarms", "<=", 0.03),
    ("skewed recall (schema only)", ">=", 0.70),
    ("skewed recall (rows in the file)", ">=", 0.85),
    ("monotonic handled", ">=", 0.98),
    ("rewrites on neutral tables", "==", 0),
    ("right at confidence >= 0.8", ">=", 0.80),
]


def read_tsv(path):
    rows, header = [], None
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        fields = line.rstrip("\n").split("\t")
        if header is None:
            header = fields
            continue
        rows.append(dict(zip(header, fields)))
    return rows


def load_benchmark():
    sources = {r["family"]: r for r in read_tsv(os.path.join(BLIND, "sources.tsv"))}
    found = os.path.join(BLIND, "found.tsv")
    for r in read_tsv(found) if os.path.exists(found) else []:
        sources[r["family"]] = {"family": r["family"], "half": "test", "file": r["file"], "dialect": r["dialect"]}
    rows = []
    for family, source in sorted(sources.items()):
        path = os.path.join(BLIND, "labels", family + ".tsv")
        if not os.path.exists(path):
            continue
        candidates = read_tsv(os.path.join(BLIND, "candidates", family + ".tsv"))
        with_rows = {(c["table"], c["role"]): bool(c.get("rows")) for c in candidates}
        for r in read_tsv(path):
            if r["label"] not in LABELS:
                raise SystemExit(f"{path}: bad label {r['label']!r}")
            r.update(family=family, half=source["half"], with_rows=with_rows.get((r["table"], r["role"]), False))
            rows.append(r)
    return sources, rows


def file_path(shared, file):
    return os.path.join(BLIND, file) if file.startswith("schemas/") else os.path.join(shared, file)


def run_json(args):
    proc = subprocess.run(args, capture_output=True, timeout=900)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)}: exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}")
    return json.loads(proc.stdout)


def table_label(t):
    return (t["schema"] + "." if t.get("schema") and t["schema"] not in ("public", "") else "") + t["name"]


class Outcome:
    """What lint and convert did about the key and index columns of one file."""

    def __init__(self, spanlift, dialect, path):
        model = run_json([spanlift, "inspect", "--from", dialect, "--format", "json", path])
        self.lint = run_json([spanlift, "lint", "--from", dialect, "--format", "json", path])["findings"]
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([spanlift, "convert", "--from", dialect, "-o", tmp + "/out", path], capture_output=True,
                           timeout=900, check=True)
            report = json.load(open(tmp + "/out/report.json", encoding="utf-8"))
        self.findings = report["findings"]
        self.load = {t["table"]: (t.get("load"), t.get("load_evidence", "")) for t in report.get("tables", [])}
        tables = {r["from"]: r["to"] for r in report["renames"] if r["kind"] == "table"}
        by_location = {(r["location"]["line"], r["location"]["column"]): r["to"]
                       for r in report["renames"] if r["kind"] == "index" and r.get("location")}
        self.table, self.index, self.parent = {}, {}, {}
        for t in model["tables"]:
            label = table_label(t)
            self.table[label] = tables.get(label, t["name"])
            # A partition is folded into its parent: its key and indexes are the parent's in Spanner.
            parent = t.get("partition_of")
            if parent:
                self.table[label] = tables.get(parent, parent.split(".")[-1] if parent.startswith("public.") else parent)
            for fk in t["foreign_keys"]:
                ref = (fk.get("ref_schema") + "." if fk.get("ref_schema") not in (None, "", "public") else "") + fk["ref_table"]
                self.parent.setdefault((label, fk["columns"][0]), ref)
            for i in t["indexes"]:
                loc = i.get("location") or {}
                self.index[(label, i["name"])] = by_location.get((loc.get("line"), loc.get("column")), i["name"])

    def lint_finding(self, row):
        """The strongest lint hotspot finding about the row's key or index: (severity, code,
        confidence) or None. A UNIQUE index of a keyless table becomes its key: the key's finding counts."""
        obj, codes = self.obj(row)
        key = "table " + self.table.get(row["table"], row["table"])
        hits = [f for f in self.lint
                if (f["code"] in codes and f["object"] == obj and row["column"] in f["message"]) or
                (f["code"] in KEY_CODES and f["object"] == key and f"first key part {row['column']} " in f["message"])]
        if not hits:
            return None
        best = max(hits, key=lambda f: (f["severity"] == "warning", f.get("classification", {}).get("confidence", 0)))
        return best["severity"], best["code"], best.get("classification", {}).get("confidence", 0)

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
            return self.interleaved(table) or self.parent_identity(row)
        return self.index_change(row, table) or self.parent_identity(row)

    def parent_identity(self, row):
        """A column copying its parent's generated key grows as the parent's key does; converting that
        generator to a bit-reversed identity (C060, R001) spreads the copies too."""
        parent = self.parent.get((row["table"], row["column"])) or self.named_parent(row)
        if not parent:
            return None
        spanner = self.table.get(parent, parent)
        for f in self.findings:
            if (f["code"] == "C060" and f["object"].startswith(f"column {spanner}.")) or \
                    (f["code"] == "R001" and f["object"] == "table " + spanner):
                return "parent " + f["code"]
        return None

    def interleaved(self, table):
        """A child table led by its parent's key follows the parent: interleaving (R006, R007, R013)
        or lint's proposal of it (H004) handles it."""
        for f in self.findings:
            if f["code"] in ("R006", "R007", "R013") and f["object"] == "table " + table:
                return f["code"]
        for f in self.lint:
            if f["code"] == "H004" and f["object"] == "table " + table:
                return "H004"
        return None

    def named_parent(self, row):
        """Schemas without declared foreign keys (WordPress, MediaWiki, Rails) name the parent in the
        column: post_id -> wp_posts, build_id -> ci_builds. The one table whose name ends in the stem
        (singular or plural), or None."""
        words = row["column"].lower()
        for suffix in ("_id", "id"):
            if words.endswith(suffix) and len(words) > len(suffix):
                stem = words[: -len(suffix)].rstrip("_")
                break
        else:
            return None
        tails = (stem, stem + "s", stem + "es", stem[:-1] + "ies" if stem.endswith("y") else stem)
        hits = [label for label in self.table
                if label.lower().split(".")[-1] in tails or any(label.lower().endswith("_" + t) for t in tails)]
        return hits[0] if len(hits) == 1 else None

    def index_change(self, row, table):
        index = self.obj(row)[0]
        for f in self.findings:
            if f["code"] in ("R008", "R009") and f["object"] == "table " + table and f["message"].startswith(index + " "):
                return f["code"]
        return None


def share(part, whole):
    return part / whole if whole else float("nan")


def score(rows):
    """The figures of one half, as {name: (value, numerator, denominator)}."""
    c = collections.Counter()
    for r in rows:
        label, lint, conv = r["label"], r["lint"], r["convert"]
        warned = lint is not None and lint[0] == "warning"
        found = lint is not None  # a finding at any severity: a warning, or info with the proposed change
        right = lint is not None and lint[1] in RIGHT.get(label, ())
        if label != "unclear" and warned:
            c["warned"] += 1
            c["warned right"] += right
        if label in ("uniform", "neutral"):
            c["calm"] += 1
            c["calm warned"] += found
        if label == "skewed":
            kind = "rows" if r["with_rows"] else "schema"
            c["skewed " + kind] += 1
            c["skewed found " + kind] += right
        if label == "monotonic":
            c["monotonic"] += 1
            c["monotonic handled"] += bool(right or conv)
        if label == "neutral" and conv in SHAPE_REWRITES:
            c["neutral rewrites"] += 1
        if lint is not None and lint[2] >= 0.8 and label != "unclear":
            c["confident"] += 1
            c["confident right"] += right
    return {
        "lint precision": (share(c["warned right"], c["warned"]), c["warned right"], c["warned"]),
        "false alarms": (share(c["calm warned"], c["calm"]), c["calm warned"], c["calm"]),
        "skewed recall (schema only)": (share(c["skewed found schema"], c["skewed schema"]), c["skewed found schema"], c["skewed schema"]),
        "skewed recall (rows in the file)": (share(c["skewed found rows"], c["skewed rows"]), c["skewed found rows"], c["skewed rows"]),
        "monotonic handled": (share(c["monotonic handled"], c["monotonic"]), c["monotonic handled"], c["monotonic"]),
        "rewrites on neutral tables": (c["neutral rewrites"], c["neutral rewrites"], None),
        "right at confidence >= 0.8": (share(c["confident right"], c["confident"]), c["confident right"], c["confident"]),
    }


def meets(value, op, target):
    if value != value:  # nan: nothing to measure
        return True
    return value >= target if op == ">=" else value <= target if op == "<=" else value == target


def print_half(name, rows, counts):
    print(f"== {name} half: {len(rows)} labelled columns in {len({r['family'] for r in rows})} files "
          f"({', '.join(f'{counts[k]} {k}' for k in LABELS)})")
    figures = score(rows)
    failed = 0
    for what, op, target in TARGETS:
        value, num, den = figures[what]
        ok = meets(value, op, target)
        failed += not ok
        shown = f"{value:.1%} ({num}/{den})" if den is not None else str(value)
        print(f"{'ok  ' if ok else 'MISS'} {what}: {shown} (target {op} {target:.0%})"
              if isinstance(target, float) else f"{'ok  ' if ok else 'MISS'} {what}: {shown} (target {op} {target})")
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--shared", required=True, help="the shared folder (corpus/, corpus-more/)")
    parser.add_argument("--half", choices=("tune", "test", "both"), default="both")
    parser.add_argument("--family", action="append", help="only these families")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target of the test half is missed")
    parser.add_argument("--list", help="also list rows: a label, 'wrong' (wrong warnings), 'alarms' (findings on uniform or "
                                       "neutral columns) or 'missed' (unfound hot columns)")
    args = parser.parse_args()
    sources, rows = load_benchmark()
    halves = ("tune", "test") if args.half == "both" else (args.half,)
    rows = [r for r in rows if r["half"] in halves and (not args.family or r["family"] in args.family)]
    families = sorted({r["family"] for r in rows})
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = {f: pool.submit(Outcome, args.spanlift, sources[f]["dialect"], file_path(args.shared, sources[f]["file"]))
                   for f in families}
        outcomes = {f: fut.result() for f, fut in futures.items()}
    for r in rows:
        o = outcomes[r["family"]]
        r["lint"], r["convert"] = o.lint_finding(r), o.converted(r)
        listed = (args.list == r["label"] or
                  (args.list == "wrong" and r["lint"] and r["lint"][0] == "warning" and r["lint"][1] not in RIGHT.get(r["label"], ())
                   and r["label"] != "unclear") or
                  (args.list == "alarms" and r["lint"] and r["label"] in ("uniform", "neutral")) or
                  (args.list == "missed" and r["label"] in RIGHT and not (r["lint"] and r["lint"][1] in RIGHT[r["label"]])
                   and not (r["label"] == "monotonic" and r["convert"])))
        if listed:
            load = o.load.get(o.table.get(r["table"], r["table"]), ("?", ""))
            print(f"  [{r['half']}] {r['family']} {r['table']}.{r['column']} ({r['role']} {r['parts']}) {r['label']}: "
                  f"lint {r['lint']}, convert {r['convert']}, load {load[0]}: {r['reason']}")
    failed = 0
    for half in halves:
        part = [r for r in rows if r["half"] == half]
        counts = collections.Counter(r["label"] for r in part)
        f = print_half(half, part, counts)
        if half == "test":
            failed = f
    print(f"{len(TARGETS) - failed} passed, {failed} failed" + ("" if "test" in halves else " (no test half scored)"))
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    sys.exit(main())
