#!/usr/bin/env python3
"""Checks `spanlift inspect --format json` of one real dump against the live server's catalog.

    check_dump.py --spanlift BIN --dump FILE --catalog CATALOG.json --label LABEL
                  --variant schema|data|inserts [--routines]

CATALOG.json is catalog.py's output for the dumped database. The dump is then converted and the
output checked as the corpus conversion is (tests/corpus/check_convert.py). Prints one line per check,
`ok   LABEL: check` or `FAIL LABEL: check` followed by indented details; exits 1 if any failed.
The table comparison is the corpus checker's (tests/corpus/check_corpus.py).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus"))
import check_convert  # noqa: E402  (path set just above)
import check_corpus  # noqa: E402

MAX_DETAILS = 25
VIEW_KINDS = ("view", "materialized view")
# The parsers may call a PostgreSQL aggregate a function: either is fine.
ROUTINE_KINDS = ("function", "procedure", "aggregate")


class Report:
    def __init__(self, label):
        self.label, self.failed = label, 0

    def check(self, name, problems):
        print(f"{'FAIL' if problems else 'ok  '} {self.label}: {name}")
        for p in problems[:MAX_DETAILS]:
            print("      " + p)
        if len(problems) > MAX_DETAILS:
            print(f"      ... {len(problems) - MAX_DETAILS} more")
        self.failed += bool(problems)

    def note_warnings(self, doc):
        """Warnings fail nothing, but real dump output should not need any: say so."""
        warnings = [d for d in doc["diagnostics"] if d["severity"] == "warning"]
        if warnings:
            codes = collections.Counter(d["code"] for d in warnings)
            first = warnings[0]
            print(f"note {self.label}: {len(warnings)} warnings ("
                  + ", ".join(f"{c} x{n}" for c, n in sorted(codes.items()))
                  + f"), first {first['file']}:{first['line']}: {first['message']}")


def run_spanlift(spanlift, dump):
    proc = subprocess.run([spanlift, "inspect", "--format", "json", dump], capture_output=True, timeout=600)
    try:
        doc = json.loads(proc.stdout)
    except ValueError:
        doc = None
    return proc, doc


def source_line(path, line):
    """The dump's text at a diagnostic's line, to quote the statement in the report."""
    try:
        with open(path, "rb") as f:
            for n, text in enumerate(f, 1):
                if n == line:
                    return text.decode("utf-8", "replace").rstrip()[:200]
    except OSError:
        pass
    return ""


def error_problems(doc, dump):
    out = []
    for d in doc["diagnostics"]:
        if d["severity"] == "error":
            out.append(f"{d['file']}:{d['line']}:{d['column']}: {d['code']}: {d['message']}")
            out.append(f"    > {source_line(dump, d['line'])}")
    return out


def table_problems(doc, catalog):
    dialect = catalog["dialect"]
    model = check_corpus.Model(doc, dialect)
    want = catalog["tables"]
    problems = []
    missing, extra = sorted(set(want) - set(model.tables)), sorted(set(model.tables) - set(want))
    if missing:
        problems.append(f"tables missing: {missing}")
    if extra:
        problems.append(f"tables not on the server: {extra}")
    for name in sorted(set(want) & set(model.tables)):
        check_corpus.compare_table(name, model.tables[name], want[name], model, dialect, problems, None)
    return problems


def unlisted(doc, kinds, what, names):
    """Server objects (a multiset: PG trigger names repeat per table) missing from `skipped`."""
    missing = collections.Counter(names) - collections.Counter(check_corpus.skipped_names(doc, kinds))
    return [f"{what} {n} not listed in skipped" + (f" (x{c})" if c > 1 else "") for n, c in sorted(missing.items())]


def skipped_problems(doc, catalog, routines):
    extra = catalog["extra"]
    problems = unlisted(doc, VIEW_KINDS, "view", [v.split(".")[-1] for v in catalog["views"]])
    problems += unlisted(doc, ("trigger",), "trigger", extra["triggers"])
    if routines:
        problems += unlisted(doc, ROUTINE_KINDS, "routine", [r["name"] for r in extra["routines"]])
    return problems


def sequence_problems(doc, catalog, with_values):
    """PostgreSQL: every server sequence is in the model; with data, setval() carried its state."""
    ours = {check_corpus.table_key("postgres", s["schema"] or "public", s["name"]): s for s in doc["sequences"]}
    state = catalog["extra"]["sequence_state"]
    problems = []
    for name, want in sorted(state.items()):
        got = ours.get(name)
        if got is None:
            problems.append(f"{'identity ' if want['identity'] else ''}sequence {name} missing")
        elif with_values and (got["last_value"], got["is_called"]) != (want["last_value"], want["is_called"]):
            problems.append(f"sequence {name}: (last_value, is_called) spanlift "
                            f"{(got['last_value'], got['is_called'])} != server {(want['last_value'], want['is_called'])}")
    extra = sorted(set(ours) - set(state))
    if extra:
        problems.append(f"sequences not on the server: {extra}")
    return problems


def auto_increment_problems(doc, catalog):
    """MySQL: AUTO_INCREMENT=N of each CREATE TABLE is the server's counter (1 = unused, not dumped)."""
    problems = []
    for t in doc["tables"]:
        if t["name"] not in catalog["extra"]["auto_increment_next"]:
            continue
        want = catalog["extra"]["auto_increment_next"][t["name"]]
        want = None if want in (None, 1) else want
        if t["auto_increment_next"] != want:
            problems.append(f"{t['name']}: spanlift {t['auto_increment_next']!r} != server {want!r}")
    return problems


