#!/usr/bin/env python3
"""Golden tests: tests/golden/<area>/<dialect>/<case>.sql -> <case>.expected.json.

For the `inspect` area the command is `spanlift inspect --from <dialect> --format json`; paths in
the output are relative to the case's folder so expectations do not depend on the checkout.
`--update` rewrites the expectations (review the diff), as sqlglot and DuckDB do.
"""
import argparse
import difflib
import os
import subprocess
import sys

AREAS = {"inspect": lambda dialect, case: ["inspect", "--from", dialect, "--format", "json", case]}


def run_case(spanlift, area, dialect, case_dir, case):
    args = AREAS[area](dialect, case)
    proc = subprocess.run([spanlift] + args, cwd=case_dir, capture_output=True, timeout=120)
    return proc.stdout.decode("utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True, type=os.path.abspath)
    parser.add_argument("--root", default=os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--update", action="store_true")
    args = parser.parse_args()
    passed = failed = 0
    for area in sorted(AREAS):
        for dialect in sorted(os.listdir(os.path.join(args.root, area))):
            case_dir = os.path.join(args.root, area, dialect)
            for case in sorted(f for f in os.listdir(case_dir) if f.endswith(".sql")):
                expected_path = os.path.join(case_dir, case[:-4] + ".expected.json")
                got = run_case(args.spanlift, area, dialect, case_dir, case)
                if args.update:
                    with open(expected_path, "w", encoding="utf-8") as f:
                        f.write(got)
                want = open(expected_path, encoding="utf-8").read() if os.path.exists(expected_path) else ""
                name = f"{area}/{dialect}/{case}"
                if got == want:
                    passed += 1
                    print(f"ok   {name}")
                else:
                    failed += 1
                    print(f"FAIL {name}")
                    diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "expected", "got", lineterm="")
                    for line in list(diff)[:60]:
                        print("    " + line)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
