"""`spanlift diff` run on case files, its sql output read back as steps, and the tests' tally."""

import argparse
import os
import re
import subprocess
import tempfile

MARK = re.compile(r"^-- (batch (\d+)|data step after batch (\d+))")


def run_diff(spanlift, old_text, new_text, flags=(), workdir=None, config=None):
    """(exit code, sql text, stderr) of `spanlift diff` on two texts written to files; `config`
    is the text of a .spanlift.toml passed with --config."""
    with tempfile.TemporaryDirectory(dir=workdir) as d:
        old, new = os.path.join(d, "old.sql"), os.path.join(d, "new.sql")
        with open(old, "w") as f:
            f.write(old_text)
        with open(new, "w") as f:
            f.write(new_text)
        if config is not None:
            path = os.path.join(d, ".spanlift.toml")
            with open(path, "w") as f:
                f.write(config)
            flags = [*flags, "--config", path]
        proc = subprocess.run([spanlift, "diff", "--fail-on", "never", *flags, old, new],
                              capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def steps(sql):
    """[(kind, batch, statement)]: kind "ddl" or "data"; comments left out."""
    out, kind, batch, current = [], "ddl", 0, []
    for line in sql.splitlines():
        if not current:
            m = MARK.match(line)
            if m:
                kind, batch = ("ddl", int(m.group(2))) if m.group(2) else ("data", int(m.group(3)))
                continue
            if not line.strip() or line.startswith("--"):
                continue
        current.append(line)
        if line.rstrip().endswith(";"):
            out.append((kind, batch, "\n".join(current).rstrip()[:-1]))
            current = []
    return out


def codes(stderr):
    """The planner's finding codes (D001-D019) in stderr, in order; the review's (D020-D049, H-codes)
    are checked by review_formats_test.py and tests/unit/diff/review_test.cpp."""
    return re.findall(r"\[(D0[01]\d)\]", stderr)


def arguments():
    """--spanlift BIN (made absolute) and --case NAME (only that case)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--spanlift", required=True)
    parser.add_argument("--case", help="only this case")
    args = parser.parse_args()
    args.spanlift = os.path.abspath(args.spanlift)
    return args


class Tally:
    """One line per check, then "N passed, M failed"."""

    def __init__(self):
        self.passed = self.failed = 0

    def record(self, name, problems):
        if problems:
            self.failed += 1
            print(f"FAIL {name}: " + "\n  ".join(p[:1500] for p in problems))
        else:
            self.passed += 1
            print(f"ok   {name}")

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0
