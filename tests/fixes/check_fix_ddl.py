#!/usr/bin/env python3
"""Every fix text that contains a Spanner DDL statement holds a statement Spanner accepts.

Fix texts are collected from `spanlift convert -o DIR` (report.json: every finding, C, H and R
codes) over every golden input (tests/golden/**/<case>.sql, with its <case>.args) and every
corpus file (../shared/corpus/MANIFEST.tsv). A statement in a fix text starts at ALTER/CREATE/DROP
+ an object kind + a name (prose such as "recreate it with CREATE VIEW (GoogleSQL ...)" names a
kind, not a statement) and runs to the first ';' or the end of the text. Placeholders
(`<highest existing value>`) are filled with a value; an unknown placeholder is a failure, so a
new one must be taught here.

Checks, one line each:
- default: `spanlift inspect --from spanner` reads the converted schema followed by the statement
  with no diagnostic: our Spanner grammar parses it and it names objects of that schema.
- `--emulator`: the statement is applied to the Cloud Spanner emulator on top of the converted
  schema, one input per distinct statement shape (the smallest schema that has it). Exits 77 with
  a visible message when the emulator is missing.
Both first check themselves on a statement that must be refused (C061's old text), so a checker
that accepts everything fails. Ends with `N passed, M failed`.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "emulator"), os.path.join(HERE, "..", "corpus")]
import checklist  # noqa: E402  (paths set just above)
import emulator  # noqa: E402
from check_corpus import load_manifest  # noqa: E402

DDL_START = re.compile(
    r"\b(?:ALTER\s+(?:TABLE|SEQUENCE|INDEX|DATABASE)|"
    r"CREATE\s+(?:UNIQUE\s+|NULL_FILTERED\s+)*(?:TABLE|INDEX|SEQUENCE|VIEW|CHANGE\s+STREAM)|"
    r"DROP\s+(?:TABLE|INDEX|SEQUENCE|VIEW|CONSTRAINT))\s+(?=[`\w])")
PLACEHOLDER = re.compile(r"<([^<>]+)>")
# Placeholder -> the value a person would put there.
FILL = {"highest existing value": "1000", "largest existing id": "1000"}
# C061's text before the fix: must be refused, or the checker proves nothing.
KNOWN_BAD = "ALTER SEQUENCE {seq} SET OPTIONS (skip_range_min = 1, SKIP RANGE 1, 1000"


def statements_in(fix):
    """The DDL statements in a fix text (placeholders still in)."""
    out = []
    for m in DDL_START.finditer(fix):
        end = fix.find(";", m.start())
        out.append(fix[m.start():end if end >= 0 else len(fix)].strip())
    return out


def fill(statement):
    """(statement with placeholders filled, unknown placeholders)."""
    unknown = [p for p in PLACEHOLDER.findall(statement) if p not in FILL]
    return PLACEHOLDER.sub(lambda m: FILL.get(m.group(1), m.group(0)), statement), unknown


def inputs(golden, corpus):
    """(label, dialect, path, extra args, cwd) for every golden case and corpus file."""
    out = []
    for path in sorted(glob.glob(os.path.join(golden, "*", "*", "*.sql"))):
        if ".expected." in path:
            continue
        dialect = os.path.basename(os.path.dirname(path))
        if dialect not in ("mysql", "postgres", "spanner"):
            continue
        args_file = path[:-4] + ".args"
        args = open(args_file, encoding="utf-8").read().split() if os.path.exists(args_file) else []
        out.append((os.path.relpath(path, golden), dialect, path, args, os.path.dirname(path)))
    if os.path.exists(os.path.join(corpus, "MANIFEST.tsv")):
        for row in load_manifest(corpus):
            if row["dialect"] in ("mysql", "postgres"):
                out.append(("corpus/" + row["local_path"], row["dialect"], os.path.join(corpus, row["local_path"]), [],
                            corpus))
    return out


def convert(spanlift, dialect, path, args, cwd, out):
    proc = subprocess.run([spanlift, "convert"] + args + ["--from", dialect, "-o", out, path], cwd=cwd,
                          capture_output=True, timeout=300)
    if proc.returncode == 2 or not os.path.exists(os.path.join(out, "report.json")):
        return None, None
    report = json.load(open(os.path.join(out, "report.json"), encoding="utf-8"))
    return open(os.path.join(out, "schema.sql"), encoding="utf-8").read(), report


def collect(spanlift, golden, corpus):
    """[{input, schema, fixes: [(code, object, statement)]}] for inputs whose fixes hold DDL."""
    found = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, (label, dialect, path, args, cwd) in enumerate(inputs(golden, corpus)):
            schema, report = convert(spanlift, dialect, path, args, cwd, os.path.join(tmp, str(n)))
            if report is None:
                continue
            fixes = [(f["code"], f.get("object", ""), s) for f in report.get("findings", [])
                     for s in statements_in(f.get("fix") or "")]
            if fixes:
                found.append({"input": label, "schema": schema, "fixes": fixes})
    return found


def inspect_problems(spanlift, schema, statements):
    """Diagnostics `inspect --from spanner` gives for the statements appended to the schema."""
    first = schema.count("\n") + 2
    text = schema + "\n" + "".join(s + ";\n" for s in statements)
    proc = subprocess.run([spanlift, "inspect", "--from", "spanner", "--format", "json", "-"],
                          input=text.encode(), capture_output=True, timeout=120)
    try:
        diagnostics = json.loads(proc.stdout.decode()).get("diagnostics", [])
    except ValueError:
        return {None: f"inspect failed (exit {proc.returncode}): {proc.stderr.decode()[:300]}"}
    problems = {}
    for d in diagnostics:
        line = d.get("location", {}).get("line", 0)
        index = line - first if line >= first else None
        problems.setdefault(index, d.get("message", str(d)))
    return problems


def check_inspect(spanlift, found):
    results = []
    bad = KNOWN_BAD.format(seq="spanlift_probe")
    refused = inspect_problems(spanlift, "CREATE SEQUENCE spanlift_probe OPTIONS (sequence_kind = 'bit_reversed_positive');", [bad])
    results.append(("self-check: inspect refuses C061's old text", bool(refused)))
    for item in found:
        filled = []
        for code, obj, statement in item["fixes"]:
            text, unknown = fill(statement)
            if unknown:
                results.append((f"{item['input']} {code} {obj}: unknown placeholder <{unknown[0]}> in: {statement}", False))
            filled.append((code, obj, text))
        problems = inspect_problems(spanlift, item["schema"], [t for _, _, t in filled])
        if None in problems:
            results.append((f"{item['input']}: the schema itself: {problems[None]}", False))
        for i, (code, obj, text) in enumerate(filled):
            problem = problems.get(i)
            results.append((f"{item['input']} {code} {obj}: {text}" + (f" -- {problem}" if problem else ""),
                            problem is None))
    return results


def shape(statement):
    """The statement with names and numbers replaced: one emulator check per shape."""
    return re.sub(r"`[^`]*`|\b(?![A-Z_]+\b)\w+\b", "x", statement)


def check_emulator(found):
    results = []
    chosen = {}  # shape -> items that have it, smallest schema first
    for item in sorted(found, key=lambda i: len(i["schema"])):
        for code, obj, statement in item["fixes"]:
            chosen.setdefault((code, shape(statement)), []).append((item, code, obj, statement))
    with emulator.started() as emu:
        db = emu.database()
        db.update_ddl(["CREATE SEQUENCE spanlift_probe OPTIONS (sequence_kind = 'bit_reversed_positive')"])
        try:
            db.update_ddl([KNOWN_BAD.format(seq="spanlift_probe")])
            results.append(("self-check: the emulator refuses C061's old text", False))
        except emulator.SpannerError:
            results.append(("self-check: the emulator refuses C061's old text", True))
        for key in sorted(chosen):
            results.append(apply_one(emu, chosen[key]))
    return results


def apply_one(emu, candidates):
    """Applies the first candidate whose schema the emulator accepts; then the fix statement."""
    for item, code, obj, statement in candidates[:3]:
        db = emu.database()
        try:
            db.update_ddl([s for _, s in emulator.split_statements(item["schema"])])
        except emulator.SpannerError:
            continue  # that schema is another check's business: try a smaller one with the shape
        text, _ = fill(statement)
        try:
            db.update_ddl([text])
            return (f"emulator: {item['input']} {code} {obj}: {text}", True)
        except emulator.SpannerError as e:
            return (f"emulator: {item['input']} {code} {obj}: {text} -- {e.message[:300]}", False)
    item, code, obj, statement = candidates[0]
    return (f"emulator: {code} {statement}: no converted schema with it was accepted to try it on", False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spanlift", required=True)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    parser.add_argument("--golden", default=os.path.join(root, "golden"))
    parser.add_argument("--corpus", default=os.path.join(root, "..", "..", "shared", "corpus"))
    parser.add_argument("--emulator", action="store_true", help="apply each statement shape on the emulator")
    args = parser.parse_args()
    if args.emulator:
        emulator.skip_if_missing()
    found = collect(args.spanlift, args.golden, args.corpus)
    results = check_emulator(found) if args.emulator else check_inspect(args.spanlift, found)
    # No fix with DDL at all would make every check vacuous.
    results.append((f"fix texts with DDL found: {sum(len(i['fixes']) for i in found)} in {len(found)} inputs",
                    len(found) > 0))
    return checklist.finish(results)


if __name__ == "__main__":
    sys.exit(main())
