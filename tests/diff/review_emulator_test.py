#!/usr/bin/env python3
"""The review's data-dependent findings (D025-D030) checked on the Cloud Spanner emulator: what a
finding claims Spanner does, Spanner does, and its fix works. For each case, OLD is applied with
rows that do not fit NEW, then:
- `spanlift diff --format json` must report the code;
- the fix's check query ("check first: SELECT ...") counts the rows that do not fit (> 0), and
  on the same schema with only fitting rows counts 0;
- the migration (`--format sql`, batch by batch) is rejected with the bad rows, accepted without;
- a backfill fix (D025): its UPDATE run with a value, then its ALTER is accepted and keeps the default.
One line per check, then `N passed, M failed`; exits 77 (SKIPPED) without the emulator.
"""
import base64
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "emulator"))

import emulator  # noqa: E402
import migration  # noqa: E402
from diff_emulator_test import apply_ddl, apply_migration, dropped  # noqa: E402

B64 = lambda b: base64.b64encode(b).decode()  # noqa: E731

CASES = [
    {"code": "D025", "name": "not null with a NULL row",
     "old": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(20) DEFAULT ('d')) PRIMARY KEY (Id);",
     "new": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(20) NOT NULL DEFAULT ('d')) PRIMARY KEY (Id);",
     "table": "T", "columns": ["Id", "S"], "good": [["1", "a"]], "bad": [["2", None]]},
    {"code": "D026", "name": "shorter than a stored value",
     "old": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(20)) PRIMARY KEY (Id);",
     "new": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(5)) PRIMARY KEY (Id);",
     "table": "T", "columns": ["Id", "S"], "good": [["1", "abc"]], "bad": [["2", "abcdefgh"]]},
    {"code": "D027", "name": "unique index over duplicates",
     "old": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(20)) PRIMARY KEY (Id);",
     "new": "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(20)) PRIMARY KEY (Id);\nCREATE UNIQUE INDEX TByS ON T (S);",
     "table": "T", "columns": ["Id", "S"], "good": [["1", "a"], ["2", "b"]], "bad": [["3", "a"]]},
    {"code": "D028", "name": "BYTES to STRING over invalid UTF-8",
     "old": "CREATE TABLE T (Id STRING(36) NOT NULL, B BYTES(MAX)) PRIMARY KEY (Id);",
     "new": "CREATE TABLE T (Id STRING(36) NOT NULL, B STRING(MAX)) PRIMARY KEY (Id);",
     "table": "T", "columns": ["Id", "B"], "good": [["1", B64(b"ok")]], "bad": [["2", B64(b"\xff\xfe")]]},
    {"code": "D030", "name": "check over a failing row",
     "old": "CREATE TABLE T (Id STRING(36) NOT NULL, N INT64) PRIMARY KEY (Id);",
     "new": "CREATE TABLE T (Id STRING(36) NOT NULL, N INT64, CONSTRAINT NPositive CHECK (N > 0)) PRIMARY KEY (Id);",
     "table": "T", "columns": ["Id", "N"], "good": [["1", "5"]], "bad": [["2", "-1"]]},
    {"code": "D030", "name": "foreign key over a missing parent",
     "old": "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid);\n"
            "CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36)) PRIMARY KEY (Cid);",
     "new": "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid);\n"
            "CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36), CONSTRAINT CToP FOREIGN KEY (Pid) REFERENCES P (Pid))"
            " PRIMARY KEY (Cid);",
     "table": "C", "columns": ["Cid", "Pid"], "good": [["1", None]], "bad": [["2", "nobody"]]},
]


def finding(spanlift, case):
    _, out, _ = migration.run_diff(spanlift, case["old"], case["new"], ["--format", "json"])
    for f in json.loads(out)["findings"]:
        if f["code"] == case["code"]:
            return f
    return None


def check_query(fix):
    m = re.search(r"check first: (SELECT .*?)(;|$)", fix)
    return m.group(1) if m else None


def attempt(db, sql):
    """None when the migration is accepted, else Spanner's message."""
    try:
        apply_migration(db, sql)
        return None
    except emulator.SpannerError as e:
        return str(e)


def run_case(spanlift, emu, case, tally):
    label = f"{case['code']} {case['name']}"
    f = finding(spanlift, case)
    tally.record(f"{label}: reported", [] if f else ["no finding"])
    if not f:
        return
    _, sql, _ = migration.run_diff(spanlift, case["old"], case["new"])
    query = check_query(f["fix"])
    for rows, fits in ((case["good"], True), (case["good"] + case["bad"], False)):
        with dropped(emu.database()) as db:
            apply_ddl(db, case["old"])
            db.insert(case["table"], case["columns"], rows)
            what = "fitting rows" if fits else "a row that does not fit"
            if query:
                result = db.query(query)  # a COUNT(*), or the duplicate groups (D027)
                count = len(result) if " GROUP BY " in query else int(result[0][0])
                tally.record(f"{label}: the fix's check query with {what}",
                             [] if (count == 0) == fits else [f"{query} counted {count}"])
            error = attempt(db, sql)
            tally.record(f"{label}: migration with {what} " + ("accepted" if fits else "rejected"),
                         [] if (error is None) == fits else [error or "accepted", sql])
            backfill = re.match(r"backfill first, then set it: (UPDATE .*?);", f["fix"])
            if backfill and not fits:
                db.execute_dml([backfill.group(1).replace("<value>", "'filled'")])
                alter = f["fix"][backfill.end():].strip()
                try:
                    db.update_ddl([alter])
                    error = None
                except emulator.SpannerError as e:
                    error = str(e)
                tally.record(f"{label}: the fix's ALTER accepted after its backfill", [] if error is None else [error, alter])
                ddl = " ".join(db.ddl())
                tally.record(f"{label}: the fix keeps the default", [] if "DEFAULT" in ddl or "DEFAULT" not in case["new"]
                             else [ddl])


def main():
    args = migration.arguments()
    tally = migration.Tally()
    with emulator.started() as emu:
        for case in CASES:
            run_case(args.spanlift, emu, case, tally)
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
