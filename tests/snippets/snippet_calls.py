"""Calls generated snippet functions by name, in every language, on typed values read from a file.

The emulator tests (tests/emulator/) use it to ask each language, and the C++ reference, for the
value of every stored row. A call is one line of calls.tsv:

    NAME TAB KINDS TAB VALUE...

NAME is the function's name in that language (for the C++ reference: `farm:N`, `crc:N` or
`bitrev`), KINDS the comma-separated key-text kinds of its parameters (`?` after a nullable one),
and each VALUE: INT64 decimal, STRING as lower-case hex of its UTF-8, BOOL true/false, TIMESTAMP
as microseconds since the epoch, DATE as Y-M-D, BYTES as hex, or NULL. Each runner prints one
decimal result per line. Python, TypeScript and Java call by name (getattr, the module object,
reflection); Go and C++ get a dispatch table generated from the calls.
"""
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run_snippets  # noqa: E402  (compilers, tsc, fresh build folders)

# language -> (generated file under snippets/, regex of a generated function's first line)
FILES = {
    "python": ("python/spanlift_shards.py", r"^def (\w+)\("),
    "go": ("go/spanlift_shards.go", r"^func (\w+)\("),
    "java": ("java/SpanliftShards.java", r"^  public static long (\w+)\("),
    "typescript": ("typescript/spanlift_shards.ts", r"^export function (\w+)\("),
    "cpp": ("cpp/spanlift_shards.h", r"^inline int64_t (\w+)\("),
}
# The comment before each generated function names its table and column; helpers come before.
FIRST_GENERATED = re.compile(r"^\s*(#|//) .*[Tt]able .*, column ")


def function_names(snippets_dir):
    """language -> the generated functions in file order: one per shard column, then a
    (bit_reverse, bit_unreverse) pair per bit-reversed column, as in CollectSnippets."""
    out = {}
    for lang, (path, pattern) in FILES.items():
        lines = open(os.path.join(snippets_dir, path), encoding="utf-8").read().splitlines()
        start = next((i for i, line in enumerate(lines) if FIRST_GENERATED.match(line)), len(lines))
        out[lang] = [m.group(1) for line in lines[start:] for m in [re.match(pattern, line)] if m]
    return out


def write_calls(path, calls):
    """calls: (name, kinds, values) triples, kinds as [(kind, nullable)]."""
    with open(path, "w", encoding="utf-8") as f:
        for name, kinds, values in calls:
            f.write("\t".join([name, ",".join(k + ("?" if n else "") for k, n in kinds)] + list(values)) + "\n")


def _results(text, count, lang):
    lines = text.split()
    if len(lines) != count:
        print(f"{lang}: {len(lines)} results for {count} calls")
        return None
    return lines


def _output(cmd, cwd=None, env=None):
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        print((proc.stdout + proc.stderr).strip()[-3000:])
        return None
    return proc.stdout


def _compile(cmd, cwd=None, env=None):
    return _output(cmd, cwd, env) is not None


# -- per language: (work, snippets_dir, calls_path) -> stdout or None ----------------------------
def python_run(work, snippets, calls):
    return _output([sys.executable, os.path.join(HERE, "calls.py"), os.path.join(snippets, "python"), calls])


def typescript_run(work, snippets, calls):
    out = run_snippets.fresh(work, "calls-ts")
    if not _compile([run_snippets.tsc(), "--strict", "--target", "es2020", "--module", "commonjs", "--outDir", out,
                     os.path.join(snippets, "typescript", "spanlift_shards.ts")]):
        return None
    return _output(["node", os.path.join(HERE, "calls.js"), os.path.join(out, "spanlift_shards.js"), calls])


def java_run(work, snippets, calls):
    out = run_snippets.fresh(work, "calls-java")
    if not _compile(["javac", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d", out,
                     os.path.join(snippets, "java", "SpanliftShards.java"), os.path.join(HERE, "Calls.java")]):
        return None
    return _output(["java", "-cp", out, "Calls", calls])


GO_DECODE = {  # kind -> (non-null decoder, nullable decoder) in calls_go.go
    "int64": ("dInt64", "pInt64"), "string": ("dString", "pString"), "bool": ("dBool", "pBool"),
    "timestamp": ("dTime", "pTime"), "date": ("dDate", "pDate"), "bytes": ("dBytes", "dBytes"),
}


