"""Python harness: runs the generated spanlift_shards module on vectors.tsv. Usage: harness.py DIR"""
import datetime
import importlib
import sys

sys.path.insert(0, sys.argv[1] + "/snippets/python")
mod = importlib.import_module("spanlift_shards")
UTC = datetime.timezone.utc
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=UTC)


def value(kind, text):
    if text == "NULL":
        return None
    if kind == "int64":
        return int(text)
    if kind == "string":
        return bytes.fromhex(text).decode("utf-8")
    if kind == "bool":
        return text == "true"
    if kind == "timestamp":
        return EPOCH + datetime.timedelta(microseconds=int(text))
    if kind == "date":
        return datetime.date(*map(int, text.split("-")))
    return bytes.fromhex(text)


def got(kind, text):
    if kind == "fp":
        data = bytes.fromhex(text)
        return [mod.farm_fingerprint(data), mod.crc32(data)]
    if kind == "multi":
        a, b, c = text.split(",")
        args = (value("int64", a), value("string", b), value("timestamp", c))
        return [mod.t_multi_farm(*args), mod.t_multi_crc(*args)]
    if kind == "bitrev":
        return [mod.t_seq_id_bit_reverse(int(text)), mod.t_seq_id_bit_unreverse(mod.t_seq_id_bit_reverse(int(text)))]
    v = value(kind, text)
    farm = getattr(mod, "t_%s_farm" % kind)(v)
    return [farm, "-" if v is None else getattr(mod, "t_%s_crc" % kind)(v)]


failures = 0
rows = 0
for line in open(sys.argv[1] + "/vectors.tsv", encoding="utf-8"):
    kind, text, *want = line.rstrip("\n").split("\t")
    if kind == "bitrev":
        want = [want[0], text]
    result = [str(x) for x in got(kind, text)]
    rows += 1
    if result != want:
        failures += 1
        print("python: %s %s: want %s got %s" % (kind, text, want, result))
assert mod.T_MULTI_KEY_READ_BETWEEN.startswith("SELECT")
print("python: %d rows, %d failures" % (rows, failures))
sys.exit(1 if failures else 0)
