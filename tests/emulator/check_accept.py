#!/usr/bin/env python3
"""Every schema spanlift writes is accepted by Spanner (the emulator), and what Spanner stored is
what spanlift meant.

For one input file, each variant (the golden case's own `<case>.args` when it has one, default,
--no-rewrite, --hash crc32, --native-uuid, each sample policy) is converted with
`spanlift convert -o DIR`, and DIR/schema.sql is applied to a fresh database of one emulator
process (apply.py: batches of one kind). Checks, one line each:
  - every statement is accepted (a rejection names schema.sql's line, the statement and Spanner's
    message);
  - read-back: `spanlift inspect --from spanner` of GetDatabaseDdl equals the same of schema.sql,
    model objects only (no locations, no spelling, no statement order);
  - emulator gaps (docs/verify.md): a statement using something Spanner has and the emulator lacks
    must be rejected by the emulator with the gap's message (so the list stays true), must parse
    with our own Spanner grammar, and is then applied with a stand-in so the rest still applies.
A variant whose schema.sql is byte-identical to one already applied is not applied again.

    check_accept.py --spanlift BIN --from mysql|postgres|spanner INPUT [--samples DIR] [--variants a,b]

Ends with `N passed, M failed`; exit 0 / 1, 77 when the emulator is not installed.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apply  # noqa: E402
import emulator  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def case_args(input_path):
    """A golden case's own arguments (`<case>.args` beside it, as run_golden.py passes them), with
    files named in them made absolute; None when the case has none."""
    path = input_path[:-4] + ".args"
    if not os.path.exists(path):
        return None
    here = os.path.dirname(os.path.abspath(input_path))
    words = open(path, encoding="utf-8").read().split()
    return [os.path.join(here, w) if os.path.exists(os.path.join(here, w)) else w for w in words]


def variants(samples, input_path=""):
    own = case_args(input_path) if input_path.endswith(".sql") else None
    return ([("case-args", own)] if own else []) + [
        ("default", []),
        ("no-rewrite", ["--no-rewrite"]),
        ("hash-crc32", ["--hash", "crc32"]),
        ("native-uuid", ["--native-uuid"]),
        ("policy.toml", ["--policy", os.path.join(samples, "policy.toml")]),
        ("policy.yaml", ["--policy", os.path.join(samples, "policy.yaml")]),
    ]


class Gap:
    """Something Spanner has that the installed emulator rejects (docs/verify.md, Emulator gaps)."""

    def __init__(self, name, pattern, message, stand_ins):
        self.name, self.pattern, self.message, self.stand_ins = name, pattern, message, stand_ins

    def used_by(self, statement):
        return apply.outside_quotes(statement, self.pattern)[0]

    def stand_in(self, statement):
        for pattern, replacement in self.stand_ins:
            statement = apply.outside_quotes(statement, pattern, replacement)[1]
        return statement


GAPS = [
    # Emulator 528.0.0: "Unrecognized ddl::ColumnDefinition ... type: NONE". The stand-in keeps
    # the rest of the schema (keys, indexes, foreign keys on those columns) applicable.
    Gap("UUID column type", apply.UUID_TYPE, "type: NONE",
        [(apply.UUID_TYPE, "STRING(36)"), (re.compile(r"\bNEW_UUID\(\)"), "GENERATE_UUID()")]),
]


def unfiltered_indexes(model):
    """Read-back gap: emulator 528.0.0 accepts `CREATE INDEX ... WHERE c IS NOT NULL` but
    GetDatabaseDdl prints the index without its predicate. Drops the predicates from spanlift's
    model; returns how many. If the emulator starts keeping them, the read-back check fails."""
    count = 0
    for table in model["tables"]:
        for index in table["indexes"]:
            if index.get("where"):
                index["where"] = None
                count += 1
    return count


def adjust_columns(model, needs, adjust):
    """Applies `adjust` to every column of spanlift's model for which `needs` holds; how many."""
    columns = [c for table in model["tables"] for c in table["columns"] if needs(c)]
    for column in columns:
        adjust(column)
    return len(columns)


def stored_generated(model):
    """Read-back gap: emulator 528.0.0 stores every generated column, and GetDatabaseDdl prints
    STORED for the ones spanlift left virtual (Spanner has non-stored generated columns:
    cloud.google.com/spanner/docs/generated-column/how-to). Marks them stored in spanlift's model;
    returns how many. If the emulator starts keeping them virtual, the read-back check fails."""
    return adjust_columns(model, lambda c: c.get("generated") and not c["generated"]["stored"],
                          lambda c: c["generated"].update(stored=True))


def hidden_columns(model):
    """Read-back gap: emulator 528.0.0 applies HIDDEN (SELECT * leaves the column out) but
    GetDatabaseDdl prints the column without it. Clears `hidden` in spanlift's model; returns
    how many. If the emulator starts printing HIDDEN, the read-back check fails."""
    return adjust_columns(model, lambda c: c.get("hidden"), lambda c: c.update(hidden=False))


