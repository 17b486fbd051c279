#!/usr/bin/env python3
"""Keywords as names (issue 11, part 2): every non-reserved keyword of a dialect, unquoted, as a
table, column and index name, must reach the model under that name.

The word lists are test data with their source in their header (tests/keywords/*.txt, regenerated
by the gen_*.py scripts next to them); this test needs no server.
  keywords_test.py SPANLIFT LIST...
"""
import json
import os
import subprocess
import sys


def read_words(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def check_list(spanlift, path):
    words = read_words(path)
    # Lower case: the model keeps names as written, so a match also proves no keyword was folded.
    sql = "".join(f"CREATE TABLE {w.lower()} ({w.lower()} INT, KEY {w.lower()} ({w.lower()}));\n" for w in words)
    proc = subprocess.run([spanlift, "inspect", "--from", "mysql", "--format", "json", "-"], input=sql.encode(),
                          capture_output=True, timeout=300)
    errors = {}
    for line in proc.stderr.decode(errors="replace").splitlines():
        parts = line.split(":")
        if len(parts) > 2 and parts[1].isdigit():
            errors.setdefault(int(parts[1]), line)
    try:
        tables = {t["name"]: t for t in json.loads(proc.stdout)["tables"]}
    except (ValueError, KeyError):
        tables = {}
    failed = 0
    name = os.path.basename(path)
    for line, w in enumerate(words, start=1):
        name_w = w.lower()
        t = tables.get(name_w)
        ok = (t is not None and [c["name"] for c in t["columns"]] == [name_w]
              and [i["name"] for i in t["indexes"]] == [name_w])
        print(("ok   " if ok else "FAIL ") + f"{name}: {w} as table, column and index name"
              + ("" if ok else ": " + errors.get(line, "not in the model")))
        failed += 0 if ok else 1
    return len(words), failed


def main():
    spanlift, lists = sys.argv[1], sys.argv[2:]
    total = failed = 0
    for path in lists:
        n, f = check_list(spanlift, path)
        total += n
        failed += f
    print(f"{total - failed} passed, {failed} failed")
    return 1 if failed or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
