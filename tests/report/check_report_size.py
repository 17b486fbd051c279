#!/usr/bin/env python3
"""report.md is a document a person reads: for the corpus's largest schemas (the most tables, from
../shared/corpus/MANIFEST.tsv) it repeats no sentence more than once and still accounts for every
finding of report.json, and for the large ones (input of 100 KB or more) it is under a third of
the input's size. Smaller dense dumps are measured and printed, not held to the third: a report
names every table that changed, which a 400-bytes-a-table dump cannot pay for three times over.

A "sentence" is a piece of report.md's text, markup removed (`#`, `**`, backticks, list dashes,
`<details>`/`<summary>` tags), split at line ends, table-cell borders and sentence ends (". ", "; ");
pieces shorter than 30 characters are names, counts and labels and are not counted. "Repeated more
than once" = found three or more times.

One line per check; ends with `N passed, M failed`. Prints the sizes (input, report.md, ratio).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "corpus")]
import checklist  # noqa: E402  (paths set just above)
from check_corpus import load_manifest  # noqa: E402

MIN_SENTENCE = 30
MAX_OCCURRENCES = 2
LARGE = 100_000  # bytes: inputs held to a third


def largest(corpus, count):
    rows = [(int(r["approx_create_table"]), r["local_path"], r["dialect"]) for r in load_manifest(corpus)
            if r["dialect"] in ("mysql", "postgres") and r.get("approx_create_table", "").isdigit()]
    return sorted(rows, reverse=True)[:count]


def sentences(markdown):
    text = re.sub(r"</?(details|summary)>", "\n", markdown)
    text = re.sub(r"[`*]|^#+ |^\s*- ", "", text, flags=re.M)
    pieces = re.split(r"\n|\s\|\s|^\||\|$|\. |; ", text, flags=re.M)
    return [p.strip() for p in pieces if len(p.strip()) >= MIN_SENTENCE]


def counted_findings(markdown):
    """Sum of the counts in the 'Findings by code' table."""
    section = markdown.split("### Findings by code", 1)[-1].split("###", 1)[0]
    return sum(int(m.group(1)) for m in re.finditer(r"^\| \w+ \|.*\| (\d+) \|$", section, flags=re.M))


def check(spanlift, corpus, path, dialect, tmp):
    out = os.path.join(tmp, path.replace("/", "_"))
    source = os.path.join(corpus, path)
    proc = subprocess.run([spanlift, "convert", "--from", dialect, "-o", out, source], capture_output=True, timeout=300)
    if proc.returncode == 2:
        return [(f"{path}: convert failed: {proc.stderr.decode()[:300]}", False)]
    markdown = open(os.path.join(out, "report.md"), encoding="utf-8").read()
    report = json.load(open(os.path.join(out, "report.json"), encoding="utf-8"))
    size_in, size_md = os.path.getsize(source), len(markdown.encode())
    large = size_in >= LARGE
    results = [(f"{path}: report.md {size_md} bytes, input {size_in} bytes ({size_md / size_in:.2f}x"
                + ("; under 1/3)" if large else "; under 100 KB: measured only)"), size_md * 3 < size_in or not large)]
    repeated = [(s, n) for s, n in collections.Counter(sentences(markdown)).most_common(3) if n > MAX_OCCURRENCES]
    results.append((f"{path}: no sentence more than {MAX_OCCURRENCES} times" +
                    "".join(f"\n       {n}x: {s[:120]}" for s, n in repeated), not repeated))
    counted, total = counted_findings(markdown), len(report["findings"])
    results.append((f"{path}: report.md counts {counted} findings, report.json has {total}", counted == total > 0))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--count", type=int, default=4, help="how many of the largest schemas")
    args = parser.parse_args()
    # The checker itself: a text that repeats a sentence three times must be caught.
    probe = "- This sentence is long enough to be counted here.\n" * 3
    results = [("self-check: a sentence said three times is caught",
                collections.Counter(sentences(probe)).most_common(1)[0][1] == 3)]
    schemas = largest(args.corpus, args.count)
    results.append((f"largest schemas found: {len(schemas)}", len(schemas) == args.count))
    with tempfile.TemporaryDirectory() as tmp:
        for _, path, dialect in schemas:
            results += check(args.spanlift, args.corpus, path, dialect, tmp)
    return checklist.finish(results)


if __name__ == "__main__":
    sys.exit(main())
