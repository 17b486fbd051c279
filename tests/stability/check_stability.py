#!/usr/bin/env python3
"""Stable conversion: a local edit of the source changes only the matching objects of the output.

For every corpus file (../shared/corpus, MANIFEST.tsv) and every golden input (tests/golden/
convert and rewrite), random local edits are made at the text level, where `spanlift inspect
--format json` locates the statements: add a column to a table, add an index, drop an index, add a
table (with a foreign key to an existing one), widen a VARCHAR. Each edit is first checked with
`inspect`: the edited file must read back as the original model plus exactly that edit (else the
edit is skipped, visibly). Then both versions are converted (`spanlift convert -o DIR`, with the
default rewrites and with --no-rewrite), schema.sql is split into statements keyed by the object
they define (table, index, foreign key, sequence), and:

- every statement of an object the edit does not touch is byte-identical and keeps its place in
  the order of the statements both versions share (nothing renamed, renumbered or moved);
- the edited object's statement did change (or appeared, or went away), so the edit reached the
  output and the check can fail;
- what an edit may touch: add/widen a column -> its table; add an index -> the index and its
  table (a shard column for the index); drop an index -> the index and its table; add a table ->
  the table and its own indexes, foreign keys and sequences;
- the findings and renames (report.json) of every other object are unchanged (locations aside:
  inserted text moves lines).

With --diff, `spanlift diff --format sql OLD NEW` (when the binary has it) must also drop or
recreate nothing but the edited object.

With --emulator (instead of the checks above), each edit is a migration property test on the Cloud
Spanner emulator: a fresh database gets OLD's converted schema (tests/emulator/apply.py), then the
migration `spanlift diff --format sql --allow-drop --allow-recreate OLD NEW` wrote, batch by batch
with its data steps (tests/diff/diff_emulator_test.py), and the stored schema must equal NEW's
converted schema compared as models the way tests/emulator/check_accept.py compares (its read-back
gaps applied; column order aside, since ADD COLUMN appends). A rejected batch is replayed one
statement at a time to name the statement. An OLD the emulator rejects is skipped, visibly
(check_accept.py covers that). Exits 77, printing SKIPPED, without the emulator.

Seeded and reproducible: each edit prints the seed and file that reproduce it. CI runs a sample
(--edits per file); --all runs every candidate edit of every file.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
for folder in ("corpus", "emulator", "diff"):
    sys.path.insert(0, os.path.join(HERE, "..", folder))
from check_corpus import load_manifest  # noqa: E402

KINDS = ("add_column", "add_index", "drop_index", "add_table", "widen_varchar")
# Column types a plain index takes in both dialects (no prefix length, no special operator class).
INDEXABLE = re.compile(r"^(?!.*\[\])(?:(tiny|small|medium|big)?int(eger)?\b|^(big|small)?serial$|^(var)?char(acter)?( varying)?\(\d+\)|"
                       r"^date$|^datetime|^timestamp|^numeric|^decimal|^uuid$|^boolean$|^bool$)")
KEY_TYPES = re.compile(r"^(tiny|small|medium|big)?int(eger)?\b|^(var)?char(acter)?( varying)?\(\d+\)|^uuid$")
MAX_TRIES = 5  # candidate edits tried per planned edit when one does not read back
SPANNER_MAX_STRING = 2621440  # longer lengths become STRING(MAX)
VARCHAR = re.compile(rb"((?:var)?char(?:acter)?(?:\s+varying)?\s*\(\s*)(\d+)(\s*\))", re.I)


# ---------------------------------------------------------------------------------------------
# Running spanlift

def source_bytes(text):
    """The file's bytes: the source is read as Latin-1 (one char per byte), but names an edit takes
    from the model are real Unicode; those characters go back as UTF-8."""
    return b"".join(bytes([ord(ch)]) if ord(ch) < 256 else ch.encode("utf-8") for ch in text) \
        if any(ord(ch) > 255 for ch in text) else text.encode("latin-1")


def run(command, cwd=None):
    """`command[0]` is the spanlift command: a path, or a list (a wrapper and its arguments)."""
    head = command[0] if isinstance(command[0], list) else [command[0]]
    return subprocess.run(head + list(command[1:]), capture_output=True, timeout=600, cwd=cwd)


def inspect(spanlift, dialect, path):
    proc = run([spanlift, "inspect", "--from", dialect, "--format", "json", path])
    return json.loads(proc.stdout) if proc.stdout else None


def convert(spanlift, dialect, path, args, out_dir, cwd):
    """(statements by key in order, report.json) of `spanlift convert -o out_dir`, run in `cwd` (the
    input's folder: a golden case's arguments name files there)."""
    proc = run([spanlift, "convert", "--from", dialect, *args, "-o", out_dir, os.path.abspath(path)], cwd=cwd)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"convert exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:300]}")
    ddl = open(os.path.join(out_dir, "schema.sql"), encoding="utf-8").read()
    report = json.load(open(os.path.join(out_dir, "report.json"), encoding="utf-8"))
    return split_statements(ddl), report


# ---------------------------------------------------------------------------------------------
# Output statements keyed by the object they define

def unquote(name):
    """A name without its backticks: `shop`.`orders` -> shop.orders."""
    return name.replace("`", "").lower()


STATEMENT_KEYS = [
    (re.compile(r"CREATE SEQUENCE (?:IF NOT EXISTS )?(\S+)"), lambda m: (("sequence", unquote(m[1])), None)),
    (re.compile(r"CREATE TABLE (\S+) \("), lambda m: (("table", unquote(m[1])), unquote(m[1]))),
    (re.compile(r"CREATE (?:UNIQUE )?(?:NULL_FILTERED )?INDEX (\S+) ON (\S+)"),
     lambda m: (("index", unquote(m[1])), unquote(m[2]))),
    (re.compile(r"ALTER TABLE (\S+) ADD CONSTRAINT (\S+) FOREIGN KEY"),
     lambda m: (("foreign key", unquote(m[2])), unquote(m[1]))),
    (re.compile(r"ALTER TABLE (\S+) ADD (FOREIGN KEY .*)", re.S),
     lambda m: (("foreign key", unquote(m[1]) + " " + " ".join(m[2].split())), unquote(m[1]))),
]


def statement_key(text):
    """((kind, name), owning table) of one output statement; unknown shapes are keyed by their text."""
    for pattern, key in STATEMENT_KEYS:
        m = pattern.match(text)
        if m:
            return key(m)
    return ("other", text), None


def split_statements(ddl):
    """{key: (position, owner table, text)}: statements end with ';' and are separated by a blank line."""
    out = {}
    for i, text in enumerate(s for s in ddl.split(";\n\n") if s.strip()):
        text = text.strip().rstrip(";")
        key, owner = statement_key(text)
        out[key] = (i, owner, text)
    return out


# ---------------------------------------------------------------------------------------------
# Source text and locations

class Source:
    """The file's bytes as Latin-1 text (one character per byte: columns are byte columns)."""

    def __init__(self, path):
        self.path = path
        self.text = open(path, "rb").read().decode("latin-1")
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]

    def offset(self, location):
        return self.line_starts[location["line"] - 1] + location["column"] - 1


