#!/usr/bin/env python3
"""End-to-end checks of the spanlift command line: exit codes, formats, stdin, diagnostics.

Each row: (name, args, stdin, expected exit code, text that stdout must contain, text that
stderr must contain[, text that neither may contain]). `{tmp}` in args and expected texts is a
scratch directory; `{samples}` the samples folder.
"""
import difflib
import json
import os
import subprocess
import sys
import tempfile

ROWS = [
    ("version", ["--version"], None, 0, "spanlift ", ""),
    ("help", ["--help"], None, 0, "inspect", ""),
    ("inspect help", ["inspect", "--help"], None, 0, "--from", ""),
    ("no command", [], None, 2, "", "a subcommand is required: one of inspect, convert"),
    ("unknown subcommand", ["convrt", "x.sql"], None, 2, "", "unknown subcommand 'convrt'; known: inspect, convert",
     "A subcommand is required"),
    ("unknown subcommand suggests", ["lnt", "x.sql"], None, 2, "", "did you mean 'lint'?"),
    ("unknown subcommand far from all", ["frobnicate"], None, 2, "", "explain", "did you mean"),
    ("help shows names only", ["inspect", "--help"], None, 0, "auto|mysql|postgres|spanner", "", "->"),
    ("convert help shows names only", ["convert", "--help"], None, 0, "auto|mysql|mariadb", "", "{0,1"),
    ("unknown option", ["inspect", "--bogus", "x.sql"], None, 2, "", "bogus"),
    ("bad --from", ["inspect", "--from", "oracle", "x.sql"], None, 2, "",
     "'oracle' is not one of auto, mysql, postgres, spanner", "->"),
    ("bad --mysql-flavor", ["inspect", "--mysql-flavor", "percona", "x.sql"], None, 2, "",
     "'percona' is not one of auto, mysql, mariadb", "{0,"),
    ("--from any case", ["inspect", "--from", "PostGres", "--format", "json", "-"], "CREATE TABLE t (id int);", 0,
     '"dialect": "postgres"', ""),
    ("missing file", ["inspect", "{tmp}/missing.sql"], None, 2, "",
     "spanlift: error: cannot open {tmp}/missing.sql: No such file or directory [P008]", ":0:0:"),
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
    ("auto-detected dialect named in syntax errors", ["inspect", "-"], "CREATE TABLE a (id INT,, x INT) ENGINE=InnoDB;\nCREATE TABLE b (id INT);\n", 1, "table b",
     "(read as MySQL, detected automatically; --from postgres reads it as PostgreSQL)"),
    ("small postgres file detected", ["inspect", "--format", "json", "-"],
     "CREATE TABLE u (id bigint NOT NULL PRIMARY KEY, t timestamp with time zone);", 0, '"dialect": "postgres"', ""),
    ("schema elements detected", ["inspect", "-"],
     "CREATE SCHEMA s\n  CREATE TABLE a (id int PRIMARY KEY)\n  CREATE TABLE b (id int);\n", 0, "table s.b", ""),
    ("only garbage", ["inspect", "--from", "mysql", "-"], "CRATE TABLE x (id INT);\n", 2, "", "P003"),
    ("empty input", ["inspect", "-"], "", 0, "0 tables", "spanlift: warning: the input is empty"),
    ("blank input", ["inspect", "-"], "\n-- nothing\n", 0, "0 tables", "the input holds no SQL statements"),
    ("delimiter never reset", ["inspect", "-"],
     "DELIMITER //\nSET NAMES utf8; CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n", 0, "2 tables", ""),
    ("delimiter $$ never reset, procedure inside", ["inspect", "-"],
     "DELIMITER $$\nCREATE TABLE a (x int);\nCREATE PROCEDURE p() BEGIN SELECT 1; END;\nCREATE TABLE b (y int);\n", 0,
     "2 tables, 0 sequences, 0 enums, 0 domains, 1 skipped objects", ""),
    ("sample mysql", ["inspect", "{samples}/shop_mysql.sql"], None, 0, "table log_entries", ""),
    ("sample postgres", ["inspect", "--format", "json", "{samples}/shop_postgres.sql"], None, 0, '"name": "audit_events_2026"', ""),
    ("convert help", ["convert", "--help"], None, 0, "--templates", ""),
    ("convert mysql sample", ["convert", "{samples}/shop_mysql.sql"], None, 0, "CREATE TABLE companies (", "[C060]"),
    ("convert postgres sample", ["convert", "{samples}/shop_postgres.sql"], None, 0, "STORING (total)", "[C070]"),
    ("convert stdin", ["convert", "--from", "postgres", "-"], "CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid());", 0,
     "id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())", ""),
    ("convert native uuid", ["convert", "--native-uuid", "--from", "postgres", "-"], "CREATE TABLE t (id uuid PRIMARY KEY);", 0,
     "id UUID NOT NULL", ""),
    ("convert bad target", ["convert", "--target", "oracle", "x.sql"], None, 2, "", "oracle"),
    ("convert missing policy", ["convert", "--policy", "{tmp}/p.toml", "{samples}/shop_mysql.sql"], None, 2, "", "p.toml"),
    ("convert sample policy", ["convert", "--policy", "{samples}/policy.toml", "{samples}/shop_mysql.sql"], None, 0,
     "CREATE TABLE companies (", "[R0"),
    ("convert sample yaml policy", ["convert", "--policy", "{samples}/policy.yaml", "{samples}/shop_mysql.sql"], None, 0,
     "CREATE TABLE companies (", "[R0"),
    ("convert malformed yaml policy", ["convert", "--policy", "{tmp}/malformed.yaml", "{samples}/shop_mysql.sql"], None, 2,
     "", "malformed.yaml:2:1: end of sequence flow not found"),
    ("convert yaml policy wrong type", ["convert", "--policy", "{tmp}/wrong_type.yml", "{samples}/shop_mysql.sql"], None, 2,
     "", "wrong_type.yml:1:15: 'newest_first' must be true or false, not an integer"),
    ("convert policy unknown extension", ["convert", "--policy", "{tmp}/policy.json", "{samples}/shop_mysql.sql"], None, 2,
     "", "policy.json: the policy file name must end in .toml, .yaml or .yml"),
    ("convert no rewrite", ["convert", "--no-rewrite", "--from", "mysql", "-"], "CREATE TABLE e (at DATETIME PRIMARY KEY);", 0,
     "PRIMARY KEY (`at`);", ""),
    ("convert shards", ["convert", "--shards", "4", "--from", "mysql", "-"], "CREATE TABLE e (at DATETIME PRIMARY KEY);", 0,
     "'UTC')), 4))) STORED", "[R003]"),
    ("convert bad shards", ["convert", "--shards", "1", "--from", "mysql", "-"], "", 2, "", "--shards"),
    # diff takes --shards as convert does (auto too: its sides convert alike)
    ("diff shards auto", ["diff", "--shards", "auto", "{samples}/shop_mysql_dump.sql", "{samples}/shop_mysql_dump.sql"], None, 0,
     ": 0 changes", ""),
    ("diff bad shards", ["diff", "--shards", "1", "{samples}/shop_mysql.sql", "{samples}/shop_mysql.sql"], None, 2, "",
     "--shards must be a number from 2 to 4096, or auto"),
    ("convert crc32 over the policy", ["convert", "--hash", "crc32", "--policy", "{samples}/policy.toml", "--from", "mysql", "-"],
     "CREATE TABLE e (at DATETIME PRIMARY KEY);", 0, "shard_id INT64 NOT NULL,\n", "filled by the application"),
    ("convert bad hash", ["convert", "--hash", "md5", "--from", "mysql", "-"], "", 2, "", "--hash"),
    ("convert missing templates", ["convert", "--templates", "{tmp}/no-such-dir", "{samples}/shop_mysql.sql"], None, 2, "", "does not exist"),
    ("convert syntax error then more", ["convert", "--from", "mysql", "-"], "CREATE TABLE a (id INT,, x INT);\nCREATE TABLE b (id INT PRIMARY KEY);\n", 1,
     "CREATE TABLE b", "P001"),
    ("convert only garbage", ["convert", "--from", "mysql", "-"], "CRATE TABLE x (id INT);\n", 2, "", "P003"),
    ("convert missing file", ["convert", "{tmp}/missing.sql"], None, 2, "", "cannot open {tmp}/missing.sql", ":0:0:"),
    ("convert empty input", ["convert", "-"], "", 0, "", "the input is empty"),
    ("convert empty input report", ["convert", "-o", "{tmp}/empty_out", "-"], "", 0, "", "the input is empty"),
    ("convert limit error", ["convert", "--from", "postgres", "-"],
     "CREATE TABLE t (" + ", ".join(f"k{i} int" for i in range(17)) + ", PRIMARY KEY (" + ", ".join(f"k{i}" for i in range(17)) + "));",
     1, "CREATE TABLE t (", "[C080]"),
    ("lint help", ["lint", "--help"], None, 0, "--format", ""),
    ("lint timestamp key", ["lint", "--from", "mysql", "-"],
     "CREATE TABLE Users (LastAccess DATETIME NOT NULL, UserId BIGINT NOT NULL, PRIMARY KEY (LastAccess, UserId));", 1,
     "-:1:", ""),
    ("lint text code", ["lint", "--from", "mysql", "-"],
     "CREATE TABLE Users (LastAccess DATETIME NOT NULL, UserId BIGINT NOT NULL, PRIMARY KEY (LastAccess, UserId));", 1,
     "[H001]", ""),
    ("lint json", ["lint", "--from", "postgres", "--format", "json", "-"],
     "CREATE TABLE s (id uuid PRIMARY KEY DEFAULT uuid_generate_v1());", 1, '"signal": "time_ordered_uuid"', ""),
    ("lint clean", ["lint", "--from", "postgres", "-"], "CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid());", 0,
     "0 hotspot findings", ""),
    ("lint info only", ["lint", "--from", "postgres", "-"],
     "CREATE TABLE s (sid uuid PRIMARY KEY); CREATE TABLE a (aid uuid, sid uuid REFERENCES s, PRIMARY KEY (aid, sid));", 0,
     "[H004]", ""),
    ("lint disable", ["lint", "--disable", "H001,structure-limits", "--from", "mysql", "-"],
     "CREATE TABLE Users (LastAccess DATETIME NOT NULL, UserId BIGINT NOT NULL, PRIMARY KEY (LastAccess, UserId));", 0,
     "0 hotspot findings", ""),
    ("lint disable unknown", ["lint", "--disable", "H999", "-"], "", 2, "", "unknown rule 'H999'"),
    ("lint sample", ["lint", "{samples}/shop_mysql.sql"], None, 1, "[H00", ""),
    ("lint missing file", ["lint", "{tmp}/missing.sql"], None, 2, "", "cannot open {tmp}/missing.sql"),
    ("lint bad format", ["lint", "--format", "xml", "x.sql"], None, 2, "", "xml"),
    ("explain", ["explain", "H001"], None, 0, "# H001: Monotonic first key part", ""),
    ("explain lower case", ["explain", "h005"], None, 0, "## Why it matters on Spanner", ""),
    ("explain conversion code", ["explain", "C060"], None, 0, "# C060:", ""),
    ("explain unknown", ["explain", "H999"], None, 2, "", "unknown code 'H999'"),
    ("explain verify code", ["explain", "V001"], None, 0, "# V001: Statement rejected by Spanner", ""),
    ("explain --list", ["explain", "--list"], None, 0, "H001  warning  Monotonic first key part\n", ""),
    ("explain --list with a code", ["explain", "--list", "H001"], None, 2, "", "excludes"),
    ("verify help", ["verify", "--help"], None, 0, "--emulator", ""),
    ("verify bad dialect", ["verify", "--dialect", "oracle", "x.sql"], None, 2, "", "oracle"),
    ("verify bad address", ["verify", "--emulator", "nohost", "{samples}/shop_mysql.sql"], None, 2, "", "expected HOST:PORT"),
    ("convert --verify needs -o", ["convert", "--verify", "{samples}/shop_mysql.sql"], None, 2, "", "--output"),
    ("explain missing code", ["explain"], None, 2, "", "code"),
]


