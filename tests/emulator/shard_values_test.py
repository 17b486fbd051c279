#!/usr/bin/env python3
"""Shard values: what Spanner stores is what every snippet and the C++ reference compute.

For every shard column spanlift generates (a) in the golden conversions (tests/golden/*/<dialect>/
cases whose `convert -o` writes snippets) and (b) in a table-driven set of tables keyed and
indexed by 1 to 4 parts of every hashable type (written here, converted by spanlift with the
FARM_FINGERPRINT and the CRC32 scheme):

1. the converted schema.sql is applied to the emulator as is (it must be accepted);
2. a probe table per shard column gets the hashed columns exactly as schema.sql declares them,
   the shard column's own generated expression from schema.sql, and the key text of
   docs/sharding.md as a second generated column;
3. >= ROWS random rows (fixed seed, printed) plus edge rows (years 1, 63, 999, 1000, 9999-12-31
   23:59:59.999999, empty strings, `|`, quotes, backslashes, newlines, non-ASCII, INT64 min/max,
   NULLs where nullable) are inserted and the stored values read back in one SELECT;
4. the C++ reference and the generated function of every language (tests/snippets/
   snippet_calls.py) must return exactly the stored shard value (CRC32 columns, which the
   application fills: crc32 of the key text Spanner prints, by Python's zlib).

NUMERIC is not hashed (docs/sharding.md): a NUMERIC key part is left out of the shard column and
a key of only NUMERIC gets no shard column but a finding; both are checked.
Exits 77 with a visible SKIPPED line when the emulator is not installed.
"""
import argparse
import base64
import datetime
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "snippets"))
import emulator  # noqa: E402
import snippet_calls  # noqa: E402

GOLDEN_AREAS = ("convert", "report", "rewrite", "snippets")
INT64_MIN, INT64_MAX = -(1 << 63), (1 << 63) - 1
TS_MIN = -62135596800000000   # 0001-01-01T00:00:00Z in microseconds
TS_MAX = 253402300799999999   # 9999-12-31T23:59:59.999999Z
EPOCH = datetime.datetime(1970, 1, 1)
PROBE = "SpanliftProbe"


# -- values: Python value -> REST value (insert) and call value (snippet_calls.py) ---------------
def micros(y, mo, d, h=0, mi=0, s=0, us=0):
    return (datetime.datetime(y, mo, d, h, mi, s, us) - EPOCH) // datetime.timedelta(microseconds=1)


def rfc3339(us):
    t = EPOCH + datetime.timedelta(microseconds=us)
    return "%04d-%02d-%02dT%02d:%02d:%02d.%06dZ" % (t.year, t.month, t.day, t.hour, t.minute, t.second,
                                                    t.microsecond)


REST = {
    "int64": str, "string": lambda v: v, "bool": lambda v: v, "timestamp": rfc3339,
    "date": lambda v: "%04d-%02d-%02d" % v, "bytes": lambda v: base64.b64encode(v).decode(),
}
CALL = {
    "int64": str, "string": lambda v: v.encode("utf-8").hex(), "bool": lambda v: "true" if v else "false",
    "timestamp": str, "date": lambda v: "%d-%d-%d" % v, "bytes": bytes.hex,
}

EDGES = {
    "int64": [0, 1, -1, 42, INT64_MIN, INT64_MAX, INT64_MIN + 1, INT64_MAX - 1, -1234567890123, 1 << 32],
    "string": ["", "|", "||", "a|b", "'", '"', "\\", "\\|", "\n", "\r\n\t", "caf\u00e9", "\u65e5\u672c",
               "\U0001F600", "\u2028", "NULL", " ", "x" * 17, "y" * 65, "z" * 200, "\x00", "a\x00b"],
    "bool": [True, False],
    "timestamp": [TS_MIN, micros(63, 7, 4, 0, 59, 26, 1), micros(999, 12, 31, 23, 59, 59, 999999),
                  micros(1000, 1, 1), micros(1969, 12, 31, 23, 59, 59, 999999), 0, 1,
                  micros(2000, 2, 29, 12), micros(2026, 1, 2, 3, 4, 5, 123456), TS_MAX],
    "date": [(1, 1, 1), (63, 7, 4), (999, 12, 31), (1000, 1, 1), (1969, 12, 31), (1970, 1, 1), (2000, 2, 29),
             (9999, 12, 31)],
    "bytes": [b"", b"\x00", b"\xff\xfe", b"|", bytes(range(256))],
}
ALPHABET = ["a", "Z", "0", " ", "|", "'", '"', "\\", "\n", "\r", "\t", "%", "_", "\x00", "\u00e9", "\u65e5",
            "\U0001F600", "\u2028", "\u0301"]


