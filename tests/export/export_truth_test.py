#!/usr/bin/env python3
"""`spanlift export` against real components (issue 24, "Tests"; docs/export.md "Tests").

Starts throwaway MariaDB and PostgreSQL servers (scripts/servers.sh) and loads the edge rows of
edge_data.py into each; dumps them with the real mysqldump (extended INSERTs; --hex-blob with one
row per INSERT) and pg_dump (COPY; --inserts); exports each dump, then:

- reads every export back with python3-avro and python3-crc32c (export_reader.py): layout,
  manifests, checksums, one schema per table, every row decodes;
- row truth: per table, the rows the server holds (COUNT and every column's values, as one
  order-independent multiset) equal the rows in the Avro files after the documented conversions
  (canonical.py);
- on the Spanner emulator (one instance for all): the schema rebuilt from the Avro properties
  alone and the rows inserted by the test loader (loader.py, the template's rules), then the
  database's DDL equals schema.sql applied to a second database, SELECTs equal the server's rows
  per table (identity ids kept), and each generated or application-filled shard value equals the
  one the generated Python snippet computes;
- named schemas: the three-database dump of the golden case multi_database_named exported with
  `schemas = "named"` loads on the emulator as three named schemas, each `orders` with its rows.

    tests/export/export_truth_test.py SPANLIFT

Exit 0 all passed, 1 a check failed, 77 the servers or the emulator are not installed (printed as
SKIPPED; the checks that can run still run first).
"""
import argparse
import datetime
import importlib.util
import inspect
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [HERE, os.path.join(ROOT, "tests", "emulator")]
import canonical  # noqa: E402
import edge_data  # noqa: E402
import export_reader  # noqa: E402
import loader  # noqa: E402

SERVERS = os.path.join(ROOT, "scripts", "servers.sh")
DB = "edge"
SEP = "\x1f"


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f"\n      {str(detail)[:1500]}" if detail else ""), flush=True)
        return ok


def read_env(path):
    env = dict(os.environ)
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line.startswith("export "):
            for pair in line[len("export "):].split():
                key, _, value = pair.partition("=")
                env[key] = value.replace("$PATH", os.environ.get("PATH", ""))
    return env