# Files the rows read from {tmp}.
FILES = {"malformed.yaml": "shards: [1, 2\n", "wrong_type.yml": "newest_first: 3\n", "policy.json": "{}\n"}

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
    # Issue 11, part 5: a table wider than any database allows is refused once read (bench/
    # wide_statements.sh times it); alone in its input, it leaves nothing: exit 2.
    ("600,000 columns on one line", ["inspect", "--from", "mysql", "-"],
     "CREATE TABLE wide (" + ", ".join(f"c{i} int" for i in range(600000)) + ");\n", (2,),
     "CREATE TABLE with 600000 columns: MySQL allows at most 4096 (Spanner 1024); the table is not read [P011]"),
    ("1,601 PostgreSQL columns", ["inspect", "--from", "postgres", "-"],
     "CREATE TABLE ok (id int);\nCREATE TABLE wide (" + ", ".join(f"c{i} int" for i in range(1601)) + ");\n", (1,),
     "-:2:1: error: CREATE TABLE with 1601 columns: PostgreSQL allows at most 1600"),
    # Issue 11, part 1: an input whose CREATE TABLEs all fail says so and exits non-zero.
    ("no table read", ["inspect", "--from", "mysql", "-"],
     "CREATE TABLE a (x int,, y int);\nCREATE TABLE b (y int int);\n", (2,),
     "-:1:1: error: 2 of 2 CREATE TABLE statements in this input did not become tables; the first one starts here; "
     "no table was read from it [P010]"),
]