def search_indexes_as_indexes(model, stored):
    """Read-back gap: emulator 528.0.0 applies CREATE SEARCH INDEX but GetDatabaseDdl prints it as
    a CREATE INDEX on the same columns and STORING, without PARTITION BY, ORDER BY, WHERE and
    OPTIONS. Each of spanlift's search indexes must come back so (same table, columns, STORING);
    the matching index leaves the read-back model. Returns how many."""
    count = 0
    for search in model.pop("search_indexes", []):
        table = next((t for t in stored["tables"] if t["name"].lower() == search["table"].lower()), None)
        index = next((i for i in (table or {}).get("indexes", []) if i["name"].lower() == search["name"].lower()), None)
        if index is None or [c["name"] for c in index["columns"]] != [c["name"] for c in search["columns"]] \
                or sorted(index.get("include") or []) != sorted(search["storing"]):
            model.setdefault("search_indexes", []).append(search)  # compared as it is: a difference
            continue
        table["indexes"].remove(index)
        count += 1
    return count


def object_texts(model):
    """Objects kept as text (models, graphs) are compared without layout: GetDatabaseDdl
    re-indents them, writes a trailing comma in INPUT(...) / OUTPUT(...) and prints names without
    their backticks (`values`)."""
    for o in model.get("objects", []):
        o["text"] = o["text"].replace("`", "")
        o["text"] = re.sub(r",\s*\)", ")", re.sub(r"\s+", " ", o["text"])).replace("( ", "(").replace(" (", "(")


class Checker:
    def __init__(self, label):
        self.label, self.passed, self.failed = label, 0, 0

    def ok(self, what):
        self.passed += 1
        print(f"ok   {self.label} {what}", flush=True)

    def fail(self, what, details=()):
        self.failed += 1
        print(f"FAIL {self.label} {what}" + "".join(f"\n      {d}" for d in details), flush=True)


def convert(spanlift, dialect, path, args, out_dir):
    proc = subprocess.run([spanlift, "convert", "--from", dialect, "-o", out_dir] + args + [path],
                          capture_output=True, timeout=600)
    if proc.returncode not in (0, 1) or not os.path.exists(os.path.join(out_dir, "schema.sql")):
        return None, f"convert exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:500]}"
    with open(os.path.join(out_dir, "schema.sql"), encoding="utf-8") as f:
        return f.read(), None


CREATED = re.compile(r"CREATE\s+(?:UNIQUE\s+)?(?:NULL_FILTERED\s+)?(TABLE|INDEX)\s+(`(?:[^`\\]|\\.)*`|\S+)")


def created_object(statement):
    """'table x' / 'index x' for a CREATE TABLE / CREATE INDEX statement, else None."""
    m = CREATED.match(statement)
    return m and f"{m.group(1).lower()} {m.group(2).strip('`')}"


def error_findings(work):
    """Objects spanlift itself says Spanner will reject (error findings such as C080 and C082):
    {object: code}. Spanner must reject exactly those statements."""
    with open(os.path.join(work, "report.json"), encoding="utf-8") as f:
        report = json.load(f)
    return {x["object"]: x["code"] for x in report["findings"]
            if x["severity"] == "error" and x["object"].startswith(("table ", "index "))}


def drop_objects(model, objects):
    model["tables"] = [t for t in model["tables"] if f"table {t['name']}" not in objects]
    for t in model["tables"]:
        t["indexes"] = [i for i in t["indexes"] if f"index {i['name']}" not in objects]


def apply_with_gaps(db, numbered, check, variant):
    """Applies the statements; a statement that uses a gap is sent alone first and must be
    rejected with the gap's message, then its stand-in goes on with the rest.
    Returns (rejections, statements as applied)."""
    rejected, sent, pending, gap_hits = [], [], [], {}
    # ALTER DATABASE names the database it runs in: here, the emulator's fresh one.
    own = db.path.rsplit("/", 1)[-1]
    numbered = [(line, re.sub(r"^ALTER DATABASE\s+(`[^`]*`|\S+)", f"ALTER DATABASE `{own}`", statement))
                for line, statement in numbered]
    for line, statement in numbered:
        gap = next((g for g in GAPS if g.used_by(statement)), None)
        if gap is None:
            pending.append((line, statement))
            continue
        rejected += apply.apply(db, pending)
        sent += pending
        pending = []
        try:
            db.update_ddl([statement])
            check.fail(f"{variant}: emulator gap '{gap.name}' is closed: schema.sql:{line} was "
                       "accepted; remove the gap from tests/emulator/check_accept.py and docs/verify.md")
            sent.append((line, statement))
            continue
        except emulator.SpannerError as e:
            if gap.message not in e.message:
                rejected.append(apply.Rejection(line, statement, e.message))
                continue
        gap_hits[gap.name] = gap_hits.get(gap.name, 0) + 1
        pending.append((line, gap.stand_in(statement)))
    rejected += apply.apply(db, pending)
    sent += pending
    for name, count in gap_hits.items():
        check.ok(f"{variant}: emulator gap '{name}': {count} statements rejected with its message, "
                 "applied with the stand-in")
    return rejected, sent


