#!/usr/bin/env python3
"""Lists the columns the blind benchmark labels, for one schema file: the first part of every
primary key and the leading column of every index, with what a person needs to judge them (type,
default, generator, the whole key, the table's columns and foreign keys, and, when the file holds
rows, the table's row count and the column's measured distinct count and top values).

It runs `spanlift inspect` only (the parse and the row measures), never lint, convert or any
classification, so a label cannot lean on what spanlift thinks. Large files are sampled: at most
--max candidates per file, chosen by a hash of table and index name (stable across runs).

    candidates.py --spanlift BIN --dialect mysql|postgres FILE [--max N] [--id ID]
"""
import argparse
import hashlib
import json
import subprocess
import sys


def describe(column):
    bits = [column["type"]]
    for flag, word in (("auto_increment", "AUTO_INCREMENT"), ("identity", "IDENTITY")):
        if column.get(flag):
            bits.append(word)
    if column.get("nullable") is False:
        bits.append("NOT NULL")
    if column.get("default"):
        bits.append("DEFAULT " + str(column["default"]))
    if column.get("sequence"):
        bits.append("SEQUENCE " + str(column["sequence"]))
    if column.get("on_update"):
        bits.append("ON UPDATE " + str(column["on_update"]))
    if column.get("generated"):
        bits.append("GENERATED")
    return " ".join(bits)


def table_name(t):
    return (t["schema"] + "." if t.get("schema") and t["schema"] not in ("public", "") else "") + t["name"]


def part_name(p):
    return p.get("name") or p.get("expression") or "?"


def measures(table, column):
    data = table.get("data") or {}
    if not data:
        return "", "", ""
    for c in data.get("columns", []):
        if c["column"] == column:
            # A heavy hitter's count minus its possible overcount: what it surely holds.
            top = ", ".join(f"{t['value'][:24]}x{t['count'] - t.get('error', 0)}" for t in (c.get("top") or [])[:3]
                            if t["count"] - t.get("error", 0) > 1)
            return str(data.get("rows", "")), str(c.get("distinct", "")), top
    return str(data.get("rows", "")), "", ""


def candidates(model, file_id):
    referenced = {}
    for t in model["tables"]:
        for fk in t.get("foreign_keys", []):
            ref = fk.get("ref_table") or ""
            referenced[ref] = referenced.get(ref, 0) + 1
    for t in model["tables"]:
        columns = {c["name"]: c for c in t["columns"]}
        name = table_name(t)
        context = [str(len(t["columns"])), str(referenced.get(t["name"], 0)), str(len(t.get("foreign_keys", [])))]
        pk = [part_name(p) for p in t.get("primary_key") or []]
        roles = []
        if pk:
            roles.append(("key", pk))
        for i in t.get("indexes", []):
            roles.append((("unique index " if i.get("unique") else "index ") + i["name"], [part_name(p) for p in i["columns"]]))
        for role, parts in roles:
            col = parts[0]
            desc = describe(columns[col]) if col in columns else "(expression)"
            rows, distinct, top = measures(t, col)
            yield [file_id, name, col, role, "(" + ", ".join(parts) + ")", desc, *context, rows, distinct, top]


HEADER = ["file", "table", "column", "role", "parts", "type", "table_columns", "fks_to_table", "fks_from_table",
          "rows", "distinct", "top_values"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--dialect", required=True)
    parser.add_argument("--max", type=int, default=120)
    parser.add_argument("--id", help="the file's id in sources.tsv (default: the path)")
    parser.add_argument("file")
    args = parser.parse_args()
    proc = subprocess.run([args.spanlift, "inspect", "--profile-data", "--from", args.dialect, "--format", "json",
                           args.file], capture_output=True)
    if proc.returncode not in (0, 1):
        sys.exit(f"inspect failed: {proc.stderr.decode(errors='replace')[:400]}")
    rows = list(candidates(json.loads(proc.stdout), args.id or args.file))
    if len(rows) > args.max:
        rows.sort(key=lambda r: hashlib.sha1(f"{r[1]}\t{r[3]}".encode()).hexdigest())
        rows = sorted(rows[: args.max], key=lambda r: (r[1], r[3] != "key", r[3]))
    print("\t".join(HEADER))
    for r in rows:
        print("\t".join(x.replace("\t", " ").replace("\n", " ") for x in r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
