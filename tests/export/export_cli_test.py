#!/usr/bin/env python3
"""`spanlift export` on bad input and its guarantees (docs/export.md "Bad input", "Layout"):

- a dump cut off in the middle of a row, a row with the wrong number of values, a COPY block for
  a table the schema lacks, INSERT ... SELECT, a disk that fills (a file size limit): exit 2, a
  `file:line:col` error, and nothing left that looks like an export (no spanner-export.json, no
  temporary folder);
- values Spanner cannot hold under --bad-values fail / null / skip-row: reported per row with
  table, column, reason and the value's start; the counts in README.md and bad-values.txt;
- the same input gives byte-identical files; stdin and a non-empty directory are refused;
- files of bounded size, rows cut into chunks of consecutive rows (--files-per-table), each
  chunk's rows in dump order, every file read back by python3-avro.

    tests/export/export_cli_test.py SPANLIFT
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import export_reader  # noqa: E402

SCHEMA = """CREATE TABLE t (id INT NOT NULL PRIMARY KEY, d DATE NULL, n VARCHAR(5) NOT NULL);
"""


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, name, detail=""):
        print(("ok   " if ok else "FAIL ") + name + ("" if ok or not detail else f"\n      {str(detail)[:1200]}"),
              flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed += 1


def run(spanlift, args, cwd=None, shell_prefix=None):
    cmd = [spanlift, "export", *args]
    if shell_prefix:
        cmd = ["bash", "-c", shell_prefix + ' "$@"', "bash", *cmd]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=cwd)
    return p.returncode, p.stderr


def nothing_complete(out):
    return not os.path.exists(os.path.join(out, "spanner-export.json")) and \
        not os.path.exists(os.path.join(out, ".spanlift-export.tmp"))


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def bad_input(checks, spanlift, tmp):
    cases = {
        "cut off in a string": (SCHEMA + "INSERT INTO t VALUES (1,'2020-01-01','a'),(2,'2020-0", "ends inside"),
        "cut off between values": (SCHEMA + "INSERT INTO t VALUES (1,'2020-01-01','a'),(2, NULL", "ends inside"),
        "wrong number of values": (SCHEMA + "INSERT INTO t VALUES (1,'2020-01-01');\n", "row has 2 values; it fills 3"),
        "rows of a table the schema lacks": (SCHEMA + "INSERT INTO u VALUES (1);\n", "which the schema does not define"),
        "INSERT ... SELECT": (SCHEMA + "INSERT INTO t SELECT 1, NULL, 'a';\n", "INSERT ... SELECT"),
        "COPY for a table the schema lacks": (
            "CREATE TABLE t (id integer PRIMARY KEY);\nCOPY public.u (id) FROM stdin;\n1\n\\.\n",
            "which the schema does not define"),
    }
    for name, (text, message) in cases.items():
        dump = write(tmp, "bad.sql", text)
        out = os.path.join(tmp, "bad-" + name.replace(" ", "-"))
        rc, err = run(spanlift, ["-o", out, dump])
        located = any(line.startswith(dump + ":") and ": error:" in line and message in line for line in err.splitlines())
        checks.check(rc == 2 and located and nothing_complete(out),
                     f"{name}: exit 2, file:line:col error naming it, nothing complete left", (rc, err))
    # A disk that fills: the files may grow to 64 KiB only (SIGXFSZ ignored: writes fail with EFBIG).
    rows = ",".join(f"({i},'2020-01-01','x{i % 1000}')" for i in range(1, 20001))
    dump = write(tmp, "big.sql", SCHEMA + f"INSERT INTO t VALUES {rows};\n")
    out = os.path.join(tmp, "full")
    rc, err = run(spanlift, ["--codec", "null", "-o", out, dump], shell_prefix="trap '' XFSZ; ulimit -f 64;")
    checks.check(rc == 2 and "File too large" in err and nothing_complete(out),
                 "a disk that fills: exit 2, the write error, nothing complete left", (rc, err[-600:]))
    rc, err = run(spanlift, ["-o", os.path.join(tmp, "stdin"), "-"])
    checks.check(rc == 2 and "stdin" in err, "stdin is refused (the rows are read a second time)", err)
    os.makedirs(os.path.join(tmp, "busy"), exist_ok=True)
    write(tmp, "busy/other.txt", "x")
    rc, err = run(spanlift, ["-o", os.path.join(tmp, "busy"), dump])
    checks.check(rc == 2 and "not empty" in err, "a non-empty directory is refused", err)


BAD_VALUES = SCHEMA + """INSERT INTO t VALUES (1,'2020-01-01','ok'),(2,'0000-00-00','zero'),(3,'2020-02-30','feb'),
(4,NULL,'toolong'),(5,'2021-01-01','fine');
"""


def bad_values(checks, spanlift, tmp):
    dump = write(tmp, "values.sql", BAD_VALUES)
    out = os.path.join(tmp, "values-fail")
    rc, err = run(spanlift, ["-o", out, dump])
    lines = [line for line in err.splitlines() if ": error: t." in line]
    checks.check(rc == 2 and len(lines) == 3 and nothing_complete(out),
                 "--bad-values fail: every bad value reported, exit 2, nothing written", err)
    checks.check(any(line.startswith(f"{dump}:2:") and "t.d: a zero date" in line and "'0000-00-00'" in line for line in lines)
                 and any("t.n: longer than the column's 5 characters: 'toolong'" in line for line in lines),
                 "reports name file:line, table.column, why and the value", lines)
    for policy, rows, nulled in (("null", 4, 2), ("skip-row", 2, 0)):
        out = os.path.join(tmp, "values-" + policy)
        rc, err = run(spanlift, ["--bad-values", policy, "-o", out, dump])
        ex = export_reader.read_export(out) if rc == 0 else None
        got = sorted(ex.tables["t"].rows, key=lambda r: r["id"]) if ex else []
        listed = open(os.path.join(out, "bad-values.txt")).read().splitlines() if rc == 0 else []
        readme = open(os.path.join(out, "README.md")).read() if rc == 0 else ""
        checks.check(rc == 0 and len(got) == rows and len(listed) == 3 and f"| t | {rows} | 1 |" in readme,
                     f"--bad-values {policy}: {rows} rows written, 3 values listed in bad-values.txt, README counts them",
                     (rc, err, [r["id"] for r in got], readme[-600:]))
        if policy == "null":
            checks.check([r["d"] for r in got if r["id"] in (2, 3)] == [None, None],
                         "--bad-values null: the bad dates are NULL, the NOT NULL column's row is skipped", got)


def layout(checks, spanlift, tmp):
    rows = ",".join(f"({i},'2020-01-{1 + i % 28:02d}','v{i % 997}')" for i in range(1, 60001))
    dump = write(tmp, "layout.sql", SCHEMA + f"INSERT INTO t VALUES {rows};\n")
    first, second = os.path.join(tmp, "same1"), os.path.join(tmp, "same2")
    run(spanlift, ["--threads", "1", "-o", first, dump])
    run(spanlift, ["--threads", "5", "-o", second, dump])
    cmp = filecmp.dircmp(first, second)
    names = sorted(os.listdir(first))
    checks.check(not cmp.diff_files and not cmp.left_only and not cmp.right_only
                 and all(filecmp.cmp(os.path.join(first, n), os.path.join(second, n), shallow=False)
                         for n in names if os.path.isfile(os.path.join(first, n))),
                 "the same input gives byte-identical files, with 1 encoder thread or 5", cmp.diff_files)
    out = os.path.join(tmp, "chunks")
    rc, err = run(spanlift, ["--files-per-table", "4", "-o", out, dump])
    ex = export_reader.read_export(out, rows=False) if rc == 0 else None
    files = ex.tables["t"].files if ex else []
    checks.check(rc == 0 and [f[0] for f in files] == [f"t.avro-0000{i}-of-00004" for i in range(4)]
                 and [f[1] for f in files] == [15000] * 4,
                 "--files-per-table 4: four files of 15000 consecutive rows", (rc, err, files))
    if ex:
        ids = []
        for name, _, _, _ in files:
            _, rows_, _ = export_reader._read_avro(os.path.join(out, name))
            ids.append([r["id"] for r in rows_])
        checks.check(all(f == list(range(f[0], f[0] + len(f))) for f in ids) and [f[0] for f in ids] == [1, 15001, 30001, 45001],
                     "each file holds a range of consecutive rows, in dump order", [f[:3] for f in ids])
    out = os.path.join(tmp, "bounded")
    rc, err = run(spanlift, ["--file-size", "65536", "--files-per-table", "1", "-o", out, dump])
    ex = export_reader.read_export(out) if rc == 0 else None
    files = ex.tables["t"].files if ex else []
    checks.check(rc == 0 and len(files) > 2 and all(f[3] <= 65536 for f in files) and len(ex.tables["t"].rows) == 60000,
                 f"--file-size 65536: {len(files)} files, none larger, every row in them", (rc, err, files[:4]))
    for codec in ("deflate", "null"):
        out = os.path.join(tmp, "codec-" + codec)
        rc, err = run(spanlift, ["--codec", codec, "-o", out, dump])
        ex = export_reader.read_export(out) if rc == 0 else None
        checks.check(ex is not None and {f[2] for f in ex.tables["t"].files} == {codec} and len(ex.tables["t"].rows) == 60000,
                     f"--codec {codec}: read back", (rc, err))


def sample(checks, spanlift, tmp):
    """The quick start's export of the bundled sample dump (scripts/quickstart.sh)."""
    dump = os.path.join(os.path.dirname(os.path.dirname(HERE)), "samples", "shop_mysql_dump.sql")
    out = os.path.join(tmp, "sample")
    rc, err = run(spanlift, ["-o", out, dump])
    ex = export_reader.read_export(out) if rc == 0 else None
    checks.check(ex is not None and sum(len(t.rows) for t in ex.tables.values()) == 2462,
                 "the bundled sample dump exports its 2462 rows", (rc, err))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spanlift", type=os.path.abspath)
    args = parser.parse_args()
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="spanlift-export-cli-") as tmp:
        bad_input(checks, args.spanlift, tmp)
        bad_values(checks, args.spanlift, tmp)
        layout(checks, args.spanlift, tmp)
        sample(checks, args.spanlift, tmp)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
