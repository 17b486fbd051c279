"""Real schema history (tests/diff/history/<pair>/: one file of a public project at two commits,
SOURCE names the repository, path, commits, dialect and license). For every pair, on the Cloud
Spanner emulator: OLD as `spanlift convert` writes it, rows in every table, then the migration
`spanlift diff --allow-drop --allow-recreate OLD NEW` plans (DDL batch by batch, data steps
between them). The stored schema must equal NEW as `spanlift convert` writes it (compared as
models by `spanlift diff`, both directions) and every row must keep the values of the columns that
both OLD and NEW have. A pair whose SOURCE has `emulator: no (reason)` uses kinds the emulator
lacks: its migration is checked as text (NEW against itself is empty, the plan's statements read
back through the Spanner grammar). Exits 77 (skipped, with a message) without the emulator."""

import base64
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "emulator"))

import emulator  # noqa: E402

import diff_emulator_test as applied  # noqa: E402
import migration  # noqa: E402

HISTORY = os.path.join(HERE, "history")
ROWS = 3  # per table; a table that refuses three (a CHECK, a unique BOOL) gets one


def source_fields(pair):
    fields = {}
    for line in open(os.path.join(HISTORY, pair, "SOURCE"), encoding="utf-8"):
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip()
    return fields


def spanlift(binary, *args):
    proc = subprocess.run([binary, *args], capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def converted(binary, dialect, path):
    code, out, err = spanlift(binary, "convert", "--from", dialect, path)
    if code == 2 or not out.strip():
        raise RuntimeError(f"convert {path}: exit {code}: {err[-1500:]}")
    return out


# --- rows -----------------------------------------------------------------------------------------

def value(spanner_type, i, allowed):
    """Row i's value of a column: the same for every column of a type, so that a foreign key or an
    interleaved child's key finds its parent row; None when the column cannot be written."""
    t = spanner_type.upper()
    if t.startswith("ARRAY<"):
        inner = value(t[6:t.rindex(">")], i, [])
        return None if inner is None else [inner]
    if allowed:
        return allowed[(i - 1) % len(allowed)]
    if t == "INT64":
        return str(i)
    if t in ("FLOAT64", "FLOAT32"):
        return i + 0.5
    if t == "NUMERIC":
        return str(i)
    if t == "BOOL":
        return i % 2 == 1
    if t.startswith("STRING"):
        return str(i)
    if t.startswith("BYTES"):
        return base64.b64encode(str(i).encode()).decode()
    if t == "DATE":
        return f"2020-01-0{i}"
    if t == "TIMESTAMP":
        return f"2020-01-0{i}T00:00:00Z"
    if t == "JSON":
        return f'{{"k":{i}}}'
    return None  # TOKENLIST, PROTO, ENUM, UUID: not written


IN_LIST = re.compile(r"`?(\w+)`?\s+IN\s*\(([^()]*)\)", re.I)


def literals(items):
    return re.findall(r"'((?:[^'\\]|\\.)*)'", items)


def check_values(db, new_text):
    """{(schema, table, column): [literal, ...]} from CHECK (column IN ('a', 'b')) constraints (an
    ENUM converted by spanlift), so that rows satisfy them; values NEW's list of a column of that
    name allows too come first (rows a narrowed ENUM would refuse are not what the plan keeps)."""
    in_new = {}
    for column, items in IN_LIST.findall(new_text):
        in_new.setdefault(column, set()).update(literals(items))
    allowed = {}
    rows = db.query("SELECT tc.TABLE_SCHEMA, tc.TABLE_NAME, cc.CHECK_CLAUSE "
                    "FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS tc JOIN INFORMATION_SCHEMA.CHECK_CONSTRAINTS cc "
                    "ON tc.CONSTRAINT_NAME = cc.CONSTRAINT_NAME AND tc.CONSTRAINT_SCHEMA = cc.CONSTRAINT_SCHEMA "
                    "WHERE tc.CONSTRAINT_TYPE = 'CHECK'")
    for schema, table, clause in rows:
        for column, items in IN_LIST.findall(clause):
            values = literals(items)
            both = [v for v in values if v in in_new.get(column, values)]
            if values:
                allowed[(schema, table, column)] = both or values
    return allowed


def columns(db):
    """[(schema, table, column, type, generated)] of the user tables, in table order."""
    return db.query("SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, SPANNER_TYPE, IS_GENERATED "
                    "FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA NOT IN ('INFORMATION_SCHEMA', "
                    "'SPANNER_SYS') ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION")


def writable_columns(db):
    """{(schema, table): [(column, type)]} of the columns a mutation may write."""
    tables = {}
    for schema, table, column, spanner_type, generated in columns(db):
        tables.setdefault((schema, table), [])
        if generated == "NEVER" and value(spanner_type, 1, []) is not None:
            tables[(schema, table)].append((column, spanner_type))
    return tables


def qualified(schema, table):
    return f"{schema}.{table}" if schema else table


def insert_rows(db, new_text):
    """Rows in every table that takes them, parents first (passes until no table more takes them).
    Returns ({table: (columns, rows read back)}, [tables without rows, with the emulator's reason])."""
    allowed = check_values(db, new_text)
    pending = {key: cols for key, cols in writable_columns(db).items() if cols}
    inserted, reasons = {}, {}
    for count in (ROWS, 1):
        progress = True
        while pending and progress:
            progress = False
            for (schema, table), cols in sorted(pending.items()):
                names = [c for c, _ in cols]
                rows = [[value(t, i, allowed.get((schema, table, c), [])) for c, t in cols]
                        for i in range(1, count + 1)]
                try:
                    db.insert(qualified(schema, table), names, rows)
                except emulator.SpannerError as e:
                    reasons[(schema, table)] = e.message[:200]
                    continue
                inserted[qualified(schema, table)] = (names, rows_of(db, schema, table, names))
                del pending[(schema, table)]
                progress = True
    return inserted, [f"{qualified(*k)}: {reasons.get(k, '')}" for k in sorted(pending)]


def rows_of(db, schema, table, columns):
    """Sorted rows; every name quoted and qualified (columns named like keywords or like their table)."""
    name = ".".join(f"`{p}`" for p in (schema, table) if p)
    rows = db.query(f"SELECT {', '.join(f'r.`{c}`' for c in columns)} FROM {name} AS r")
    return sorted(rows, key=repr)


# --- the check ------------------------------------------------------------------------------------

def same(a, b):
    """A kept value: equal, or equal once a type change is taken into account (STRING <-> BYTES as
    base64, numbers and text compared as text)."""
    if a == b:
        return True
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(same, a, b))
    if isinstance(a, str) and isinstance(b, str) and base64.b64encode(a.encode()).decode() == b:
        return True
    return a is not None and b is not None and str(a).rstrip("0").rstrip(".") == str(b).rstrip("0").rstrip(".")