class Server:
    def __init__(self, dialect, env):
        self.dialect, self.env = dialect, env

    def run(self, args, stdin=None):
        p = subprocess.run(args, input=stdin, capture_output=True, env=self.env, timeout=300)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:2])}: {p.stderr.decode(errors='replace')[-600:]}")
        return p.stdout

    def mariadb(self, *args):
        return ["mariadb", "--no-defaults", "--default-character-set=utf8mb4", "-u", "root",
                "-S", self.env["MARIADB_SOCKET"], *args]

    def setup(self):
        script = edge_data.script(self.dialect).encode("utf-8")
        if self.dialect == "mysql":
            self.run(self.mariadb("-e", f"CREATE DATABASE {DB}"))
            self.run(self.mariadb(DB), stdin=script)
        else:
            self.run(["createdb", DB])
            # Offsets in the dump's timestamptz text (+01 / +02 around the DST change).
            self.run(["psql", "-X", "-q", "-d", DB, "-c", f"ALTER DATABASE {DB} SET timezone TO 'Europe/Berlin'"])
            self.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", DB], stdin=script)

    def dumps(self, directory):
        if self.dialect == "mysql":
            base = ["mysqldump", "--no-defaults", "--default-character-set=utf8mb4", "-u", "root",
                    "-S", self.env["MARIADB_SOCKET"]]
            variants = {"extended": base + [DB], "hex-blob": base + ["--hex-blob", "--skip-extended-insert", DB]}
        else:
            variants = {"copy": ["pg_dump", "-d", DB], "inserts": ["pg_dump", "--inserts", "-d", DB]}
        out = {}
        for name, args in variants.items():
            path = os.path.join(directory, f"{self.dialect}-{name}.sql")
            open(path, "wb").write(self.run(args))
            out[name] = path
        return out

    # -- the rows as the server holds them, as canonical text per column ---------------------
    def columns(self, table):
        if self.dialect == "mysql":
            out = self.run(self.mariadb("-N", "-B", "-e",
                                        "SELECT COLUMN_NAME, DATA_TYPE, COLUMN_TYPE FROM information_schema.COLUMNS "
                                        f"WHERE TABLE_SCHEMA='{DB}' AND TABLE_NAME='{table}' ORDER BY ORDINAL_POSITION"))
        else:
            out = self.run(["psql", "-X", "-A", "-t", "-F", "\t", "-d", DB, "-c",
                            "SELECT a.attname, t.typname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a "
                            f"JOIN pg_type t ON t.oid = a.atttypid WHERE a.attrelid = '{table}'::regclass "
                            "AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum"])
        return [line.split("\t") for line in out.decode().splitlines() if line]

    def expression(self, name, type_name):
        if self.dialect == "mysql":
            c = f"`{name}`"
            e = {"bit": f"CAST({c} + 0 AS CHAR)", "date": f"DATE_FORMAT({c}, '%Y-%m-%d')",
                 "datetime": f"DATE_FORMAT({c}, '%Y-%m-%d %H:%i:%s.%f')",
                 "timestamp": f"DATE_FORMAT({c}, '%Y-%m-%d %H:%i:%s.%f')", "point": f"ST_AsText({c})"}.get(
                     type_name, f"CAST({c} AS CHAR)")
            if type_name in ("binary", "varbinary", "blob", "tinyblob", "mediumblob", "longblob"):
                e = c
            return f"IFNULL(HEX({e}), 'N')"
        c = f'"{name}"'
        e = {"timestamptz": f"to_char({c} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')",
             "timestamp": f"to_char({c}, 'YYYY-MM-DD HH24:MI:SS.US')", "date": f"to_char({c}, 'YYYY-MM-DD')",
             "money": f"{c}::numeric::text"}.get(type_name, f"format('%s', {c})")  # the output function, as COPY
        if type_name.startswith("_"):
            e = f"array_to_json({c})::text"
        hexed = f"encode({c}, 'hex')" if type_name == "bytea" else f"encode(convert_to({e}, 'UTF8'), 'hex')"
        return f"CASE WHEN {c} IS NULL THEN 'N' ELSE {hexed} END"

    def rows(self, table, columns):
        select = f"SELECT {', '.join(self.expression(c[0], c[1]) for c in columns)} FROM {table}"
        if self.dialect == "mysql":
            out = self.run(self.mariadb("-N", "-B", DB, "-e", "SET time_zone = '+00:00'; " + select))
            lines = [line.split("\t") for line in out.decode().splitlines()]
        else:
            out = self.run(["psql", "-X", "-A", "-t", "-F", SEP, "-d", DB, "-c",
                            "SET intervalstyle = iso_8601; " + select])
            lines = [line.split(SEP) for line in out.decode().splitlines() if line and not line.startswith("SET")]
        return lines