def quote(dialect, name):
    return f"`{name}`" if dialect == "mysql" else '"' + name.replace('"', '""') + '"'


def qualified(dialect, table):
    schema = table.get("schema")
    name = quote(dialect, table["name"])
    return f"{quote(dialect, schema)}.{name}" if schema else name


def scan_element_end(text, start):
    """End of the list element or statement starting at `start`: (offset, terminator) of the first ','
    or ';' at depth 0 or ')' closing the enclosing list, outside quotes and comments."""
    depth, i, n = 0, start, len(text)
    while i < n:
        c = text[i]
        if c in "'\"`":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" and c == "'" else 1
            i = j + 1
            continue
        if text.startswith("--", i) or text.startswith("#", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i)
            i = n if i < 0 else i + 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                return i, ")"
            depth -= 1
        elif c in ",;" and depth == 0:
            return i, c
        i += 1
    return n, ""


# ---------------------------------------------------------------------------------------------
# Edits: each returns the edited text, a description, and what the output may change

class Edit:
    def __init__(self, kind, target, text, table, new_names=(), gone_index=None, new_table=None):
        self.kind, self.target, self.text = kind, target, text
        self.table = table            # the inspect table edited (None for add_table)
        self.new_names = set(new_names)  # source names the edit adds (index, table, column)
        self.gone_index = gone_index  # the inspect index dropped
        self.new_table = new_table    # the added table's name
        self.new_schema = None        # ... and its schema


def fresh_name(taken, base, rng):
    while True:
        name = f"{base}{rng.randrange(1000, 9999)}"
        if name.lower() not in taken:
            taken.add(name.lower())
            return name


def all_names(model):
    names = set()
    for t in model["tables"]:
        names.add(t["name"].lower())
        names.update(c["name"].lower() for c in t["columns"])
        names.update(i["name"].lower() for i in t["indexes"] if i["name"])
        names.update(f["name"].lower() for f in t["foreign_keys"] if f["name"])
        names.update(c["name"].lower() for c in t["checks"] if c["name"])
    names.update(s["name"].lower() for s in model["sequences"])
    return names


def emitted_tables(model):
    return [t for t in model["tables"] if not t["partition_of"] and not t["temporary"] and t["columns"]
            and t["location"]["line"] > 0]


def add_column(src, dialect, model, table, rng, taken):
    """A nullable column in front of the table's first one (the column's location may be a later
    ALTER TABLE ... MODIFY)."""
    start = src.offset(table["location"])
    if not re.match(r"CREATE\b", src.text[start:], re.I) or src.text.find("(", start) < 0:
        return None
    # One lowercase word shows no style; snake_case and PascalCase names vote (docs/rewrites.md:
    # the key's and an index's columns decide, so the vote must not rename added columns).
    name = fresh_name(taken, rng.choice(["stabnote", "stab_note_", "StabNote"]), rng)
    at = src.text.find("(", start) + 1
    text = src.text[:at] + f"\n  {quote(dialect, name)} varchar(40) NULL," + src.text[at:]
    return Edit("add_column", f"column {table['name']}.{name}", text, table, {name})


