#!/usr/bin/env python3
"""The snippet vectors (tests/snippets/vectors.tsv) are what the Cloud Spanner emulator computes.

tests/snippets/run_snippets.py checks every language, and snippet_vectors the C++ reference,
against the checked-in vectors.tsv; this test re-derives every expected value on the emulator and
fails on any difference. `--write` rewrites the file (review the diff).

How each expected value is made (one SELECT per kind, values passed as typed query parameters):
- `fp HEX`: FARM_FINGERPRINT(bytes), and zlib's crc32 of the bytes (Spanner has no CRC-32);
- `KIND VALUE` (one value of a key-text kind, NULL included): ABS(MOD(FARM_FINGERPRINT(t), N))
  with N = INT64 max (keeps almost every hash bit) where t is the column's key text expression of
  docs/sharding.md, and crc32(t) mod 2^32 of the text the emulator printed (`-` for NULL);
- `multi A,B,C` (INT64, nullable STRING, nullable TIMESTAMP): the same with N = 16 and 10;
- `bitrev X`: BIT_REVERSE(X, TRUE), twice (bit_reverse and bit_unreverse give the same).
It also checks the key-text contract for every year 1..9999 (docs/sharding.md, "Years before
1000"): FORMAT_DATE and FORMAT_TIMESTAMP print the year without leading zeros.
Exits 77 with a visible SKIPPED line when the emulator is not installed.
"""
import argparse
import base64
import difflib
import os
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import emulator  # noqa: E402
import shard_values_test as shard  # noqa: E402  (KEY_TEXT, REST, micros, edge values)

VECTORS = os.path.join(ROOT, "tests", "snippets", "vectors.tsv")
FARM_N = (1 << 63) - 1
HEADER = """\
# Shard-value vectors: what Cloud Spanner computes (the emulator), for every language's snippets
# and the C++ reference (tests/snippets/run_snippets.py, snippet_vectors.cpp). Written by
# `python3 tests/emulator/vectors_test.py --write`; ctest emulator/vectors re-derives every row on
# the emulator and fails on any difference. Columns: kind, value, expected values (see that script).
"""
SPANNER_TYPES = {"int64": "INT64", "string": "STRING", "bool": "BOOL", "timestamp": "TIMESTAMP", "date": "DATE",
                 "bytes": "BYTES"}


def strings():
    """The published FARM_FINGERPRINT inputs first, then every length 1..200 (farmhash's 0-16,
    17-32, 33-64 and >64 byte paths)."""
    out = ["1footrue", "2applefalse", "3true", "alphabet", "", "a", "ab", "abc", "abcd", "hello", "12345678",
           "caf\u00e9 \u65e5\u672c \U0001F600", "pipe|and\\quote\"", "\n\t", "\x00", "a\x00b"]
    grow = ""
    for i in range(200):
        grow += chr(ord("a") + i % 26)
        out.append(grow)
    return out


def kind_values():
    ints = [0, 1, -1, 42, shard.INT64_MIN, shard.INT64_MAX, -1234567890123]
    stamps = [0, 1, -1, 1767323045123456, -86400000001, shard.TS_MIN, shard.TS_MAX, 951782400000000,
              shard.micros(63, 7, 4, 0, 59, 26, 1), shard.micros(999, 12, 31, 23, 59, 59, 999999),
              shard.micros(1000, 1, 1)]
    dates = [(1, 1, 1), (63, 7, 4), (999, 12, 31), (1000, 1, 1), (1969, 12, 31), (1970, 1, 1), (2000, 2, 29),
             (2026, 1, 2), (9999, 12, 31)]
    return [("int64", ints), ("string", strings()), ("bool", [True, False]), ("timestamp", stamps),
            ("date", dates), ("bytes", [b"", b"\x00\xff\x10", b"\x7f" * 100])]


MULTIS = [(1, "foo", 0), (-5, None, 1767323045123456), (7, "a|b", None), (0, "", shard.TS_MIN),
          (63, "x", shard.micros(63, 7, 4, 0, 59, 26, 1))]
BITREV = [0, 1, 2, 1000, (1 << 63) - 1, -3, 1 << 62, -(1 << 63)]


def array_param(kind, values):
    rest = [None if v is None else shard.REST[kind](v) for v in values]
    return rest, {"code": "ARRAY", "arrayElementType": {"code": SPANNER_TYPES[kind]}}


def text_expression(kind, name):
    return "IFNULL(%s, '')" % shard.KEY_TEXT[kind].format(name)


def select(db, sql, **arrays):
    params, types = {}, {}
    for name, (kind, values) in arrays.items():
        params[name], types[name] = array_param(kind, values)
    return db.query(sql, params, types)