def server_value(dialect, sql_type, column, raw):
    """A server's hex-encoded answer as canonical text of the Spanner value."""
    if raw == "N":
        return None
    data = bytes.fromhex(raw)
    base = canonical.base_type(sql_type)
    if dialect == "postgres" and column[1] in ("bit", "varbit"):  # a bit string '0101'
        bits = data.decode()
        number = int(bits, 2) if bits else 0
        if base == "BYTES":
            return number.to_bytes((len(bits) + 7) // 8, "big").hex()
        return canonical.scalar(base, str(number))
    if base == "BYTES":
        return data.hex()
    text = data.decode("utf-8")
    if canonical.is_array(sql_type):
        if column[1] == "set":
            return tuple(text.split(",")) if text else ()
        return tuple(canonical.scalar(base, None if e is None else str(e)) for e in json.loads(text))
    return canonical.scalar(base, text)


def truth_rows(server, table, fields, renames=None):
    """The server's rows of `table` as tuples of canonical values, in the Avro fields' order:
    the fields that hold a source column (`renames`: field -> source column where they differ)."""
    renames = renames or {}
    columns = {c[0]: c for c in server.columns(table)}
    names = [f["name"] for f in fields if renames.get(f["name"], f["name"]) in columns]
    types = {f["name"]: f["sqlType"] for f in fields}
    source = [columns[renames.get(n, n)] for n in names]
    out = [tuple(server_value(server.dialect, types[n], c, raw) for n, c, raw in zip(names, source, line))
           for line in server.rows(table, source)]
    return names, sorted(out, key=repr)


def avro_rows(table, names):
    types = {f["name"]: f["sqlType"] for f in table.schema["fields"]}
    return sorted((tuple(canonical.from_avro(types[n], r[n]) for n in names) for r in table.rows), key=repr)


def first_difference(a, b):
    for x, y in zip(a, b):
        if x != y:
            return f"server {x}\n      export {y}"
    return f"{len(a)} rows vs {len(b)}"


def check_properties(checks, label, export, crc32):
    edge = export.tables["edge"].schema
    idf = next(f for f in edge["fields"] if f["name"] == "id")
    checks.check(edge.get("spannerPrimaryKey_0") == "`id` ASC" and idf.get("identityColumn") == "true"
                 and idf.get("sequenceKind") == "bit_reversed_positive" and idf.get("skipRangeMax") == "1001",
                 f"{label}: edge's key and bit-reversed identity (skips the ids 1..1001 the rows hold)", idf)
    shard = next((f for f in export.tables["readings"].schema["fields"] if f["name"].lower() == "shard_id"), None)
    if crc32:  # the application fills it: the export computes it
        checks.check(shard is not None and shard["type"] == "long" and "generationExpression" not in shard,
                     f"{label}: readings' shard column is a plain INT64 the export fills", shard)
    else:
        checks.check(shard is not None and shard["type"] == "null" and shard.get("stored") == "true"
                     and "FARM_FINGERPRINT" in shard.get("generationExpression", ""),
                     f"{label}: readings' shard column is generated, without data", shard)


def check_truth(checks, label, server, export, renames):
    for name, table in sorted(export.tables.items()):
        names, truth = truth_rows(server, name, table.schema["fields"], renames.get(name))
        got = avro_rows(table, names)
        checks.check(truth == got, f"{label}: {name}: {len(got)} rows, {len(names)} columns equal the server's",
                     first_difference(truth, got))


def snippet_module(spanlift, dump, extra):
    # The module is whole once executed: its directory can go.
    with tempfile.TemporaryDirectory(prefix="spanlift-snippets-") as out:
        subprocess.run([spanlift, "convert", *extra, "-o", out, dump], capture_output=True, timeout=300)
        spec = importlib.util.spec_from_file_location("spanlift_shards", os.path.join(out, "snippets", "python", "spanlift_shards.py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module


def python_value(sql_type, v):
    base = canonical.base_type(sql_type)
    if v is None:
        return None
    if base == "TIMESTAMP":
        return canonical.EPOCH + datetime.timedelta(microseconds=canonical.micros(v))
    if base == "INT64":
        return int(v)
    return v


def check_emulator(checks, label, spanlift, emu, server, export, directory, dump, extra, renames):
    db = emu.database()
    try:
        loader.load(db, export)
    except Exception as e:  # noqa: BLE001 - the message is the finding
        checks.check(False, f"{label}: the emulator accepts the schema and rows the Avro files describe", e)
        return
    checks.check(True, f"{label}: the emulator accepts the schema and rows the Avro files describe")
    reference = emu.database()
    import emulator
    reference.update_ddl([s for _, s in emulator.split_statements(open(os.path.join(directory, "schema.sql")).read())])
    checks.check(sorted(db.ddl()) == sorted(reference.ddl()),
                 f"{label}: the schema the Avro properties create is schema.sql's",
                 "\n".join(sorted(set(db.ddl()) ^ set(reference.ddl()))))
    snippets = snippet_module(spanlift, dump, extra)
    for name, table in sorted(export.tables.items()):
        fields = table.schema["fields"]
        _, rows = db.query_typed(f"SELECT * FROM `{name}`")
        names, truth = truth_rows(server, name, fields, renames.get(name))
        index = {f["name"]: i for i, f in enumerate(fields)}
        got = sorted((tuple(canonical.from_rest(fields[index[n]]["sqlType"], r[index[n]]) for n in names) for r in rows), key=repr)
        checks.check(truth == got, f"{label}: emulator {name}: {len(got)} rows equal the server's", first_difference(truth, got))
        for f in fields:
            fn = getattr(snippets, f"{name}_{f['name']}", None)
            if fn is None or not f["name"].lower().endswith("shard_id"):
                continue
            params = list(inspect.signature(fn).parameters)
            wrong = [r for r in rows if int(r[index[f["name"]]]) != fn(*[python_value(fields[index[p]]["sqlType"], r[index[p]]) for p in params])]
            checks.check(not wrong and rows, f"{label}: emulator {name}.{f['name']} equals the Python snippet's value in {len(rows)} rows",
                         wrong[:3])
    db.drop()
    reference.drop()


def policy_variants(tmp):
    """Rewrites that change the load: edge's ORM key renamed so that edge_notes interleaves in it
    (parents first, ids kept), and a UUID key for edge (derived UUIDs its children's new column
    must match: the foreign key is checked when the loader adds it after the rows)."""
    interleave = os.path.join(tmp, "interleave.toml")
    open(interleave, "w").write("interleave.rename_keys = true\n")
    uuid = os.path.join(tmp, "uuid.toml")
    open(uuid, "w").write('[tables.edge]\nstrategy = "uuid"\n')
    return [("extended interleaved", ["--policy", interleave], {"edge": {"edge_id": "id"}}),
            ("extended uuid", ["--policy", uuid], {"edge": {}})]


def check_rewrites(checks, label, export, renames):
    notes = export.tables["edge_notes"].schema
    if "interleaved" in label:
        checks.check(notes.get("spannerParent") == "edge" and notes.get("spannerPrimaryKey_0") == "`edge_id` ASC",
                     f"{label}: edge_notes is interleaved in edge, keyed by edge_id first",
                     {k: v for k, v in notes.items() if k.startswith("spanner")})
    else:
        key = export.tables["edge"].schema.get("spannerPrimaryKey_0")
        column = [f for f in notes["fields"] if f["name"].endswith("uuid")]
        values = {r[column[0]["name"]] for r in export.tables["edge_notes"].rows} if column else set()
        parents = {r[key.strip("`").split("`")[0]] for r in export.tables["edge"].rows} if key else set()
        checks.check(key and column and values and values <= parents and len(parents) == 4,
                     f"{label}: edge keyed by derived UUIDs; edge_notes.{column[0]['name'] if column else '?'} holds its parents' UUIDs",
                     (key, values, parents))


def check_named_schemas(checks, spanlift, emu, tmp):
    """A dump of three MySQL databases exported with schemas = "named" (the golden case
    multi_database_named): each database is a named schema in the export, the loader creates them
    first, the schema equals schema.sql's, and each database's `orders` gets its own rows."""
    case = os.path.join(ROOT, "tests", "golden", "convert", "mysql", "multi_database_named")
    out = os.path.join(tmp, "named_schemas")
    rc, err = export(spanlift, case + ".sql", out, ["--policy", case + ".toml"])
    if not checks.check(rc == 0, "named schemas: export exit 0", err):
        return
    ex = export_reader.read_export(out)
    checks.check(sorted(ex.named_schemas) == ["archive", "shop", "web_stats"] and
                 {"shop.orders", "archive.orders", "web_stats.orders"} <= set(ex.tables) and
                 ex.tables["shop.orders"].schema["name"] == "shop_orders",
                 "named schemas: one empty named-schema file per database; tables named schema.table, Avro names with '_'",
                 (sorted(ex.named_schemas), sorted(ex.tables)))
    db, reference = emu.database(), emu.database()
    try:
        loader.load(db, ex)
        import emulator
        reference.update_ddl([s for _, s in emulator.split_statements(open(os.path.join(out, "schema.sql")).read())])
        checks.check(sorted(db.ddl()) == sorted(reference.ddl()), "named schemas: the schema the Avro files create is schema.sql's",
                     "\n".join(sorted(set(db.ddl()) ^ set(reference.ddl()))))
        _, shop = db.query_typed("SELECT id, customer FROM shop.orders ORDER BY id")
        _, archive = db.query_typed("SELECT order_ref FROM archive.orders")
        checks.check(shop == [["1", "ann"], ["2", "bob"]] and archive == [["A-1"]],
                     "named schemas: shop.orders and archive.orders hold their own database's rows", (shop, archive))
    except Exception as e:  # noqa: BLE001 - the message is the finding
        checks.check(False, "named schemas: the emulator loads the export", e)
    finally:
        db.drop()
        reference.drop()


def export(spanlift, dump, out, extra=()):
    p = subprocess.run([spanlift, "export", *extra, "-o", out, dump], capture_output=True, text=True, timeout=300)
    return p.returncode, p.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spanlift", type=os.path.abspath)
    args = parser.parse_args()
    if subprocess.run([SERVERS, "available"]).returncode != 0:
        print("SKIPPED: PostgreSQL 15 / MariaDB not installed (scripts/install-deps.sh --test)")
        return 77
    import emulator
    have_emulator = emulator.binary_dir() is not None
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="spanlift-export-truth-") as tmp:
        subprocess.run([SERVERS, "start", tmp], check=True, stdout=subprocess.DEVNULL)
        emu = emulator.Emulator.start() if have_emulator else None
        try:
            env = read_env(os.path.join(tmp, "env"))
            for dialect in ("mysql", "postgres"):
                server = Server(dialect, env)
                server.setup()
                for variant, dump in server.dumps(tmp).items():
                    variants = [(variant, [], {})]
                    if variant in ("extended", "copy"):
                        variants.append((variant + " --hash crc32", ["--hash", "crc32"], {}))
                    if variant == "extended":
                        variants += policy_variants(tmp)
                    for label, extra, renames in variants:
                        label = f"{dialect} {label}"
                        out = os.path.join(tmp, label.replace(" ", "_"))
                        rc, err = export(args.spanlift, dump, out, extra)
                        if not checks.check(rc == 0, f"{label}: export exit 0", err):
                            continue
                        ex = export_reader.read_export(out)
                        checks.check(True, f"{label}: read back by python3-avro, checksums match")
                        if not renames:
                            check_properties(checks, label, ex, "crc32" in extra)
                        else:
                            check_rewrites(checks, label, ex, renames)
                        check_truth(checks, label, server, ex, renames)
                        if emu and variant in ("extended", "copy"):
                            check_emulator(checks, label, args.spanlift, emu, server, ex, out, dump, extra, renames)
            if emu:
                check_named_schemas(checks, args.spanlift, emu, tmp)
        finally:
            if emu:
                emu.stop()
            subprocess.run([SERVERS, "stop", tmp], stdout=subprocess.DEVNULL)
    print(f"{checks.passed} passed, {checks.failed} failed")
    if checks.failed:
        return 1
    if not have_emulator:
        print(f"SKIPPED: the emulator part: {emulator.HOW_TO_GET}")
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