def add_index(src, dialect, model, table, rng, taken):
    columns = [c for c in table["columns"] if INDEXABLE.match(c["type"].lower()) and not c.get("generated")]
    if not columns:
        return None
    column = rng.choice(columns)
    name = fresh_name(taken, "stabidx", rng)
    statement = f"\nCREATE INDEX {quote(dialect, name)} ON {qualified(dialect, table)} ({quote(dialect, column['name'])});\n"
    return Edit("add_index", f"index {name} on {table['name']} ({column['name']})", src.text + statement, table, {name})


def drop_index(src, dialect, model, table, rng, taken, index=None):
    if index is None:
        candidates = [i for i in table["indexes"] if not i["unique"] and not i["constraint"] and i["name"]
                      and i["location"]["line"] > 0]
        if not candidates:
            return None
        index = rng.choice(candidates)
    start = src.offset(index["location"])
    if re.match(r"CREATE\b", src.text[start:], re.I):  # a statement of its own: up to its ';'
        end, term = scan_element_end(src.text, start)
        text = src.text[:start] + src.text[end + 1 if term == ";" else end:]
    else:  # an element of CREATE TABLE / ALTER TABLE: with its separating comma (and ADD)
        end, term = scan_element_end(src.text, start)
        add = re.search(r"\bADD\s+$", src.text[max(0, start - 20):start], re.I)
        start -= len(add[0]) if add else 0
        if term == ",":
            text = src.text[:start] + src.text[end + 1:].lstrip(" ")
        else:
            comma = src.text.rfind(",", 0, start)
            if comma < 0 or src.text[comma + 1:start].strip():
                return None
            text = src.text[:comma] + src.text[end:]
    return Edit("drop_index", f"index {index['name']} on {table['name']}", text, table, gone_index=index)


def add_table(src, dialect, model, table, rng, taken):
    """A new table at the end, with a foreign key to `table`'s one-column key when it has one."""
    name = fresh_name(taken, "stabtable", rng)
    key = table.get("primary_key") or []
    parent_col = table and len(key) == 1 and next((c for c in table["columns"] if c["name"] == key[0]["name"]), None)
    q = lambda n: quote(dialect, n)  # noqa: E731
    qualifier = f"{q(table['schema'])}." if table.get("schema") else ""
    lines = [f"{q('id')} bigint NOT NULL" + (" AUTO_INCREMENT" if dialect == "mysql" else " GENERATED BY DEFAULT AS IDENTITY"),
             f"{q('note')} varchar(40)"]
    if parent_col and KEY_TYPES.match(parent_col["type"].lower()):
        # Half of the new tables are keyed by their parent's key first: interleaving candidates.
        child = rng.random() < 0.5
        lines.append(f"{q('ref')} {parent_col['type']}" + (" NOT NULL" if child else ""))
        lines.append(f"PRIMARY KEY ({q('ref')}, {q('id')})" if child else f"PRIMARY KEY ({q('id')})")
        lines.append(f"CONSTRAINT {q(name + '_fk')} FOREIGN KEY ({q('ref')}) REFERENCES {qualified(dialect, table)} "
                     f"({q(parent_col['name'])})")
        taken.add((name + "_fk").lower())
        target = f"table {name} ({'child' if child else 'foreign key'} of {table['name']})"
    else:
        lines.append(f"PRIMARY KEY ({q('id')})")
        target = f"table {name}"
    statement = f"\nCREATE TABLE {qualifier}{q(name)} (\n  " + ",\n  ".join(lines) + "\n);\n"
    edit = Edit("add_table", target, src.text + statement, None, {name, name + "_fk"}, new_table=name)
    edit.new_schema = table.get("schema")
    edit.referenced = table if parent_col and KEY_TYPES.match(parent_col["type"].lower()) else None
    return edit


def widen_varchar(src, dialect, model, table, rng, taken):
    key = {p["name"] for p in table.get("primary_key") or []}
    columns = [c for c in table["columns"] if c["name"] not in key and c["location"]["line"] > 0
               and re.match(r"^(character varying|varchar)\(\d+\)$", c["type"].lower())]
    if not columns:
        return None
    column = rng.choice(columns)
    at = src.offset(column["location"])
    end, _ = scan_element_end(src.text, at)
    m = VARCHAR.search(src.text[at:end].encode("latin-1"))
    if not m:
        return None
    n = int(m[2])
    if n + 10 > SPANNER_MAX_STRING:  # STRING(MAX) before and after: nothing to see
        return None
    digits = at + m.start(2)
    text = src.text[:digits] + str(n + 10) + src.text[digits + len(m[2]):]
    return Edit("widen_varchar", f"column {table['name']}.{column['name']} varchar({n}) -> varchar({n + 10})",
                text, table)