def go_run(work, snippets, calls, signatures):
    module = run_snippets.fresh(work, "calls-go")
    os.makedirs(os.path.join(module, "spanliftshards"))
    shutil.copy(os.path.join(snippets, "go", "spanlift_shards.go"), os.path.join(module, "spanliftshards"))
    shutil.copy(os.path.join(HERE, "calls_go.go"), os.path.join(module, "main.go"))
    entries = []
    for name, kinds in sorted(signatures.items()):
        args = ", ".join(f"{GO_DECODE[k][n]}(a[{i}])" for i, (k, n) in enumerate(kinds))
        entries.append(f'\t"{name}": func(a []string) int64 {{ return s.{name}({args}) }},')
    with open(os.path.join(module, "table.go"), "w") as f:
        f.write("package main\n\nimport s \"snippetstest/spanliftshards\"\n\n"
                "var functions = map[string]func([]string) int64{\n" + "\n".join(entries) + "\n}\n")
    with open(os.path.join(module, "go.mod"), "w") as f:
        f.write("module snippetstest\n\ngo 1.19\n")
    # One build cache for every run: the standard library is compiled once.
    env = dict(os.environ, GOCACHE=os.path.join(os.path.dirname(work), "go-cache"),
               GOPATH=os.path.join(module, ".gopath"),
               GOPROXY="off", GOFLAGS="-mod=mod", GOTOOLCHAIN="local")
    if not _compile(["go", "vet", "./..."], module, env) or not _compile(["go", "build", "-o", "calls", "."], module, env):
        return None
    return _output([os.path.join(module, "calls"), calls], module, env)


CPP_DECODE = {  # kind -> (non-null, nullable) decoders in calls.cpp
    "int64": ("Int64", "OptInt64"), "string": ("String", "OptString"), "bool": ("Bool", "OptBool"),
    "timestamp": ("Time", "OptTime"), "date": ("Date", "OptDate"), "bytes": ("Blob", "OptBlob"),
}


def cpp_run(work, snippets, calls, signatures):
    out = run_snippets.fresh(work, "calls-cpp")
    entries = []
    for name, kinds in sorted(signatures.items()):
        args = ", ".join(f"a.{CPP_DECODE[k][n]}({i})" for i, (k, n) in enumerate(kinds))
        entries.append(f'    {{"{name}", [](Args& a) {{ return s::{name}({args}); }}}},')
    table = os.path.join(out, "calls_table.h")
    with open(table, "w") as f:
        f.write("// Generated by snippet_calls.py: every called function by name.\n"
                "inline const std::map<std::string, Function>& Functions() {\n"
                "  static const std::map<std::string, Function> functions = {\n" + "\n".join(entries) +
                "\n  };\n  return functions;\n}\n")
    binary = os.path.join(out, "calls")
    if not _compile(["g++", "-std=c++20", "-O1", "-Wall", "-Wextra", "-Werror", "-I", os.path.join(snippets, "cpp"),
                     "-I", out, "-o", binary, os.path.join(HERE, "calls.cpp"), "-lfarmhash"]):
        return None
    return _output([binary, calls])


LANGUAGES = [  # name, commands it needs, runner, whether it needs the signatures
    ("python", [], python_run, False),
    ("typescript", ["node"], typescript_run, False),
    ("java", ["javac", "java"], java_run, False),
    ("go", ["go"], go_run, True),
    ("cpp", ["g++"], cpp_run, True),
]


def missing_tools(lang, tools):
    missing = [t for t in tools if shutil.which(t) is None]
    if lang == "typescript" and run_snippets.tsc() is None:
        missing.append("tsc (scripts/install-deps.sh --test)")
    return missing


def run_language(lang, work, snippets, calls):
    """Results of one language for calls [(name, kinds, values)], or None (printed why)."""
    _, tools, runner, needs_signatures = next(row for row in LANGUAGES if row[0] == lang)
    path = os.path.join(work, f"calls-{lang}.tsv")
    write_calls(path, calls)
    if needs_signatures:
        text = runner(work, snippets, path, {name: kinds for name, kinds, _ in calls})
    else:
        text = runner(work, snippets, path)
    return None if text is None else _results(text, len(calls), lang)


def run_reference(tool, work, calls):
    """The C++ reference (src/shard, tests/snippets/reference_calls.cpp) on calls named farm:N..."""
    path = os.path.join(work, "calls-reference.tsv")
    write_calls(path, calls)
    text = _output([tool, path])
    return None if text is None else _results(text, len(calls), "reference")
