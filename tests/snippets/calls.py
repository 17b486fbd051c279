"""Python runner of snippet_calls.py: calls.py SNIPPETS_PYTHON_DIR CALLS; one result per line."""
import datetime
import importlib
import sys

sys.path.insert(0, sys.argv[1])
mod = importlib.import_module("spanlift_shards")
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
for line in open(sys.argv[2], encoding="utf-8"):
    name, kinds, *values = line.rstrip("\n").split("\t")
    kinds = kinds.split(",") if kinds else []
    args = [None if v == "NULL" else DECODE[k.rstrip("?")](v) for k, v in zip(kinds, values)]
    out.append(str(getattr(mod, name)(*args)))
print("\n".join(out))
