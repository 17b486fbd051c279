"""Every case of cases.py applied on the Cloud Spanner emulator: OLD, its rows, then the migration
`spanlift diff` wrote (DDL batch by batch, data steps between them); the stored schema must equal
NEW (`spanlift diff NEW stored` finds no change: compared as models) and every row inserted into
OLD must still be there with its values. NEW applied to a fresh database and read back must give
no change either. Exits 77 (skipped, with a message) without the emulator. One line per check."""

import base64
import re
import contextlib
import subprocess
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "emulator"))

import emulator  # noqa: E402

import cases  # noqa: E402
import migration  # noqa: E402


@contextlib.contextmanager
def dropped(db):
    try:
        yield db
    finally:
        db.drop()


def apply_ddl(db, text):
    # The emulator rejects a `--` comment inside a statement (a renamed-from comment before a
    # column): whole-line comments are left out.
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("--"))
    db.update_ddl([s for _, s in emulator.split_statements(text)])


def apply_migration(db, sql):
    """DDL statements of one batch in one UpdateDatabaseDdl call; each data step in a transaction."""
    batch, current = None, []
    for kind, number, statement in migration.steps(sql) + [("end", -1, "")]:
        if current and (kind != "ddl" or number != batch):
            db.update_ddl(current)
            current = []
        if kind == "ddl":
            batch = number
            current.append(statement)
        elif kind == "data":
            db.execute_dml([statement])


def search_indexes_back(stored, new_text):
    """Emulator gaps (528.0.0): GetDatabaseDdl prints a search index as CREATE INDEX on the same
    columns and STORING. NEW's search indexes are read back as such again (the cases give them no
    clause the emulator leaves out: PARTITION BY, ORDER BY, WHERE, OPTIONS)."""
    for name in re.findall(r"CREATE\s+SEARCH\s+INDEX\s+([\w.`]+)", new_text, re.I):
        name = re.escape(name.replace("`", ""))
        stored = re.sub(rf"CREATE INDEX ({name}) ON", r"CREATE SEARCH INDEX \1 ON", stored, flags=re.I)
    # A TOKENLIST column is HIDDEN (the emulator requires it) and prints as STORED without HIDDEN.
    return re.sub(r"(TOKENLIST AS \(.*\)) STORED,", r"\1 HIDDEN,", stored)


def stored_matches(spanlift, db, new_text):
    """Problems when the database's schema differs from NEW (both directions: any Change counts)."""
    stored = search_indexes_back(";\n\n".join(db.ddl()) + ";\n", new_text)
    _, sql, err = migration.run_diff(spanlift, new_text, stored, ["--allow-drop", "--allow-recreate"])
    head = sql.splitlines()[0] if sql else ""
    if " 0 changes" not in head:
        return [f"stored schema differs from NEW: {head}\n{sql[:1500]}\n{err[:500]}\nstored:\n{stored}"]
    return []


def rows_of(db, table, columns):
    rows = db.query(f"SELECT {', '.join(columns)} FROM {table}")
    return sorted(rows, key=repr)


def same_rows(before, after):
    """Equal, BYTES read back as base64 (a STRING -> BYTES change keeps the bytes)."""
    def same(a, b):
        return a == b or (isinstance(a, str) and isinstance(b, str) and base64.b64encode(a.encode()).decode() == b)
    return len(before) == len(after) and all(len(r) == len(s) and all(map(same, r, s)) for r, s in zip(before, after))


def check_migration(spanlift, emu, case):
    with dropped(emu.database()) as db:
        return migrate(spanlift, db, case)


def migrate(spanlift, db, case):
    apply_ddl(db, case["old"])
    before = {}
    for table, columns, rows in case.get("rows", []):
        db.insert(table, columns, rows)
        before[table] = (columns, rows_of(db, table, columns))
    _, sql, err = migration.run_diff(spanlift, case["old"], case["new"], case.get("flags", []),
                                     config=case.get("config"))
    try:
        apply_migration(db, sql)
    except emulator.SpannerError as e:
        return [f"migration rejected: {e.message[:300]}\n{sql}"]
    problems = stored_matches(spanlift, db, case["new"]) if case.get("applies", True) else []
    for table, (columns, rows) in before.items():
        # A declared rename: the rows are read back under NEW's names.
        table_after, columns_after = case.get("after", {}).get(table, (table, columns))
        after = rows_of(db, table_after, columns_after)
        if not same_rows(rows, after):
            problems.append(f"rows of {table} changed: {rows} -> {after}")
    return problems


def check_fresh(spanlift, emu, case):
    with dropped(emu.database()) as db:
        return fresh(spanlift, db, case)


def fresh(spanlift, db, case):
    try:
        apply_ddl(db, case["new"])
    except emulator.SpannerError as e:
        return [f"NEW rejected: {e.message[:300]}"]
    return stored_matches(spanlift, db, case["new"])


FK_OLD = """CREATE TABLE P (K STRING(10) NOT NULL) PRIMARY KEY (K);
CREATE TABLE T (Id INT64 NOT NULL, R STRING(10)) PRIMARY KEY (Id);
ALTER TABLE T ADD CONSTRAINT FK_TP FOREIGN KEY (R) REFERENCES P (K);
"""


def check_verify_flag(spanlift, emu):
    """`spanlift diff --verify` on the same emulator: a good migration passes; one Spanner rejects
    (a foreign key column's type no longer matches the key it references) is D012."""
    address = emu.rest.split("://", 1)[-1].split("/", 1)[0]
    good = cases.CASES[[c["name"] for c in cases.CASES].index("add-not-null-backfill")]
    problems = []
    for old, new, want_code, want_finding in [(good["old"], good["new"], 0, None),
                                              (FK_OLD, FK_OLD.replace("R STRING(10)", "R BYTES(10)"), 1, "D012")]:
        with tempfile.TemporaryDirectory() as d:
            paths = [os.path.join(d, "old.sql"), os.path.join(d, "new.sql")]
            for path, text in zip(paths, (old, new)):
                with open(path, "w") as f:
                    f.write(text)
            p = subprocess.run([spanlift, "diff", "--verify", "--emulator", address, *paths],
                               capture_output=True, text=True, timeout=300)
        found = migration.codes(p.stderr)
        if p.returncode != want_code or (want_finding not in found if want_finding else found != ["D008"]):
            problems.append(f"exit {p.returncode} (expected {want_code}), codes {found}: {p.stderr[:600]}")
    return problems


def main():
    args = migration.arguments()
    tally = migration.Tally()
    with emulator.started() as emu:
        for case in cases.CASES:
            if args.case and case["name"] != args.case or not case.get("emulator", True):
                continue
            for label, check in (("migration", check_migration), ("fresh NEW read back", check_fresh)):
                try:
                    problems = check(args.spanlift, emu, case)
                except emulator.SpannerError as e:
                    problems = [f"emulator: {e.message[:300]}"]
                tally.record(f"{case['name']} ({label})", problems)
        if not args.case:
            tally.record("diff --verify", check_verify_flag(args.spanlift, emu))
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