def count_lines(path, prefix):
    with open(path, "rb") as f:
        return sum(1 for line in f if line.startswith(prefix))


def statement_problems(doc, catalog, variant, dump):
    """Data statements were skipped (not parsed), as many as the dump holds."""
    stats = doc["statements"]
    skipped = stats["skipped"]
    rows = catalog["extra"]["row_counts"]
    total = sum(rows.values())
    want = {"INSERT": 0, "COPY": 0, "copy_rows": 0}
    if catalog["dialect"] == "postgres" and variant == "data":
        # pg_dump writes one COPY per ordinary table (empty ones too) and one line per row.
        want.update(COPY=len(rows), copy_rows=total)
    elif variant == "inserts":
        want["INSERT"] = total  # pg_dump --inserts / mysqldump --skip-extended-insert: one per row
    elif variant == "data":
        want["INSERT"] = count_lines(dump, b"INSERT INTO ")  # mysqldump: each starts a line
    got = {"INSERT": skipped.get("INSERT", 0), "COPY": skipped.get("COPY", 0), "copy_rows": stats["copy_rows"]}
    return [f"{k}: spanlift {got[k]} != dump {want[k]}" for k in want if got[k] != want[k]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--dump", required=True)
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--label", required=True)
    parser.add_argument("--variant", required=True, choices=["schema", "data", "inserts"])
    parser.add_argument("--routines", action="store_true", help="the dump includes functions/procedures")
    args = parser.parse_args()
    with open(args.catalog, encoding="utf-8") as f:
        catalog = json.load(f)
    report = Report(args.label)

    proc, doc = run_spanlift(args.spanlift, args.dump)
    stderr = proc.stderr.decode(errors="replace").strip().splitlines()
    report.check("exit code 0", [] if proc.returncode == 0 else
                 [f"exit code {proc.returncode}"] + stderr[:5])
    if doc is None:
        report.check("JSON output", ["stdout is not JSON"] + stderr[:5])
        sys.exit(1)
    report.check("dialect", [] if doc["dialect"] == catalog["dialect"] else [f"detected {doc['dialect']}"])
    report.check("no error diagnostics", error_problems(doc, args.dump))
    report.note_warnings(doc)
    report.check("tables match the server", table_problems(doc, catalog))
    report.check("views/routines/triggers in skipped", skipped_problems(doc, catalog, args.routines))
    if catalog["dialect"] == "postgres":
        report.check("sequences" + (" and setval values" if args.variant != "schema" else ""),
                     sequence_problems(doc, catalog, args.variant != "schema"))
    else:
        report.check("AUTO_INCREMENT counters", auto_increment_problems(doc, catalog))
    report.check("data statements skipped", statement_problems(doc, catalog, args.variant, args.dump))
    with tempfile.TemporaryDirectory() as out_dir:
        report.check("convert: accounting, no hotspot left, round trip",
                     check_convert.check_converted(args.spanlift, catalog["dialect"], args.dump, doc,
                                                   os.path.join(out_dir, "out")))
    sys.exit(1 if report.failed else 0)


if __name__ == "__main__":
    main()
