#!/usr/bin/env python3
"""Live databases (issue 23, docs/live.md) against real PostgreSQL 15 and MariaDB servers started on
loopback for this run and shared by every case: the round trip against the dump path on every
corpus file that loads, written workloads, read-only proven by the servers' own counters, and every
bad input.

    tests/live/live_test.py SPANLIFT [--case roundtrip|workload|readonly|errors ...] [--file CORPUS/PATH ...]

One line per check, then `N passed, M failed`. Exit 0 all passed, 1 a check failed, 77 the servers
are not installed (printed as SKIPPED)."""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import errors  # noqa: E402
import readonly  # noqa: E402
import roundtrip  # noqa: E402
import servers as servers_mod  # noqa: E402
import workload  # noqa: E402

# In this order: readonly reads the workload's database.
CASES = {"roundtrip": roundtrip.run, "workload": workload.run, "readonly": readonly.run, "errors": errors.run}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("spanlift")
    parser.add_argument("--case", action="append", choices=sorted(CASES))
    parser.add_argument("--file", action="append", help="round trip: only these corpus files")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # lines show as checks end, also under ctest
    if not servers_mod.available():
        print("SKIPPED: PostgreSQL 15 / MariaDB not installed (scripts/install-deps.sh --test)")
        return 77
    spanlift = os.path.abspath(args.spanlift)
    checks = servers_mod.profile_truth_test.Checks()
    started = time.time()
    with servers_mod.Servers(extra_mariadb_args="--performance-schema=ON --log-bin=binlog") as servers:
        checks.check(True, f"servers started ({time.time() - started:.0f} s)")
        for name in args.case or list(CASES):
            t0 = time.time()
            if name == "roundtrip":
                CASES[name](checks, servers, spanlift, args.file)
            else:
                CASES[name](checks, servers, spanlift)
            print(f"note {name}: {time.time() - t0:.1f} s", flush=True)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