# Statements that are not schema (issue 11, part 4): each is counted and skipped, never an error,
# and the summary line of inspect, convert -o and lint always agrees with the exit code. The last
# rows hold real errors, so the agreement check is seen to fail the run too.
NOT_SCHEMA = [
    ("mysql", "CALL p(1, 'a')", 0), ("postgres", "WITH x AS (SELECT 1) UPDATE t SET id = 2", 0),
    ("postgres", "WITH RECURSIVE r AS (SELECT 1) INSERT INTO t SELECT 1", 0), ("postgres", "REINDEX TABLE t", 0),
    ("postgres", "CLUSTER t USING t_pkey", 0), ("postgres", "VACUUM (VERBOSE, ANALYZE) t", 0),
    ("postgres", "ANALYZE t", 0), ("postgres", "NOTIFY ch, 'x'", 0), ("postgres", "LISTEN ch", 0),
    ("postgres", "UNLISTEN *", 0), ("postgres", "TRUNCATE TABLE t CASCADE", 0),
    ("postgres", "REFRESH MATERIALIZED VIEW CONCURRENTLY m", 0), ("postgres", "LOCK TABLE t IN SHARE MODE", 0),
    ("postgres", "LOCK t", 0), ("mysql", "LOCK TABLES t WRITE", 0), ("mysql", "OPTIMIZE TABLE t", 0),
    ("mysql", "REPAIR TABLE t QUICK", 0), ("mysql", "CHECK TABLE t FOR UPGRADE", 0), ("mysql", "CHECKSUM TABLE t", 0),
    ("mysql", "HANDLER t OPEN", 0), ("mysql", "FLUSH TABLES", 0), ("mysql", "RESET QUERY CACHE", 0),
    ("postgres", "DISCARD ALL", 0), ("postgres", "SECURITY LABEL FOR selinux ON TABLE t IS 'x'", 0),
    ("postgres", "IMPORT FOREIGN SCHEMA s FROM SERVER srv INTO public", 0),
    ("postgres", "DO $$ BEGIN PERFORM 1; END $$", 0), ("mysql", "DO SLEEP(0)", 0),
    ("mysql", "FOO BAR", 1), ("postgres", "CREATE TABLE u (a int,, b int)", 1),
]


