#!/usr/bin/env python3
"""Reads a live server's catalog into the shape of the corpus ground truth (../../shared/corpus/truth).

    catalog.py postgres DB   (connects with psql; PGHOST/PGPORT/PGUSER from the environment)
    catalog.py mariadb DB    (connects with mariadb over $MARIADB_SOCKET as root)
    ... [--out FILE] [--truth TRUTH.json]   write to FILE; compare with a corpus truth file

Output: the truth format (tables, views, sequences, inherits; see truth/README.md) plus "extra",
which the integration test checks too: routines, triggers, row counts, PostgreSQL sequence state
(last_value, is_called) and MySQL AUTO_INCREMENT counters.
"""
import argparse
import json
import os
import subprocess
import sys

FK_ACTIONS = {"a": "NO ACTION", "r": "RESTRICT", "c": "CASCADE", "n": "SET NULL", "d": "SET DEFAULT"}
MYSQL_TEMPORAL = {"date", "datetime", "timestamp", "time", "year"}


# ---------------------------------------------------------------------------------------------
# PostgreSQL: every query returns one JSON document (json_agg), so names and index expressions
# with newlines need no escaping.

def psql_json(db, sql):
    proc = subprocess.run(["psql", "-X", "-At", "-v", "ON_ERROR_STOP=1", "-d", db, "-c", sql],
                          capture_output=True, text=True)
    if proc.returncode:
        sys.exit(f"catalog.py: psql failed on {db}: {proc.stderr.strip()}")
    out = proc.stdout.strip()
    return json.loads(out) if out else []


# Relations of user schemas that no extension owns.
PG_USER_REL = """
  n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                  AND d.objid = c.oid AND d.deptype = 'e')"""


def pg_key(schema, name):
    return name if schema == "public" else f"{schema}.{name}"


def pg_relations(db, kinds):
    return psql_json(db, f"""
      SELECT coalesce(json_agg(json_build_object('oid', c.oid, 'schema', n.nspname, 'name', c.relname,
               'kind', c.relkind, 'is_partition', c.relispartition) ORDER BY n.nspname, c.relname), '[]')
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = ANY('{{{",".join(kinds)}}}') AND {PG_USER_REL}""")


def pg_columns(db):
    """(table oid) -> [(name, temporal, auto_increment)] in ordinal order."""
    rows = psql_json(db, f"""
      WITH RECURSIVE base(oid, root) AS (
        SELECT oid, oid FROM pg_type WHERE typtype <> 'd'
        UNION ALL SELECT t.oid, b.root FROM pg_type t JOIN base b ON t.typbasetype = b.oid
                  WHERE t.typtype = 'd')
      SELECT coalesce(json_agg(json_build_object('rel', a.attrelid, 'name', a.attname,
               'category', rt.typcategory,
               'auto', a.attidentity <> ''
                       OR coalesce(pg_get_expr(ad.adbin, ad.adrelid), '') LIKE 'nextval(%'
                       OR EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class s ON s.oid = d.objid
                                  WHERE d.classid = 'pg_class'::regclass AND s.relkind = 'S'
                                    AND d.refobjid = a.attrelid AND d.refobjsubid = a.attnum
                                    AND d.deptype IN ('a', 'i')))
             ORDER BY a.attrelid, a.attnum), '[]')
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN base b ON b.oid = a.atttypid JOIN pg_type rt ON rt.oid = b.root
      LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p') AND {PG_USER_REL}""")
    cols = {}
    for r in rows:
        cols.setdefault(r["rel"], []).append((r["name"], r["category"] == "D", r["auto"]))
    return cols


