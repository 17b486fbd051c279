#!/usr/bin/env python3
"""The pre-commit hooks (.pre-commit-hooks.yaml) run by Debian's real `pre-commit`, through
`pre-commit try-repo` on a hook repository made of this checkout's hook files (as they are in the
working tree, committed or not), in a throwaway git repository: spanlift-lint fails on a
hotspot and passes a clean schema; spanlift-diff fails on a change the planner refuses (a dropped
column without --allow-drop, D007) and passes a safe one. One line per check, then
`N passed, M failed`; exit 77 (SKIPPED) when pre-commit or git is not installed.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CLEAN = "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100)) PRIMARY KEY (UserId);\n"
# A log table stamped at insert: busy by its shape, so the monotonic key is a warning.
HOT = ("CREATE TABLE EventLog (CreatedAt TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true), "
       "EventId INT64 NOT NULL) PRIMARY KEY (CreatedAt, EventId);\n")
SAFE = "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(200)) PRIMARY KEY (UserId);\n"
DROP = "CREATE TABLE Users (UserId STRING(36) NOT NULL) PRIMARY KEY (UserId);\n"

passed = failed = 0


def check(ok, what, detail=""):
    global passed, failed
    print(("ok    " if ok else "FAIL  ") + what + ("" if ok else ": " + detail[-800:]))
    passed, failed = passed + bool(ok), failed + (not ok)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spanlift", required=True)
    a = ap.parse_args()
    if not shutil.which("pre-commit") or not shutil.which("git"):
        print("SKIPPED: pre-commit or git is not installed (scripts/install-deps.sh --test installs them)")
        return 77
    work = tempfile.mkdtemp(prefix="spanlift_precommit_")
    env = dict(os.environ, PATH=os.path.dirname(os.path.abspath(a.spanlift)) + os.pathsep + os.environ["PATH"],
               PRE_COMMIT_HOME=os.path.join(work, "cache"), GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
    repo, hooks = os.path.join(work, "repo"), os.path.join(work, "hooks")
    os.makedirs(repo)
    os.makedirs(os.path.join(hooks, "scripts"))
    for f in (".pre-commit-hooks.yaml", "scripts/pre-commit-diff.sh"):
        shutil.copy2(os.path.join(REPO, f), os.path.join(hooks, f))

    def git(*args, cwd=repo):
        subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)

    def write(name, text):
        with open(os.path.join(repo, name), "w") as f:
            f.write(text)

    def hook(hook_id, name):
        p = subprocess.run(["pre-commit", "try-repo", hooks, hook_id, "--files", name], cwd=repo, env=env,
                           capture_output=True, text=True, timeout=300)
        return p.returncode, p.stdout + p.stderr

    try:
        git("init", "-q", cwd=hooks)
        git("add", ".", cwd=hooks)
        git("commit", "-qm", "hooks", cwd=hooks)
        git("init", "-q")
        write("schema.sql", CLEAN)
        write("orders.sql", HOT)
        git("add", ".")
        git("commit", "-qm", "schemas")
        code, out = hook("spanlift-lint", "schema.sql")
        check(code == 0, "spanlift-lint passes a clean schema", out)
        code, out = hook("spanlift-lint", "orders.sql")
        check(code != 0 and "H001" in out, "spanlift-lint fails on a monotonic key (H001)", out)
        write("schema.sql", SAFE)
        code, out = hook("spanlift-diff", "schema.sql")
        check(code == 0, "spanlift-diff passes a longer column", out)
        write("schema.sql", DROP)
        code, out = hook("spanlift-diff", "schema.sql")
        check(code != 0 and "D007" in out, "spanlift-diff fails on a drop left out (D007)", out)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
