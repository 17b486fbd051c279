"""Checks of `spanlift diff` as a command: OLD/NEW from git:REV:PATH and '-', a MySQL side
converted exactly as `spanlift convert` converts it, --fail-on and exit codes, bad input."""

import os
import subprocess
import tempfile

MYSQL_OLD = "CREATE TABLE orders (id BIGINT AUTO_INCREMENT PRIMARY KEY, total DECIMAL(10,2));\n"
MYSQL_NEW = ("CREATE TABLE orders (id BIGINT AUTO_INCREMENT PRIMARY KEY, total DECIMAL(10,2), note VARCHAR(200));\n"
             "CREATE INDEX orders_note ON orders (note);\n")
SPANNER = "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX)) PRIMARY KEY (Id);\n"


def run(args, stdin=None, cwd=None):
    return subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=120, cwd=cwd)


def write(d, name, text):
    path = os.path.join(d, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def checks(spanlift):
    """Yields (name, problem or None)."""
    with tempfile.TemporaryDirectory() as d:
        old, new = write(d, "old.sql", MYSQL_OLD), write(d, "new.sql", MYSQL_NEW)
        # A MySQL side is converted as `spanlift convert` does: OLD's conversion against itself is
        # no change, and NEW's converted DDL as a Spanner OLD gives no change either.
        converted = run([spanlift, "convert", new]).stdout
        spanner_new = write(d, "converted.sql", converted)
        p = run([spanlift, "diff", spanner_new, new])
        yield ("mysql NEW = its convert output", None if "0 changes" in p.stdout.splitlines()[0]
               else p.stdout + p.stderr)
        p = run([spanlift, "diff", old, new])
        statements = [l for l in p.stdout.splitlines() if l and not l.startswith("--")]
        yield ("mysql edit: a column and an index", None if p.returncode == 0 and
               any("ADD COLUMN note STRING(200)" in s for s in statements) and
               any(s.startswith("CREATE INDEX orders_note") for s in statements) and
               not any(s.startswith("DROP") for s in statements) else p.stdout + p.stderr)
        # git:REV:PATH through `git show`, and '-' for stdin.
        git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"]
        run(git + ["init", "-q"], cwd=d)
        write(d, "schema.sql", SPANNER)
        run(git + ["add", "schema.sql"], cwd=d)
        run(git + ["commit", "-qm", "v1"], cwd=d)
        write(d, "schema.sql", SPANNER.replace("S STRING(MAX)", "S STRING(MAX), X INT64"))
        p = run([spanlift, "diff", "git:HEAD:schema.sql", "schema.sql"], cwd=d)
        yield ("git:HEAD:PATH", None if "ALTER TABLE T ADD COLUMN X INT64;" in p.stdout else p.stdout + p.stderr)
        p = run([spanlift, "diff", "git:NOSUCHREV:schema.sql", "schema.sql"], cwd=d)
        yield ("git: bad revision is an error", None if p.returncode == 2 and "git:NOSUCHREV:schema.sql" in p.stderr
               else f"exit {p.returncode}: {p.stderr}")
        p = run([spanlift, "diff", "-", "schema.sql"], stdin=SPANNER, cwd=d)
        yield ("'-' reads stdin", None if "ALTER TABLE T ADD COLUMN X INT64;" in p.stdout else p.stdout + p.stderr)
        # Exit codes follow --fail-on: a refused drop is an error, a backfill a warning.
        dropped = write(d, "dropped.sql", "CREATE TABLE T (Id INT64 NOT NULL) PRIMARY KEY (Id);\n")
        backfill = write(d, "backfill.sql", SPANNER.replace("S STRING(MAX)", "S STRING(MAX), Y INT64 NOT NULL"))
        base = write(d, "base.sql", SPANNER)
        for name, args, want in [("drop refused: exit 1", [base, dropped], 1),
                                 ("drop refused, --fail-on never: exit 0", ["--fail-on", "never", base, dropped], 0),
                                 ("backfill warning: exit 0", [base, backfill], 0),
                                 ("backfill, --fail-on warning: exit 1", ["--fail-on", "warning", base, backfill], 1)]:
            p = run([spanlift, "diff", *args])
            yield (name, None if p.returncode == want else f"exit {p.returncode}: {p.stderr}")
        bad = write(d, "bad.sql", "CREATE TABLE T (Id INT64 NOT NULL PRIMARY KEY (Id);\n")
        p = run([spanlift, "diff", base, bad])
        yield ("bad NEW: file:line:col and exit 2", None if p.returncode == 2 and "bad.sql:1:" in p.stderr
               and not p.stdout else f"exit {p.returncode}: {p.stderr}")
        out = os.path.join(d, "migration.sql")
        p = run([spanlift, "diff", "-o", out, base, backfill])
        yield ("-o FILE", None if os.path.exists(out) and "-- batch 2" in open(out).read() else p.stderr)
        # Declared renames: a bad --rename or [renames] entry is a usage error, a rename of a MySQL
        # table follows its conversion, a wrong declaration is D017 (and nothing is renamed).
        p = run([spanlift, "diff", "--rename", "T", base, base])
        yield ("--rename without '=': exit 2", None if p.returncode == 2 and "OLD=NEW" in p.stderr else p.stderr)
        config = write(d, "bad.toml", "[renames]\nT = 1\n")
        p = run([spanlift, "diff", "--config", config, base, base])
        yield ("[renames] value not a string: file:line:col", None if p.returncode == 2 and "bad.toml:2:" in p.stderr
               else f"exit {p.returncode}: {p.stderr}")
        renamed = write(d, "renamed.sql", MYSQL_OLD.replace("orders", "purchases"))
        p = run([spanlift, "diff", "--rename", "orders=purchases", old, renamed])
        yield ("mysql sides: a declared rename", None if "ALTER TABLE orders RENAME TO purchases;" in p.stdout
               and "DROP" not in p.stdout else p.stdout + p.stderr)
        p = run([spanlift, "diff", "--rename", "nope=purchases", old, renamed])
        yield ("wrong declaration: D017, nothing renamed", None if "[D017]" in p.stderr and "RENAME" not in p.stdout
               else p.stdout + p.stderr)


def corpus_checks(spanlift, corpus):
    """Every corpus file against itself, and against its own `convert` output as a Spanner OLD
    (the deployed schema): no change. Yields (name, problem or None)."""
    manifest = os.path.join(corpus, "MANIFEST.tsv")
    if not corpus or not os.path.exists(manifest):
        return
    with open(manifest) as f:
        rows = [line.split("\t") for line in f.read().splitlines()[1:] if line.strip()]
    with tempfile.TemporaryDirectory() as d:
        for row in rows:
            path = os.path.join(corpus, row[0])
            converted = write(d, "converted.sql", run([spanlift, "convert", path]).stdout)
            for label, old in (("itself", path), ("its convert output", converted)):
                p = run([spanlift, "diff", "--fail-on", "never", old, path])
                head = p.stdout.splitlines()[0] if p.stdout else ""
                yield (f"corpus {row[0]} vs {label}", None if " 0 changes" in head else
                       f"exit {p.returncode}: {p.stdout[:800]} {p.stderr[-400:]}")