def summary_errors(command, out, err):
    """The error count the command's summary line states, or None when there is no summary line."""
    import re
    if command == "inspect":
        m = re.search(r"; (\d+) errors, \d+ warnings\n$", out)
    elif command == "convert":
        m = re.search(r"input diagnostics and findings: (\d+) errors", err)
    else:
        m = re.search(r"hotspot findings: (\d+) errors[^;\n]*(?:; input: (\d+) errors)?", out)
        return None if not m else int(m.group(1)) + int(m.group(2) or 0)
    return int(m.group(1)) if m else None


def check_summary_agrees(spanlift, tmp):
    failed = 0
    for dialect, statement, errors in NOT_SCHEMA:
        stdin = "CREATE TABLE t (id int PRIMARY KEY);\n" + statement + ";\n"
        for command in ("inspect", "convert", "lint"):
            args = [command, "--from", dialect] + (["-o", os.path.join(tmp, "summary")] if command == "convert" else [])
            code, out, err = run(spanlift, args + ["-"], stdin)
            stated = summary_errors(command, out, err)
            if command == "lint":  # lint also exits 1 on hotspot warnings, which its summary counts apart
                ok = stated == errors and (code == 1 if errors else code in (0, 1))
            else:
                ok = stated == errors and code == (1 if errors else 0)
            name = f"summary agrees with exit code: {command} {dialect} {statement[:40]}"
            print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": exit {code}, summary says {stated} errors"))
            if not ok:
                failed += 1
                print("     stderr:", err[:400].replace("\n", "\n     "))
    return failed


