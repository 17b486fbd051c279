#!/usr/bin/env python3
"""The diff fuzzer: random OLD / NEW pairs of Spanner schemas built from the forms of
docs/spanner-ddl-coverage.md (tables with and without keys, synonyms, OPTIONS, TOKENLIST and vector
columns; indexes, search and vector indexes, roles and grants, models, graphs, locality groups,
placements, the proto bundle, database options, views, change streams, sequences), each piece in
one of a few variants. For every pair:
- `spanlift diff` (with and without --allow-drop --allow-recreate) neither crashes nor hangs: a
  signal, or an exit other than 0, 1 and 2, fails; exit 2 must come with an error;
- the diff of each side against itself is empty ("0 changes").
Whether Spanner accepts the migrations is the emulator cases' job (diff_emulator_test.py).
Seeds are fixed: a failure names its seed and both schemas.

    diff_fuzz_test.py --spanlift BIN [--pairs N] [--seed S]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

TABLE = """CREATE TABLE T{n} (
  Id INT64 NOT NULL,
  Body STRING({len}),
  E ARRAY<FLOAT32>(vector_length=>{dim}),
  Body_Tokens TOKENLIST AS (TOKENIZE_FULLTEXT(Body)) HIDDEN,{extra}
) PRIMARY KEY (Id){options};"""

# Each piece: a list of variants (None: absent), given the table numbers present.
PIECES = [
    lambda n: [None, "CREATE INDEX T{n}ByBody ON T{n} (Body)", "CREATE INDEX T{n}ByBody ON T{n} (Body) STORING (E)",
               "CREATE INDEX T{n}ByBody ON T{n} (Body) OPTIONS (locality_group = 'lg')"],
    lambda n: [None, "CREATE SEARCH INDEX S{n} ON T{n} (Body_Tokens)",
               "CREATE SEARCH INDEX S{n} ON T{n} (Body_Tokens) STORING (Body)",
               "CREATE SEARCH INDEX S{n} ON T{n} (Body_Tokens) ORDER BY Id DESC OPTIONS (sort_order_sharding = true)"],
    lambda n: [None, "CREATE VECTOR INDEX V{n} ON T{n} (E) WHERE E IS NOT NULL OPTIONS (distance_type = 'COSINE')",
               "CREATE VECTOR INDEX V{n} ON T{n} (E) STORING (Body) WHERE E IS NOT NULL OPTIONS (distance_type = 'DOT_PRODUCT')"],
    lambda n: [None, "GRANT SELECT ON TABLE T{n} TO ROLE r", "GRANT SELECT(Body), UPDATE(Body) ON TABLE T{n} TO ROLE r, w"],
    lambda n: [None, "CREATE VIEW W{n} SQL SECURITY INVOKER AS SELECT T{n}.Id FROM T{n}"],
    lambda n: [None, "CREATE PROPERTY GRAPH G{n} NODE TABLES (T{n})", "CREATE PROPERTY GRAPH G{n} NODE TABLES (T{n} KEY (Id))"],
]
GLOBAL = [
    [None, "CREATE ROLE r;\nCREATE ROLE w", "CREATE ROLE r;\nCREATE ROLE w;\nGRANT ROLE r TO ROLE w"],
    [None, "CREATE LOCALITY GROUP lg OPTIONS (storage = 'ssd')", "CREATE LOCALITY GROUP lg OPTIONS (storage = 'hdd')"],
    [None, "CREATE PLACEMENT p OPTIONS (instance_partition = 'ip1')", "CREATE PLACEMENT p OPTIONS (instance_partition = 'ip2')"],
    [None, "CREATE PROTO BUNDLE (a.B)", "CREATE PROTO BUNDLE (a.B, a.C)"],
    [None, "ALTER DATABASE db SET OPTIONS (version_retention_period = '2d')",
     "ALTER DATABASE db SET OPTIONS (version_retention_period = '3d', default_leader = 'us-east1')"],
    [None, "CREATE MODEL M INPUT (x INT64) OUTPUT (y FLOAT64) REMOTE OPTIONS (endpoint = '//e/1')",
     "CREATE MODEL M INPUT (x INT64) OUTPUT (y FLOAT64, z INT64) REMOTE OPTIONS (endpoint = '//e/2')"],
    [None, "CREATE SEQUENCE Q OPTIONS (sequence_kind = 'bit_reversed_positive')"],
    [None, "CREATE TABLE K (A INT64, B STRING(MAX))"],  # keyless
    [None, "CREATE CHANGE STREAM CS FOR ALL"],
]


def schema(rng):
    tables = [n for n in range(3) if rng.random() < 0.7] or [0]
    out = []
    for stmt in GLOBAL:
        choice = rng.choice(stmt)
        if choice:
            out.append(choice)
    roles = any(s and "CREATE ROLE" in s for s in out)
    locality = any(s and "LOCALITY GROUP" in s for s in out)
    for n in tables:
        extra = rng.choice(["", "\n  SYNONYM (Syn%d)," % n, "\n  Ts TIMESTAMP ON UPDATE (PENDING_COMMIT_TIMESTAMP()) "
                            "OPTIONS (allow_commit_timestamp = true),"])
        options = ", OPTIONS (locality_group = 'lg')" if locality and rng.random() < 0.5 else ""
        out.append(TABLE.format(n=n, len=rng.choice(["MAX", "100"]), dim=rng.choice([3, 4]), extra=extra,
                                options=options).rstrip(";"))
        for piece in PIECES:
            choice = rng.choice(piece(n))
            if not choice or (("GRANT" in choice) and not roles) or ("locality_group" in choice and not locality):
                continue
            out.append(choice.format(n=n))
    return ";\n".join(out) + ";\n"


def run(spanlift, old, new, flags, d):
    paths = []
    for name, text in (("old.sql", old), ("new.sql", new)):
        p = os.path.join(d, name)
        with open(p, "w") as f:
            f.write(text)
        paths.append(p)
    proc = subprocess.run([spanlift, "diff", "--from", "spanner", "--fail-on", "never", *flags, *paths],
                          capture_output=True, text=True, timeout=60)
    return proc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--spanlift", required=True)
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    failed = passed = 0
    with tempfile.TemporaryDirectory() as d:
        for i in range(args.pairs):
            seed = args.seed + i
            rng = random.Random(seed)
            old, new = schema(rng), schema(rng)
            problems = []
            for flags in ([], ["--allow-drop", "--allow-recreate"]):
                proc = run(args.spanlift, old, new, flags, d)
                if proc.returncode not in (0, 1, 2):
                    problems.append(f"diff {' '.join(flags)}: exit {proc.returncode}: {proc.stderr[-600:]}")
                elif proc.returncode == 2 and "error:" not in proc.stderr:
                    problems.append(f"diff {' '.join(flags)}: exit 2 without an error: {proc.stderr[-600:]}")
            for side, text in (("OLD", old), ("NEW", new)):
                proc = run(args.spanlift, text, text, [], d)
                head = proc.stdout.splitlines()[0] if proc.stdout else ""
                if proc.returncode != 0 or " 0 changes" not in head:
                    problems.append(f"{side} against itself: exit {proc.returncode}: {head} {proc.stderr[-400:]}")
            if problems:
                failed += 1
                print(f"FAIL seed {seed}:\n  " + "\n  ".join(problems) + f"\n--- OLD\n{old}--- NEW\n{new}")
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
