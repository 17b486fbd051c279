#!/usr/bin/env python3
"""Every relative link in the repository's Markdown (docs/, README.md, CHANGELOG.md, templates/)
resolves to a file inside the repository: rule pages are printed by `spanlift explain` and read
on GitHub, where a path outside the checkout leads nowhere.

Checked: Markdown links and images `[text](target)` (anchors and queries stripped; http(s) and
mailto left alone) and code spans that spell a file path leaving the repository (`../x.md`, from the page or the root).
Prints one line per file and ends with `N passed, M failed`.
"""
import glob
import os
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
# A file path in a code span (`../shared/x.md`): read from the page's folder or from the root.
CODE_PATH = re.compile(r"`([^`\s]*\.\./[^`\s]*\.[a-z]+)`")


def markdown_files(root):
    files = glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True)
    files += glob.glob(os.path.join(root, "templates", "**", "*.md"), recursive=True)
    files += [os.path.join(root, name) for name in ("README.md", "CHANGELOG.md")]
    return sorted(f for f in files if os.path.isfile(f))


def inside(root, path):
    return os.path.realpath(path).startswith(os.path.realpath(root) + os.sep)


def problems_in(root, path):
    text = open(path, encoding="utf-8").read()
    problems = []
    for match in LINK.finditer(text):
        target = match.group(1)
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), target.split("#")[0].split("?")[0]))
        line = text.count("\n", 0, match.start()) + 1
        if not inside(root, resolved):
            problems.append(f"line {line}: link {target} leaves the repository")
        elif not os.path.exists(resolved):
            problems.append(f"line {line}: link {target} does not exist")
    for match in CODE_PATH.finditer(text):
        candidates = [os.path.normpath(os.path.join(base, match.group(1))) for base in (os.path.dirname(path), root)]
        line = text.count("\n", 0, match.start()) + 1
        if not all(inside(root, c) for c in candidates):
            problems.append(f"line {line}: path `{match.group(1)}` leaves the repository")
        elif not any(os.path.exists(c) for c in candidates):
            problems.append(f"line {line}: path `{match.group(1)}` does not exist")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    root = os.path.realpath(root)
    files = markdown_files(root)
    failed = 0
    for path in files:
        problems = problems_in(root, path)
        name = os.path.relpath(path, root)
        print(("ok   " if not problems else "FAIL ") + name + ("" if not problems else ": " + "; ".join(problems)))
        failed += 1 if problems else 0
    if len(files) < 10:  # the glob found nothing: a wrong root must not pass
        print(f"FAIL only {len(files)} Markdown files found under {root}")
        failed += 1
    print(f"{len(files) - failed if failed <= len(files) else 0} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
