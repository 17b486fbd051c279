#!/usr/bin/env python3
"""Lists the columns the precision benchmark labels: the first part of every primary key and the
leading column of every index in the given corpus files, with what a person reading the schema
needs (type, default, generator, the rest of the key), as TSV rows waiting for a label and a reason.

    candidates.py --spanlift BIN --corpus DIR FILE...   (FILE: local_path from MANIFEST.tsv)

It reads the source model only (`spanlift inspect`), never lint's or convert's opinion.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus"))
from check_corpus import load_manifest  # noqa: E402


def describe(column):
    bits = [column["type"]]
    if column.get("auto_increment"):
        bits.append("AUTO_INCREMENT")
    if column.get("identity"):
        bits.append("IDENTITY")
    if column.get("default"):
        bits.append("DEFAULT " + column["default"])
    return " ".join(bits)


def rows_of(model, local_path):
    for t in model["tables"]:
        columns = {c["name"]: c for c in t["columns"]}
        name = (t["schema"] + "." if t.get("schema") and t["schema"] not in ("public", "") else "") + t["name"]
        pk = [p.get("name", p.get("expression")) for p in t["primary_key"] or []]
        if pk and pk[0] in columns:
            yield [local_path, name, pk[0], "key", describe(columns[pk[0]]), "(" + ", ".join(pk) + ")"]
        for i in t["indexes"]:
            parts = [p.get("name", p.get("expression")) for p in i["columns"]]
            if parts and parts[0] in columns:
                kind = "unique index " if i["unique"] else "index "
                yield [local_path, name, parts[0], kind + i["name"], describe(columns[parts[0]]), "(" + ", ".join(parts) + ")"]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    dialects = {r["local_path"]: r["dialect"] for r in load_manifest(args.corpus)}
    for f in args.files:
        proc = subprocess.run([args.spanlift, "inspect", "--from", dialects[f], "--format", "json",
                               os.path.join(args.corpus, f)], capture_output=True, check=True)
        for row in rows_of(json.loads(proc.stdout), f):
            print("\t".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
