"""Calls generated snippet functions by name, in every language, on typed values read from a file.

The emulator tests (tests/emulator/) use it to ask each language, and the C++ reference, for the
value of every stored row. A call is one line of calls.tsv:

    NAME TAB KINDS TAB VALUE...

NAME is `K:function`, the function's name in that language in the K-th snippets folder of the
run (for the C++ reference: `farm:N`, `crc:N` or `bitrev`), KINDS the comma-separated key-text kinds of its parameters (`?` after a nullable one),
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
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    if proc.returncode != 0:
        print((proc.stdout + proc.stderr).strip()[-3000:])
        return None
    return proc.stdout


def _compile(cmd, cwd=None, env=None):
    return _output(cmd, cwd, env) is not None


# -- per language: (work, snippet dirs, calls path, signatures) -> stdout or None --------------
# Every language builds all the snippet files of a run at once (one compiler start): a call's
# name is `K:function`, K indexing the snippet dirs.
def python_run(work, dirs, calls, signatures):
    return _output([sys.executable, os.path.join(HERE, "calls.py"), calls] + [os.path.join(d, "python") for d in dirs])


def typescript_run(work, dirs, calls, signatures):
    src, out = run_snippets.fresh(work, "calls-ts-src"), run_snippets.fresh(work, "calls-ts")
    for k, d in enumerate(dirs):  # the same module under another file name, so all compile together
        shutil.copy(os.path.join(d, "typescript", "spanlift_shards.ts"), os.path.join(src, f"c{k}.ts"))
    if not _compile([run_snippets.tsc(), "--strict", "--target", "es2020", "--module", "commonjs", "--outDir", out] +
                    [os.path.join(src, f"c{k}.ts") for k in range(len(dirs))]):
        return None
    return _output(["node", os.path.join(HERE, "calls.js"), calls] +
                   [os.path.join(out, f"c{k}.js") for k in range(len(dirs))])


def java_run(work, dirs, calls, signatures):
    """Calls.java compiles every SpanliftShards.java in-process (javax.tools) with -Xlint:all
    -Werror, each into its own folder and class loader."""
    out = run_snippets.fresh(work, "calls-java")
    if not _compile(["javac", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d", out,
                     os.path.join(HERE, "Calls.java")]):
        return None
    return _output(["java", "-cp", out, "Calls", calls, out] + [os.path.join(d, "java") for d in dirs])


GO_DECODE = {  # kind -> (non-null decoder, nullable decoder) in calls_go.go
    "int64": ("dInt64", "pInt64"), "string": ("dString", "pString"), "bool": ("dBool", "pBool"),
    "timestamp": ("dTime", "pTime"), "date": ("dDate", "pDate"), "bytes": ("dBytes", "dBytes"),
}


def go_run(work, dirs, calls, signatures):
    module = run_snippets.fresh(work, "calls-go")
    imports, entries = [], []
    for k, d in enumerate(dirs):
        os.makedirs(os.path.join(module, f"c{k}", "spanliftshards"))
        shutil.copy(os.path.join(d, "go", "spanlift_shards.go"), os.path.join(module, f"c{k}", "spanliftshards"))
        imports.append(f'\ts{k} "snippetstest/c{k}/spanliftshards"')
    shutil.copy(os.path.join(HERE, "calls_go.go"), os.path.join(module, "main.go"))
    for name, kinds in sorted(signatures.items()):
        k, function = name.split(":")
        args = ", ".join(f"{GO_DECODE[kind][n]}(a[{i}])" for i, (kind, n) in enumerate(kinds))
        entries.append(f'\t"{name}": func(a []string) int64 {{ return s{k}.{function}({args}) }},')
    with open(os.path.join(module, "table.go"), "w") as f:
        f.write("package main\n\nimport (\n" + "\n".join(imports) + "\n)\n\n"
                "var functions = map[string]func([]string) int64{\n" + "\n".join(entries) + "\n}\n")
    with open(os.path.join(module, "go.mod"), "w") as f:
        f.write("module snippetstest\n\ngo 1.19\n")
    env = dict(os.environ, GOCACHE=os.path.join(work, "go-cache"), GOPATH=os.path.join(module, ".gopath"),
               GOPROXY="off", GOFLAGS="-mod=mod", GOTOOLCHAIN="local")
    if not _compile(["go", "vet", "./..."], module, env) or not _compile(["go", "build", "-o", "calls", "."], module, env):
        return None
    return _output([os.path.join(module, "calls"), calls], module, env)


CPP_DECODE = {  # kind -> (non-null, nullable) decoders in calls.cpp
    "int64": ("Int64", "OptInt64"), "string": ("String", "OptString"), "bool": ("Bool", "OptBool"),
    "timestamp": ("Time", "OptTime"), "date": ("Date", "OptDate"), "bytes": ("Blob", "OptBlob"),
}


def cpp_run(work, dirs, calls, signatures):
    """Each header inside its own namespace c<K> (calls.cpp includes the standard headers and
    FarmHash first, so their include guards keep them out of it)."""
    out = run_snippets.fresh(work, "calls-cpp")
    # GCC's #pragma once takes two files of the same size, bytes and modification second for one
    # file (two cases often generate the same header): each is copied with a line of its own.
    for k, d in enumerate(dirs):
        with open(os.path.join(d, "cpp", "spanlift_shards.h")) as src, open(os.path.join(out, f"c{k}.h"), "w") as dst:
            dst.write(f"// copy {k} of {os.path.join(d, 'cpp', 'spanlift_shards.h')}\n" + src.read())
    headers = "".join(f'namespace c{k} {{\n#include "c{k}.h"\n}}\n' for k in range(len(dirs)))
    entries = []
    for name, kinds in sorted(signatures.items()):
        k, function = name.split(":")
        args = ", ".join(f"a.{CPP_DECODE[kind][n]}({i})" for i, (kind, n) in enumerate(kinds))
        entries.append(f'    {{"{name}", [](Args& a) {{ return c{k}::spanlift_shards::{function}({args}); }}}},')
    with open(os.path.join(out, "calls_table.h"), "w") as f:
        f.write("// Generated by snippet_calls.py: every called function by name.\n" + headers +
                "inline const std::map<std::string, Function>& Functions() {\n"
                "  static const std::map<std::string, Function> functions = {\n" + "\n".join(entries) +
                "\n  };\n  return functions;\n}\n")
    binary = os.path.join(out, "calls")
    if not _compile(["g++", "-std=c++20", "-O1", "-Wall", "-Wextra", "-Werror", "-I", out, "-o", binary,
                     os.path.join(HERE, "calls.cpp"), "-lfarmhash"]):
        return None
    return _output([binary, calls])


LANGUAGES = [  # name, commands it needs, runner
    ("python", [], python_run),
    ("typescript", ["node"], typescript_run),
    ("java", ["javac", "java"], java_run),
    ("go", ["go"], go_run),
    ("cpp", ["g++"], cpp_run),
]


def missing_tools(lang):
    tools = next(row[1] for row in LANGUAGES if row[0] == lang)
    missing = [t for t in tools if shutil.which(t) is None]
    if lang == "typescript" and run_snippets.tsc() is None:
        missing.append("tsc (scripts/install-deps.sh --test)")
    return missing


def run_language(lang, work, dirs, calls):
    """Results of one language for calls [(`K:function`, kinds, values)] on the snippets of
    dirs[K], or None (printed why)."""
    runner = next(row[2] for row in LANGUAGES if row[0] == lang)
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, f"calls-{lang}.tsv")
    write_calls(path, calls)
    text = runner(work, [os.path.abspath(d) for d in dirs], path, {name: kinds for name, kinds, _ in calls})
    return None if text is None else _results(text, len(calls), lang)


def run_reference(tool, work, calls):
    """The C++ reference (src/shard, tests/snippets/reference_calls.cpp) on calls named farm:N..."""
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "calls-reference.tsv")
    write_calls(path, calls)
    text = _output([tool, path])
    return None if text is None else _results(text, len(calls), "reference")