def run(spanlift, args, stdin):
    data = stdin if isinstance(stdin, bytes) else (stdin or "").encode()
    proc = subprocess.run([spanlift] + args, input=data, capture_output=True, timeout=60)
    return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")


OUTPUT_DIR_CHECKS = ["-o DIR writes three files", "-o DIR report.json", "unwritable -o DIR leaves nothing",
                     "--templates overrides one template", "convert deterministic"]


def check_output_dir(spanlift, samples, tmp):
    """convert -o DIR: the files, their atomicity, template overrides and determinism."""
    results = []
    sample = os.path.join(samples, "shop_postgres.sql")
    out = os.path.join(tmp, "out")
    code, _, _ = run(spanlift, ["convert", "-o", out, sample], None)
    names = sorted(os.listdir(out)) if os.path.isdir(out) else []
    # shop_postgres has serial ids, which become bit-reversed sequences: snippets/ comes too; it
    # has rows, so split-points/ (a README saying its tables are too small for points) as well.
    results.append(code == 0 and names == ["report.html", "report.json", "report.md", "schema.sql", "snippets", "split-points"])
    try:
        report = json.load(open(os.path.join(out, "report.json"), encoding="utf-8"))
        results.append(report["balanced"] and report["totals"]["column"]["in"] > 0)
    except (OSError, ValueError, KeyError):
        results.append(False)
    # A directory that cannot be created (its parent is a file) or written (read-only).
    blocker = os.path.join(tmp, "blocker")
    open(blocker, "w").close()
    code, _, err = run(spanlift, ["convert", "-o", os.path.join(blocker, "out"), sample], None)
    ok = code == 2 and "cannot write" in err
    if os.getuid() != 0:
        readonly = os.path.join(tmp, "readonly")
        os.mkdir(readonly, 0o555)
        code, _, _ = run(spanlift, ["convert", "-o", readonly, sample], None)
        ok = ok and code == 2 and os.listdir(readonly) == []
    # A target that is a directory: refused before anything is replaced.
    taken = os.path.join(tmp, "taken")
    os.makedirs(os.path.join(taken, "report.json"))
    with open(os.path.join(taken, "schema.sql"), "w") as f:
        f.write("old")
    code, _, err = run(spanlift, ["convert", "-o", taken, sample], None)
    ok = ok and code == 2 and open(os.path.join(taken, "schema.sql")).read() == "old"
    ok = ok and sorted(os.listdir(taken)) == ["report.json", "schema.sql"]
    results.append(ok)
    custom = os.path.join(tmp, "templates")
    os.mkdir(custom)
    with open(os.path.join(custom, "create_index.mustache"), "w") as f:
        f.write("CREATE INDEX {{name}} ON {{table}} -- custom\n")
    _, stdout, _ = run(spanlift, ["convert", "--templates", custom, sample], None)
    results.append("CREATE INDEX idx_orders_user ON orders -- custom;" in stdout and "CREATE TABLE orders (" in stdout)
    outputs = {run(spanlift, ["convert", sample], None)[1] for _ in range(3)}
    results.append(len(outputs) == 1)
    failed = 0
    for name, ok in zip(OUTPUT_DIR_CHECKS, results):
        print(("ok   " if ok else "FAIL ") + name)
        failed += 0 if ok else 1
    return failed