def derive(db):
    """Every vector row, computed by the emulator."""
    rows = []
    data = [s.encode("utf-8") for s in strings()]
    for (fp,), d in zip(select(db, "SELECT FARM_FINGERPRINT(x) FROM UNNEST(@xs) x WITH OFFSET o ORDER BY o",
                               xs=("bytes", data)), data):
        rows.append(["fp", d.hex(), fp, str(zlib.crc32(d))])
    for kind, values in kind_values():
        values = values + [None]
        t = text_expression(kind, "x")
        got = select(db, f"SELECT ABS(MOD(FARM_FINGERPRINT({t}), {FARM_N})), {t} FROM UNNEST(@xs) x "
                         f"WITH OFFSET o ORDER BY o", xs=(kind, values))
        for (farm, text), v in zip(got, values):
            crc = "-" if v is None else str(zlib.crc32(text.encode("utf-8")))
            rows.append([kind, "NULL" if v is None else encode(kind, v), farm, crc])
    key = "CONCAT(%s, '|', %s, '|', %s)" % (text_expression("int64", "a"), text_expression("string", "b"),
                                            text_expression("timestamp", "c"))
    got = select(db, f"SELECT ABS(MOD(FARM_FINGERPRINT({key}), 16)), {key} FROM (SELECT i, @as[OFFSET(i)] AS a, "
                     f"@bs[OFFSET(i)] AS b, @cs[OFFSET(i)] AS c FROM UNNEST(GENERATE_ARRAY(0, {len(MULTIS) - 1})) i) "
                     f"ORDER BY i",
                 **{"as": ("int64", [m[0] for m in MULTIS]), "bs": ("string", [m[1] for m in MULTIS]),
                    "cs": ("timestamp", [m[2] for m in MULTIS])})
    for (farm, text), m in zip(got, MULTIS):
        value = ",".join("NULL" if v is None else encode(k, v) for k, v in zip(("int64", "string", "timestamp"), m))
        rows.append(["multi", value, farm, str(zlib.crc32(text.encode("utf-8")) % 10)])
    for x, (rev,) in zip(BITREV, select(db, "SELECT BIT_REVERSE(x, TRUE) FROM UNNEST(@xs) x WITH OFFSET o "
                                            "ORDER BY o", xs=("int64", BITREV))):
        rows.append(["bitrev", str(x), rev, rev])
    return HEADER + "".join("\t".join(r) + "\n" for r in rows)


def check_years(db):
    """docs/sharding.md's contract for every year 1..9999: %Y without leading zeros. Returns the
    years where the emulator prints something else."""
    got = db.query("SELECT y, FORMAT_DATE('%Y-%m-%d', DATE(y, 1, 1)), FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', "
                   "TIMESTAMP_ADD(TIMESTAMP(DATE(y, 12, 31), 'UTC'), INTERVAL 86399999999 MICROSECOND), 'UTC') "
                   "FROM UNNEST(GENERATE_ARRAY(1, 9999)) y ORDER BY y")
    return [r for r in got if r[1:] != [f"{r[0]}-01-01", f"{r[0]}-12-31T23:59:59.999999Z"]] + \
        ([["row count", len(got)]] if len(got) != 9999 else [])


def encode(kind, v):
    """vectors.tsv's value column: hex for strings, micros for timestamps, YYYY-MM-DD dates."""
    if kind == "date":
        return "%04d-%02d-%02d" % v
    return shard.CALL[kind](v)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help=f"rewrite {os.path.relpath(VECTORS, ROOT)}")
    args = ap.parse_args()
    emulator.skip_if_missing()
    with emulator.started() as emu:
        db = emu.database()
        text = derive(db)
        wrong_years = check_years(db)
    print(("ok   " if not wrong_years else "FAIL ") + "every year 1..9999: FORMAT_DATE / FORMAT_TIMESTAMP print it "
          f"without leading zeros, as docs/sharding.md says{'' if not wrong_years else f' (not: {wrong_years[:5]})'}")
    if args.write:
        with open(VECTORS, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {VECTORS}")
        return 1 if wrong_years else 0
    want = open(VECTORS, encoding="utf-8").read() if os.path.exists(VECTORS) else ""
    rows = [line for line in text.splitlines() if not line.startswith("#")]
    diff = list(difflib.unified_diff(want.splitlines(), text.splitlines(), "checked in", "emulator", lineterm=""))
    for line in diff[:40]:
        print("    " + line)
    print(("ok   " if not diff else "FAIL ") + f"{len(rows)} vectors in {os.path.relpath(VECTORS, ROOT)} equal "
          "what the emulator computes")
    failed = bool(diff) + bool(wrong_years)
    print(f"{2 - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
