#!/usr/bin/env python3
"""Checks `spanlift inspect` against the server-made ground truth of ../shared/corpus.

For one corpus file (or all of them): the file must be read with no error diagnostic, its dialect
must be detected, and its tables, columns (in order), primary keys, unique constraints, indexes,
foreign keys, partitions, auto-increment and temporal columns must match what a real MariaDB 10.11
or PostgreSQL 15 server made of it (corpus/truth/*.json, format in corpus/truth/README.md).
"""
import argparse
import json
import os
import subprocess
import sys

MYSQL_TEMPORAL = {"date", "datetime", "timestamp", "time", "year"}
PG_TEMPORAL = {"date", "time", "timetz", "timestamp", "timestamptz"}


def read_tsv(path):
    """Rows of a tab-separated file with a header line, as dicts."""
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        return [dict(zip(header, line.rstrip("\n").split("\t"))) for line in f if line.strip()]


def load_manifest(corpus):
    return read_tsv(os.path.join(corpus, "MANIFEST.tsv"))


def load_status(corpus):
    return {r["local_path"]: r for r in read_tsv(os.path.join(corpus, "LOAD.tsv"))}


def truth_path(corpus, local_path):
    return os.path.join(corpus, "truth", local_path.replace("/", "__") + ".json")


def table_key(dialect, schema, name):
    if dialect == "postgres" and schema and schema != "public":
        return f"{schema}.{name}"
    return name


def qualified_ref(dialect, ref):
    """Truth spells references outside `public` as schema.name, inside as name."""
    if not ref:
        return None
    if dialect == "postgres" and ref.startswith("public."):
        return ref[len("public."):]
    return ref


def part_text(p):
    if "expression" in p:
        return "expr"
    text = p["name"] + (" DESC" if p.get("desc") else "")
    if p.get("nulls"):
        default_nulls = "FIRST" if p.get("desc") else "LAST"
        if p["nulls"] != default_nulls:
            text += " NULLS " + p["nulls"]
    return text


def truth_part_text(c):
    return "expr" if c.startswith("expr:") else c


class Model:
    """Our inspect JSON, indexed like the truth."""

    def __init__(self, doc, dialect):
        self.dialect = dialect
        self.tables = {table_key(dialect, t["schema"], t["name"]): t for t in doc["tables"]}
        self.domains = {d["name"]: d for d in doc.get("domains", [])}

    def base_type_name(self, column):
        name = column["type"].split("(")[0].split("[")[0].strip()
        if name.endswith(" unsigned") or name.endswith(" zerofill"):
            name = name.split(" ")[0]
        domain = self.domains.get(name.split(".")[-1])
        if domain:
            return domain["type"].split("(")[0].strip()
        return name

    def is_array(self, column):
        return column["type"].endswith("[]")


def compare_table(name, ours, truth, model, dialect, problems, fk_ok_tables):
    def problem(what, got, want):
        problems.append(f"{name}: {what}: spanlift {got!r} != server {want!r}")

    cols = [c["name"] for c in ours["columns"]]
    if cols != truth["columns"]:
        problem("columns", cols, truth["columns"])
    pk = [p["name"] for p in ours["primary_key"]] if ours["primary_key"] else []
    if pk != truth["primary_key"]:
        problem("primary key", pk, truth["primary_key"])

    uniques = sorted(sorted_parts(i) for i in ours["indexes"] if i["unique"])
    want_uniques = sorted([[truth_part_text(c) for c in u] for u in truth["unique"]])
    if uniques != want_uniques:
        problem("unique", uniques, want_uniques)

    compare_indexes(name, ours, truth, dialect, problem)
    compare_foreign_keys(name, ours, truth, model, dialect, problem)

    if qualified_ref(dialect, ours.get("partition_of")) != truth["partition_of"]:
        problem("partition_of", ours.get("partition_of"), truth["partition_of"])
    auto = sorted(c["name"] for c in ours["columns"] if c["auto_increment"])
    if auto != sorted(truth["auto_increment_columns"]):
        problem("auto_increment columns", auto, sorted(truth["auto_increment_columns"]))
    temporal_names = MYSQL_TEMPORAL if dialect == "mysql" else PG_TEMPORAL
    temporal = sorted(c["name"] for c in ours["columns"]
                      if model.base_type_name(c) in temporal_names and not model.is_array(c))
    if temporal != sorted(truth["temporal_columns"]):
        problem("temporal columns", temporal, sorted(truth["temporal_columns"]))


def sorted_parts(index):
    return [("expr" if "expression" in p else p["name"]) for p in index["columns"]]


def compare_indexes(name, ours, truth, dialect, problem):
    got = {i["name"]: i for i in ours["indexes"]}
    want = {i["name"]: i for i in truth["indexes"]}
    fk_column_lists = [fk["columns"] for fk in ours["foreign_keys"]]
    for index_name, w in want.items():
        if index_name in got:
            g = got[index_name]
            g_cols = [part_text(p) for p in g["columns"]]
            w_cols = [truth_part_text(c) for c in w["columns"]]
            if g_cols != w_cols:
                problem(f"index {index_name} columns", g_cols, w_cols)
            if g["unique"] != w["unique"]:
                problem(f"index {index_name} unique", g["unique"], w["unique"])
        elif dialect == "mysql" and w["columns"] in fk_column_lists and not w["unique"]:
            continue  # InnoDB creates an index for a foreign key that has none; not in the DDL
        else:
            problem("missing index", None, index_name)
    for index_name in got:
        if index_name not in want:
            problem("extra index", index_name, None)