EDITORS = {"add_column": add_column, "add_index": add_index, "drop_index": drop_index, "add_table": add_table,
           "widen_varchar": widen_varchar}


# ---------------------------------------------------------------------------------------------
# The edit must read back as exactly that edit

def strip_locations(value):
    if isinstance(value, dict):
        return {k: strip_locations(v) for k, v in value.items() if k not in ("location", "line", "column", "file")}
    if isinstance(value, list):
        return [strip_locations(v) for v in value]
    return value


def edit_reads_back(before, after, edit):
    """The edited file's model is the original with only the edited table changed (or one added)."""
    if after is None or len([d for d in after["diagnostics"] if d["severity"] == "error"]) != \
            len([d for d in before["diagnostics"] if d["severity"] == "error"]):
        return False
    old = {(t["schema"], t["name"]): strip_locations(t) for t in before["tables"]}
    new = {(t["schema"], t["name"]): strip_locations(t) for t in after["tables"]}
    target = (edit.table["schema"], edit.table["name"]) if edit.table else None
    changed = {k for k in old.keys() | new.keys() if old.get(k) != new.get(k)}
    if edit.kind == "add_table":
        return len(changed) == 1 and next(iter(changed))[1] == edit.new_table and not (changed & old.keys())
    if changed != {target}:
        return False
    o, n = old[target], new[target]
    if edit.kind == "add_index":
        return len(n["indexes"]) == len(o["indexes"]) + 1
    if edit.kind == "drop_index":
        return [i["name"] for i in n["indexes"]] == [i["name"] for i in o["indexes"] if i["name"] != edit.gone_index["name"]]
    if edit.kind == "add_column":
        return len(n["columns"]) == len(o["columns"]) + 1
    return len(n["columns"]) == len(o["columns"])


# ---------------------------------------------------------------------------------------------
# Comparing the conversions

def spanner_names(report, kind):
    """Source label -> Spanner name, for renamed objects of `kind`."""
    return {r["from"].lower(): r["to"].lower() for r in report["renames"] if r["kind"] == kind}


def spanner_table(report, table, outputs=()):
    """The Spanner name of a source table: renamed, kept in its named schema (schema.table, policy
    schemas = "named": found among the output statements of `outputs`), or as it is."""
    renames = spanner_names(report, "table")
    label = f"{table.get('schema')}.{table['name']}".lower()
    for name in (label, table["name"].lower()):
        if name in renames:
            return renames[name]
    named = table.get("schema") and any(("table", label) in out for out in outputs)
    return label if named else table["name"].lower()


def spanner_index(report, index, table="", outputs=()):
    """MySQL index names are per table, so a renamed index is found by its location; an index of a
    table in a named schema is named in that schema."""
    at = (index["location"]["line"], index["location"]["column"])
    for r in report["renames"]:
        if r["kind"] == "index" and (r["location"]["line"], r["location"]["column"]) == at:
            return r["to"].lower()
    schema = table.rpartition(".")[0]
    qualified = f"{schema}.{index['name']}".lower()
    named = schema and any(("index", qualified) in out for out in outputs)
    return qualified if named else index["name"].lower()


def collided_names(edit, *reports):
    """Spanner names of the objects whose source name collided with the dropped index's (C051): the
    first claimant keeps a name, so dropping it gives the name back to the next one (docs/names.md)."""
    if not edit.gone_index:
        return set()
    source = edit.gone_index["name"].lower()
    return {source} | {r["to"].lower() for report in reports for r in report["renames"]
                       if r["code"] == "C051" and r["from"].lower() == source}


def allowed_keys(edit, before, after, report_before, report_after):
    """Output keys the edit may change, and the keys that must change."""
    if edit.kind == "add_table":
        name = spanner_table(report_after, {"name": edit.new_table, "schema": edit.new_schema}, (after,))
        own = {k for k, (_, owner, _) in after.items() if owner == name} | {("table", name)}
        own |= {k for k in after if k[0] == "sequence" and k[1].startswith(name)}
        return own, {("table", name)}
    table = spanner_table(report_after, edit.table, (after,))
    allowed = {("table", table)}
    must = {("table", table)}
    if edit.kind == "add_index":
        new = [k for k, (_, owner, _) in after.items() if k[0] == "index" and owner == table and k not in before]
        allowed |= set(new)
        must = set(new) or must
    elif edit.kind == "drop_index":
        name = spanner_index(report_before, edit.gone_index, table, (before,))
        allowed.add(("index", name))
        must = {("index", name)} if ("index", name) in before else set()
        allowed |= {k for out in (before, after) for k in out
                    if k[0] in ("index", "foreign key") and k[1] in collided_names(edit, report_before, report_after)}
    return allowed, must


def describe(key):
    return f"{key[0]} {key[1][:60]}"


