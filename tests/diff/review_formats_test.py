#!/usr/bin/env python3
"""`spanlift diff` review formats: goldens and format checks.

Each case folder tests/golden/diff_review/<case>/ holds old.sql, new.sql and optionally `args`
(extra flags); the command runs in the folder, so paths in the output are `new.sql`, and every
review format is compared with <format>.expected (`--update` rewrites them: review the diff).
Besides the goldens, each output is checked as its consumer reads it:
- sarif: validated against sarif_subset.schema.json, OUR OWN schema of the SARIF 2.1.0 subset we
  emit (written from the spec's rules, not the official schema; no network), with Debian's
  python3-jsonschema; the schema is first shown to reject broken documents, so it can fail;
- github: every line one workflow command, properties escaped;
- gitlab: Code Quality issues with the required keys; json: the documented keys (docs/diff-json.md).
Prints one line per check and ends with `N passed, M failed`; exit 77 (SKIPPED) only when
jsonschema is missing and everything else passed.
"""
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from migration import Tally, arguments  # noqa: E402  (one tally for the diff tests)

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "golden", "diff_review")
FORMATS = ["markdown", "json", "sarif", "github", "gitlab"]
GITHUB_LINE = re.compile(r"^::(error|warning|notice) (file=[^,:\r\n]+,line=\d+,col=\d+,)?title=[A-Z]\d{3}::[^\r\n]*$")

tally = Tally()


def check(ok, what, detail=""):
    tally.record(what, [] if ok else [detail or "failed"])


def run(spanlift, case, fmt):
    folder = os.path.join(CASES, case)
    args_file = os.path.join(folder, "args")
    extra = open(args_file).read().split() if os.path.exists(args_file) else []
    p = subprocess.run([spanlift, "diff", *extra, "--format", fmt, "old.sql", "new.sql"], cwd=folder,
                       capture_output=True, text=True, timeout=60)
    return p.stdout, p.returncode


def validator():
    try:
        import jsonschema
    except ImportError:
        return None
    schema = json.load(open(os.path.join(HERE, "sarif_subset.schema.json")))
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())


def check_schema_rejects(v, good):
    """The subset schema must refuse what SARIF refuses, or it checks nothing."""
    broken = []
    for mutate in (lambda d: d.__setitem__("version", "2.0.0"),
                   lambda d: d["runs"][0]["results"][0].__setitem__("level", "warn"),
                   lambda d: d["runs"][0]["results"][0].pop("message"),
                   lambda d: d["runs"][0]["tool"]["driver"].pop("name"),
                   lambda d: d["runs"][0]["results"][0]["locations"][0]["physicalLocation"].__setitem__(
                       "region", {"startLine": 0})):
        d = copy.deepcopy(good)
        mutate(d)
        broken.append(d)
    check(all(not v.is_valid(d) for d in broken), "sarif schema rejects broken documents (5 mutations)")


def check_bad_config(spanlift):
    """A config spanlift cannot use stops the diff: exit 2 and file:line:col: message."""
    folder = os.path.join(CASES, "config_file")
    with tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False) as f:
        f.write("[rules]\nD026 = \"loud\"\n")
    try:
        p = subprocess.run([spanlift, "diff", "--config", f.name, "old.sql", "new.sql"], cwd=folder,
                           capture_output=True, text=True, timeout=60)
    finally:
        os.unlink(f.name)
    check(p.returncode == 2 and f"{f.name}:2:8: rules.D026: expected" in p.stderr,
          "bad config: exit 2 with file:line:col", f"exit {p.returncode}: {p.stderr}")


def main():
    update = "--update" in sys.argv
    if update:
        sys.argv.remove("--update")
    a = arguments()
    v = validator()
    rejects_checked = False
    for case in sorted(c for c in os.listdir(CASES) if not a.case or c == a.case):
        for fmt in FORMATS:
            out, code = run(a.spanlift, case, fmt)
            expected_path = os.path.join(CASES, case, fmt + ".expected")
            if update:
                open(expected_path, "w").write(out)
            expected = open(expected_path).read() if os.path.exists(expected_path) else None
            check(out == expected, f"{case} {fmt}: golden", "differs from " + expected_path + " (run with --update and review)")
            exit_file = os.path.join(CASES, case, "exit")  # a case whose review must stop the check (D038: 2)
            allowed = {int(open(exit_file).read())} if os.path.exists(exit_file) else {0, 1}
            check(code in allowed, f"{case} {fmt}: exit {code}", f"expected {sorted(allowed)}")
            if fmt == "sarif":
                doc = json.loads(out)
                if v is not None:
                    errors = [e.message for e in v.iter_errors(doc)]
                    check(not errors, f"{case} sarif: valid against the SARIF 2.1.0 subset schema", "; ".join(errors[:3]))
                    if not rejects_checked and doc["runs"][0].get("results") and \
                            doc["runs"][0]["results"][0].get("locations"):
                        check_schema_rejects(v, doc)
                        rejects_checked = True
                fps = [r["partialFingerprints"]["spanliftFinding/v1"] for r in doc["runs"][0]["results"]]
                check(len(fps) == len(set(fps)), f"{case} sarif: fingerprints unique")
            elif fmt == "github":
                bad = [l for l in out.splitlines() if not GITHUB_LINE.match(l)]
                check(not bad, f"{case} github: every line is one workflow command", repr(bad[:1]))
            elif fmt == "gitlab":
                doc = json.loads(out)
                keys = {"description", "check_name", "fingerprint", "severity", "location"}
                ok = all(keys <= set(i) and i["severity"] in ("info", "minor", "major", "critical", "blocker")
                         and i["location"]["lines"]["begin"] >= 1 for i in doc)
                check(ok, f"{case} gitlab: Code Quality issues")
            elif fmt == "json":
                doc = json.loads(out)
                check(set(doc) == {"version", "old", "new", "summary", "changes", "steps", "findings"},
                      f"{case} json: documented keys", str(sorted(doc)))
    check_bad_config(a.spanlift)
    if v is None:
        print("SKIPPED sarif schema validation: python3-jsonschema is not installed (scripts/install-deps.sh --test)")
    code = tally.finish()
    return code if code or v is not None else 77


if __name__ == "__main__":
    sys.exit(main())
