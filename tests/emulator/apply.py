"""Applying spanlift's Spanner DDL to the emulator fast, and reading the stored schema back.

Shared by the acceptance checks (check_accept.py) and the findings-reject checks. Measured on the
emulator (docs/verify.md, "Emulator tests"): CREATE TABLE is cheap, each CREATE INDEX and foreign
key costs time that grows with the schema, and foreign keys get slower than linear inside one big
batch. So statements go in batches of one kind (spanlift already writes sequences and tables,
then indexes, then foreign keys), at most BATCH of them per UpdateDatabaseDdl call.
"""

import json
import re
import subprocess

import emulator

BATCH = 50


def kind(statement):
    """The batching kind of a statement: its first two words, upper-cased."""
    return " ".join(statement.split()[:2]).upper()


def batches(numbered):
    """(line, statement) pairs grouped into runs of one kind, at most BATCH long."""
    run = []
    for item in numbered:
        if run and (kind(item[1]) != kind(run[0][1]) or len(run) == BATCH):
            yield run
            run = []
        run.append(item)
    if run:
        yield run


class Rejection:
    """A statement Spanner rejected: its line in the DDL file, its text and Spanner's message."""

    def __init__(self, line, statement, message):
        self.line, self.statement, self.message = line, statement, message

    def describe(self, path):
        first = self.statement.splitlines()[0]
        more = " ..." if "\n" in self.statement else ""
        return f"{path}:{self.line}: rejected: {first}{more}\n      Spanner: {self.message}"


def apply(db, numbered):
    """Applies (line, statement) pairs in batches; returns the rejected ones.

    A batch is all or nothing, and the emulator's message does not name the failing statement,
    so a rejected batch is sent again one statement at a time to find which ones fail."""
    rejected = []
    for run in batches(numbered):
        try:
            db.update_ddl([s for _, s in run])
            continue
        except emulator.SpannerError:
            pass
        for line, statement in run:
            try:
                db.update_ddl([statement])
            except emulator.SpannerError as e:
                rejected.append(Rejection(line, statement, e.message))
    return rejected


def read_back(db):
    """GetDatabaseDdl as one DDL text, statements joined by ';\\n\\n'."""
    statements = db.ddl()
    return ";\n\n".join(statements) + (";\n" if statements else "")


# Keys that say where or how something was written, not what it is.
SPELLING_KEYS = {"location", "declared_type", "file", "line"}
# Lists whose order is the order of statements in the file, not part of the schema.
UNORDERED = {"tables", "indexes", "foreign_keys", "checks", "sequences", "skipped"}


def normalise(value, key=None):
    if isinstance(value, dict):
        return {k: normalise(v, k) for k, v in value.items() if k not in SPELLING_KEYS}
    if isinstance(value, list):
        items = [normalise(v) for v in value]
        if key in UNORDERED:
            items.sort(key=lambda v: json.dumps(v, sort_keys=True))
        return items
    return value


def model(spanlift, path):
    """`spanlift inspect --from spanner --format json` of a DDL file: (model, error diagnostics)."""
    proc = subprocess.run([spanlift, "inspect", "--from", "spanner", "--format", "json", path],
                          capture_output=True, timeout=600)
    if not proc.stdout.strip():
        return None, [f"inspect exit {proc.returncode}: {proc.stderr.decode(errors='replace')[:300]}"]
    data = json.loads(proc.stdout)
    errors = [f"{path}:{d['line']}:{d['column']}: {d['code']}: {d['message']}"
              for d in data.pop("diagnostics") if d["severity"] in ("error", "warning")]
    data.pop("statements", None)
    return normalise(data), errors


def differences(expected, actual, where="", limit=8):
    """Paths where two normalised models differ (at most `limit`)."""
    out = []
    if isinstance(expected, dict) and isinstance(actual, dict):
        for k in list(expected) + [k for k in actual if k not in expected]:
            out += differences(expected.get(k), actual.get(k), f"{where}.{k}", limit - len(out))
            if len(out) >= limit:
                break
    elif isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for i, (e, a) in enumerate(zip(expected, actual)):
            label = e.get("name", i) if isinstance(e, dict) else i
            out += differences(e, a, f"{where}[{label}]", limit - len(out))
            if len(out) >= limit:
                break
    elif expected != actual:
        out.append(f"{where or '.'}: spanlift {json.dumps(expected)[:200]}, "
                   f"Spanner stored {json.dumps(actual)[:200]}")
    return out[:limit]


def split(text):
    return emulator.split_statements(text)


# The UUID column type: spanlift writes it bare (`x UUID`, `ARRAY<UUID>`), never quoted.
UUID_TYPE = re.compile(r"(?<![\w`])UUID(?![\w`(])")
QUOTED = re.compile(r"`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def outside_quotes(statement, pattern, replacement=None):
    """Finds (or replaces) `pattern` outside quoted names and string literals."""
    parts, found, last = [], False, 0
    for m in list(QUOTED.finditer(statement)) + [None]:
        end = m.start() if m else len(statement)
        plain = statement[last:end]
        found = found or bool(pattern.search(plain))
        parts.append(plain if replacement is None else pattern.sub(replacement, plain))
        if m:
            parts.append(m.group(0))
            last = m.end()
    return found, "".join(parts)