def random_value(rng, kind):
    if kind == "int64":
        return rng.choice([rng.randint(INT64_MIN, INT64_MAX), rng.randint(-1000, 1000),
                           rng.choice([1, -1]) * (1 << rng.randrange(63))])
    if kind == "string":
        return "".join(rng.choice(ALPHABET) for _ in range(rng.choice([rng.randrange(8), rng.randrange(90)])))
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "timestamp":
        low, high = rng.choice([(TS_MIN, TS_MAX), (TS_MIN, micros(1000, 1, 1)), (-10 ** 12, 10 ** 12)])
        return rng.randint(low, high)
    if kind == "date":
        day = datetime.date(1, 1, 1) + datetime.timedelta(days=rng.randrange(3652059))
        return (day.year, day.month, day.day)
    return bytes(rng.randrange(256) for _ in range(rng.randrange(70)))


def fits(kind, length, v):
    """Whether v fits STRING(length) / BYTES(length) (characters / bytes); None: MAX."""
    return length is None or kind not in ("string", "bytes") or len(v) <= length


def make_rows(rng, params, count):
    """Edge rows (each edge value of each parameter, NULL where nullable) then `count` random ones."""
    def random_row():
        return [None if p["nullable"] and rng.random() < 0.1 else random_value(rng, p["kind"]) for p in params]
    rows = []
    for i, p in enumerate(params):
        for edge in EDGES[p["kind"]] + ([None] if p["nullable"] else []):
            row = random_row()
            row[i] = edge
            rows.append(row)
    rows += [random_row() for _ in range(count)]
    return [[v if v is None or fits(p["kind"], p["length"], v) else v[:p["length"]] for p, v in zip(params, row)]
            for row in rows]


# -- schema.sql: column declarations and shard expressions ---------------------------------------
def unquote(name):
    """A name as spanlift's DDL spells it, quotes off: `shop`.`orders` -> shop.orders."""
    return ".".join(p[1:-1] if p.startswith("`") else p for p in re.findall(r"`[^`]+`|[^.]+", name))


def columns_of(schema_sql):
    """(table, column) -> (spelled name, type, generated expression or None), from spanlift's DDL."""
    out = {}
    for _, stmt in emulator.split_statements(schema_sql):
        m = re.match(r"CREATE TABLE ((?:(?:`[^`]+`|\w+)\.)?(?:`[^`]+`|\w+)) \(\n", stmt)
        if not m:
            continue
        for line in stmt.splitlines()[1:]:
            c = re.match(r"  (`[^`]+`|\w+) ((?:ARRAY<[^>]*>|\w+)(?:\(\w+\))?)(.*?),?$", line)
            if c:
                g = re.search(r" AS \((.*)\) STORED", c.group(3))
                out[(unquote(m.group(1)), unquote(c.group(1)))] = (c.group(1), c.group(2), g and g.group(1))
    return out


KEY_TEXT = {  # docs/sharding.md, "Key text"
    "int64": "CAST({} AS STRING)", "string": "{}", "bool": "CAST({} AS STRING)",
    "timestamp": "FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', {}, 'UTC')", "date": "FORMAT_DATE('%Y-%m-%d', {})",
    "bytes": "TO_HEX({})",
}


