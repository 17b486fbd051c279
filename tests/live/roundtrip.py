"""Round trip against the dump path (issue 23): every corpus file that loads into the test servers,
read back live, converts to the byte-identical schema.sql and the same findings as the server's own
pg_dump --schema-only (with the sequences' counters pg_dump writes) / mysqldump --no-data --routines
--events of that database."""
import csv
import json
import os
import re
import subprocess
import tempfile

CORPUS = os.environ.get("SPANLIFT_CORPUS") or os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "..", "shared", "corpus")

# Installer placeholders and MySQL 8 collations MariaDB lacks, as the corpus ground truth loaded them
# (corpus/README.md, LOAD.tsv's notes).
PLACEHOLDERS = {"thirtybees/db_structure.sql": [("PREFIX_", "tb_"), ("ENGINE_TYPE", "InnoDB"),
                                                ("COLLATION", "COLLATE utf8_general_ci")]}


def corpus_files():
    """(path, dialect) of every corpus file LOAD.tsv says loads (wholly or partly)."""
    dialects = {}
    with open(os.path.join(CORPUS, "MANIFEST.tsv"), encoding="utf-8") as f:
        for row in csv.reader(f, delimiter="\t"):
            if len(row) > 1:
                dialects[row[0]] = row[1]
    out = []
    with open(os.path.join(CORPUS, "LOAD.tsv"), encoding="utf-8") as f:
        rows = csv.DictReader(f, delimiter="\t")
        for row in rows:
            if row["loaded_ok"] in ("yes", "partial") and row["local_path"] in dialects:
                out.append((row["local_path"], dialects[row["local_path"]], row.get("load_notes") or ""))
    return out


def findings(report_dir):
    """The findings of report.json without locations (a dump names lines, a live read the database)."""
    with open(os.path.join(report_dir, "report.json"), encoding="utf-8") as f:
        doc = json.load(f)
    out = []
    for d in doc.get("findings", []):
        out.append((d.get("code"), d.get("severity"), d.get("object"), d.get("message"), d.get("fix")))
    return out


def convert(spanlift, source, out_dir, env=None):
    """Starts `spanlift convert`; the caller waits (both sides convert at once)."""
    return subprocess.Popen([spanlift, "convert", "--no-profile-data", "-o", out_dir, source], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)


def finish(proc):
    out, err = proc.communicate(timeout=600)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def compare(checks, label, spanlift, dump_path, uri, env, codes=frozenset()):
    with tempfile.TemporaryDirectory() as work:
        a, b = os.path.join(work, "dump"), os.path.join(work, "live")
        pa, pb = convert(spanlift, dump_path, a), convert(spanlift, uri, b, env)
        pa, pb = finish(pa), finish(pb)
        if pa.returncode == 2 or pb.returncode == 2:
            checks.check(False, f"{label}: both convert",
                         f"dump exit {pa.returncode}: {pa.stderr.decode(errors='replace')[-300:]}; "
                         f"live exit {pb.returncode}: {pb.stderr.decode(errors='replace')[-300:]}")
            return
        sa = open(os.path.join(a, "schema.sql"), "rb").read()
        sb = open(os.path.join(b, "schema.sql"), "rb").read()
        detail = ""
        if sa != sb:
            la, lb = sa.decode(errors="replace").splitlines(), sb.decode(errors="replace").splitlines()
            for i in range(max(len(la), len(lb))):
                x = la[i] if i < len(la) else "<end>"
                y = lb[i] if i < len(lb) else "<end>"
                if x != y:
                    detail = f"schema.sql line {i + 1}: dump {x!r} / live {y!r}"
                    break
        if b"CREATE TABLE" not in sb:
            detail = "the live read converted no table (nothing was compared)"
        fa, fb = findings(a), findings(b)
        if not detail and fa != fb:
            only_a = [f for f in fa if f not in fb][:3]
            only_b = [f for f in fb if f not in fa][:3]
            detail = f"findings differ ({len(fa)} vs {len(fb)}): dump only {only_a}; live only {only_b}"
        missing = sorted(codes - {f[0] for f in fb})
        if not detail and missing:
            detail = f"the live read reports no {', '.join(missing)}"
        checks.check(not detail, f"{label}: live read converts as the dump does ({len(fa)} findings)", detail)


def pg_databases(servers):
    return set(servers.psql("postgres", "SELECT datname FROM pg_database").split())


# Files whose round trip also goes through `spanlift diff`, both ways: no change between the dump
# and the database it came from.
DIFFED = {"pagila/pagila-schema-pg15.sql", "kanboard/mysql.sql"}


def check_diff(checks, label, spanlift, dump_path, uri, env):
    for old, new in ((dump_path, uri), (uri, dump_path)):
        proc = subprocess.run([spanlift, "diff", "--no-profile-data", old, new], capture_output=True, env=env, timeout=600)
        out = proc.stdout.decode(errors="replace")
        statements = [line for line in out.splitlines() if line.strip() and not line.startswith("--")]
        side = "database -> dump" if old == uri else "dump -> database"
        checks.check(proc.returncode == 0 and " 0 changes" in out and not statements,
                     f"{label}: diff {side} finds no change", out[:300] + proc.stderr.decode(errors="replace")[-300:])


