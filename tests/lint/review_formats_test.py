#!/usr/bin/env python3
"""`spanlift lint --format sarif|github|gitlab`: the review formats diff writes, for lint's findings.

For every lint golden input (tests/golden/lint/<dialect>/*.sql) and the bundled samples, each
review format is read as its consumer reads it and held against `lint --format json` of the same
input, so a finding cannot be lost, moved or reworded on the way:
- sarif: valid against tests/diff/sarif_subset.schema.json (our own schema of the SARIF 2.1.0
  subset, python3-jsonschema); one result per finding, in order, with its code, level, file, line,
  column and text; one rule per code with its title and page; fingerprints unique;
- github: one workflow command per finding, properties escaped, the text decoded back equal;
- gitlab: one Code Quality issue per finding, its fingerprint the SARIF result's;
- the exit code is the text format's;
- `-- spanlift:ignore CODE` before a statement: json marks the finding suppressed, text, github
  and gitlab leave it out, SARIF gives it an inSource suppression, and it no longer fails the
  exit code; `--fail-on error|never` lets warnings pass;
- `.spanlift.toml` (the current directory's, or --config) re-grades or turns off rules and leaves
  out files, as for diff; a wrong entry is `file:line:col` and exit 2.
Exit 77 (SKIPPED) only when jsonschema is missing.

    tests/lint/review_formats_test.py --spanlift BIN
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GITHUB_LINE = re.compile(r"^::(error|warning|notice) file=([^,:\r\n]+),line=(\d+),col=(\d+),title=([A-Z]\d{3})::([^\r\n]*)$")
LEVELS = {"error": "error", "warning": "warning", "info": "note"}
COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}
QUALITY = {"error": "critical", "warning": "major", "info": "info"}


class Tally:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, what, detail=""):
        print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else f"\n      {str(detail)[:600]}"))
        self.passed += bool(ok)
        self.failed += not ok


def lint(spanlift, path, fmt):
    p = subprocess.run([spanlift, "lint", "--format", fmt, path], capture_output=True, text=True, timeout=120, cwd=ROOT)
    return p.stdout, p.returncode


def text(f):
    return (f["object"] + ": " if f["object"] else "") + f["message"] + ("\nfix: " + f["fix"] if f["fix"] else "")


def unescape(data):
    return data.replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%")


def validator():
    try:
        import jsonschema
    except ImportError:
        return None
    schema = json.load(open(os.path.join(ROOT, "tests", "diff", "sarif_subset.schema.json")))
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())


def check_sarif(t, name, doc, findings, v):
    if v is not None:
        errors = [e.message for e in v.iter_errors(doc)]
        t.check(not errors, f"{name} sarif: valid against the SARIF 2.1.0 subset schema", "; ".join(errors[:3]))
    run = doc["runs"][0]
    results, rules = run["results"], run["tool"]["driver"]["rules"]
    got = [(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
            r["locations"][0]["physicalLocation"]["region"].get("startColumn", 0), r["message"]["text"]) for r in results]
    want = [(f["code"], LEVELS[f["severity"]], f["location"]["file"], f["location"]["line"], f["location"]["column"],
             text(f)) for f in findings]
    t.check(got == want, f"{name} sarif: {len(results)} results, each a json finding (code, level, place, text)",
            next((f"{g} != {w}" for g, w in zip(got, want) if g != w), f"{len(got)} != {len(want)}"))
    codes = sorted({f["code"] for f in findings})
    t.check([r["id"] for r in rules] == codes and all(r["helpUri"].endswith(r["id"] + ".md") and
                                                       r["shortDescription"]["text"] != r["id"] for r in rules),
            f"{name} sarif: one rule per code, with its title and page", [r["id"] for r in rules])
    t.check(all(results[i]["ruleIndex"] == codes.index(results[i]["ruleId"]) for i in range(len(results))),
            f"{name} sarif: ruleIndex points at the result's rule")
    fingerprints = [r["partialFingerprints"]["spanliftFinding/v1"] for r in results]
    t.check(len(fingerprints) == len(set(fingerprints)), f"{name} sarif: fingerprints unique")
    return fingerprints


def check_github(t, name, out, findings):
    lines = out.splitlines()
    parsed = [GITHUB_LINE.match(line) for line in lines]
    t.check(all(parsed) and len(lines) == len(findings), f"{name} github: one workflow command per finding",
            repr([l for l, m in zip(lines, parsed) if not m][:1]) or f"{len(lines)} != {len(findings)}")
    if not all(parsed):
        return
    got = [(m[1], m[2], int(m[3]), int(m[4]), m[5], unescape(m[6])) for m in parsed]
    want = [(COMMANDS[f["severity"]], f["location"]["file"], f["location"]["line"], f["location"]["column"], f["code"],
             text(f)) for f in findings]
    t.check(got == want, f"{name} github: each command decodes to its finding",
            next((f"{g} != {w}" for g, w in zip(got, want) if g != w), ""))


def check_gitlab(t, name, doc, findings, fingerprints):
    keys = {"description", "check_name", "fingerprint", "severity", "location"}
    ok = len(doc) == len(findings) and all(
        keys <= set(i) and i["check_name"] == f["code"] and i["severity"] == QUALITY[f["severity"]] and
        i["location"]["path"] == f["location"]["file"] and i["location"]["lines"]["begin"] == f["location"]["line"]
        for i, f in zip(doc, findings))
    t.check(ok, f"{name} gitlab: one Code Quality issue per finding, in place")
    t.check([i["fingerprint"] for i in doc] == fingerprints, f"{name} gitlab: fingerprints are the SARIF results'")


SUPPRESSED = """CREATE TABLE audit_a (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, KEY a_at (at));
-- spanlift:ignore H003
CREATE TABLE audit_b (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, KEY b_at (at));
"""


def check_suppression(t, spanlift, tmp):
    """Two log tables with an index on their insert time; the second one's H003 is ignored."""
    path = os.path.join(tmp, "ignored.sql")
    open(path, "w").write(SUPPRESSED)
    out = {fmt: lint(spanlift, path, fmt) for fmt in ("json", "text", "sarif", "github", "gitlab")}
    findings = json.loads(out["json"][0])["findings"]
    marked = [(f["object"], f["suppressed"]) for f in findings if f["code"] == "H003"]
    t.check(marked == [("index a_at", False), ("index b_at", True)], "ignore comment: json marks b_at's H003 suppressed", marked)
    t.check("index a_at" in out["text"][0] and "index b_at" not in out["text"][0] and "(1 suppressed" in out["text"][0],
            "ignore comment: text leaves it out and counts it", out["text"][0][-200:])
    results = json.loads(out["sarif"][0])["runs"][0]["results"]
    t.check([("suppressions" in r) for r in results if r["ruleId"] == "H003"] == [False, True],
            "ignore comment: sarif keeps it with an inSource suppression")
    t.check("b_at" not in out["github"][0] and "b_at" not in out["gitlab"][0] and "a_at" in out["github"][0],
            "ignore comment: github and gitlab leave it out")
    t.check(out["text"][1] == 1, "ignore comment: the other warning still fails (exit 1)", out["text"][1])
    both = os.path.join(tmp, "both.sql")
    open(both, "w").write("-- spanlift:ignore-file H003\n" + SUPPRESSED)
    t.check(lint(spanlift, both, "text")[1] == 0, "ignore-file: nothing left to fail (exit 0)")
    for fail_on, code in (("error", 0), ("never", 0), ("warning", 1)):
        p = subprocess.run([spanlift, "lint", "--fail-on", fail_on, path], capture_output=True, timeout=120)
        t.check(p.returncode == code, f"--fail-on {fail_on}: exit {code}", p.returncode)


