#!/usr/bin/env python3
"""Bit-reversed identities and sequences keep the existing ids, and the snippets' bit_reverse /
bit_unreverse are Spanner's BIT_REVERSE(x, TRUE).

1. Every input (samples/, golden convert and rewrite cases) is converted; where schema.sql has an
   identity column or a column defaulting to a bit-reversed sequence with a skip range (ids the
   dump implies: AUTO_INCREMENT=, setval, loaded rows), schema.sql is applied to the emulator as
   is. Each distinct declaration is checked once.
2. Per such column a probe table holds the column exactly as schema.sql declares it (the
   sequence statement too) as its key; the ids the dump implies (1 .. the SKIP RANGE maximum)
   are inserted, then IDS rows through the default: there must be no duplicate-key error, and no
   generated value inside the skip range (or outside 1 .. INT64 max).
3. INT64 edge values (0, 1, -1, 2^62, max/min, powers of two +-1, random with a fixed seed) go
   through BIT_REVERSE(x, TRUE) on the emulator, and through every language's generated
   <table>_<column>_bit_reverse / _bit_unreverse and the C++ reference; all must agree.
Exits 77 with a visible SKIPPED line when the emulator is not installed.
"""
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "snippets"))
import emulator  # noqa: E402
import shard_values_test as shard  # noqa: E402  (Totals, convert, manifest, unquote)
import snippet_calls  # noqa: E402

INT64_MAX = (1 << 63) - 1


def inputs(root):
    """(name, folder, file, args): the samples, then every golden convert/rewrite input."""
    for sample, dialect in (("shop_mysql.sql", "mysql"), ("shop_postgres.sql", "postgres")):
        yield f"samples/{sample}", os.path.join(root, "samples"), sample, ["--from", dialect]
    for case in shard.golden_cases(os.path.join(root, "tests", "golden")):
        if case[0].startswith(("golden convert/", "golden rewrite/")):
            yield case


def generators(schema_sql):
    """(table, column spelled, column declaration, sequence statement or None, skip range or None)."""
    statements = [s for _, s in emulator.split_statements(schema_sql)]
    sequences = {}
    for s in statements:
        m = re.match(r"CREATE SEQUENCE (`[^`]+`|\w+)", s)
        if m:
            sequences[shard.unquote(m.group(1))] = s
    out = []
    for s in statements:
        m = re.match(r"CREATE TABLE (`[^`]+`|\w+) \(\n", s)
        for line in s.splitlines()[1:] if m else []:
            c = re.match(r"  (`[^`]+`|\w+) (INT64 .*?),?$", line)
            if not c:
                continue
            seq = re.search(r"GET_NEXT_SEQUENCE_VALUE\(SEQUENCE (`[^`]+`|\w+)\)", c.group(2))
            if "AS IDENTITY" not in c.group(2) and not seq:
                continue
            source = sequences.get(shard.unquote(seq.group(1))) if seq else c.group(2)
            low = re.search(r"SKIP RANGE (\d+), (\d+)|skip_range_min = (\d+),\s*skip_range_max = (\d+)", source or "")
            skip = tuple(int(x) for x in low.groups() if x is not None) if low else None
            seq_stmt = sequences.get(shard.unquote(seq.group(1))) if seq else None
            out.append((shard.unquote(m.group(1)), c.group(1), c.group(2), seq_stmt, skip))
    return out


def check_ids(t, db, index, name, gen, generated_rows):
    table, spelled, declaration, sequence, skip = gen
    probe = f"SpanliftIds{index}"
    ddl = ([sequence.replace("CREATE SEQUENCE", "CREATE SEQUENCE IF NOT EXISTS", 1)] if sequence else [])
    ddl.append(f"CREATE TABLE {probe} (\n  {spelled} {declaration},\n  SpanliftRow INT64\n) PRIMARY KEY ({spelled})")
    column = shard.unquote(spelled)
    label = f"{name}: {table}.{column}" + (f" (skip range {skip[0]}..{skip[1]})" if skip else " (no skip range)")
    try:
        db.update_ddl(ddl)
        existing = list(range(skip[0], skip[1] + 1)) if skip else []
        db.insert(probe, [column], [[str(i)] for i in existing])
        db.insert(probe, ["SpanliftRow"], [[str(i)] for i in range(generated_rows)])
    except emulator.SpannerError as e:
        return t.check(False, f"{label}: {e}"), 0
    ids = [int(r[0]) for r in db.query(f"SELECT {spelled} FROM {probe} WHERE SpanliftRow IS NOT NULL")]
    inside = [i for i in ids if skip and skip[0] <= i <= skip[1]]
    bad = [i for i in ids if not 1 <= i <= INT64_MAX]
    ok = len(ids) == generated_rows and len(set(ids)) == len(ids) and not inside and not bad
    t.check(ok, f"{label}: {len(existing)} existing ids, then {len(ids)} generated, distinct, "
            f"none in the skip range{'' if ok else f' (inside: {inside[:5]}, not positive: {bad[:5]})'}")
    return ok, len(existing) + len(ids)


