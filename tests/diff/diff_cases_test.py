"""Table-driven cases of `spanlift diff` (cases.py): the statements each case must produce, or the
codes of its refusals; and every NEW against itself gives no change. One line per check."""

import itertools
import os
import sys

import cases
import diff_cli_checks
import migration


def check_case(spanlift, case):
    code, sql, err = migration.run_diff(spanlift, case["old"], case["new"], case.get("flags", []),
                                        config=case.get("config"))
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
    for text in case.get("stderr", []):
        if text not in err:
            problems.append(f"stderr lacks {text!r}: {err.strip()[:400]}")
    if case.get("expect") is None and not got:
        problems.append("no statements (a recreate plan was expected)")
    return problems


def check_self(spanlift, case):
    code, sql, err = migration.run_diff(spanlift, case["new"], case["new"])
    got = migration.steps(sql)
    return [] if code == 0 and not got and not err.strip() else [f"NEW vs itself: exit {code}, {got} {err.strip()[:200]}"]


def main():
    args = migration.arguments()
    tally = migration.Tally()
    for case in cases.CASES:
        if args.case and case["name"] != args.case:
            continue
        tally.record(case["name"], check_case(args.spanlift, case))
        tally.record(case["name"] + " (self)", check_self(args.spanlift, case))
    if not args.case:
        corpus = os.environ.get("SPANLIFT_CORPUS", "")
        for name, problem in itertools.chain(diff_cli_checks.checks(args.spanlift),
                                             diff_cli_checks.corpus_checks(args.spanlift, corpus)):
            tally.record("cli: " + name, [problem] if problem else [])
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
