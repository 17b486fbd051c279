#!/usr/bin/env python3
"""Runs the generated snippets in every language against the Spanner emulator's vectors.

1. `snippet_vectors VECTORS WORK` writes WORK/snippets/** (a test schema's snippets), checks the C++
   reference against the checked-in vectors.tsv (computed by the emulator, tests/emulator/
   vectors_test.py) and copies it to WORK/vectors.tsv.
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


def fresh(work, name):
    path = os.path.join(work, "build-" + name)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def snippet(work, *parts):
    return os.path.join(work, "snippets", *parts)


def python_lang(work):
    return run([sys.executable, os.path.join(HERE, "harness.py"), work])


def tsc():
    local = os.path.join(HERE, "node", "node_modules", ".bin", "tsc")
    return local if os.path.exists(local) else shutil.which("tsc")


def typescript_lang(work):
    out = fresh(work, "ts")
    source = snippet(work, "typescript", "spanlift_shards.ts")
    return (run([tsc(), "--strict", "--target", "es2020", "--module", "commonjs", "--outDir", out, source]) and
            run(["node", os.path.join(HERE, "harness.js"), os.path.join(out, "spanlift_shards.js"),
                 os.path.join(work, "vectors.tsv")]))


def java_lang(work):
    out = fresh(work, "java")
    return (run(["javac", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d", out,
                 snippet(work, "java", "SpanliftShards.java"), os.path.join(HERE, "Harness.java")]) and
            run(["java", "-cp", out, "Harness", os.path.join(work, "vectors.tsv")]))


def go_lang(work):
    module = fresh(work, "go")
    os.makedirs(os.path.join(module, "spanliftshards"))
    shutil.copy(snippet(work, "go", "spanlift_shards.go"), os.path.join(module, "spanliftshards"))
    shutil.copy(os.path.join(HERE, "harness.go"), os.path.join(module, "main.go"))
    with open(os.path.join(module, "go.mod"), "w") as f:
        f.write("module snippetstest\n\ngo 1.19\n")
    env = go_env(module)
    proc = subprocess.run(["go", "vet", "./...", ], cwd=module, env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        print(proc.stdout + proc.stderr)
        return False
    proc = subprocess.run(["go", "run", ".", os.path.join(work, "vectors.tsv")], cwd=module, env=env,
                          capture_output=True, text=True, timeout=300)
    print((proc.stdout + proc.stderr).strip())
    return proc.returncode == 0


def cpp_lang(work):
    binary = os.path.join(fresh(work, "cpp"), "harness")
    return (run(["g++", "-std=c++20", "-Wall", "-Wextra", "-Werror", "-I", snippet(work, "cpp"), "-o", binary,
                 os.path.join(HERE, "harness.cpp"), "-lfarmhash"]) and
            run([binary, os.path.join(work, "vectors.tsv")]))


def go_env(module):
    return dict(os.environ, GOCACHE=os.path.join(module, ".cache"), GOPATH=os.path.join(module, ".gopath"),
                GOPROXY="off", GOFLAGS="-mod=mod", GOTOOLCHAIN="local")


def compiles(work, snippets_dir):
    """Every language's module of `snippets_dir` compiles (imports, for Python) where its toolchain is here."""
    checks = [("python", [], lambda: run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                                          "import spanlift_shards", os.path.join(snippets_dir, "python")]))]
    if tsc():
        checks.append(("typescript", [], lambda: run([tsc(), "--strict", "--noEmit", "--target", "es2020",
                                                      os.path.join(snippets_dir, "typescript", "spanlift_shards.ts")])))
    checks.append(("java", ["javac"], lambda: run(["javac", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d",
                                                   fresh(work, "hostile-java"),
                                                   os.path.join(snippets_dir, "java", "SpanliftShards.java")])))

    def go():
        module = fresh(work, "hostile-go")
        shutil.copy(os.path.join(snippets_dir, "go", "spanlift_shards.go"), module)
        with open(os.path.join(module, "go.mod"), "w") as f:
            f.write("module hostile\n\ngo 1.19\n")
        proc = subprocess.run(["go", "vet", "./..."], cwd=module, env=go_env(module), capture_output=True, text=True,
                              timeout=300)
        if proc.returncode != 0:
            print(proc.stdout + proc.stderr)
        return proc.returncode == 0
    checks.append(("go", ["go"], go))
    checks.append(("cpp", ["g++"], lambda: subprocess.run(
        ["g++", "-std=c++20", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-I", os.path.join(snippets_dir, "cpp"),
         "-x", "c++", "-"], input='#include "spanlift_shards.h"\n', text=True, timeout=300).returncode == 0))
    failed = [name for name, tools, check in checks if all(shutil.which(t) for t in tools) and not check()]
    if failed:
        print("do not compile: " + ", ".join(failed))
    return not failed


# Inputs whose names try to inject code, escape the output directory or end a comment.
HOSTILE = [("spanner", "hostile_spanner.sql"), ("mysql", "hostile_mysql.sql")]


def hostile_convert(spanlift, work):
    """convert -o of hostile names: every file stays inside DIR and every language's module compiles."""
    ok = True
    for dialect, name in HOSTILE:
        base = fresh(work, "hostile-" + dialect)
        out = os.path.join(base, "out")
        if not run([spanlift, "convert", "--from", dialect, "-o", out, os.path.join(HERE, name)]):
            return False
        outside = [os.path.join(d, f) for d, _, files in os.walk(base) for f in files
                   if not os.path.join(d, f).startswith(out + os.sep)]
        module = os.path.join(out, "snippets", "python", "spanlift_shards.py")
        good = not outside and os.path.exists(module) and compiles(work, os.path.join(out, "snippets"))
        print("hostile names (%s): %s" % (name, "ok" if good else "FAILED %s" % outside))
        ok = ok and good
    return ok


# name, commands it needs, check
LANGUAGES = [
    ("python", [], python_lang),
    ("typescript", ["node"], typescript_lang),
    ("java", ["javac", "java"], java_lang),
    ("go", ["go"], go_lang),
    ("cpp", ["g++"], cpp_lang),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vectors-tool", required=True)
    ap.add_argument("--spanlift", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--vectors", default=os.path.join(HERE, "vectors.tsv"),
                    help="expected values computed by the Spanner emulator (tests/emulator/vectors_test.py)")
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    if subprocess.run([args.vectors_tool, args.vectors, args.work]).returncode != 0:
        print("snippet_vectors failed: the C++ reference disagrees with the emulator's vectors")
        return 1
    ci = os.environ.get("CI") == "true"
    failed = []
    for name, tools, check in LANGUAGES:
        missing = [t for t in tools if shutil.which(t) is None]
        if name == "typescript" and tsc() is None:
            missing.append("tsc (scripts/install-deps.sh --test)")
        if missing:
            print("%s: SKIPPED (missing %s)" % (name, ", ".join(missing)))
            if ci:
                failed.append(name)
            continue
        if not check(args.work):
            failed.append(name)
    if not hostile_convert(args.spanlift, args.work):
        failed.append("hostile names")
    print("FAILED: " + ", ".join(failed) if failed else "all languages agree with the emulator's vectors")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