def check_config(t, spanlift, tmp):
    work = os.path.join(tmp, "config")
    os.makedirs(os.path.join(work, "legacy"))
    for name in ("ignored.sql", os.path.join("legacy", "old.sql")):
        open(os.path.join(work, name), "w").write(SUPPRESSED.replace("-- spanlift:ignore H003\n", ""))
    open(os.path.join(work, ".spanlift.toml"), "w").write('[rules]\nH003 = "info"\n[paths]\nexclude = ["legacy/*"]\n')

    def run(*args):
        p = subprocess.run([spanlift, "lint", *args], capture_output=True, text=True, timeout=120, cwd=work)
        return p.stdout, p.stderr, p.returncode

    out, _, code = run("--format", "json", "ignored.sql")
    h003 = [f["severity"] for f in json.loads(out)["findings"] if f["code"] == "H003"]
    t.check(h003 == ["info", "info"] and code == 0, ".spanlift.toml: H003 re-graded to info, nothing fails (exit 0)", (h003, code))
    out, _, code = run("--format", "json", "legacy/old.sql")
    t.check(json.loads(out)["findings"] == [], ".spanlift.toml: a file paths.exclude names has no findings")
    open(os.path.join(work, "bad.toml"), "w").write('[rules]\nH999 = "off"\n')
    _, err, code = run("--config", "bad.toml", "ignored.sql")
    t.check(code == 2 and "bad.toml:2:8: rules.H999: unknown code" in err, "--config: a wrong entry is file:line:col, exit 2", err)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spanlift", required=True, type=os.path.abspath)
    args = parser.parse_args()
    t, v = Tally(), validator()
    inputs = sorted(glob.glob(os.path.join(ROOT, "tests", "golden", "lint", "*", "*.sql")))
    inputs += sorted(glob.glob(os.path.join(ROOT, "samples", "*.sql")))
    for path in inputs:
        rel = os.path.relpath(path, ROOT)
        out, code = lint(args.spanlift, rel, "json")
        findings = json.loads(out)["findings"]
        _, text_code = lint(args.spanlift, rel, "text")
        sarif, sarif_code = lint(args.spanlift, rel, "sarif")
        github, github_code = lint(args.spanlift, rel, "github")
        gitlab, gitlab_code = lint(args.spanlift, rel, "gitlab")
        t.check(code == text_code == sarif_code == github_code == gitlab_code, f"{rel}: exit {text_code} in every format",
                (code, text_code, sarif_code, github_code, gitlab_code))
        fingerprints = check_sarif(t, rel, json.loads(sarif), findings, v)
        check_github(t, rel, github, findings)
        check_gitlab(t, rel, json.loads(gitlab), findings, fingerprints)
    with tempfile.TemporaryDirectory(prefix="spanlift-lint-review-") as tmp:
        check_suppression(t, args.spanlift, tmp)
        check_config(t, args.spanlift, tmp)
    print(f"{t.passed} passed, {t.failed} failed")
    if t.failed:
        return 1
    if v is None:
        print("SKIPPED sarif schema validation: python3-jsonschema is not installed (scripts/install-deps.sh --test)")
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
