#!/usr/bin/env python3
"""End-to-end checks of the spanlift command line: exit codes, formats, stdin, diagnostics.

Each row: (name, args, stdin, expected exit code, text that stdout must contain, text that
stderr must contain). `{tmp}` in args is a scratch directory; `{samples}` the samples folder.
"""
import json
import os
import subprocess
import sys
import tempfile

ROWS = [
    ("version", ["--version"], None, 0, "spanlift ", ""),
    ("help", ["--help"], None, 0, "inspect", ""),
    ("inspect help", ["inspect", "--help"], None, 0, "--from", ""),
    ("no command", [], None, 2, "", "subcommand"),
    ("unknown option", ["inspect", "--bogus", "x.sql"], None, 2, "", "bogus"),
    ("bad --from", ["inspect", "--from", "oracle", "x.sql"], None, 2, "", "oracle"),
    ("missing file", ["inspect", "{tmp}/missing.sql"], None, 2, "", "cannot open input"),
    ("stdin mysql", ["inspect", "--format", "json", "-"], "CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;", 0, '"name": "t"', ""),
    ("stdin postgres", ["inspect", "--from", "postgres", "--format", "json", "-"], "CREATE TABLE t (id serial PRIMARY KEY);", 0, '"dialect": "postgres"', ""),
    ("stdin spanner", ["inspect", "--from", "spanner", "--format", "json", "-"],
     "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id);", 0, '"dialect": "spanner"', ""),
    ("detected spanner", ["inspect", "-"],
     "CREATE TABLE p (id INT64) PRIMARY KEY (id);\nCREATE TABLE c (id INT64, n STRING(MAX)) PRIMARY KEY (id),\n"
     "  INTERLEAVE IN PARENT p ON DELETE CASCADE;", 0, "INTERLEAVE IN PARENT p ON DELETE CASCADE", ""),
    ("spanner syntax error then more", ["inspect", "--from", "spanner", "-"],
     "CREATE TABLE a (id STRING) PRIMARY KEY (id);\nCREATE TABLE b (id INT64) PRIMARY KEY (id);\n", 1, "table b",
     "-:1:20: error: invalid column type: STRING needs a length"),
    ("syntax error then more", ["inspect", "--from", "mysql", "-"], "CREATE TABLE a (id INT,, x INT);\nCREATE TABLE b (id INT);\n", 1, "table b", "-:1:"),
    ("only garbage", ["inspect", "--from", "mysql", "-"], "CRATE TABLE x (id INT);\n", 2, "", "P003"),
    ("empty input", ["inspect", "-"], "", 0, "0 tables", ""),
    ("sample mysql", ["inspect", "{samples}/shop_mysql.sql"], None, 0, "table log_entries", ""),
    ("sample postgres", ["inspect", "--format", "json", "{samples}/shop_postgres.sql"], None, 0, '"name": "audit_events_2026"', ""),
]


# Robustness rows: bad input ends in clear diagnostics and exit 1 or 2, never a crash or hang.
TEN_MB_LINE = "CREATE TABLE big (id INT, note TEXT DEFAULT '" + "x" * (10 * 1024 * 1024) + "'"
ROBUSTNESS = [
    ("truncated dump", ["inspect", "--from", "mysql", "-"],
     "CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (id INT, name VARCHAR(", (1,), "P001"),
    ("unbalanced quote", ["inspect", "--from", "postgres", "-"],
     "CREATE TABLE a (id int);\nCREATE TABLE b (note text DEFAULT 'never closed);\n", (1,), "P002"),
    ("binary garbage", ["inspect", "-"], bytes(range(256)) * 64, (1, 2), "P009"),
    ("ten megabyte line", ["inspect", "--from", "mysql", "-"], TEN_MB_LINE, (1, 2), "P00"),
    ("lone comment opener", ["inspect", "--from", "postgres", "-"], "CREATE TABLE a (id int); /* open", (1,), "P002"),
]


def run(spanlift, args, stdin):
    data = stdin if isinstance(stdin, bytes) else (stdin or "").encode()
    proc = subprocess.run([spanlift] + args, input=data, capture_output=True, timeout=60)
    return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")


def main():
    spanlift, samples = sys.argv[1], sys.argv[2]
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, args, stdin, code, out_has, err_has in ROWS:
            args = [a.format(tmp=tmp, samples=samples) for a in args]
            got_code, out, err = run(spanlift, args, stdin)
            problems = []
            if got_code != code:
                problems.append(f"exit {got_code}, expected {code}")
            if out_has not in out:
                problems.append(f"stdout lacks {out_has!r}")
            if err_has not in err:
                problems.append(f"stderr lacks {err_has!r}")
            if "--format" in args and "json" in args and got_code in (0, 1):
                try:
                    json.loads(out)
                except ValueError as e:
                    problems.append(f"stdout is not JSON: {e}")
            print(("ok   " if not problems else "FAIL ") + name + ("" if not problems else ": " + "; ".join(problems)))
            if problems:
                failed += 1
                print("     stdout:", out[:400].replace("\n", "\n     "))
                print("     stderr:", err[:400].replace("\n", "\n     "))
        for name, args, stdin, codes, err_has in ROBUSTNESS:
            got_code, out, err = run(spanlift, args, stdin)
            problems = []
            if got_code not in codes:
                problems.append(f"exit {got_code}, expected one of {codes}")
            if err_has not in err:
                problems.append(f"stderr lacks {err_has!r}")
            print(("ok   " if not problems else "FAIL ") + name + ("" if not problems else ": " + "; ".join(problems)))
            if problems:
                failed += 1
                print("     stderr:", err[:400].replace("\n", "\n     "))
        # Determinism: the same input gives byte-identical output.
        runs = {run(spanlift, ["inspect", "--format", "json", os.path.join(samples, "shop_postgres.sql")], None)[1]
                for _ in range(3)}
        if len(runs) != 1:
            failed += 1
            print("FAIL deterministic output")
        else:
            print("ok   deterministic output")
    total = len(ROWS) + len(ROBUSTNESS) + 1
    print(f"{total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