def check_variant(spanlift, emu, check, name, text, work):
    numbered = apply.split(text)
    db = emu.database()
    started = time.monotonic()
    rejected, sent = apply_with_gaps(db, numbered, check, name)
    seconds = time.monotonic() - started
    foreseen = error_findings(work)
    confirmed = [r for r in rejected if created_object(r.statement) in foreseen]
    rejected = [r for r in rejected if r not in confirmed]
    if confirmed:
        codes = sorted({foreseen[created_object(r.statement)] for r in confirmed})
        check.ok(f"{name}: {len(confirmed)} statements rejected as our error findings say "
                 f"({', '.join(codes)})")
    missed = set(foreseen) - {created_object(r.statement) for r in confirmed}
    if missed:
        check.fail(f"{name}: Spanner accepted what our error findings say it rejects", sorted(missed))
    if rejected:
        check.fail(f"{name}: {len(rejected)} of {len(numbered)} statements rejected ({seconds:.1f} s)",
                   [r.describe("schema.sql") for r in rejected[:5]])
    else:
        check.ok(f"{name}: {len(numbered) - len(confirmed)} statements applied, 0 rejected "
                 f"({seconds:.1f} s)")
    exact, errors = apply.model(spanlift, os.path.join(work, "schema.sql"))
    if errors:
        check.fail(f"{name}: our Spanner grammar reads schema.sql", errors[:5])
    elif sent != numbered:
        check.ok(f"{name}: our Spanner grammar reads the exact schema.sql (gap statements included)")
    if rejected:
        return
    applied_path = os.path.join(work, "applied.sql")
    if sent != numbered:  # stand-ins for gaps: compare with what was sent
        with open(applied_path, "w", encoding="utf-8") as f:
            f.write("".join(f"{s};\n\n" for _, s in sent))
        exact, errors = apply.model(spanlift, applied_path)
    stored_path = os.path.join(work, "stored.sql")
    with open(stored_path, "w", encoding="utf-8") as f:
        f.write(apply.read_back(db))
    stored, stored_errors = apply.model(spanlift, stored_path)
    virtual = stored_generated(exact) if exact else 0
    hidden = hidden_columns(exact) if exact else 0
    filtered = unfiltered_indexes(exact) if exact else 0
    searched = search_indexes_as_indexes(exact, stored) if exact and stored else 0
    if exact and stored:
        object_texts(exact)
        object_texts(stored)
    if exact:
        drop_objects(exact, foreseen)
    diffs = stored_errors or apply.differences(exact, stored)
    if searched and not diffs:
        check.ok(f"{name}: emulator gap 'search indexes in GetDatabaseDdl': {searched} read back as CREATE INDEX "
                 "(same columns and STORING; PARTITION BY, ORDER BY, WHERE and OPTIONS not printed)")
    if virtual and not diffs:
        check.ok(f"{name}: emulator gap 'non-stored generated columns': {virtual} read back as STORED")
    if hidden and not diffs:
        check.ok(f"{name}: emulator gap 'HIDDEN in GetDatabaseDdl': {hidden} read back without HIDDEN")
    if filtered and not diffs:
        check.ok(f"{name}: emulator gap 'index WHERE ... IS NOT NULL': {filtered} read back without it")
    if diffs:
        check.fail(f"{name}: read-back model equals schema.sql's", diffs)
    else:
        check.ok(f"{name}: read-back model equals schema.sql's")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--spanlift", required=True)
    p.add_argument("--from", dest="dialect", required=True, choices=["mysql", "postgres", "spanner"])
    p.add_argument("--samples", default=os.path.join(ROOT, "samples"))
    p.add_argument("--variants", help="comma-separated subset of the variant names")
    p.add_argument("--label", help="name printed on each line (default: the input path)")
    p.add_argument("input")
    a = p.parse_args()
    emulator.skip_if_missing()
    check = Checker(a.label or a.input)
    chosen = variants(a.samples, a.input)
    if a.variants:
        chosen = [v for v in chosen if v[0] in a.variants.split(",")]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="spanlift-accept-") as tmp, emulator.started() as emu:
        applied = {}  # schema.sql text -> variant that applied it
        for name, args in chosen:
            work = os.path.join(tmp, name)
            text, error = convert(a.spanlift, a.dialect, a.input, args, work)
            if error:
                check.fail(f"{name}: convert", [error])
            elif text in applied:
                check.ok(f"{name}: schema.sql identical to {applied[text]}'s (not applied again)")
            else:
                applied[text] = name
                check_variant(a.spanlift, emu, check, name, text, work)
    print(f"{check.label}: {time.monotonic() - started:.1f} s in all")
    print(f"{check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())
