#!/usr/bin/env python3
"""Findings that say Spanner rejects something stay true: for each such finding code, the
unconverted Spanner form (what spanlift would write without the fix) is applied to the emulator,
which must reject it with a stable part of its message.

Each row: code, what the form shows, statements that must be accepted first, the form itself,
and the expected part of Spanner's message. A form whose `gap` is set is one the emulator accepts
although Spanner rejects it (docs/verify.md, Emulator gaps): the row then checks that the emulator
still accepts it, so the gap list stays true. Rows whose form is `("INSERT", ...)` are rows, not
DDL: Spanner checks those limits when data is written.

    check_findings_reject.py [--probe]     # --probe prints every message instead of checking

Ends with `N passed, M failed`; exit 0 / 1, 77 when the emulator is not installed.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emulator  # noqa: E402


def table(name, columns, key, extra=""):
    return f"CREATE TABLE {name} ({', '.join(columns)}) PRIMARY KEY ({', '.join(key)}){extra}"


class Accepted:
    """A form the emulator accepts although the finding says Spanner rejects it: an emulator gap
    (docs/verify.md) with its source. The row fails when the emulator starts rejecting it."""

    def __init__(self, source):
        self.source = source


NAMES_GAP = Accepted("the emulator accepts any quoted name; Spanner's DDL reference (naming "
                     "conventions): letters, digits and '_', starting with a letter")
KEYS17 = [f"k{i}" for i in range(17)]
PARENTS = [table("p0", ["k0 INT64 NOT NULL"], ["k0"])] + [
    table(f"p{d}", [f"k{i} INT64 NOT NULL" for i in range(d + 1)], [f"k{i}" for i in range(d + 1)],
          f", INTERLEAVE IN PARENT p{d - 1}") for d in range(1, 8)]
T = table("t", ["id INT64 NOT NULL", "a INT64"], ["id"])

# code, what, setup, form, expected part of Spanner's message (or Accepted(source): a gap)
ROWS = [
    ("C001", "unsigned BIGINT above INT64 (a row)", [table("t", ["id INT64 NOT NULL", "n INT64"], ["id"])],
     ("INSERT", "t", ["id", "n"], [["1", str(2**63)]]), "Could not parse 9223372036854775808"),
    ("C002", "DECIMAL(30,0) value in NUMERIC (a row)", [table("t", ["id INT64 NOT NULL", "n NUMERIC"], ["id"])],
     ("INSERT", "t", ["id", "n"], [["1", "1" + "0" * 29]]), "supports 38 digits of precision and 9 digits of scale"),
    ("C004", "INTERVAL column", [],
     table("t", ["id INT64 NOT NULL", "lasts INTERVAL"], ["id"]), "Encountered 'INTERVAL'"),
    ("C008", "JSON key column", [],
     table("t", ["doc JSON NOT NULL"], ["doc"]), "has type JSON, but is part of the primary key"),
    ("C008", "ARRAY key column", [],
     table("t", ["tags ARRAY<STRING(MAX)> NOT NULL"], ["tags"]), "has type ARRAY, but is part of the primary key"),
    ("C009", "array of arrays", [],
     table("t", ["id INT64 NOT NULL", "grid ARRAY<ARRAY<INT64>>"], ["id"]), "Array of arrays type is not supported"),
    ("C012", "STRING value over 2,621,440 characters (a row)",
     [table("t", ["id INT64 NOT NULL", "s STRING(MAX)"], ["id"])],
     ("INSERT", "t", ["id", "s"], [["1", "x" * 2621441]]), "exceeds the maximum size limit for this column"),
    ("C020", "zero date default", [],
     table("t", ["id INT64 NOT NULL", "published TIMESTAMP NOT NULL DEFAULT ('0000-00-00 00:00:00')"],
           ["id"]), "Could not cast literal"),
    ("C020", "source function default", [],
     table("t", ["id INT64 NOT NULL", "score FLOAT64 DEFAULT (rand())"], ["id"]),
     "Unsupported built-in function: RAND"),
    ("C022", "source function in a generated column", [],
     table("t", ["id INT64 NOT NULL", "body STRING(MAX)",
                 "words STRING(MAX) AS (to_tsvector('english', body)) STORED"], ["id"]),
     "Function not found: to_tsvector"),
    ("C023", "NOT NULL on a virtual generated column", [],
     table("t", ["id INT64 NOT NULL", "qty INT64 NOT NULL", "total INT64 NOT NULL AS (qty * 2)"],
           ["id"]),
     Accepted("the emulator stores every generated column (read back as STORED); Spanner has "
              "non-stored ones: cloud.google.com/spanner/docs/generated-column/how-to")),
    ("C031", "ON DELETE SET NULL", [T],
     table("c", ["id INT64 NOT NULL", "t_id INT64",
                 "FOREIGN KEY (t_id) REFERENCES t (id) ON DELETE SET NULL"], ["id"]),
     "Encountered 'SET' while parsing: referential_action"),
    ("C032", "ON UPDATE CASCADE", [T],
     table("c", ["id INT64 NOT NULL", "t_id INT64",
                 "FOREIGN KEY (t_id) REFERENCES t (id) ON UPDATE CASCADE"], ["id"]),
     "Expecting 'DELETE' but found 'UPDATE'"),
    ("C033", "source function in a CHECK", [],
     table("t", ["id INT64 NOT NULL", "body JSON",
                 "CONSTRAINT body_is_object CHECK (jsonb_typeof(body) = 'object')"], ["id"]),
     "Function not found: jsonb_typeof"),
    ("C034", "foreign key to a missing table", [],
     table("c", ["id INT64 NOT NULL", "t_id INT64", "FOREIGN KEY (t_id) REFERENCES missing (id)"],
           ["id"]), "Table not found: missing"),
    ("C034", "foreign key between different types", [T],
     table("c", ["id INT64 NOT NULL", "t_id STRING(10)", "FOREIGN KEY (t_id) REFERENCES t (id)"],
           ["id"]), "The column types are different"),
    ("C036", "DEFERRABLE foreign key", [T],
     table("c", ["id INT64 NOT NULL", "t_id INT64",
                 "FOREIGN KEY (t_id) REFERENCES t (id) DEFERRABLE INITIALLY DEFERRED"], ["id"]),
     "but found 'DEFERRABLE'"),
    ("C040", "index prefix length", [T], "CREATE INDEX t_a ON t (a(20))", "Syntax error"),
    ("C041", "expression index", [T], "CREATE INDEX t_a ON t (ABS(a))", "Syntax error"),
    ("C042", "partial index predicate", [T], "CREATE INDEX t_a ON t (a) WHERE a > 0", "Expecting 'IS' but found '>'"),
    ("C043", "FULLTEXT index", [T], "CREATE FULLTEXT INDEX t_a ON t (a)", "Encountered 'FULLTEXT'"),
    ("C044", "SPATIAL index", [T], "CREATE SPATIAL INDEX t_a ON t (a)", "Encountered 'SPATIAL'"),
    ("C045", "index method", [T], "CREATE INDEX t_a ON t USING hash (a)", "but found 'USING'"),
    ("C046", "index on an ARRAY column", [table("t", ["id INT64 NOT NULL", "tags ARRAY<STRING(MAX)>"], ["id"])],
     "CREATE INDEX t_tags ON t (tags)", "Cannot reference ARRAY tags"),
    ("C046", "index on a JSON column", [table("t", ["id INT64 NOT NULL", "doc JSON"], ["id"])],
     "CREATE INDEX t_doc ON t (doc)", "Cannot reference JSON doc"),
    ("C047", "NULLS LAST in an index", [T], "CREATE INDEX t_a ON t (a NULLS LAST)", "but found 'NULLS'"),
    ("C050", "name with '-'", [], table("`order-items`", ["id INT64 NOT NULL"], ["id"]), NAMES_GAP),
    ("C050", "name starting with a digit", [], table("t", ["`2fa` INT64 NOT NULL"], ["`2fa`"]), "Syntax error"),
    ("C050", "name starting with '_'", [], table("t", ["`_hidden` INT64 NOT NULL"], ["`_hidden`"]), NAMES_GAP),
    ("C050", "name of 129 characters", [], table("t" * 129, ["id INT64 NOT NULL"], ["id"]), "Table name not valid"),
    ("C051", "names equal but for case", [T], table("T", ["id INT64 NOT NULL"], ["id"]), "Duplicate name in schema: T"),
    ("C051", "index named like a table", [T, table("u", ["id INT64 NOT NULL"], ["id"])],
     "CREATE INDEX u ON t (a)", "Duplicate name in schema: u"),
    ("C051", "columns equal but for case", [],
     table("t", ["k INT64 NOT NULL", "id INT64", "ID INT64"], ["k"]), "Duplicate column name"),
    ("C080", "17 key columns", [], table("t", [f"{k} INT64 NOT NULL" for k in KEYS17], KEYS17),
     "has too many keys (17); the limit is 16"),
    ("C080", "index with 17 key columns", [table("t", ["id INT64 NOT NULL"] + [f"{k} INT64" for k in KEYS17], ["id"])],
     f"CREATE INDEX t_wide ON t ({', '.join(KEYS17)})", "has too many keys (18); the limit is 16"),
    ("C081", "key over 8 KiB (a row)", [table("t", ["a STRING(MAX) NOT NULL"], ["a"])],
     ("INSERT", "t", ["a"], [["x" * 8193]]), "which exceeds the maximum of 8192"),
    ("C082", "1,025 columns", [],
     table("t", ["id INT64 NOT NULL"] + [f"c{i} INT64" for i in range(1024)], ["id"]), "has too many columns; the limit is 1024"),
    ("C083", "STRING length over 2,621,440", [],
     table("t", ["id INT64 NOT NULL", "s STRING(2621441)"], ["id"]), "Allowed length range: [1, 2621440]"),
    ("C083", "BYTES length over 10,485,760", [],
     table("t", ["id INT64 NOT NULL", "b BYTES(10485761)"], ["id"]), "Allowed length range: [1, 10485760]"),
    ("C083", "STRING(0)", [], table("t", ["id INT64 NOT NULL", "s STRING(0)"], ["id"]), "Bad length for column t.s: 0"),
    ("C084", "33 indexes on one table", [T],
     [f"CREATE INDEX t_a{i} ON t (a)" for i in range(33)],
     Accepted("the emulator allows 128 indexes per table; Spanner's quota page says 32 [QUOTA]")),
    ("C084", "129 indexes on one table (the emulator's limit)", [T],
     [f"CREATE INDEX t_a{i} ON t (a)" for i in range(129)], "too many indices"),
    ("H007", "interleaved 8 levels deep", PARENTS[:-1], PARENTS[-1], "is too deeply nested; the limit is 7"),
]


def attempt(db, form):
    """None when Spanner accepts the form, else its message."""
    try:
        if isinstance(form, tuple) and form[0] == "INSERT":
            db.insert(form[1], form[2], form[3])
        else:
            db.update_ddl(form if isinstance(form, list) else [form])
    except emulator.SpannerError as e:
        return e.message
    return None


def main():
    probe = "--probe" in sys.argv
    passed = failed = 0
    with emulator.started() as emu:
        for code, what, setup, form, expected in ROWS:
            db = emu.database()
            label = f"{code} {what}"
            try:
                db.update_ddl(setup)
            except emulator.SpannerError as e:
                print(f"FAIL {label}: setup rejected: {e.message}")
                failed += 1
                continue
            message = attempt(db, form)
            if probe:
                print(f"{label}: {message!r}"[:400], flush=True)
                continue
            if isinstance(expected, Accepted):
                if message is None:
                    print(f"ok   {label}: emulator gap, accepted as listed ({expected.source})", flush=True)
                    passed += 1
                else:
                    print(f"FAIL {label}: the emulator now rejects it ({message[:200]}): remove the "
                          "gap from this row and docs/verify.md")
                    failed += 1
            elif message is not None and expected in message:
                print(f"ok   {label}: rejected ({message[:120]})", flush=True)
                passed += 1
            else:
                print(f"FAIL {label}: {'accepted' if message is None else 'rejected with ' + message}")
                failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
