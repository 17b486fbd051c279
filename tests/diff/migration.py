"""`spanlift diff` run on case files, and its sql output read back as steps."""

import os
import re
import subprocess
import tempfile

MARK = re.compile(r"^-- (batch (\d+)|data step after batch (\d+))")


def run_diff(spanlift, old_text, new_text, flags=(), workdir=None):
    """(exit code, sql text, stderr) of `spanlift diff` on two texts written to files."""
    with tempfile.TemporaryDirectory(dir=workdir) as d:
        old, new = os.path.join(d, "old.sql"), os.path.join(d, "new.sql")
        with open(old, "w") as f:
            f.write(old_text)
        with open(new, "w") as f:
            f.write(new_text)
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
    """Finding codes in stderr, in order."""
    return re.findall(r"\[(D\d{3})\]", stderr)
