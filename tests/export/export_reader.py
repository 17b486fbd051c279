"""Reads a `spanlift export` directory back as the Dataflow import reads it (docs/export.md), with
readers spanlift did not write: Debian's python3-avro (with python3-snappy) for the Avro files and
python3-crc32c for the checksums.

    export = read_export(DIR)   # raises ExportError on anything the import would refuse
    export.dialect, export.tables[name].schema / .rows / .files, export.sequences[name].schema

Every file of a table must carry the same schema, every manifest's crc32c must match the file's
bytes, every file must decode to its end.
"""
import base64
import json
import os
import struct
import sys


def _import_debian_modules():
    """python3-avro / -snappy / -crc32c are Debian's packages: when the python3 on PATH is
    another one (pyenv), their directory is added."""
    try:
        import avro.datafile  # noqa: F401
        import crc32c  # noqa: F401
    except ImportError:
        sys.path.append("/usr/lib/python3/dist-packages")


_import_debian_modules()
import avro.codecs  # noqa: E402
import avro.datafile  # noqa: E402
import avro.io  # noqa: E402
import crc32c  # noqa: E402


class ExportError(Exception):
    pass


class Table:
    def __init__(self, name):
        self.name = name
        self.schema = None
        self.rows = []
        self.files = []


class Export:
    def __init__(self):
        self.dialect = None
        self.tables = {}
        self.sequences = {}
        self.named_schemas = {}  # listed with the tables, told apart by spannerEntity (as the template does)
        self.manifest = None


def crc32c_base64(data):
    return base64.b64encode(struct.pack(">I", crc32c.crc32c(data))).decode()


def _read_avro(path):
    """(schema JSON, rows) of one file, every block decoded."""
    with open(path, "rb") as f:
        reader = avro.datafile.DataFileReader(f, avro.io.DatumReader())
        schema = json.loads(reader.meta["avro.schema"].decode("utf-8"))
        codec = reader.meta.get("avro.codec", b"null").decode()
        rows = list(reader)
        reader.close()
    return schema, rows, codec


def _entries(manifest, key):
    out = []
    for entry in manifest.get(key, []):
        if set(entry) - {"name", "manifestFile", "dataFiles"}:
            raise ExportError(f"spanner-export.json: unknown keys in {entry}")
        out.append(entry)
    return out


def read_export(directory, rows=True):
    if not avro.codecs.has_snappy:
        raise ExportError("python3-snappy is not installed: snappy Avro files cannot be read")
    path = os.path.join(directory, "spanner-export.json")
    if not os.path.exists(path):
        raise ExportError(f"{directory}: no spanner-export.json")
    manifest = json.load(open(path, encoding="utf-8"))
    export = Export()
    export.manifest = manifest
    export.dialect = manifest.get("dialect", "GOOGLE_STANDARD_SQL")
    for key, target in (("tables", export.tables), ("sequences", export.sequences)):
        for entry in _entries(manifest, key):
            table = Table(entry["name"])
            files = json.load(open(os.path.join(directory, entry["manifestFile"]), encoding="utf-8"))["files"]
            if not files:
                raise ExportError(f"{entry['name']}: no files (the import reads the schema from the first)")
            for f in files:
                data = open(os.path.join(directory, f["name"]), "rb").read()
                if f.get("crc32c") != crc32c_base64(data):
                    raise ExportError(f"{f['name']}: crc32c {f.get('crc32c')} != the file's {crc32c_base64(data)}")
                if f.get("md5"):
                    raise ExportError(f"{f['name']}: an md5 (composite uploads have none: docs/export.md)")
                schema, file_rows, codec = _read_avro(os.path.join(directory, f["name"]))
                if table.schema is not None and schema != table.schema:
                    raise ExportError(f"{f['name']}: a schema other than the table's first file's")
                table.schema = schema
                table.files.append((f["name"], len(file_rows), codec, len(data)))
                if rows:
                    table.rows.extend(file_rows)
            named = table.schema.get("spannerEntity") == "spannerNamedSchema"
            (export.named_schemas if named else target)[entry["name"]] = table
    return export


def numeric_text(raw):
    """NUMERIC's Avro bytes (unscaled, big-endian two's complement, scale 9) as canonical text."""
    n = int.from_bytes(raw, "big", signed=True)
    sign, n = ("-" if n < 0 else ""), abs(n)
    whole, frac = divmod(n, 10 ** 9)
    frac_text = f"{frac:09d}".rstrip("0")
    return sign + str(whole) + ("." + frac_text if frac_text else "")