def pg_indexes(db):
    """(table oid) -> [index]; each with key column texts as in the truth."""
    rows = psql_json(db, """
      SELECT coalesce(json_agg(json_build_object('rel', i.indrelid, 'name', ic.relname,
               'unique', i.indisunique, 'primary', i.indisprimary,
               'columns', (SELECT json_agg(CASE WHEN k.attnum = 0
                                   THEN 'expr:' || pg_get_indexdef(i.indexrelid, k.n::int, false)
                                   ELSE (SELECT attname FROM pg_attribute
                                         WHERE attrelid = i.indrelid AND attnum = k.attnum) END
                                 || CASE WHEN k.opt & 1 = 1 THEN ' DESC' ELSE '' END
                                 || CASE WHEN k.opt & 3 = 2 THEN ' NULLS FIRST'
                                         WHEN k.opt & 3 = 1 THEN ' NULLS LAST' ELSE '' END
                                 ORDER BY k.n)
                           FROM unnest(i.indkey::int2[], i.indoption::int2[])
                                WITH ORDINALITY AS k(attnum, opt, n)
                           WHERE k.n <= i.indnkeyatts))), '[]')
      FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid""")
    out = {}
    for r in rows:
        out.setdefault(r["rel"], []).append(r)
    return out


def pg_foreign_keys(db, keys_by_oid):
    rows = psql_json(db, """
      SELECT coalesce(json_agg(json_build_object('rel', c.conrelid, 'name', c.conname,
               'ref', c.confrelid, 'del', c.confdeltype,
               'columns', (SELECT json_agg(attname ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(a, n)
                           JOIN pg_attribute ON attrelid = c.conrelid AND attnum = k.a),
               'ref_columns', (SELECT json_agg(attname ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(a, n)
                               JOIN pg_attribute ON attrelid = c.confrelid AND attnum = k.a))), '[]')
      FROM pg_constraint c WHERE c.contype = 'f' AND c.conparentid = 0""")
    out = {}
    for r in rows:
        out.setdefault(r["rel"], []).append({
            "name": r["name"], "columns": r["columns"], "ref_table": keys_by_oid.get(r["ref"]),
            "ref_columns": r["ref_columns"], "on_delete": FK_ACTIONS[r["del"]]})
    return out


def pg_parents(db):
    """child oid -> [parent oids] in inheritance order."""
    rows = psql_json(db, """SELECT coalesce(json_agg(json_build_object('child', inhrelid, 'parent', inhparent)
                               ORDER BY inhrelid, inhseqno), '[]') FROM pg_inherits""")
    out = {}
    for r in rows:
        out.setdefault(r["child"], []).append(r["parent"])
    return out


def pg_sequence_state(db, sequences):
    """Sequence key -> {last_value, is_called, identity}: what pg_dump's setval() must carry."""
    if not sequences:
        return {}
    parts = [f"""SELECT {pg_literal(pg_key(s['schema'], s['name']))}::text AS k,
                        json_build_object('last_value', last_value, 'is_called', is_called,
                          'identity', EXISTS (SELECT 1 FROM pg_depend WHERE classid = 'pg_class'::regclass
                                              AND objid = {s['oid']} AND deptype = 'i')) AS v
                 FROM {quote_pg(s['schema'])}.{quote_pg(s['name'])}""" for s in sequences]
    return psql_json(db, "SELECT json_object_agg(k, v) FROM (" + " UNION ALL ".join(parts) + ") s")


def pg_literal(s):
    return "'" + s.replace("'", "''") + "'"


def quote_pg(name):
    return '"' + name.replace('"', '""') + '"'


def pg_routines(db):
    return psql_json(db, f"""
      SELECT coalesce(json_agg(json_build_object('name', p.proname,
               'kind', CASE p.prokind WHEN 'p' THEN 'procedure' WHEN 'a' THEN 'aggregate'
                                      WHEN 'w' THEN 'window' ELSE 'function' END)
             ORDER BY p.proname), '[]')
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                        AND d.objid = p.oid AND d.deptype = 'e')""")


def pg_triggers(db):
    return psql_json(db, """
      SELECT coalesce(json_agg(t.tgname ORDER BY t.tgname), '[]') FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgparentid = 0""")


def pg_row_counts(db, tables):
    if not tables:
        return {}
    parts = [f"SELECT {pg_literal(k)}::text AS k, count(*) AS n FROM ONLY {quote_pg(t['schema'])}.{quote_pg(t['name'])}"
             for k, t in tables.items()]
    rows = psql_json(db, "SELECT json_object_agg(k, n) FROM (" + " UNION ALL ".join(parts) + ") s")
    return rows or {}