def check_policy_formats(spanlift, samples):
    """samples/policy.yaml and samples/policy.toml say the same: convert gives the same bytes."""
    sample = os.path.join(samples, "shop_mysql.sql")
    toml, yaml, none = (run(spanlift, ["convert"] + policy + [sample], None)
                        for policy in (["--policy", os.path.join(samples, "policy.toml")],
                                       ["--policy", os.path.join(samples, "policy.yaml")], []))
    # The policy must change something, or the two agreeing would prove nothing.
    ok = toml[0] == 0 and toml == yaml and toml != none
    print(("ok   " if ok else "FAIL ") + "yaml policy converts as the toml one")
    if not ok:
        diff = difflib.unified_diff((toml[1] + toml[2]).splitlines(), (yaml[1] + yaml[2]).splitlines(), "toml", "yaml",
                                    lineterm="")
        print("     " + "\n     ".join(list(diff)[:40]))
    return 0 if ok else 1


HABIT_CHECKS = ["empty input: report.md says so", "binary input: stderr quotes printable excerpts only"]


def check_habits(spanlift, tmp):
    """An empty input is named as such in report.md (the row above wrote it); binary input is
    never echoed: every diagnostic line is printable and short."""
    try:
        report = open(os.path.join(tmp, "empty_out", "report.md"), encoding="utf-8").read()
    except OSError:
        report = ""
    results = ["the input is empty" in report and "Source dialect: mysql" not in report]
    garbage = bytes(range(256)) * 64 + b"CREATE TABLE t (\x01\x02 INT);\n" + bytes(range(128, 256)) * 8
    proc = subprocess.run([spanlift, "inspect", "--from", "mysql", "-"], input=garbage, capture_output=True, timeout=60)
    lines = proc.stderr.split(b"\n")
    printable = all(all(32 <= b < 127 for b in line) for line in lines)
    results.append(b"P009" in proc.stderr and printable and max(len(line) for line in lines) < 400)
    failed = 0
    for name, ok in zip(HABIT_CHECKS, results):
        print(("ok   " if ok else "FAIL ") + name)
        if not ok:
            print("     stderr:", proc.stderr[:300])
        failed += 0 if ok else 1
    return failed


def main():
    spanlift, samples = sys.argv[1], sys.argv[2]
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in FILES.items():
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                f.write(text)
        for name, args, stdin, code, out_has, err_has, *absent in ROWS:
            args = [a.format(tmp=tmp, samples=samples) for a in args]
            err_has = err_has.format(tmp=tmp)
            got_code, out, err = run(spanlift, args, stdin)
            problems = []
            if got_code != code:
                problems.append(f"exit {got_code}, expected {code}")
            if out_has not in out:
                problems.append(f"stdout lacks {out_has!r}")
            if err_has not in err:
                problems.append(f"stderr lacks {err_has!r}")
            if absent and (absent[0] in out or absent[0] in err):
                problems.append(f"output has {absent[0]!r}")
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
        failed += check_output_dir(spanlift, samples, tmp)
        failed += check_policy_formats(spanlift, samples)
        failed += check_habits(spanlift, tmp)
        failed += check_summary_agrees(spanlift, tmp)
        # Determinism: the same input gives byte-identical output.
        runs = {run(spanlift, ["inspect", "--format", "json", os.path.join(samples, "shop_postgres.sql")], None)[1]
                for _ in range(3)}
        if len(runs) != 1:
            failed += 1
            print("FAIL deterministic output")
        else:
            print("ok   deterministic output")
    total = len(ROWS) + len(ROBUSTNESS) + 2 + len(OUTPUT_DIR_CHECKS) + len(HABIT_CHECKS) + 3 * len(NOT_SCHEMA)
    print(f"{total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
