#!/usr/bin/env python3
"""The C++ sources (src/, tests/, bench/, fuzz/) are formatted as the checked-in .clang-format says:
`clang-format --dry-run --Werror` on every .cpp and .h, which prints each line it would change.
Exit 77 (SKIPPED) when clang-format is not installed (scripts/install-deps.sh --test installs it).
To format after an edit: `clang-format -i FILE...` (tables packed by hand sit between
`// clang-format off` and `// clang-format on`).
"""
import os
import shutil
import subprocess
import sys

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FOLDERS = ("src", "tests", "bench", "fuzz")


def sources():
    for folder in FOLDERS:
        for root, dirs, files in os.walk(os.path.join(REPO, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith("build") and d != "node_modules")
            for name in sorted(files):
                if name.endswith((".cpp", ".h")):
                    yield os.path.join(root, name)


def main():
    tool = shutil.which("clang-format")
    if not tool:
        print("SKIPPED: clang-format is not installed (scripts/install-deps.sh --test installs it)")
        return 77
    files = list(sources())
    result = subprocess.run([tool, "--dry-run", "--Werror", f"--style=file:{REPO}/.clang-format", *files],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print((result.stdout + result.stderr)[-4000:])
        print(f"FAIL  {len(files)} C++ files: formatting differs from .clang-format (clang-format -i fixes it)")
        return 1
    print(f"ok    {len(files)} C++ files formatted as .clang-format says")
    return 0


if __name__ == "__main__":
    sys.exit(main())