def load_postgres(servers, db, path):
    """Loads `path` into a new database `db`; returns the database that holds its tables (a file
    that creates and connects to its own, chinook/Chinook_PostgreSql.sql, filled that one)."""
    before = pg_databases(servers)
    servers.run(["createdb", db])
    # Roles the files hand objects to (corpus/README.md: created first, as for the ground truth).
    text = open(path, encoding="utf-8", errors="replace").read()
    for role in sorted(set(re.findall(r"OWNER TO ([a-z_][a-z0-9_]*)", text))):
        servers.psql("postgres", f"DO $$BEGIN CREATE ROLE {role}; EXCEPTION WHEN duplicate_object THEN NULL; END$$;")
    servers.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=0", "-d", db, "-f", path], check=False)
    if servers.psql(db, "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                        "WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')").strip() != "0":
        return db
    created = sorted(pg_databases(servers) - before - {db})
    return created[0] if created else db


def dump_postgres(servers, db, out):
    schema = servers.run(["pg_dump", "--schema-only", "-d", db]).stdout
    # The counters pg_dump writes with the data: what a live read states too.
    data = servers.run(["pg_dump", "--data-only", "-d", db]).stdout.decode("utf-8", errors="replace")
    setvals = "".join(line + "\n" for line in data.splitlines() if line.startswith("SELECT pg_catalog.setval("))
    with open(out, "wb") as f:
        f.write(schema + setvals.encode())


def load_mariadb(servers, db, path, notes, rel):
    text = open(path, encoding="utf-8", errors="replace").read()
    if "0900" in notes:
        text = re.sub(r"utf8mb4_0900_[a-z_]+", "utf8mb4_general_ci", text)
    for a, b in PLACEHOLDERS.get(rel, []):
        text = text.replace(a, b)
    before = set(servers.mariadb("SHOW DATABASES").split())
    servers.mariadb(f"CREATE DATABASE `{db}`")
    servers.mariadb("SET SESSION innodb_strict_mode=0;\n" + text, db=db, check=False, force=True)
    after = set(servers.mariadb("SHOW DATABASES").split())
    # A file that creates and uses its own database (test_db/sakila-mv-schema.sql) filled that one.
    if servers.mariadb(f"SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '{db}'").strip() != "0":
        return db
    created = sorted(after - before - {db})
    return created[0] if created else db


def dump_mariadb(servers, db, out):
    dump = servers.run(["mysqldump", "--no-defaults", "-u", "root", "-S", servers.env["MARIADB_SOCKET"], "--no-data",
                        "--routines", "--events", "--single-transaction", "--force", db], check=False).stdout
    with open(out, "wb") as f:
        f.write(dump)


# Schemas written for the tests, round-tripped like the corpus: idioms the corpus lacks (a
# nondeterministic ICU collation, C037). Paths relative to the repository.
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Each with the finding codes its live read must report.
WRITTEN = [("tests/golden/convert/postgres/nondeterministic_collation.sql", "postgres", {"C037"})]


def run(checks, servers, spanlift, only=None):
    files = [(os.path.join(CORPUS, rel), rel, dialect, notes, set()) for rel, dialect, notes in corpus_files()]
    files += [(os.path.join(REPO, rel), rel, dialect, "", codes) for rel, dialect, codes in WRITTEN]
    with tempfile.TemporaryDirectory() as work:
        for n, (path, rel, dialect, notes, codes) in enumerate(files):
            if only and rel not in only:
                continue
            db = name = f"c{n}"
            dump = os.path.join(work, f"{db}.sql")
            try:
                if dialect == "postgres":
                    db = load_postgres(servers, db, path)
                    dump_postgres(servers, db, dump)
                    uri = servers.pg_uri(db)
                else:
                    db = load_mariadb(servers, db, path, notes, rel)
                    dump_mariadb(servers, db, dump)
                    uri = servers.my_uri(db)
            except RuntimeError as e:
                checks.check(False, f"{dialect}/{rel}: loaded and dumped", str(e)[-400:])
                drop_databases(servers, dialect, {db, name})
                continue
            compare(checks, f"{dialect}/{rel}", spanlift, dump, uri, servers.env, codes)
            if rel in DIFFED:
                check_diff(checks, f"{dialect}/{rel}", spanlift, dump, uri, servers.env)
            drop_databases(servers, dialect, {db, name})
            os.remove(dump)


def drop_databases(servers, dialect, names):
    """Each case's databases go once checked: the run's disk use stays one file's, not the corpus's."""
    for db in sorted(names):
        if dialect == "postgres":
            servers.run(["dropdb", "--if-exists", db], check=False)
        else:
            servers.mariadb(f"DROP DATABASE IF EXISTS `{db}`", check=False)