def compare_foreign_keys(name, ours, truth, model, dialect, problem):
    default_action = "RESTRICT" if dialect == "mysql" else "NO ACTION"
    got = {fk["name"]: fk for fk in ours["foreign_keys"]}
    want = {fk["name"]: fk for fk in truth["foreign_keys"]}
    if sorted(got) != sorted(want):
        problem("foreign key names", sorted(got), sorted(want))
    for fk_name in set(got) & set(want):
        g, w = got[fk_name], want[fk_name]
        ref = table_key(dialect, g.get("ref_schema") or "public", g["ref_table"]) \
            if dialect == "postgres" else g["ref_table"]
        ref_cols = g["ref_columns"]
        if not ref_cols:  # REFERENCES t without columns means t's primary key
            target = model.tables.get(ref)
            ref_cols = [p["name"] for p in target["primary_key"]] if target and target["primary_key"] else []
        got_fk = (g["columns"], ref, ref_cols, g["on_delete"] or default_action)
        want_fk = (w["columns"], w["ref_table"], w["ref_columns"], w["on_delete"])
        if got_fk != want_fk:
            problem(f"foreign key {fk_name}", got_fk, want_fk)


def skipped_names(doc, kinds):
    """Names of the skipped objects of these kinds: unqualified, unquoted, without arguments."""
    return [s["name"].split("(")[0].strip().split(".")[-1].strip('"`') for s in doc["skipped"]
            if s["kind"] in kinds]


# The ground truth was made from load copies with installer placeholders filled in
# (corpus/README.md); apply the same substitution to our output.
LOAD_PLACEHOLDERS = {"thirtybees/db_structure.sql": [("PREFIX_", "tb_")]}


def drop_unloadable_foreign_keys(model, truth, dialect):
    """In a partial load the server could not create foreign keys to tables it rejected."""
    for table in model.tables.values():
        table["foreign_keys"] = [
            fk for fk in table["foreign_keys"]
            if table_key(dialect, fk.get("ref_schema") or "public", fk["ref_table"]) in truth["tables"]]


def check_file(spanlift, corpus, row, status, verbose):
    path = os.path.join(corpus, row["local_path"])
    dialect = row["dialect"]
    # The MySQL ground truth comes from MariaDB 10.11: read executable comments as it does.
    flavor = ["--mysql-flavor", "mariadb"] if dialect == "mysql" else []
    proc = subprocess.run([spanlift, "inspect", "--format", "json"] + flavor + [path],
                          capture_output=True, timeout=300)
    problems = []
    if proc.returncode not in (0, 1):
        return [f"exit code {proc.returncode}: {proc.stderr.decode(errors='replace')[:2000]}"]
    text = proc.stdout.decode("utf-8")
    for placeholder, value in LOAD_PLACEHOLDERS.get(row["local_path"], []):
        text = text.replace(placeholder, value)
    doc = json.loads(text)
    if doc["dialect"] != dialect:
        problems.append(f"dialect detected as {doc['dialect']}, expected {dialect}")
    for d in doc["diagnostics"]:
        if d["severity"] == "error":
            problems.append(f"{d['file']}:{d['line']}:{d['column']}: {d['code']}: {d['message']}")
    with open(truth_path(corpus, row["local_path"]), encoding="utf-8") as f:
        truth = json.load(f)
    model = Model(doc, dialect)
    partial = status.get(row["local_path"], {}).get("loaded_ok") == "partial"
    # A partial load's truth is what the server accepted: our tables must include it. pagila HEAD
    # needs PostgreSQL 18, so the server kept only some of its tables.
    missing = sorted(set(truth["tables"]) - set(model.tables))
    extra = sorted(set(model.tables) - set(truth["tables"]))
    if missing:
        problems.append(f"tables missing: {missing}")
    if extra and not (partial and row["local_path"] == "pagila/pagila-schema.sql"):
        problems.append(f"tables not on the server: {extra}")
    if partial:
        drop_unloadable_foreign_keys(model, truth, dialect)
    for name in sorted(set(truth["tables"]) & set(model.tables)):
        compare_table(name, model.tables[name], truth["tables"][name], model, dialect, problems, None)
    skipped_views = set(skipped_names(doc, ("view", "materialized view")))
    for view in truth.get("views", []):
        if view.split(".")[-1] not in skipped_views:
            problems.append(f"view {view} not listed in skipped")
    if verbose:
        print(f"{row['local_path']}: {len(model.tables)} tables, {len(doc['diagnostics'])} diagnostics")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--file", action="append", help="local_path from MANIFEST.tsv (default: all)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    rows = load_manifest(args.corpus)
    status = load_status(args.corpus)
    if args.file:
        rows = [r for r in rows if r["local_path"] in args.file]
        if len(rows) != len(args.file):
            sys.exit(f"unknown corpus file in {args.file}")
    failed = 0
    for row in rows:
        problems = check_file(args.spanlift, args.corpus, row, status, args.verbose)
        if problems:
            failed += 1
            print(f"FAIL {row['local_path']} ({len(problems)} problems)")
            for p in problems[:40]:
                print("   ", p)
            if len(problems) > 40:
                print(f"    ... {len(problems) - 40} more")
        else:
            print(f"ok   {row['local_path']}")
    print(f"{len(rows) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
