#!/usr/bin/env python3
"""Golden tests: tests/golden/<area>/<dialect>/<case>.sql -> <case>.expected.* files.

- `inspect`: `spanlift inspect --from <dialect> --format json` -> <case>.expected.json
- `convert`: `spanlift convert --from <dialect>` -> <case>.expected.sql (the Spanner DDL on stdout)
  and <case>.expected.findings.txt (the findings on stderr); every case is also applied on the
  Spanner emulator (tests/emulator/tests.cmake)
- `convert-text`: the same, for Spanner DDL the local emulator cannot apply (docs/spanner-ddl-coverage.md)
- `lint`: `spanlift lint --from <dialect>` -> <case>.expected.txt (the hotspot findings, H001...)
- `lint-json`: the same cases (folder `lint`) with `--format json` -> <case>.expected.json
- `report`: `spanlift convert --from <dialect> -o DIR` -> <case>.expected.md,
  <case>.expected.json and <case>.expected.html (DIR/report.md, DIR/report.json, DIR/report.html)
- `rewrite`: `spanlift convert --from <dialect> -o DIR` -> <case>.expected.sql (DIR/schema.sql) and
  <case>.expected.md (DIR/report.md): the hotspot rewrites and their report
- `snippets`: `spanlift convert --from <dialect> -o DIR` -> <case>.expected.py and
  <case>.expected.go (DIR/snippets/python/spanlift_shards.py and DIR/snippets/go/spanlift_shards.go;
  tests/snippets/ runs all five languages)
- `split-points`: `spanlift convert --from <dialect> -o DIR` of a dump with rows -> <case>.expected.sql
  (DIR/schema.sql), <case>.expected.md (DIR/split-points/README.md) and <case>.expected.txt
  (DIR/split-points/splits-001.txt); tests/emulator/split_points_test.py inserts every point's key
  into the schema on the emulator

An expectation whose suffix ends in `?` is checked (and updated) only where its file exists:
report.html is kept for one case with rows (mysql/shop), its page skeleton is the same for all.

A case may have `<case>.args` with extra command-line arguments (e.g. `--policy <case>.toml`).
Every `convert` and `rewrite` output must also survive the round trip: `convert --from spanner
--no-rewrite` of it is byte-identical.

Commands run in the case's folder, so paths in the output do not depend on the checkout.
`--update` rewrites the expectations (review the diff), as sqlglot and DuckDB do.
"""
import argparse
import difflib
import os
import subprocess
import sys
import tempfile

# area -> (arguments, {expectation suffix: "stdout" | "stderr" | a file the command writes in {out}}
#          [, the folder of cases when another area's: the same inputs through other options])
AREAS = {
    "inspect": (lambda dialect, case: ["inspect", "--from", dialect, "--format", "json", case],
                {".expected.json": "stdout"}),
    "convert": (lambda dialect, case: ["convert", "--from", dialect, case],
                {".expected.sql": "stdout", ".expected.findings.txt": "stderr"}),
    # The same as convert, for Spanner DDL the local emulator cannot apply (newer than it, or
    # rejected there): checked as text only, so kept out of the emulator's glob of convert/.
    "convert-text": (lambda dialect, case: ["convert", "--from", dialect, case],
                     {".expected.sql": "stdout", ".expected.findings.txt": "stderr"}),
    "lint": (lambda dialect, case: ["lint", "--from", dialect, case], {".expected.txt": "stdout"}),
    "lint-json": (lambda dialect, case: ["lint", "--from", dialect, "--format", "json", case],
                  {".expected.json": "stdout"}, "lint"),
    "report": (lambda dialect, case: ["convert", "--from", dialect, "-o", "{out}", case],
               {".expected.md": "{out}/report.md", ".expected.json": "{out}/report.json",
                ".expected.html?": "{out}/report.html"}),
    "rewrite": (lambda dialect, case: ["convert", "--from", dialect, "-o", "{out}", case],
                {".expected.sql": "{out}/schema.sql", ".expected.md": "{out}/report.md"}),
    "split-points": (lambda dialect, case: ["convert", "--from", dialect, "-o", "{out}", case],
                     {".expected.sql": "{out}/schema.sql", ".expected.md": "{out}/split-points/README.md",
                      ".expected.txt": "{out}/split-points/splits-001.txt"}),
    "snippets": (lambda dialect, case: ["convert", "--from", dialect, "-o", "{out}", case],
                 {".expected.py": "{out}/snippets/python/spanlift_shards.py",
                  ".expected.go": "{out}/snippets/go/spanlift_shards.go"}),
}


def extra_args(case_dir, case):
    path = os.path.join(case_dir, case[:-4] + ".args")
    return open(path, encoding="utf-8").read().split() if os.path.exists(path) else []


def run_case(spanlift, area, dialect, case_dir, case):
    args, outputs = AREAS[area][:2]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out")
        command = [a.replace("{out}", out) for a in args(dialect, case)]
        command[1:1] = extra_args(case_dir, case)
        proc = subprocess.run([spanlift] + command, cwd=case_dir, capture_output=True, timeout=120)
        streams = {"stdout": proc.stdout.decode("utf-8"), "stderr": proc.stderr.decode("utf-8")}
        got = {}
        for suffix, source in outputs.items():
            path = source.replace("{out}", out)
            got[suffix] = streams[source] if source in streams else (
                open(path, encoding="utf-8").read() if os.path.exists(path) else "")
        return got


def compare(name, want, got):
    if got == want:
        return True
    print(f"FAIL {name}")
    diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "expected", "got", lineterm="")
    for line in list(diff)[:60]:
        print("    " + line)
    return False


def round_trip(spanlift, name, ddl):
    """Our own Spanner output, read back with --from spanner, converts to itself byte for byte."""
    proc = subprocess.run([spanlift, "convert", "--from", "spanner", "--no-rewrite", "-"], input=ddl.encode("utf-8"),
                          capture_output=True, timeout=120)
    return compare(f"{name} (round trip)", ddl, proc.stdout.decode("utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True, type=os.path.abspath)
    parser.add_argument("--root", default=os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--only", default="", help="run only cases whose area/dialect/case contains this")
    args = parser.parse_args()
    passed = failed = 0
    for area in sorted(AREAS):
        folder = AREAS[area][2] if len(AREAS[area]) > 2 else area
        for dialect in sorted(os.listdir(os.path.join(args.root, folder))):
            case_dir = os.path.join(args.root, folder, dialect)
            for case in sorted(f for f in os.listdir(case_dir) if f.endswith(".sql") and ".expected." not in f):
                if args.only and args.only not in f"{area}/{dialect}/{case}":
                    continue
                outputs = run_case(args.spanlift, area, dialect, case_dir, case)
                ok = True
                for suffix, got in outputs.items():
                    expected_path = os.path.join(case_dir, case[:-4] + suffix.rstrip("?"))
                    if suffix.endswith("?") and not os.path.exists(expected_path):
                        continue
                    if args.update:
                        with open(expected_path, "w", encoding="utf-8") as f:
                            f.write(got)
                    want = open(expected_path, encoding="utf-8").read() if os.path.exists(expected_path) else ""
                    ok = compare(f"{area}/{dialect}/{case[:-4]}{suffix}", want, got) and ok
                if area in ("convert", "rewrite") and ".expected.sql" in outputs:
                    ok = round_trip(args.spanlift, f"{area}/{dialect}/{case[:-4]}", outputs[".expected.sql"]) and ok
                if ok:
                    passed += 1
                    print(f"ok   {area}/{dialect}/{case}")
                else:
                    failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