def postgres_catalog(db):
    rels = pg_relations(db, ["r", "p"])
    keys = {r["oid"]: pg_key(r["schema"], r["name"]) for r in rels}
    columns, indexes = pg_columns(db), pg_indexes(db)
    fks, parents = pg_foreign_keys(db, keys), pg_parents(db)
    tables, inherits = {}, {}
    for r in rels:
        oid, key = r["oid"], keys[r["oid"]]
        idx = indexes.get(oid, [])
        pk = next((i["columns"] for i in idx if i["primary"]), [])
        others = sorted((i for i in idx if not i["primary"]), key=lambda i: i["name"])
        cols = columns.get(oid, [])
        tables[key] = {
            "columns": [c[0] for c in cols],
            "primary_key": pk,
            "unique": sorted(i["columns"] for i in others if i["unique"]),
            "indexes": [{"name": i["name"], "columns": i["columns"], "unique": i["unique"]} for i in others],
            "foreign_keys": sorted(fks.get(oid, []), key=lambda f: f["name"]),
            "partition_of": keys.get(parents[oid][0]) if r["is_partition"] else None,
            "auto_increment_columns": [c[0] for c in cols if c[2]],
            "temporal_columns": [c[0] for c in cols if c[1]],
        }
        if not r["is_partition"] and parents.get(oid):
            inherits[key] = [keys.get(p) for p in parents[oid]]
    views = [pg_key(v["schema"], v["name"]) for v in pg_relations(db, ["v", "m"])]
    sequences = pg_relations(db, ["S"])
    doc = {"dialect": "postgres", "tables": tables, "views": views,
           "sequences": [pg_key(s["schema"], s["name"]) for s in sequences]}
    if inherits:
        doc["inherits"] = inherits
    doc["extra"] = {
        "routines": pg_routines(db),
        "triggers": pg_triggers(db),
        "sequence_state": pg_sequence_state(db, sequences),
        "row_counts": pg_row_counts(db, {keys[r["oid"]]: r for r in rels if r["kind"] == "r"}),
    }
    return doc


# ---------------------------------------------------------------------------------------------
# MariaDB: batch output (-N -B) escapes tabs, newlines and backslashes inside values.

def mariadb_rows(sql):
    cmd = ["mariadb", "--no-defaults", "-u", "root", "-S", os.environ["MARIADB_SOCKET"], "-N", "-B", "-e", sql]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [[unescape_mysql(v) for v in line.split("\t")] for line in out.splitlines()]


def unescape_mysql(v):
    if v == "NULL":
        return None
    return v.replace("\\t", "\t").replace("\\n", "\n").replace("\\0", "\0").replace("\\\\", "\\")


def sql_str(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "''") + "'"