def compare_outputs(edit, before, after, report_before, report_after):
    allowed, must = allowed_keys(edit, before, after, report_before, report_after)
    problems = []
    for key in sorted(before.keys() | after.keys()):
        if key in allowed:
            continue
        if key not in after:
            problems.append(f"{describe(key)} disappeared")
        elif key not in before:
            problems.append(f"{describe(key)} appeared")
        elif before[key][2] != after[key][2]:
            problems.append(f"{describe(key)} changed: {first_difference(before[key][2], after[key][2])}")
    dropped = {d["object"].lower() for d in report_after["dropped"]} | {d["object"].lower() for d in report_before["dropped"]}
    if {n.lower() for n in edit.new_names} & dropped or (edit.gone_index and edit.gone_index["name"].lower() in dropped):
        must = set()  # the conversion leaves the edited object out, with a finding
    for key in must:
        if before.get(key, (0, 0, None))[2] == after.get(key, (0, 0, None))[2]:
            problems.append(f"the edited object ({describe(key)}) did not change in the output")
    shared = [k for k in sorted(before, key=lambda k: before[k][0]) if k in after and k not in allowed]
    order_after = sorted(shared, key=lambda k: after[k][0])
    if shared != order_after:
        moved = next(k for k, m in zip(shared, order_after) if k != m)
        problems.append(f"statement order changed at {describe(moved)}")
    return problems


def first_difference(a, b):
    for la, lb in zip(a.split("\n") + [""], b.split("\n") + [""]):
        if la != lb:
            return f"'{la.strip()[:70]}' -> '{lb.strip()[:70]}'"
    return "?"


def touched_labels(edit, report_before, report_after, outputs):
    """Source labels (and the Spanner table name) of everything the edit touches: findings and
    renames of these may change."""
    labels = set(n.lower() for n in edit.new_names)
    if edit.new_schema:
        labels.update(f"{edit.new_schema}.{n}".lower() for n in edit.new_names)
    if edit.new_table:
        labels.add(spanner_table(report_after, {"name": edit.new_table, "schema": edit.new_schema}, outputs))
    if edit.table:
        t = edit.table
        for name in (t["name"], f"{t.get('schema')}.{t['name']}"):
            labels.add(name.lower())
        labels.update(i["name"].lower() for i in t["indexes"] if i["name"])
        labels.update(f["name"].lower() for f in t["foreign_keys"] if f["name"])
        labels.update(c["name"].lower() for c in t["checks"] if c["name"])
        labels.add(spanner_table(report_after, t, outputs))
        labels |= collided_names(edit, report_before, report_after)
        labels.update(k[1] for out in outputs for k, (_, owner, _) in out.items()
                      if k[0] in ("index", "foreign key") and owner == spanner_table(report_after, t, outputs))
    parent = getattr(edit, "referenced", None)
    if parent:  # a new child changes who refers to it, which its load assessment reads (analysis/table_load)
        labels.update({parent["name"].lower(), spanner_table(report_after, parent, outputs)})
        labels.update(i["name"].lower() for i in parent["indexes"] if i["name"])
    return labels


def about(obj, labels):
    if obj is None:
        return False
    name = obj.split(" ", 1)[-1].lower() if " " in obj else obj.lower()
    if obj.startswith("foreign key ") or obj.startswith("check "):
        name = obj.split(" ", 2)[-1].lower()
    return name in labels or name.rsplit(".", 1)[0] in labels or name.split(" ", 1)[0] in labels


def mentions(text, names):
    return any(re.search(r"\b" + re.escape(n) + r"\b", text or "", re.I) for n in names)


# Interleaving is decided per family (docs/rewrites.md, ORM-shaped schemas): a parent can hold
# only one level of ORM-keyed children, so a new child of `t` may change the interleave findings
# of `t` and of the tables `t` references.
INTERLEAVE_CODES = {"H004", "R006", "R007", "R013"}


def interleave_family_findings(edit, report_before, report_after, outputs):
    parent = getattr(edit, "referenced", None)
    if not parent:
        return set()
    referenced = [{"name": fk["ref_table"], "schema": fk.get("ref_schema") or parent.get("schema")}
                  for fk in parent.get("foreign_keys", [])]
    family = {parent["name"].lower()} | {t["name"].lower() for t in referenced}
    family |= {spanner_table(report_after, t, outputs) for t in [parent] + referenced}
    return {(f["code"], f["object"]) for report in (report_before, report_after) for f in report["findings"]
            if f["code"] in INTERLEAVE_CODES and about(f["object"], family)}


