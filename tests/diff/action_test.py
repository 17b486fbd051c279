#!/usr/bin/env python3
"""The GitHub Action's review step (action.yml, step `review`), run as the runner runs it: its
script under bash with the env the action gives it, in a throwaway git repository whose last
commit changes a Spanner schema. Checked:
- a migration the emulator applies: exit-code 0, review.md and the SARIF written, the step's log
  says the batches were applied on the emulator;
- a migration Spanner rejects (a foreign key between columns of two types, which the planner does
  not check): the verify step makes it an error (D012) and exit-code 1; the same change with
  `verify: false` passes (exit-code 0): what verify adds;
- scripts/install-emulator.sh --check finds the emulator the step uses.
Exits 77 (a visible SKIPPED line) without the emulator.

    action_test.py --spanlift BIN
"""
import argparse
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "emulator"))
import emulator  # noqa: E402

OLD = """CREATE TABLE P (PId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (PId);
CREATE TABLE T (Id INT64 NOT NULL, Ref STRING(20)) PRIMARY KEY (Id);
"""
GOOD = OLD + "CREATE INDEX TByRef ON T (Ref);\n"
BAD = OLD.replace("Ref STRING(20))", "Ref STRING(20), CONSTRAINT FK_TP FOREIGN KEY (Ref) REFERENCES P (PId))")


def review_step():
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as f:
        action = yaml.safe_load(f)
    return next(s for s in action["runs"]["steps"] if s.get("id") == "review")


def git(repo, *args):
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True).stdout.strip()


def run_step(spanlift, old, new, verify):
    """(step exit, outputs, stdout and stderr, review.md text, whether the SARIF exists) of the review step on a repository whose HEAD changes OLD to NEW."""
    step = review_step()
    with tempfile.TemporaryDirectory() as d:
        repo = os.path.join(d, "repo")
        os.mkdir(repo)
        git(repo, "init", "-q")
        git(repo, "config", "user.email", "t@example.com")
        git(repo, "config", "user.name", "t")
        with open(os.path.join(repo, "schema.sql"), "w") as f:
            f.write(old)
        git(repo, "add", "schema.sql")
        git(repo, "commit", "-qm", "old")
        base = git(repo, "rev-parse", "HEAD")
        with open(os.path.join(repo, "schema.sql"), "w") as f:
            f.write(new)
        runner_temp = os.path.join(d, "runner")
        os.mkdir(runner_temp)
        outputs, summary = os.path.join(d, "output"), os.path.join(d, "summary")
        env = dict(os.environ, SCHEMA="schema.sql", BASE=base, ARGS="--from spanner", FAIL_ON="error",
                   VERIFY="true" if verify else "false", ACTION_REPO="", ACTION_REF="",
                   GITHUB_SERVER_URL="https://github.com", RUNNER_TEMP=runner_temp, GITHUB_OUTPUT=outputs,
                   GITHUB_STEP_SUMMARY=summary,
                   PATH=os.path.dirname(os.path.abspath(spanlift)) + os.pathsep + os.environ["PATH"])
        assert "VERIFY" in step["env"], "the review step takes the verify input"
        proc = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=repo, env=env, capture_output=True, text=True,
                              timeout=600)
        values = {}
        if os.path.exists(outputs):
            for line in open(outputs, encoding="utf-8"):
                key, _, value = line.strip().partition("=")
                values[key] = value
        review = os.path.join(runner_temp, "spanlift-diff", "review.md")
        text = open(review, encoding="utf-8").read() if os.path.exists(review) else ""
        sarif = os.path.exists(os.path.join(runner_temp, "spanlift-diff", "spanlift.sarif"))
        return proc.returncode, values, proc.stdout + proc.stderr, text, sarif


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--spanlift", required=True)
    args = ap.parse_args()
    emulator.skip_if_missing()
    failures = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    check(subprocess.run(["bash", os.path.join(ROOT, "scripts", "install-emulator.sh"), "--check"],
                         capture_output=True).returncode == 0, "install-emulator.sh --check finds the emulator")
    rc, out, stdout, review, sarif = run_step(args.spanlift, OLD, GOOD, verify=True)
    check(rc == 0 and out.get("exit-code") == "0", f"a good migration, verified: exit-code {out.get('exit-code')} (step {rc})")
    check(bool(review) and sarif, "review.md and spanlift.sarif written")
    check("D012" not in review and "D013" not in review, "no verify finding on a good migration")
    check("--verify: 1 of 1 batches applied on the emulator" in stdout, "the step's log says the migration was applied")
    rc, out, stdout, review, sarif = run_step(args.spanlift, OLD, BAD, verify=True)
    check(out.get("exit-code") == "1", f"a migration Spanner rejects, verified: exit-code {out.get('exit-code')}")
    check("D012" in stdout and "D012" in review, "D012 in the annotations and the review comment")
    rc, out, stdout, review, sarif = run_step(args.spanlift, OLD, BAD, verify=False)
    check(out.get("exit-code") == "0" and "D012" not in review,
          f"the same change with verify: false: exit-code {out.get('exit-code')}, no D012 (what verify adds)")
    print(f"{8 - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
