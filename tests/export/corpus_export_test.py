#!/usr/bin/env python3
"""Every corpus file with rows exports (issue 24, "Tests"; docs/export.md "Corpus").

For each file of ../shared/corpus and ../shared/corpus-more whose statements carry rows (INSERT,
REPLACE, COPY): `spanlift export` with the default --bad-values fail; when that fails only on
values Spanner cannot hold, again with --bad-values null, which must then succeed. Every export
is read back with python3-avro (checksums, one schema per table), and the rows in its files plus
the rows it skipped equal the rows the profiler counted in the dump. Files whose rows the server
computes (INSERT ... SELECT) fail, and only on those statements, each named at its line.

    tests/export/corpus_export_test.py SPANLIFT CORPUS_DIR...
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import export_reader  # noqa: E402

ROWS = re.compile(rb"^\s*(INSERT|REPLACE|COPY)\s", re.IGNORECASE | re.MULTILINE)


def files_with_rows(corpus):
    out = []
    for line in open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8").read().splitlines()[1:]:
        path = line.split("\t")[0]
        data = open(os.path.join(corpus, path), "rb").read()
        if ROWS.search(data):
            out.append(os.path.join(corpus, path))
    return out


def computed_rows(path, err):
    """Whether the export failed only on INSERT ... SELECT statements (rows the server computes),
    each at a line of the file that is one."""
    lines = open(path, "rb").read().decode("utf-8", "replace").splitlines()
    fatal = [line for line in err.splitlines() if ": error:" in line and "--bad-values" not in line]
    for line in fatal:
        m = re.match(re.escape(path) + r":(\d+):\d+: error: INSERT \.\.\. SELECT", line)
        if not m or not re.match(r"\s*INSERT\b", lines[int(m.group(1)) - 1], re.IGNORECASE):
            return False
    return bool(fatal)


def profiled_rows(spanlift, path):
    p = subprocess.run([spanlift, "inspect", "--profile-data", "--format", "json", path], capture_output=True, timeout=300)
    model = json.loads(p.stdout.decode("utf-8"))
    return sum((t.get("data") or {}).get("rows", 0) for t in model.get("tables", []))


def export(spanlift, path, out, extra):
    p = subprocess.run([spanlift, "export", *extra, "-o", out, path], capture_output=True, text=True, timeout=600)
    return p.returncode, p.stderr


def skipped_rows(out):
    """The README's 'rows skipped' column, summed."""
    total = 0
    for line in open(os.path.join(out, "README.md"), encoding="utf-8"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) == 9 and cells[7].isdigit():
            total += int(cells[7])
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spanlift", type=os.path.abspath)
    parser.add_argument("corpora", nargs="+")
    args = parser.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="spanlift-export-corpus-") as tmp:
        for corpus in args.corpora:
            if not os.path.exists(os.path.join(corpus, "MANIFEST.tsv")):
                print(f"SKIPPED: no corpus at {corpus}")
                continue
            for k, path in enumerate(files_with_rows(corpus)):
                out = os.path.join(tmp, f"{os.path.basename(corpus)}-{k}")
                rc, err = export(args.spanlift, path, out, [])
                policy = "fail"
                errors = [line for line in err.splitlines() if ": error:" in line]
                if rc == 2 and errors and all("the export fails: --bad-values" in line or "INSERT ... SELECT" in line
                                              for line in errors):
                    policy = "null"
                    rc, err = export(args.spanlift, path, out, ["--bad-values", "null"])
                name = os.path.relpath(path, os.path.dirname(corpus))
                if rc == 2 and computed_rows(path, err):
                    ok = not os.path.exists(os.path.join(out, "spanner-export.json"))
                    detail = "fails on its INSERT ... SELECT statements only (rows the server computes)"
                else:
                    ok, detail = rc == 0, ""
                    if ok:
                        ex = export_reader.read_export(out)
                        written = sum(len(t.rows) for t in ex.tables.values())
                        expected = profiled_rows(args.spanlift, path)
                        skipped = skipped_rows(out)
                        ok = written + skipped == expected
                        detail = f"{written} rows written + {skipped} skipped = {expected} in the dump (--bad-values {policy})"
                print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}" + ("" if ok else f"\n      {err[-800:]}"), flush=True)
                passed, failed = passed + ok, failed + (not ok)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
