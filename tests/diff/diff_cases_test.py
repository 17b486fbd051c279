"""Table-driven cases of `spanlift diff` (cases.py): the statements each case must produce, or the
codes of its refusals; and every NEW against itself gives no change. One line per check."""

import argparse
import os
import sys

import cases
import diff_cli_checks
import migration


def check_case(spanlift, case):
    code, sql, err = migration.run_diff(spanlift, case["old"], case["new"], case.get("flags", []))
    problems = []
    if code != 0:
        problems.append(f"exit {code}: {err.strip()[:300]}")
    got = [s for _, _, s in migration.steps(sql)]
    if case.get("expect") is not None and got != case["expect"]:
        problems.append("statements:\n    got      " + "\n    got      ".join(got) +
                        "\n    expected " + "\n    expected ".join(case["expect"]))
    want_codes = sorted(set(case.get("codes", [])))
    if sorted(set(migration.codes(err))) != want_codes:
        problems.append(f"codes {sorted(set(migration.codes(err)))}, expected {want_codes}: {err.strip()[:400]}")
    if case.get("expect") is None and not got:
        problems.append("no statements (a recreate plan was expected)")
    return problems


def check_self(spanlift, case):
    code, sql, err = migration.run_diff(spanlift, case["new"], case["new"])
    got = migration.steps(sql)
    return [] if code == 0 and not got and not err.strip() else [f"NEW vs itself: exit {code}, {got} {err.strip()[:200]}"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--case", help="only this case")
    args = parser.parse_args()
    args.spanlift = os.path.abspath(args.spanlift)
    passed = failed = 0
    for case in cases.CASES:
        if args.case and case["name"] != args.case:
            continue
        for label, check in (("", check_case), (" (self)", check_self)):
            problems = check(args.spanlift, case)
            if problems:
                failed += 1
                print(f"FAIL {case['name']}{label}: " + "\n  ".join(problems))
            else:
                passed += 1
                print(f"ok   {case['name']}{label}")
    for name, problem in ([] if args.case else diff_cli_checks.checks(args.spanlift)):
        if problem:
            failed += 1
            print(f"FAIL cli: {name}: {problem[:1500]}")
        else:
            passed += 1
            print(f"ok   cli: {name}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