def mariadb_catalog(db):
    q = sql_str(db)
    tables = {}
    extra = {"auto_increment_next": {}, "row_counts": {}}
    for name, auto_next in mariadb_rows(
            f"SELECT TABLE_NAME, AUTO_INCREMENT FROM information_schema.TABLES "
            f"WHERE TABLE_SCHEMA = {q} AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME"):
        tables[name] = {"columns": [], "primary_key": [], "unique": [], "indexes": [], "foreign_keys": [],
                        "partition_of": None, "auto_increment_columns": [], "temporal_columns": []}
        extra["auto_increment_next"][name] = int(auto_next) if auto_next is not None else None
    for table, col, data_type, col_extra in mariadb_rows(
            f"SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE, EXTRA FROM information_schema.COLUMNS "
            f"WHERE TABLE_SCHEMA = {q} ORDER BY TABLE_NAME, ORDINAL_POSITION"):
        t = tables.get(table)
        if t is None:
            continue  # a view's column
        t["columns"].append(col)
        if "auto_increment" in (col_extra or "").lower():
            t["auto_increment_columns"].append(col)
        if data_type.lower() in MYSQL_TEMPORAL:
            t["temporal_columns"].append(col)
    indexes = {}
    for table, index, non_unique, col, collation in mariadb_rows(
            f"SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, COLUMN_NAME, COLLATION FROM information_schema.STATISTICS "
            f"WHERE TABLE_SCHEMA = {q} ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX"):
        entry = indexes.setdefault((table, index), {"name": index, "columns": [], "unique": non_unique == "0"})
        entry["columns"].append(col + (" DESC" if collation == "D" else ""))
    for (table, index), entry in sorted(indexes.items()):
        t = tables[table]
        if index == "PRIMARY":
            t["primary_key"] = entry["columns"]
            continue
        t["indexes"].append(entry)
        if entry["unique"]:
            t["unique"].append(entry["columns"])
    for t in tables.values():
        t["unique"].sort()
    fks = {}
    for table, name, ref_table, on_delete in mariadb_rows(
            f"SELECT TABLE_NAME, CONSTRAINT_NAME, REFERENCED_TABLE_NAME, DELETE_RULE "
            f"FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = {q}"):
        fks[(table, name)] = {"name": name, "columns": [], "ref_table": ref_table, "ref_columns": [],
                              "on_delete": on_delete}
    for table, name, col, ref_col in mariadb_rows(
            f"SELECT TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_COLUMN_NAME "
            f"FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = {q} "
            f"AND REFERENCED_TABLE_NAME IS NOT NULL ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION"):
        fks[(table, name)]["columns"].append(col)
        fks[(table, name)]["ref_columns"].append(ref_col)
    for (table, _), fk in sorted(fks.items()):
        tables[table]["foreign_keys"].append(fk)
    views = [r[0] for r in mariadb_rows(
        f"SELECT TABLE_NAME FROM information_schema.VIEWS WHERE TABLE_SCHEMA = {q} ORDER BY TABLE_NAME")]
    extra["routines"] = [{"name": n, "kind": k.lower()} for n, k in mariadb_rows(
        f"SELECT ROUTINE_NAME, ROUTINE_TYPE FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = {q} "
        f"ORDER BY ROUTINE_NAME")]
    extra["triggers"] = [r[0] for r in mariadb_rows(
        f"SELECT TRIGGER_NAME FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = {q} ORDER BY TRIGGER_NAME")]
    if tables:
        union = " UNION ALL ".join(f"SELECT {sql_str(t)}, COUNT(*) FROM `{db}`.`{t.replace('`', '``')}`"
                                   for t in tables)
        extra["row_counts"] = {t: int(n) for t, n in mariadb_rows(union)}
    return {"dialect": "mysql", "tables": tables, "views": views, "extra": extra}


# ---------------------------------------------------------------------------------------------

def compare_with_truth(ours, truth):
    """Differences between our catalog and a corpus truth file (both server-made)."""
    problems = []
    for key in ("views", "sequences", "inherits"):
        if ours.get(key) != truth.get(key) and (ours.get(key) or truth.get(key)):
            problems.append(f"{key}: ours {ours.get(key)!r} != truth {truth.get(key)!r}")
    for name in sorted(set(ours["tables"]) | set(truth["tables"])):
        a, b = ours["tables"].get(name), truth["tables"].get(name)
        if a is None or b is None:
            problems.append(f"table {name}: {'missing here' if a is None else 'not in truth'}")
            continue
        for field in b:
            if a.get(field) != b[field]:
                problems.append(f"{name}.{field}: ours {a.get(field)!r} != truth {b[field]!r}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("server", choices=["postgres", "mariadb"])
    parser.add_argument("database")
    parser.add_argument("--out", help="write the catalog here instead of stdout")
    parser.add_argument("--truth", help="also compare with this corpus truth JSON; exit 1 on a difference")
    args = parser.parse_args()
    doc = postgres_catalog(args.database) if args.server == "postgres" else mariadb_catalog(args.database)
    text = json.dumps(doc, indent=1) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if args.truth:
        with open(args.truth, encoding="utf-8") as f:
            problems = compare_with_truth(doc, json.load(f))
        for p in problems:
            print(p, file=sys.stderr)
        sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