def compare_reports(edit, report_before, report_after, outputs):
    """Findings and renames of other objects are the same, except a finding that now names what
    the edit added (a parent's R004 listing the new table's foreign key)."""
    labels = touched_labels(edit, report_before, report_after, outputs)
    implied = {(f["code"], f["object"]) for f in report_after["findings"] if mentions(f["message"], edit.new_names)}
    implied |= interleave_family_findings(edit, report_before, report_after, outputs)
    report_before = dict(report_before, findings=[f for f in report_before["findings"]
                                                  if (f["code"], f["object"]) not in implied])
    report_after = dict(report_after, findings=[f for f in report_after["findings"]
                                                if (f["code"], f["object"]) not in implied])
    problems = []
    for what, key in (("finding", lambda f: (f["code"], f["object"], f["message"])),
                      ("rename", lambda r: (r["kind"], r["from"], r["to"], r["code"]))):
        field = "findings" if what == "finding" else "renames"
        obj = (lambda f: f["object"]) if what == "finding" else (lambda r: f"{r['kind']} {r['from']}")
        old = sorted(key(f) for f in report_before[field] if not about(obj(f), labels))
        new = sorted(key(f) for f in report_after[field] if not about(obj(f), labels))
        for gone in sorted(set(old) - set(new))[:3]:
            problems.append(f"{what} of another object gone: {' '.join(str(x) for x in gone[:3])[:160]}")
        for came in sorted(set(new) - set(old))[:3]:
            problems.append(f"{what} of another object new: {' '.join(str(x) for x in came[:3])[:160]}")
    return problems


# ---------------------------------------------------------------------------------------------
# The run

def candidates(src, dialect, model, kind, rng, taken, exhaustive):
    """Edits of `kind`: one random table (and index/column) at a time, or every table when exhaustive."""
    tables = emitted_tables(model)
    if kind == "add_table":
        tables = [t for t in tables if len(t.get("primary_key") or []) == 1] or tables[:1]
    if kind == "drop_index" and exhaustive:
        for t in tables:
            for i in t["indexes"]:
                if not i["unique"] and not i["constraint"] and i["name"] and i["location"]["line"] > 0:
                    yield drop_index(src, dialect, model, t, rng, taken, i)
        return
    order = list(tables)
    if not exhaustive:
        rng.shuffle(order)
    for t in order:
        yield EDITORS[kind](src, dialect, model, t, rng, taken)


def check_file(args, label, path, dialect, extra, seed):
    """(passed, failed, skipped) for one input."""
    model = inspect(args.spanlift, dialect, path)
    if model is None or not model["tables"]:
        print(f"skip {label}: no tables")
        return 0, 0, 1
    src = Source(path)
    rng = random.Random(f"{seed}:{label}")
    taken = all_names(model)
    modes = [("rewrite", extra), ("no-rewrite", extra + ["--no-rewrite"])]
    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        cwd = os.path.dirname(path)
        if args.emulator:  # the property test needs the default conversion only
            modes = modes[:1]
        base = {m: convert(args.spanlift, dialect, path, a, os.path.join(tmp, "base-" + m), cwd) for m, a in modes}
        kinds = [k for k in KINDS if not args.kind or k in args.kind]
        plan = [k for k in kinds for _ in range(1 if args.all else args.edits)]
        if not args.all:
            plan = [rng.choice(kinds) for _ in range(args.edits)]
        for n, kind in enumerate(plan):
            tries = 0
            for edit in candidates(src, dialect, model, kind, rng, taken, args.all):
                if edit is None:
                    continue
                tries += 1
                if tries > MAX_TRIES and not args.all:
                    break
                edited = os.path.join(tmp, "edited", os.path.basename(path))
                os.makedirs(os.path.dirname(edited), exist_ok=True)
                try:
                    with open(edited, "wb") as f:
                        f.write(source_bytes(edit.text))
                    if not edit_reads_back(model, inspect(args.spanlift, dialect, edited), edit):
                        print(f"skip {label}: {edit.kind} {edit.target}: the edited text does not read back as that edit")
                        skipped += 1
                        continue
                    problems, changed = [], {}
                    if args.emulator:
                        problems = check_emulator(args, dialect, path, edited, extra, cwd,
                                                  os.path.join(tmp, "base-rewrite"), os.path.join(tmp, f"{n}-new"))
                        if problems and problems[0].startswith("skip: "):
                            print(f"skip {label}: {edit.kind} {edit.target}: {problems[0][6:]}")
                            skipped += 1
                            continue
                    for mode, a in modes if not args.emulator else ():
                        out = os.path.join(tmp, f"{n}-{mode}")
                        after, report_after = convert(args.spanlift, dialect, edited, a, out, cwd)
                        before, report_before = base[mode]
                        changed[mode] = {k: v[2] for k, v in before.items()} != {k: v[2] for k, v in after.items()}
                        problems += [f"[{mode}] {p}" for p in compare_outputs(edit, before, after, report_before, report_after)]
                        problems += [f"[{mode}] {p}" for p in compare_reports(edit, report_before, report_after, (before, after))]
                    if args.diff and not args.emulator:
                        problems += check_diff(args, dialect, path, edited, edit, extra, cwd, base["rewrite"][1],
                                               changed["rewrite"])
                finally:
                    if os.path.exists(edited):
                        os.remove(edited)
                ok = not problems
                passed, failed = passed + ok, failed + (not ok)
                if not ok or args.verbose:
                    print(f"{'ok  ' if ok else 'FAIL'} {label}: {edit.kind} {edit.target} (--seed {seed})")
                for p in problems[:6]:
                    print(f"     {p}")
                if not args.all:
                    break
    return passed, failed, skipped