def key_text_expression(params):
    parts = ["IFNULL(%s, '')" % KEY_TEXT[p["kind"]].format(p["spelled"]) for p in params]
    return parts[0] if len(parts) == 1 else "CONCAT(%s)" % ", '|', ".join(parts)


def probe_ddl(index, function, params, expression):
    cols = ["  SpanliftRow INT64 NOT NULL"]
    cols += ["  %s %s%s" % (p["spelled"], p["type"], "" if p["nullable"] else " NOT NULL") for p in params]
    if expression:
        cols.append("  SpanliftShard INT64 NOT NULL AS (%s) STORED" % expression)
    cols.append("  SpanliftKey STRING(MAX) AS (%s) STORED" % key_text_expression(params))
    return "CREATE TABLE %s%d (\n%s\n) PRIMARY KEY (SpanliftRow)" % (PROBE, index, ",\n".join(cols))


# -- one conversion: apply, probe, compare ------------------------------------------------------
class Totals:
    def __init__(self):
        self.passed = self.failed = 0
        self.columns = {}  # language -> (columns, rows)

    def check(self, ok, text):
        print(("ok   " if ok else "FAIL ") + text, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        return ok


def convert(spanlift, case_dir, case, args, out):
    shutil.rmtree(out, ignore_errors=True)
    proc = subprocess.run([spanlift, "convert"] + args + ["-o", out, case], cwd=case_dir, capture_output=True,
                          text=True, timeout=300)
    return proc.returncode in (0, 1) and os.path.exists(os.path.join(out, "schema.sql"))


def manifest(tool, case_dir, case, args):
    proc = subprocess.run([tool] + args + [case], cwd=case_dir, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    return json.loads(proc.stdout)


SPANNER_TYPE = re.compile(r"(ARRAY<)?(\w+)")


def check_reads(t, name, db, out, declared):
    """Every read of every shard of the Python snippets (`*_READ_BETWEEN`, `*_READ_UNNEST`) runs
    on the schema as written: table, index hint and columns named as Spanner names them."""
    path = os.path.join(out, "snippets", "python", "spanlift_shards.py")
    spec = importlib.util.spec_from_file_location(f"reads_{abs(hash(out))}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    reads = sorted((k, v) for k, v in vars(module).items() if k.endswith(("_READ_BETWEEN", "_READ_UNNEST")))
    failed = []
    for key, sql in reads:
        m = re.search(r"FROM ((?:`[^`]+`\.)?`[^`]+`).* AND `([^`]+)` BETWEEN @start", sql)
        params = types = None
        if m:  # typed NULL bounds: the query is planned and run, and reads nothing
            code = SPANNER_TYPE.match(declared[(unquote(m.group(1)), m.group(2))][1]).group(2)
            params, types = {"start": None, "end": None}, {"start": {"code": code}, "end": {"code": code}}
        try:
            db.query(sql, params, types)
        except emulator.SpannerError as e:
            failed.append(f"{key}: {e}")
    t.check(not failed, f"{name}: the {len(reads)} shard-read queries of the snippets run on the emulator"
            + (": " + "; ".join(failed)[:600] if failed else ""))


def check_conversion(ctx, name, out, spec):
    """Applies out/schema.sql, probes every shard column of `spec` (the manifest), compares."""
    t = ctx.totals
    schema_sql = open(os.path.join(out, "schema.sql"), encoding="utf-8").read()
    db = ctx.emu.database()
    try:
        db.update_ddl([s for _, s in emulator.split_statements(schema_sql)])
    except emulator.SpannerError as e:
        t.check(False, f"{name}: schema.sql rejected by the emulator: {e}")
        return
    t.check(True, f"{name}: schema.sql accepted ({len(spec['shards'])} shard columns)")
    declared = columns_of(schema_sql)
    check_reads(t, name, db, out, declared)
    names = snippet_calls.function_names(os.path.join(out, "snippets"))
    functions = len(spec["shards"]) + 2 * len(spec["bit_reversed"])
    if not t.check(all(len(n) == functions for n in names.values()),
                   f"{name}: every language defines the {functions} functions of the manifest"):
        return
    calls = {lang: [] for lang in names}
    calls["reference"] = []
    probes, inserted, read, unlike = [], 0, 0, []
    for i, f in enumerate(spec["shards"]):
        params = []
        for p in f["params"]:
            spelled, typ, _ = declared[(f["table"], p["column"])]
            m = re.search(r"\((\d+)\)", typ)
            params.append(dict(p, spelled=spelled, type=typ, length=int(m.group(1)) if m else None))
        expression = None if f["crc32"] else declared[(f["table"], f["column"])][2]
        probes.append(probe_ddl(i, f, params, expression))
        rows = make_rows(ctx.rng, params, ctx.rows)
        f["rows"], f["params_full"] = rows, params
    db.update_ddl(probes)
    for i, f in enumerate(spec["shards"]):
        params, rows = f["params_full"], f["rows"]
        db.insert(f"{PROBE}{i}", ["SpanliftRow"] + [p["column"] for p in params],
                  [[str(r)] + [None if v is None else REST[p["kind"]](v) for p, v in zip(params, row)]
                   for r, row in enumerate(rows)])
        inserted += len(rows)
        # FARM_FINGERPRINT columns: also the shard of the key text (docs/sharding.md) the probe's
        # second generated column prints, so the schema's expression is known to hash that text.
        farm = "" if f["crc32"] else f"SpanliftShard, ABS(MOD(FARM_FINGERPRINT(SpanliftKey), {f['shards']})), "
        stored = db.query(f"SELECT {farm}SpanliftKey FROM {PROBE}{i} ORDER BY SpanliftRow")
        read += len(stored)
        if farm and any(g[0] != g[1] for g in stored):
            unlike.append(f"{f['table']}.{f['column']}")
        kinds = [(p["kind"], p["nullable"]) for p in params]
        if len(stored) != len(rows):
            t.check(False, f"{name}: {f['table']}.{f['column']}: {len(stored)} of {len(rows)} rows read back")
        for row, got in zip(rows, stored):
            key = got[-1]
            want = zlib.crc32(key.encode("utf-8")) % f["shards"] if f["crc32"] else int(got[0])
            values = ["NULL" if v is None else CALL[p["kind"]](v) for p, v in zip(params, row)]
            ctx.expected.append((name, f, values, key, want))
            for lang in names:
                calls[lang].append((f"{len(ctx.snippet_dirs)}:{names[lang][i]}", kinds, values))
            calls["reference"].append((("crc:%d" if f["crc32"] else "farm:%d") % f["shards"], kinds, values))
    t.check(read == inserted, f"{name}: {inserted} rows inserted into {len(spec['shards'])} probe tables "
            f"and read back")
    farm_columns = sum(not f["crc32"] for f in spec["shards"])
    if farm_columns:
        t.check(not unlike, f"{name}: the {farm_columns} FARM_FINGERPRINT shard columns hash the key text of "
                "docs/sharding.md" + (f" (not: {', '.join(unlike)})" if unlike else ""))
    for lang, lang_calls in calls.items():
        ctx.calls.setdefault(lang, []).extend(lang_calls)
    ctx.snippet_dirs.append(os.path.join(out, "snippets"))
    ctx.columns += len(spec["shards"])


class Context:
    def __init__(self, emu, rng, rows):
        self.emu, self.rng, self.rows = emu, rng, rows
        self.totals = Totals()
        self.expected = []      # (conversion, function, call values, key text, stored value), call order
        self.calls = {}         # language -> calls, in the order of `expected`
        self.snippet_dirs = []  # the snippets folder of each conversion (K of a call `K:function`)
        self.columns = 0


def run_everywhere(t, work, reference_tool, dirs, calls):
    """language -> results of calls[language] (None: failed to build or run, printed), for the C++
    reference and every language whose toolchain is present (a missing one is reported)."""
    results = {"reference": snippet_calls.run_reference(reference_tool, os.path.join(work, "reference"),
                                                        calls["reference"])}
    for lang, _, _ in snippet_calls.LANGUAGES:
        missing = snippet_calls.missing_tools(lang)
        if missing:
            print(f"SKIPPED {lang}: missing {', '.join(missing)}")
            t.check(os.environ.get("CI") != "true", f"{lang}: toolchain present (required under CI=true)")
            continue
        results[lang] = snippet_calls.run_language(lang, os.path.join(work, lang), dirs, calls[lang])
    return results


def compare_languages(ctx, work, reference_tool):
    t = ctx.totals
    for lang, got in run_everywhere(t, work, reference_tool, ctx.snippet_dirs, ctx.calls).items():
        got = got or [None] * len(ctx.expected)
        bad = [(e, g) for e, g in zip(ctx.expected, got) if g is None or int(g) != e[4]]
        for (name, f, values, key, want), g in sorted(bad, key=lambda b: len("".join(b[0][2])))[:5]:
            print(f"    {lang}: {name} {f['table']}.{f['column']} values {values} key text {key!r}: "
                  f"Spanner {want}, {lang} {g}")
        t.check(not bad, f"{lang}: {len(got) - len(bad)}/{len(got)} rows over {ctx.columns} shard columns "
                f"equal the values Spanner stored")


# -- the cases ------------------------------------------------------------------------------
def golden_cases(root):
    """(name, case folder, file, args) of every golden convert input; identical inputs once."""
    seen = set()
    for area in GOLDEN_AREAS:
        for dialect in sorted(os.listdir(os.path.join(root, area))):
            d = os.path.join(root, area, dialect)
            for case in sorted(f for f in os.listdir(d) if f.endswith(".sql") and ".expected." not in f):
                args_path = os.path.join(d, case[:-4] + ".args")
                args = open(args_path).read().split() if os.path.exists(args_path) else []
                key = (open(os.path.join(d, case), "rb").read(), tuple(args))
                if key not in seen:
                    seen.add(key)
                    yield f"golden {area}/{dialect}/{case[:-4]}", d, case, ["--from", dialect] + args


# 1 to 4 key parts; every kind appears first, alone, and in composites. `s20` is a STRING(20).
TYPE_CASES = [
    ["int64"], ["string"], ["bool"], ["timestamp"], ["date"], ["bytes"], ["s20"],
    ["timestamp", "int64"], ["int64", "string"], ["date", "bytes"], ["bool", "timestamp"],
    ["string", "date", "bool"], ["bytes", "int64", "timestamp"],
    ["timestamp", "string", "int64", "bytes"], ["date", "bool", "s20", "timestamp"],
]
PG_TYPES = {"int64": "bigint", "string": "text", "s20": "varchar(20)", "bool": "boolean",
            "timestamp": "timestamp with time zone", "date": "date", "bytes": "bytea", "numeric": "numeric"}


def dedicated_schema(path):
    """Tables t_<kinds>: key (a, b, c, d) NOT NULL, an index on the nullable twins (na, nb, ...);
    the policy makes `a` and `na` hot so both get a shard column. n_* cover NUMERIC."""
    lines = ["-- Written by tests/emulator/shard_values_test.py: 1 to 4 key parts of every hashable type."]
    for kinds in TYPE_CASES:
        table = "t_" + "_".join(kinds)
        parts = "abcd"[:len(kinds)]
        cols = [f"  {p} {PG_TYPES[k]} NOT NULL" for p, k in zip(parts, kinds)]
        cols += [f"  n{p} {PG_TYPES[k]}" for p, k in zip(parts, kinds)]
        lines.append(f"CREATE TABLE {table} (\n" + ",\n".join(cols) + f",\n  PRIMARY KEY ({', '.join(parts)})\n);")
        lines.append(f"CREATE INDEX {table}_n ON {table} ({', '.join('n' + p for p in parts)});")
    lines.append("CREATE TABLE n_mixed (\n  a timestamp with time zone NOT NULL,\n  b numeric NOT NULL,\n"
                 "  PRIMARY KEY (a, b)\n);")
    lines.append("CREATE TABLE n_only (\n  a numeric NOT NULL,\n  PRIMARY KEY (a)\n);")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(path[:-4] + ".toml", "w") as f:
        f.write('strategy = "shard"\nskewed = ["a", "na"]\n')


def check_numeric(ctx, out, spec):
    """NUMERIC is not hashed: left out of n_mixed's shard column; n_only gets none, with a finding."""
    t = ctx.totals
    mixed = [f for f in spec["shards"] if f["table"] == "n_mixed"]
    t.check(len(mixed) == 1 and [p["column"] for p in mixed[0]["params"]] == ["a"],
            "numeric: n_mixed's shard column hashes only the TIMESTAMP part, not the NUMERIC one")
    if mixed and not mixed[0]["crc32"]:
        expr = columns_of(open(os.path.join(out, "schema.sql")).read()).get(("n_mixed", mixed[0]["column"]))
        t.check(bool(expr and expr[2]) and not re.search(r"\bb\b", expr[2]),
                "numeric: n_mixed's generated expression does not read the NUMERIC column")
    report = open(os.path.join(out, "report.md"), encoding="utf-8").read()
    t.check(not [f for f in spec["shards"] if f["table"] == "n_only"] and "no key column can be hashed" in report,
            "numeric: n_only (NUMERIC key) gets no shard column and a finding saying why")


def arguments(description, *extra):
    """The emulator tests' command line: the tools ctest passes, a work folder, a seed; extra:
    (flag, keyword arguments) pairs. Skips (77) when the emulator is missing, then empties work."""
    ap = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--spanlift", required=True, type=os.path.abspath)
    ap.add_argument("--manifest-tool", required=True, type=os.path.abspath)
    ap.add_argument("--reference-tool", required=True, type=os.path.abspath)
    ap.add_argument("--work", required=True, type=os.path.abspath)
    ap.add_argument("--seed", type=int, default=20261125)
    for flag, options in extra:
        ap.add_argument(flag, **options)
    args = ap.parse_args()
    emulator.skip_if_missing()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    return args


def main():
    args = arguments(__doc__, ("--golden", {"default": os.path.join(ROOT, "tests", "golden")}),
                     ("--rows", {"type": int, "default": 500, "help": "random rows per shard column (plus edges)"}))
    print(f"seed {args.seed} (--seed to repeat), {args.rows} random rows per shard column plus edge rows")
    dedicated = os.path.join(args.work, "dedicated")
    os.makedirs(dedicated)
    dedicated_schema(os.path.join(dedicated, "shard_types.sql"))
    cases = list(golden_cases(args.golden))
    base = ["--from", "postgres", "--policy", "shard_types.toml"]
    cases += [("types farm_fingerprint", dedicated, "shard_types.sql", base),
              ("types crc32", dedicated, "shard_types.sql", base + ["--hash", "crc32"])]
    with emulator.started() as emu:
        ctx = Context(emu, random.Random(args.seed), args.rows)
        for number, (name, case_dir, case, case_args) in enumerate(cases):
            out = os.path.join(args.work, f"case{number}")
            if not ctx.totals.check(convert(args.spanlift, case_dir, case, case_args, out), f"{name}: converted"):
                continue
            spec = manifest(args.manifest_tool, case_dir, case, case_args)
            if name.startswith("types"):
                check_numeric(ctx, out, spec)
            if spec["shards"]:
                check_conversion(ctx, name, out, spec)
        compare_languages(ctx, os.path.join(args.work, "languages"), args.reference_tool)
    t = ctx.totals
    print(f"{ctx.columns} shard columns, {len(ctx.expected)} rows compared per language")
    print(f"{t.passed} passed, {t.failed} failed")
    return 1 if t.failed else 0


if __name__ == "__main__":
    sys.exit(main())
