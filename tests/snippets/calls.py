"""Python runner of snippet_calls.py: calls.py CALLS PYTHON_DIR...; one result per line."""
import datetime
import importlib.util
import os
import sys


def load(k, folder):
    spec = importlib.util.spec_from_file_location(f"spanlift_shards_{k}", os.path.join(folder, "spanlift_shards.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


modules = [load(k, d) for k, d in enumerate(sys.argv[2:])]
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
DECODE = {
    "int64": int,
    "string": lambda t: bytes.fromhex(t).decode("utf-8"),
    "bool": lambda t: t == "true",
    "timestamp": lambda t: EPOCH + datetime.timedelta(microseconds=int(t)),
    "date": lambda t: datetime.date(*map(int, t.split("-"))),
    "bytes": bytes.fromhex,
}

out = []
for line in open(sys.argv[1], encoding="utf-8"):
    name, kinds, *values = line.rstrip("\n").split("\t")
    kinds = kinds.split(",") if kinds else []
    args = [None if v == "NULL" else DECODE[k.rstrip("?")](v) for k, v in zip(kinds, values)]
    k, function = name.split(":")
    out.append(str(getattr(modules[int(k)], function)(*args)))
print("\n".join(out))