DROPS = re.compile(r"\bDROP\s+(TABLE|INDEX|SEQUENCE|CONSTRAINT|COLUMN)\s+(\S+)|\b(\S+)_spanlift_new\b", re.I)


def check_diff(args, dialect, old, new, edit, extra, cwd, report_before, output_changed):
    """`spanlift diff --format sql` with drops and recreates allowed (so they show as statements
    rather than findings): nothing but the dropped index is dropped or recreated."""
    proc = run([args.diff_with, "diff", "--from", dialect, *extra, "--allow-drop", "--allow-recreate",
                "--fail-on", "never", "--format", "sql", os.path.abspath(old), os.path.abspath(new)], cwd=cwd)
    if proc.returncode != 0:
        return [f"[diff] exit {proc.returncode}: {proc.stderr.decode(errors='replace')[-300:]}"]
    gone = collided_names(edit, report_before) | ({spanner_index(report_before, edit.gone_index)} if edit.gone_index else set())
    gone = {g.rpartition(".")[2] for g in gone}  # compared without a named schema's part
    problems = []
    for statement in proc.stdout.decode("utf-8", errors="replace").split(";"):
        statement = " ".join(l for l in statement.splitlines() if not l.strip().startswith("--")).strip()
        for m in DROPS.finditer(statement):
            name = unquote(m[2] or m[3])
            if m[1] and m[1].upper() == "INDEX":  # `DROP INDEX shop.idx`: an index of a named schema
                name = name.rpartition(".")[2]
            # the dropped index's shard column (<index>_shard_id, in the table's style) goes with it
            shard_column = (m[1] or "").upper() == "COLUMN" and any(name.startswith(g) for g in gone)
            if name not in gone and not shard_column:
                problems.append(f"[diff] drops or recreates something the edit did not remove: {statement[:120]}")
    if output_changed and re.search(r": 0 changes", proc.stdout.decode(errors="replace").split("\n", 1)[0]):
        problems.append("[diff] the migration is empty")
    return problems


def check_emulator(args, dialect, old, new, extra, cwd, old_dir, new_dir):
    """Problems of the migration OLD -> NEW on a fresh emulator database; ["skip: why"] when the
    case cannot be run (OLD itself not accepted)."""
    import apply  # noqa: E402  (tests/emulator: needs nothing unless --emulator)
    import diff_emulator_test  # noqa: E402  (tests/diff)
    import emulator  # noqa: E402
    convert(args.spanlift, dialect, new, extra, new_dir, cwd)
    old_ddl = open(os.path.join(old_dir, "schema.sql"), encoding="utf-8").read()
    new_ddl = open(os.path.join(new_dir, "schema.sql"), encoding="utf-8").read()
    proc = run([args.diff_with, "diff", "--from", dialect, *extra, "--allow-drop", "--allow-recreate",
                "--fail-on", "never", "--format", "sql", os.path.abspath(old), os.path.abspath(new)], cwd=cwd)
    if proc.returncode != 0:
        return [f"[emulator] diff exit {proc.returncode}: {proc.stderr.decode(errors='replace')[-300:]}"]
    sql = proc.stdout.decode("utf-8", errors="replace")
    db = args.emu.database()
    try:
        rejected = apply.apply(db, apply.split(old_ddl))
        if rejected:
            return [f"skip: the emulator rejects OLD's converted schema: {rejected[0].describe('schema.sql')}"]
        try:
            diff_emulator_test.apply_migration(db, sql)
        except emulator.SpannerError as e:
            return [f"[emulator] migration rejected: {e.message[:300]}",
                    *rejected_step(args.emu, old_ddl, sql)]
        return stored_equals_new(args.spanlift, db, new_dir)
    except emulator.SpannerError as e:
        return [f"[emulator] {e.message[:300]}"]
    finally:
        db.drop()


def unstated_counters(expected, stored):
    """An identity counter NEW does not state is the deployment's: Spanner cannot unset one, so the
    migration leaves OLD's (docs/diff.md). This happens when an edit makes a dump's rows unreadable
    (a column added before positional INSERTs): NEW's rows no longer give a START COUNTER."""
    unstated = {(t["name"].lower(), c["name"].lower())
                for t in expected["tables"] for c in t["columns"]
                if c.get("identity") and c["identity"].get("start_counter") is None}
    for t in stored["tables"]:
        for c in t["columns"]:
            if (t["name"].lower(), c["name"].lower()) in unstated and c.get("identity"):
                c["identity"]["start_counter"] = None