def kept_rows(db, before):
    """Problems: rows of a table OLD and NEW share that lost a value of a column both have."""
    now = all_columns(db)
    problems = []
    for table, (columns, rows) in before.items():
        if table not in now:
            continue  # dropped by NEW
        index = [i for i, c in enumerate(columns) if c in now[table]]
        names = [columns[i] for i in index]
        after = rows_of(db, *split(table), names) if names else []
        want = sorted(([r[i] for i in index] for r in rows), key=repr)
        if len(after) != len(want) or not all(len(r) == len(s) and all(map(same, r, s)) for r, s in zip(want, after)):
            problems.append(f"rows of {table} changed: {want[:3]} -> {after[:3]}")
    return problems


def all_columns(db):
    """{qualified table: {column}}."""
    tables = {}
    for schema, table, column, _, _ in columns(db):
        tables.setdefault(qualified(schema, table), set()).add(column)
    return tables


def split(table):
    schema, _, name = table.rpartition(".")
    return schema, name


def diff_paths(binary, dialect, old, new):
    code, sql, err = spanlift(binary, "diff", "--from", dialect, "--fail-on", "never", "--allow-drop",
                              "--allow-recreate", old, new)
    if code == 2:
        raise RuntimeError(f"diff exit 2: {err[-1500:]}")
    return sql


def check_pair(binary, emu, pair):
    fields = source_fields(pair)
    dialect = fields["dialect"]
    old, new = (os.path.join(HISTORY, pair, f) for f in ("old.sql", "new.sql"))
    problems, notes = [], []
    old_text, new_text = converted(binary, dialect, old), converted(binary, dialect, new)
    sql = diff_paths(binary, dialect, old, new)
    same_again = diff_paths(binary, dialect, new, new)
    if " 0 changes" not in (same_again.splitlines() or [""])[0]:
        problems.append(f"NEW against itself is not empty: {same_again[:500]}")
    if fields.get("emulator", "").startswith("no"):
        return problems + text_only(binary, sql), [f"text only: {fields['emulator']}"]
    db = emu.database()
    try:
        try:
            applied.apply_ddl(db, old_text)
        except emulator.SpannerError as e:
            return problems + [f"OLD as converted rejected: {e.message[:400]}"], notes
        before, without = insert_rows(db, new_text)
        notes.append(f"{len(before)} tables with rows")
        notes += [f"no rows: {w}" for w in without]
        try:
            applied.apply_migration(db, sql)
        except emulator.SpannerError as e:
            return problems + [f"migration rejected: {e.message[:400]}\n{sql[:3000]}"], notes
        problems += applied.stored_matches(binary, db, new_text)
        problems += kept_rows(db, before)
    finally:
        db.drop()
    return problems, notes


def text_only(binary, sql):
    """The plan's DDL statements read back by the Spanner grammar: no syntax error (P001); names of
    objects the plan does not create are unknown to it alone."""
    ddl = ";\n".join(s for kind, _, s in migration.steps(sql) if kind == "ddl")
    with tempfile.NamedTemporaryFile("w", suffix=".sql") as f:
        f.write(ddl + ";\n" if ddl else "")
        f.flush()
        code, _, err = spanlift(binary, "inspect", "--from", "spanner", f.name)
    return [f"the plan does not read back: {err[-800:]}"] if "[P001]" in err or code == 2 else []


def main():
    args = migration.arguments()
    tally = migration.Tally()
    pairs = sorted(p for p in os.listdir(HISTORY) if os.path.isdir(os.path.join(HISTORY, p)))
    with emulator.started() as emu:
        for pair in pairs:
            if args.case and pair != args.case:
                continue
            try:
                problems, notes = check_pair(args.spanlift, emu, pair)
            except (RuntimeError, emulator.SpannerError) as e:
                problems, notes = [str(e)[:2000]], []
            for note in notes:
                print(f"     {pair}: {note}")
            tally.record(pair, problems)
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
