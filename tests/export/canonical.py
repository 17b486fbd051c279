"""One canonical text per value, so that a source server's answer, a row read back from the Avro
files and a row the Spanner emulator returns compare equal exactly when Spanner holds the value
the source held, after the conversions docs/type-mapping.md documents.

Each function takes the Spanner type as the Avro field's `sqlType` spells it ("INT64",
"STRING(20)", "ARRAY<STRING(MAX)>") and returns a string, a tuple (arrays) or None (NULL).
"""
import base64
import datetime
import decimal
import json
import math
import struct

EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def base_type(sql_type):
    t = sql_type
    if t.startswith("ARRAY<"):
        t = t[6:-1]
    return t.split("(")[0]


def is_array(sql_type):
    return sql_type.startswith("ARRAY<")


def real(v, single):
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if single:
        v = struct.unpack("<f", struct.pack("<f", v))[0]
    return repr(v)


def numeric(v):
    with decimal.localcontext() as ctx:
        ctx.prec = 100  # the default 28 digits would round NUMERIC's 38
        d = decimal.Decimal(str(v))
        if d == 0:
            return "0"
        return format(d.normalize(), "f")


def micros(text):
    """'YYYY-MM-DD[ T]HH:MM:SS[.f][Z|+HH[:MM]]' (UTC when no zone) as microseconds since 1970."""
    t = text.strip().replace("T", " ")
    zone = 0
    if t.endswith("Z"):
        t = t[:-1]
    else:
        for i in range(len(t) - 1, 9, -1):
            if t[i] in "+-":
                z = t[i + 1:].replace(":", "")
                zone = (int(z[:2]) * 3600 + (int(z[2:4]) * 60 if len(z) >= 4 else 0)) * (-1 if t[i] == "-" else 1)
                t = t[:i]
                break
    date, _, clock = t.partition(" ")
    y, m, d = (int(x) for x in date.split("-"))
    h, mi, s = (clock or "00:00:00").split(":")
    sec, _, frac = s.partition(".")
    frac = (frac + "000000")[:6]
    days = (datetime.date(y, m, d) - datetime.date(1970, 1, 1)).days
    return days * 86400_000_000 + ((int(h) * 60 + int(mi)) * 60 + int(sec) - zone) * 1_000_000 + int(frac)


def json_text(v):
    return json.dumps(json.loads(v), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def scalar(base, v):
    """A Python value (as python3-avro or our parsing gives it) in canonical text."""
    if v is None:
        return None
    if base == "INT64":
        return str(int(v))
    if base == "BOOL":
        return "true" if v in (True, "true", "t", "1", 1) else "false"
    if base in ("FLOAT64", "FLOAT32"):
        return real(v, base == "FLOAT32")
    if base == "NUMERIC":
        return numeric(v)
    if base == "BYTES":
        return bytes(v).hex()
    if base == "TIMESTAMP":
        if isinstance(v, datetime.datetime):  # python3-avro's timestamp-micros
            delta = v - EPOCH
            return str((delta.days * 86400 + delta.seconds) * 1_000_000 + delta.microseconds)
        return str(micros(v))
    if base == "JSON":
        return json_text(v)
    return str(v)


def from_avro(sql_type, v):
    if v is None:
        return None
    if is_array(sql_type):
        return tuple(scalar(base_type(sql_type), e) for e in v)
    return scalar(base_type(sql_type), v)


def from_rest(sql_type, v):
    """A value as the Spanner REST API spells it (INT64 as text, BYTES as base64...)."""
    if v is None:
        return None
    base = base_type(sql_type)
    if is_array(sql_type):
        return tuple(from_rest(base, e) for e in v)
    if base == "BYTES":
        return base64.b64decode(v).hex()
    if base in ("FLOAT64", "FLOAT32") and isinstance(v, str):
        return {"NaN": "nan", "Infinity": "inf", "-Infinity": "-inf"}[v]
    return scalar(base, v)


def to_rest(sql_type, v):
    """A python3-avro value as a Spanner mutation spells it (the test loader's half of the
    template's AvroRecordConverter)."""
    if v is None:
        return None
    base = base_type(sql_type)
    if is_array(sql_type):
        return [to_rest(base, e) for e in v]
    if base == "INT64":
        return str(v)
    if base in ("FLOAT64", "FLOAT32"):
        if math.isnan(v):
            return "NaN"
        if math.isinf(v):
            return "Infinity" if v > 0 else "-Infinity"
        return v
    if base == "NUMERIC":
        return numeric(v)
    if base == "BYTES":
        return base64.b64encode(bytes(v)).decode()
    if base == "TIMESTAMP" and isinstance(v, datetime.datetime):
        return v.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ").rjust(27, "0")
    return v