def edge_values(rng):
    values = [0, 1, -1, 2, 3, 1 << 62, (1 << 62) + 1, INT64_MAX, -(1 << 63), -(1 << 63) + 1, 42, 1000, 5001]
    values += [s * ((1 << k) + d) for k in range(63) for d in (-1, 0, 1) for s in (1, -1)
               if -(1 << 63) <= s * ((1 << k) + d) <= INT64_MAX]
    values += [rng.randint(-(1 << 63), INT64_MAX) for _ in range(200)]
    return sorted(set(values))


def check_bit_reverse(t, emu, out, spec, reference_tool, work, rng):
    """Every language's bit_reverse/bit_unreverse of the first bit-reversed column, and the C++
    reference, against BIT_REVERSE(x, TRUE) computed by the emulator."""
    values = edge_values(rng)
    db = emu.database()
    rows = db.query("SELECT x, BIT_REVERSE(x, TRUE) FROM UNNEST(@xs) AS x WITH OFFSET o ORDER BY o",
                    {"xs": [str(v) for v in values]}, {"xs": {"code": "ARRAY", "arrayElementType": {"code": "INT64"}}})
    reversed_ = [int(r[1]) for r in rows]
    t.check([int(r[0]) for r in rows] == values, f"emulator: BIT_REVERSE(x, TRUE) of {len(values)} INT64 values")
    names = snippet_calls.function_names(os.path.join(out, "snippets"))
    first = len(spec["shards"])  # bit-reversed functions follow the shard functions, in pairs
    kinds = [("int64", False)]
    calls = {"reference": [("bitrev", kinds, [str(v)]) for v in values + reversed_]}
    for lang in names:
        calls[lang] = ([(f"0:{names[lang][first]}", kinds, [str(v)]) for v in values] +
                       [(f"0:{names[lang][first + 1]}", kinds, [str(v)]) for v in reversed_])
    want = reversed_ + values  # bit_unreverse(BIT_REVERSE(x)) is x
    for lang, got in shard.run_everywhere(t, work, reference_tool, [os.path.join(out, "snippets")], calls).items():
        bad = [(c, w, g) for c, w, g in zip(calls[lang], want, got or [None] * len(want)) if g is None or int(g) != w]
        for c, w, g in bad[:5]:
            print(f"    {lang}: {c[0]}({c[2][0]}): Spanner {w}, {lang} {g}")
        t.check(not bad, f"{lang}: bit_reverse and bit_unreverse of {len(values)} INT64 values equal "
                "BIT_REVERSE(x, TRUE)")


def main():
    args = shard.arguments(__doc__, ("--ids", {"type": int, "default": 10000,
                                               "help": "rows inserted through each default"}))
    print(f"seed {args.seed} (--seed to repeat), {args.ids} ids generated per column")
    t = shard.Totals()
    columns = inserted = 0
    bit_reverse_checked = False
    seen = set()
    with emulator.started() as emu:
        for number, (name, case_dir, case, case_args) in enumerate(inputs(ROOT)):
            out = os.path.join(args.work, f"case{number}")
            if not shard.convert(args.spanlift, case_dir, case, case_args, out):
                t.check(False, f"{name}: converted")
                continue
            schema_sql = open(os.path.join(out, "schema.sql"), encoding="utf-8").read()
            # Those that keep existing ids, each distinct declaration once (inputs repeat tables).
            found = []
            for gen in generators(schema_sql):
                key = (re.sub(r"(?i)SEQUENCE \S+", "", gen[2]), gen[3] and re.sub(r"SEQUENCE \S+", "", gen[3]), gen[4])
                if gen[4] and key not in seen:
                    seen.add(key)
                    found.append(gen)
            if not found:
                continue
            try:
                emu.database().update_ddl([s for _, s in emulator.split_statements(schema_sql)])
                t.check(True, f"{name}: schema.sql accepted ({len(found)} new columns with a skip range)")
            except emulator.SpannerError as e:
                t.check(False, f"{name}: schema.sql rejected by the emulator: {e}")
            db = emu.database()
            for i, gen in enumerate(found):
                ok, count = check_ids(t, db, i, name, gen, args.ids)
                columns += 1
                inserted += count
            spec = shard.manifest(args.manifest_tool, case_dir, case, case_args)
            if spec["bit_reversed"] and not bit_reverse_checked:
                check_bit_reverse(t, emu, out, spec, args.reference_tool, os.path.join(args.work, "bitrev"),
                                  random.Random(args.seed))
                bit_reverse_checked = True
    t.check(bit_reverse_checked, "some input has a bit-reversed column whose snippets were checked")
    t.check(columns > 0, f"{columns} identity/sequence columns with a skip range checked")
    print(f"{columns} identity/sequence columns, {inserted} ids inserted")
    print(f"{t.passed} passed, {t.failed} failed")
    return 1 if t.failed else 0


if __name__ == "__main__":
    sys.exit(main())