def stored_equals_new(spanlift, db, new_dir):
    """The stored schema equals NEW's converted one, compared as models the way
    tests/emulator/check_accept.py does (with its emulator read-back gaps applied to NEW's model)."""
    import apply  # noqa: E402
    import check_accept  # noqa: E402
    stored_path = os.path.join(new_dir, "stored.sql")
    with open(stored_path, "w", encoding="utf-8") as f:
        f.write(apply.read_back(db))
    expected, errors = apply.model(spanlift, os.path.join(new_dir, "schema.sql"))
    stored, stored_errors = apply.model(spanlift, stored_path)
    if expected is None or stored is None:
        return [f"[emulator] inspect: {e}" for e in (errors + stored_errors)[:3]]
    check_accept.stored_generated(expected)
    check_accept.unfiltered_indexes(expected)
    unstated_counters(expected, stored)
    for model in (expected, stored):  # ADD COLUMN appends: a migration keeps columns, not their order
        for table in model["tables"]:
            table["columns"].sort(key=lambda c: c["name"].lower())
        model["tables"] = apply.normalise(model["tables"], "tables")
    return [f"[emulator] stored schema differs from NEW at {d}" for d in apply.differences(expected, stored)]


def rejected_step(emu, old_ddl, sql):
    """The first migration statement Spanner rejects, found by replaying OLD and the migration one
    statement at a time on another fresh database (a batch's error does not name its statement)."""
    import apply  # noqa: E402
    import emulator  # noqa: E402
    import migration  # noqa: E402
    db = emu.database()
    try:
        apply.apply(db, apply.split(old_ddl))
        for kind, batch, statement in migration.steps(sql):
            try:
                (db.update_ddl if kind == "ddl" else db.execute_dml)([statement])
            except emulator.SpannerError as e:
                return [f"  statement (batch {batch}): {' '.join(statement.split())[:300]}",
                        f"  Spanner: {e.message[:300]}"]
        return ["  (each statement is accepted alone: the batch as a whole is rejected)"]
    finally:
        db.drop()


def golden_inputs(golden):
    """(label, path, dialect, extra args) of every convert and rewrite golden case."""
    out = []
    for area in ("convert", "rewrite"):
        for dialect in ("mysql", "postgres"):
            folder = os.path.join(golden, area, dialect)
            for case in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
                if case.endswith(".sql") and ".expected." not in case:
                    args_file = os.path.join(folder, case[:-4] + ".args")
                    extra = open(args_file).read().split() if os.path.exists(args_file) else []
                    out.append((f"golden/{area}/{dialect}/{case}", os.path.join(folder, case), dialect, extra))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", help="../shared/corpus (MANIFEST.tsv)")
    parser.add_argument("--golden", help="tests/golden")
    parser.add_argument("--file", action="append", help="only this input (corpus local_path or golden label)")
    parser.add_argument("--kind", action="append", choices=KINDS, help="only these edit kinds")
    parser.add_argument("--edits", type=int, default=2, help="random edits per input (default 2)")
    parser.add_argument("--all", action="store_true", help="every candidate edit of every kind (slow)")
    parser.add_argument("--seed", default="1", help="seed of the random edits (default 1)")
    parser.add_argument("--diff", action="store_true", help="also check `spanlift diff --format sql`")
    parser.add_argument("--emulator", action="store_true",
                        help="instead: apply OLD and the migration on the emulator and compare with NEW")
    parser.add_argument("--diff-with", help="the spanlift that runs `diff` (default: --spanlift)")
    parser.add_argument("--wrapper", help="run spanlift through this Python program (self-test)")
    parser.add_argument("--verbose", action="store_true", help="print passing edits too")
    args = parser.parse_args()
    args.spanlift = os.path.abspath(args.spanlift)
    if args.wrapper:  # the self-test: a deliberately unstable spanlift must fail the check
        args.spanlift = [sys.executable, os.path.abspath(args.wrapper), args.spanlift]
    args.diff_with = os.path.abspath(args.diff_with) if args.diff_with else args.spanlift
    if (args.diff or args.emulator) and run([args.diff_with, "diff", "--help"]).returncode != 0:
        print("SKIPPED: this spanlift has no `diff` command")
        return 77
    inputs = []
    if args.corpus:
        inputs += [(r["local_path"], os.path.join(args.corpus, r["local_path"]), r["dialect"], [])
                   for r in load_manifest(args.corpus)]
    if args.golden:
        inputs += golden_inputs(args.golden)
    inputs = [i for i in inputs if not args.file or i[0] in args.file]
    if args.emulator:
        import emulator  # noqa: E402
        with emulator.started() as emu:  # exits 77, printing SKIPPED, when it is not installed
            args.emu = emu
            return run_inputs(args, inputs)
    return run_inputs(args, inputs)


def run_inputs(args, inputs):
    totals = [0, 0, 0]
    for label, path, dialect, extra in inputs:
        try:
            result = check_file(args, label, path, dialect, extra, args.seed)
        except (RuntimeError, OSError, subprocess.TimeoutExpired, json.JSONDecodeError) as e:
            print(f"FAIL {label}: {e}")
            result = (0, 1, 0)
        totals = [a + b for a, b in zip(totals, result)]
    print(f"{totals[2]} edits skipped (see the skip lines)")
    print(f"{totals[0]} passed, {totals[1]} failed")
    return 1 if totals[1] or not totals[0] else 0


if __name__ == "__main__":
    sys.exit(main())
