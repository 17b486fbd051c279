#!/usr/bin/env python3
"""A decision must not depend on the order in which a file lists the same rows (docs/hotspots.md).

For every corpus file with rows, the rows are listed in reverse: the lines of each COPY block, the
row lines of each INSERT written one row per line (Rails' schema_migrations, sakila), and runs of
one-line INSERT statements into one table. Then `lint` must report the same findings (code,
object, severity) and `convert` must write a byte-identical schema.sql. A dump's key order is not
time, so its reverse says the same about the schema.

usage: row_order_test.py SPANLIFT CORPUS_DIR... ; prints one line per file and `N passed, M failed`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

INSERT = re.compile(r"^INSERT INTO\s+(\S+)", re.IGNORECASE)
ROW_LINE = re.compile(r"^\(.*\)[,;]$")


def reverse_copy(lines, i, out):
    """A COPY block from line i: its data lines reversed. Returns the next line's index."""
    out.append(lines[i])
    j = i + 1
    while j < len(lines) and lines[j] != "\\.":
        j += 1
    out.extend(reversed(lines[i + 1:j]))
    return j


def insert_rows(lines, i):
    """An INSERT whose rows stand one per line from line i (the first may share the INSERT's line):
    (header, rows, end) or None."""
    head = lines[i]
    at = head.find("VALUES")
    if at < 0:
        return None
    header, first = head[:at + len("VALUES")], head[at + len("VALUES"):].strip()
    rows, j = ([first] if first else []), i + 1
    if first and first.endswith(";"):
        return None  # one line: reversed as a run of statements
    while j < len(lines):
        if not ROW_LINE.match(lines[j].strip()):
            return None
        rows.append(lines[j].strip())
        if rows[-1].endswith(";"):
            break
        j += 1
    if not rows or not all(ROW_LINE.match(r) for r in rows) or not rows[-1].endswith(";"):
        return None
    return header, [r[:-1] for r in rows], j + 1


def reversed_rows(text):
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("COPY ") and line.rstrip().endswith("FROM stdin;"):
            i = reverse_copy(lines, i, out)
            continue
        m = INSERT.match(line)
        if m and (multi := insert_rows(lines, i)):
            header, rows, i = multi
            rows.reverse()
            out.append(header)
            out.extend(r + ("," if k + 1 < len(rows) else ";") for k, r in enumerate(rows))
            continue
        if m and line.rstrip().endswith(");"):
            run = [line]
            while i + len(run) < len(lines):
                nxt = INSERT.match(lines[i + len(run)])
                if not nxt or nxt.group(1) != m.group(1) or not lines[i + len(run)].rstrip().endswith(");"):
                    break
                run.append(lines[i + len(run)])
            out.extend(reversed(run))
            i += len(run)
            continue
        out.append(line)
        i += 1
    return "\n".join(out)


def run(args):
    p = subprocess.run(args, capture_output=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def decisions(spanlift, dialect, path, tmp, tag):
    code, out, err = run([spanlift, "lint", "--from", dialect, "--format", "json", path])
    if code not in (0, 1):
        raise RuntimeError(f"lint exit {code}: {err.decode(errors='replace')[-300:]}")
    findings = sorted((f["code"], f["object"], f["severity"]) for f in json.loads(out)["findings"])
    out_dir = os.path.join(tmp, tag)
    code, _, err = run([spanlift, "convert", "--from", dialect, "-o", out_dir, path])
    if code not in (0, 1):
        raise RuntimeError(f"convert exit {code}: {err.decode(errors='replace')[-300:]}")
    with open(os.path.join(out_dir, "schema.sql"), "rb") as f:
        return findings, f.read()


def corpus_files(corpus):
    for line in open(os.path.join(corpus, "MANIFEST.tsv"), encoding="utf-8").read().splitlines()[1:]:
        cells = line.split("\t")
        path, dialect = os.path.join(corpus, cells[0]), cells[1]
        if dialect == "mariadb":
            dialect = "mysql"
        if dialect in ("mysql", "postgres"):
            yield path, dialect


def generated_dump(tmp):
    """A mysqldump of the cases row order used to decide: a time column rising along an
    AUTO_INCREMENT key (measured along the key, whichever way the file lists it), a status column
    and Rails' schema_migrations (versions listed in any order)."""
    path = os.path.join(tmp, "generated.sql")
    with open(path, "w") as f:
        f.write("CREATE TABLE `events` (`id` bigint NOT NULL AUTO_INCREMENT, `happened` datetime NOT NULL, "
                "`status` varchar(10) NOT NULL, PRIMARY KEY (`id`), KEY `by_happened` (`happened`), "
                "KEY `by_status` (`status`, `happened`)) ENGINE=InnoDB;\n")
        f.write("CREATE TABLE `schema_migrations` (`version` varchar(255) NOT NULL, PRIMARY KEY (`version`));\n")
        f.write("INSERT INTO `events` VALUES\n" + ",\n".join(
            f"({i},'2024-01-{1 + i // 1000:02d} {i % 24:02d}:{i % 60:02d}:00','{'done' if i % 9 else 'open'}')"
            for i in range(1, 3001)) + ";\n")
        f.write("INSERT INTO `schema_migrations` (version) VALUES\n" + ",\n".join(
            f"('2019{(i * 7919) % 100000:05d}')" for i in range(1, 400)) + ";\n")
    return path, "mysql"


def main():
    spanlift, corpora = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="spanlift-row-order-") as tmp:
        for corpus in [None] + corpora:
            if corpus is None:
                files = [generated_dump(tmp)]
            elif not os.path.exists(os.path.join(corpus, "MANIFEST.tsv")):
                print(f"SKIPPED: no corpus at {corpus}")
                continue
            else:
                files = list(corpus_files(corpus))
            for k, (path, dialect) in enumerate(files):
                text = open(path, "rb").read().decode("latin-1")
                flipped = reversed_rows(text)
                if flipped == text:
                    continue  # no rows to list otherwise
                k = f"{len(corpus or '')}-{k}"
                edited = os.path.join(tmp, f"{k}-{os.path.basename(path)}")
                with open(edited, "wb") as f:
                    f.write(flipped.encode("latin-1"))
                name = os.path.relpath(path, os.path.dirname(corpus)) if corpus else "generated mysqldump"
                before = decisions(spanlift, dialect, path, tmp, f"{k}-a")
                after = decisions(spanlift, dialect, edited, tmp, f"{k}-b")
                problems = [f"lint: {x} only in the file's order" for x in sorted(set(before[0]) - set(after[0]))]
                problems += [f"lint: {x} only in reverse" for x in sorted(set(after[0]) - set(before[0]))]
                if before[1] != after[1]:
                    problems.append("convert: schema.sql differs")
                ok = not problems
                print(f"{'ok  ' if ok else 'FAIL'} {name}: rows reversed" + "".join("\n     " + p for p in problems[:8]),
                      flush=True)
                passed, failed = passed + ok, failed + (not ok)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
