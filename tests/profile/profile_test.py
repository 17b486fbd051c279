#!/usr/bin/env python3
"""End-to-end checks of row profiling (docs/profiling.md) against known answers.

    profile_test.py SPANLIFT [--size-mb N]

Generated dumps (bench/gen_dump.py: ids 1..rows in every table) are profiled and the rows and
highest ids compared with what the generator wrote; a dump with a malformed row gets a P013 at
the row's file:line:col; --no-profile-data reads nothing; --progress always draws a line redrawn
with '\\r' and cleared, --progress auto in a pipe draws nothing. With --size-mb (e.g. 200) the
generated dumps are that big and the peak RSS of the profiling run must stay under 100 MB.
Prints one line per check and `N passed, M failed`.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PEAK_RSS_LIMIT_MB = 100

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))


def run(args):
    """Runs a command with stdout and stderr on pipes; returns (exit code, stdout, stderr)."""
    proc = subprocess.run(args, capture_output=True, timeout=600)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def peak_rss_mb(args):
    """Peak RSS of one run, from wait4 (ru_maxrss is in KiB on Linux)."""
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.stderr.close()
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss / 1024.0


def tables_of(spanlift, dump, dialect):
    code, out, err = run([spanlift, "inspect", "--from", dialect, "--profile-data", "--format", "json", dump])
    return code, {t["name"]: t for t in json.loads(out)["tables"]} if out.strip() else {}, err


def check_generated(spanlift, tmp, size_mb):
    for dialect in ("mysql", "postgres"):
        dump = os.path.join(tmp, f"{dialect}.sql")
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_dump.py"), "--dialect", dialect,
                        "--size-mb", str(size_mb), dump], check=True, stdout=subprocess.DEVNULL)
        code, tables, err = tables_of(spanlift, dump, dialect)
        check(f"{dialect} {size_mb} MB: inspect --profile-data exits 0", code == 0, err[-500:])
        for name, t in sorted(tables.items()):
            data = t.get("data")
            if not data:
                check(f"{dialect} {name}: profiled", False, "no data")
                continue
            ids = {c["column"]: c for c in data["columns"]}.get("id", {})
            # The generator numbers rows 1..N in dump order: the highest id is the row count.
            check(f"{dialect} {name}: {data['rows']} rows, max id {ids.get('int_max')}",
                  data["rows"] > 0 and ids.get("int_max") == data["rows"] and ids.get("int_min") == 1
                  and data["malformed_rows"] == 0, json.dumps(ids)[:300])
            inc = ids.get("increasing", 0)
            check(f"{dialect} {name}: ids arrive in increasing order ({inc})", inc == 1.0)
            distinct = ids.get("distinct", 0)
            check(f"{dialect} {name}: distinct ids {distinct} within 5% of {data['rows']}",
                  abs(distinct - data["rows"]) <= 0.05 * data["rows"])
        if size_mb >= 100:
            code, rss = peak_rss_mb([spanlift, "inspect", "--from", dialect, "--profile-data", "--format", "json", dump])
            check(f"{dialect} {size_mb} MB profiled: peak RSS {rss:.1f} MB under {PEAK_RSS_LIMIT_MB} MB",
                  code == 0 and rss < PEAK_RSS_LIMIT_MB)
        os.remove(dump)


def check_findings(spanlift):
    dump = os.path.join(HERE, "data_rows.sql")
    code, tables, err = tables_of(spanlift, dump, "mysql")
    check("malformed row: P013 at its '('",
          "data_rows.sql:38:35: warning: row of tags not profiled: row has 1 values; it fills 2 columns [P013]" in err,
          err[-400:])
    tags = tables.get("tags", {}).get("data", {})
    check("malformed row: the others are read", tags.get("rows") == 2 and tags.get("malformed_rows") == 1, str(tags)[:200])
    code, out, err = run([spanlift, "inspect", "--from", "mysql", "--no-profile-data", "--format", "json", dump])
    check("--no-profile-data: nothing measured, nothing reported", '"data"' not in out and "P013" not in err)
    code, out, err = run([spanlift, "inspect", "--from", "mysql", "--format", "json", dump])
    check("inspect does not profile by default", '"data"' not in out)


def check_progress(spanlift):
    dump = os.path.join(HERE, "data_rows.sql")
    code, out, err = run([spanlift, "inspect", "--profile-data", "--progress", "always", dump])
    line = err.split("\r")[1] if err.count("\r") >= 2 else ""
    check("--progress always: a line redrawn with \\r", line.startswith("spanlift: ") and " MB/s" in line and
          " of " in line and "%" in line, repr(err[:200]))
    check("--progress always: cleared at the end", err.startswith("\r") and "\r" + " " * len(line.rstrip()) in err,
          repr(err[-200:]))
    for mode in ("auto", "never"):
        code, out, err = run([spanlift, "convert", "--progress", mode, dump])
        check(f"--progress {mode} in a pipe: no progress line", "\r" not in err and "MB/s" not in err)


def main():
    spanlift = sys.argv[1]
    size_mb = int(sys.argv[sys.argv.index("--size-mb") + 1]) if "--size-mb" in sys.argv else 2
    with tempfile.TemporaryDirectory() as tmp:
        check_findings(spanlift)
        check_progress(spanlift)
        check_generated(spanlift, tmp, size_mb)
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
