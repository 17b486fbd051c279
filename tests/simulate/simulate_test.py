#!/usr/bin/env python3
"""End-to-end checks of `spanlift simulate` (docs/simulation.md) on generated dumps with known shapes.

    simulate_test.py SPANLIFT [--size-mb N]

The seed scenarios (../shared/seeds/): an AUTO_INCREMENT-keyed and a timestamp-keyed table, loaded
in key order, must show one hot server before the rewrites (share >= 0.9) and near 1/K after
(<= 1.5/K), in dump order and in the steady state; a UUIDv4-keyed table near 1/K in both. A table
of integer ids written in a shuffled order (known order) spreads when loaded but not in the steady
state, where new ids come at the end. Two runs are byte-identical; --servers changes the ideal;
a PostgreSQL COPY dump gives the same answers; --export-order replays the export's files as the
import template reads them (spread) beside the dump's order (hot);
--shards auto gives the figures of the count convert --shards auto measures. With --size-mb (e.g. 200) a generated dump of that
size is simulated and its peak RSS must stay under 100 MB, with sampling said in the output.
Prints one line per check and `N passed, M failed`.
"""
import datetime
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "profile"))
from profile_test import PEAK_RSS_LIMIT_MB, check, results, run  # noqa: E402  (one way to print checks)

ROWS = 6000
HOT = 0.9


def mysql_dump(path, rng):
    """Four tables, rows in known orders, as mysqldump writes them (extended INSERTs)."""
    start = 1_700_000_000
    tables = {
        "orders": ("`id` bigint NOT NULL AUTO_INCREMENT, `customer` int NOT NULL, `placed_at` datetime NOT NULL, "
                   "PRIMARY KEY (`id`), KEY `idx_placed` (`placed_at`)",
                   [f"({i},{rng.randrange(1000)},'{ts(start + i)}')" for i in range(1, ROWS + 1)]),
        "lines": ("`id` bigint NOT NULL AUTO_INCREMENT, `order_id` bigint NOT NULL, PRIMARY KEY (`id`), "
                  "KEY `order_id` (`order_id`), CONSTRAINT `fk` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`)",
                  [f"({i},{1 + i // 2})" for i in range(1, ROWS + 1)]),
        "events": ("`created_at` datetime(6) NOT NULL, `kind` varchar(20) NOT NULL, PRIMARY KEY (`created_at`)",
                   [f"('{ts(start + i)}','k{i % 7}')" for i in range(ROWS)]),
        "sessions": ("`id` char(36) NOT NULL, `user_id` int NOT NULL, PRIMARY KEY (`id`)",
                     [f"('{uuid.UUID(int=rng.getrandbits(128), version=4)}',{i})" for i in range(ROWS)]),
        "items": ("`id` int NOT NULL, `name` varchar(20) NOT NULL, PRIMARY KEY (`id`)",
                  [f"({i},'n{i}')" for i in rng.sample(range(1, ROWS + 1), ROWS)]),
    }
    with open(path, "w") as f:
        f.write("-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n")
        for name, (columns, rows) in tables.items():
            f.write(f"CREATE TABLE `{name}` ({columns}) ENGINE=InnoDB;\n")
            for i in range(0, len(rows), 500):
                f.write(f"INSERT INTO `{name}` VALUES " + ",".join(rows[i:i + 500]) + ";\n")


def postgres_dump(path):
    """The AUTO_INCREMENT scenario as pg_dump writes it: a serial key and a COPY block."""
    with open(path, "w") as f:
        f.write("CREATE TABLE public.orders (id integer NOT NULL, customer integer NOT NULL);\n"
                "CREATE SEQUENCE public.orders_id_seq AS integer START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;\n"
                "ALTER SEQUENCE public.orders_id_seq OWNED BY public.orders.id;\n"
                "ALTER TABLE ONLY public.orders ALTER COLUMN id SET DEFAULT nextval('public.orders_id_seq'::regclass);\n"
                "COPY public.orders (id, customer) FROM stdin;\n")
        for i in range(1, ROWS + 1):
            f.write(f"{i}\t{i % 97}\n")
        f.write("\\.\n\nALTER TABLE ONLY public.orders ADD CONSTRAINT orders_pkey PRIMARY KEY (id);\n")


def ts(seconds):
    import datetime
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S.%f")


def simulate(spanlift, dump, *extra):
    code, out, err = run([spanlift, "simulate", "--format", "json", *extra, dump])
    data = json.loads(out) if out.strip() else {"objects": []}
    return code, {(o["table"], o["index"]): o for o in data["objects"]}, err


def share(obj, side, phase):
    figures = obj[side][phase] if obj else None
    return figures["hottest_share"] if figures else None


def expect(label, objects, table, side, phase, low=None, high=None, index=None):
    s = share(objects.get((table, index)), side, phase)
    ok = s is not None and (low is None or s >= low) and (high is None or s <= high)
    bound = f">= {low}" if low is not None else f"<= {high:.3f}"
    check(f"{label}: {table}{' ' + index if index else ''} {side} {phase} share {s} {bound}", ok, f"got {s}")


def check_seeds(spanlift, tmp):
    dump = os.path.join(tmp, "seeds.sql")
    mysql_dump(dump, random.Random(12))
    for servers in (3, 4):  # 16 shards spread evenly on 4 (docs/simulation.md)
        code, objects, err = simulate(spanlift, dump, "--servers", str(servers))
        check(f"K={servers}: simulate exits 0", code == 0, err[-400:])
        ideal = 1.5 / servers
        for table in ("orders", "events"):
            for phase in ("load", "steady"):
                expect(f"K={servers}", objects, table, "before", phase, low=HOT)
                expect(f"K={servers}", objects, table, "after", phase, high=ideal)
        for side in ("before", "after"):
            for phase in ("load", "steady"):
                expect(f"K={servers}", objects, "sessions", side, phase, high=ideal)
        # An index led by a timestamp is hot until sharded; an index on a foreign key to an
        # AUTO_INCREMENT key holds the parent's ids: bit-reversed after (docs/simulation.md).
        for phase in ("load", "steady"):
            expect(f"K={servers}", objects, "orders", "before", phase, low=HOT, index="idx_placed")
            expect(f"K={servers}", objects, "orders", "after", phase, high=ideal, index="idx_placed")
            expect(f"K={servers}", objects, "lines", "before", phase, low=HOT, index="order_id")
            expect(f"K={servers}", objects, "lines", "after", phase, high=ideal, index="order_id")
        expect(f"K={servers} shuffled ids", objects, "items", "before", "load", high=ideal)
        expect(f"K={servers} shuffled ids", objects, "items", "before", "steady", low=HOT)
        orders = objects.get(("orders", None))
        check(f"K={servers}: orders replayed whole (every 1, {ROWS} rows)",
              bool(orders) and orders["every"] == 1 and orders["rows"] == ROWS, str(orders))
        written = orders and orders["after"]["steady"]["splits_written"]
        check(f"K={servers}: orders after steady writes at least K splits", bool(written) and written >= servers,
              str(written))
    first = run([spanlift, "simulate", dump])
    second = run([spanlift, "simulate", dump])
    check("text output byte-identical across runs", first == second and first[0] == 0, first[2][-300:])
    first = run([spanlift, "simulate", "--format", "json", dump])
    check("json output byte-identical across runs", first == run([spanlift, "simulate", "--format", "json", dump]))
    check("text names the parameters", "3 servers" in second[1] and "monotonic columns:" in second[1], second[1][:300])
    code, _, err = run([spanlift, "simulate", "-"])
    check("stdin refused (read three times), exit 2", code == 2 and "give a file" in err, err)
    code, _, err = run([spanlift, "simulate", "--servers", "0", dump])
    check("--servers 0 refused, exit 2", code == 2 and "servers" in err, err)
    code, out, err = run([spanlift, "simulate", os.path.join(tmp, "missing.sql")])
    check("missing input: P008, exit 2, no table", code == 2 and "P008" in err and not out, err)


def check_postgres(spanlift, tmp):
    dump = os.path.join(tmp, "copy.sql")
    postgres_dump(dump)
    code, objects, err = simulate(spanlift, dump, "--from", "postgres")
    check("postgres COPY: simulate exits 0", code == 0, err[-400:])
    for phase in ("load", "steady"):
        expect("postgres COPY", objects, "orders", "before", phase, low=HOT)
        expect("postgres COPY", objects, "orders", "after", phase, high=1.5 / 3)


def check_interleave(spanlift, tmp):
    """Children interleaved in their parent (the policy renames the key) hold the parent's
    bit-reversed ids and spread with them; children of one parent row cannot be split apart."""
    policy = os.path.join(tmp, "interleave.toml")
    with open(policy, "w") as f:
        f.write("[interleave]\nrename_keys = true\n")
    dump = os.path.join(tmp, "interleave.sql")
    with open(dump, "w") as f:
        for child in ("notes", "pins"):
            if child == "notes":
                f.write("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;\n")
            f.write(f"CREATE TABLE `{child}` (`user_id` int NOT NULL, `seq` int NOT NULL, PRIMARY KEY (`user_id`,`seq`), "
                    f"CONSTRAINT `fk_{child}` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`)) ENGINE=InnoDB;\n")
        f.write("INSERT INTO `users` VALUES " + ",".join(f"({u})" for u in range(1, 2001)) + ";\n")
        f.write("INSERT INTO `notes` VALUES " + ",".join(f"({u},{n})" for u in range(1, 2001) for n in (1, 2, 3)) + ";\n")
        f.write("INSERT INTO `pins` VALUES " + ",".join(f"(7,{n})" for n in random.Random(5).sample(range(1, 6001), 6000)) + ";\n")
    code, objects, err = simulate(spanlift, dump, "--policy", policy)
    check("interleave: simulate exits 0", code == 0, err[-400:])
    notes = objects.get(("notes", None))
    check("interleave: notes interleaved after", bool(notes) and notes["key_after"] == "(user_id, seq)", str(notes))
    for phase in ("load", "steady"):
        expect("interleave", objects, "notes", "before", phase, low=HOT)
        expect("interleave", objects, "notes", "after", phase, high=1.5 / 3)
    # Shuffled children of one parent: spread while pins is a table of its own, one split once
    # interleaved (Spanner splits only between parent rows).
    expect("interleave: one parent row", objects, "pins", "before", "load", high=1.5 / 3)
    expect("interleave: one parent row", objects, "pins", "after", "load", low=HOT)


def check_shards_auto(spanlift, tmp):
    """--shards auto takes the shard count from the measured skew, as convert --shards auto does:
    a tenant with 40x the rows of each other one; convert's DDL says the count (the oracle)."""
    dump = os.path.join(tmp, "skewed.sql")
    rows = [(tenant, n) for tenant in range(1, 31) for n in range(2000 if tenant == 1 else 50)]
    with open(dump, "w") as f:
        # A time after the tenant (seed 004): the key cannot be reordered, so convert shards it.
        f.write("CREATE TABLE `events` (`tenant_id` int NOT NULL, `created_at` datetime NOT NULL, "
                "PRIMARY KEY (`tenant_id`,`created_at`)) ENGINE=InnoDB;\n")
        start = datetime.datetime(2024, 1, 1)
        for i in range(0, len(rows), 500):
            f.write("INSERT INTO `events` VALUES " + ",".join(
                f"({t},'{start + datetime.timedelta(seconds=i + k)}')" for k, (t, _) in enumerate(rows[i:i + 500])) + ";\n")
    _, ddl, _ = run([spanlift, "convert", "--shards", "auto", dump])
    counts = re.findall(r"shard_id INT64 NOT NULL AS \(ABS\(MOD\(.*, (\d+)\)\)\) STORED", ddl)
    check("--shards auto: convert measures a count other than 16", counts[:1] not in ([], ["16"]), ddl[-400:])
    auto = run([spanlift, "simulate", "--format", "json", "--shards", "auto", dump])
    check("--shards auto: simulate exits 0", auto[0] == 0, auto[2][-400:])
    if counts:
        same = run([spanlift, "simulate", "--format", "json", "--shards", counts[0], dump])
        check(f"--shards auto: the same figures as --shards {counts[0]} (convert's count)", auto == same)
    default = run([spanlift, "simulate", "--format", "json", dump])
    check("--shards auto: other figures than the default 16", auto[1] != default[1])
    code, _, err = run([spanlift, "simulate", "--shards", "some", dump])
    check("--shards some refused, exit 2", code == 2 and "or auto" in err, err)


def check_export_order(spanlift, tmp):
    """--export-order (docs/simulation.md "Export order"): an AUTO_INCREMENT key becomes a
    bit-reversed identity, but the export keeps the source ids, so loaded in the dump's order it
    appends at the end (hot); the export's files (one per 10,000 rows here, read side by side) start
    at as many places in the key space (spread). One file per table is the dump's order again."""
    rows = 60_000
    dump = os.path.join(tmp, "export_order.sql")
    with open(dump, "w") as f:
        f.write("CREATE TABLE `orders` (`id` bigint NOT NULL AUTO_INCREMENT, `customer` int NOT NULL, "
                "PRIMARY KEY (`id`)) ENGINE=InnoDB;\n")
        for i in range(1, rows + 1, 1000):
            f.write("INSERT INTO `orders` VALUES " + ",".join(f"({k},{k % 97})" for k in range(i, i + 1000)) + ";\n")
    code, objects, err = simulate(spanlift, dump, "--export-order")
    check("export order: simulate exits 0", code == 0, err[-400:])
    expect("export order", objects, "orders", "after", "load", high=1.5 / 3)
    expect("export order: source ids in dump order", objects, "orders", "after", "export_dump_order", low=HOT)
    expect("export order: six files side by side", objects, "orders", "after", "export_file_order", high=0.6)
    code, objects, err = simulate(spanlift, dump, "--export-order", "--files-per-table", "1")
    expect("export order: one file is the dump's order", objects, "orders", "after", "export_file_order", low=HOT)
    _, plain, _ = simulate(spanlift, dump)
    check("without --export-order: no export figures", "export_file_order" not in plain[("orders", None)]["after"])
    out = os.path.join(tmp, "export_order_avro")
    code, _, err = run([spanlift, "export", "--progress", "never", "-o", out, dump])
    files = [n for n in os.listdir(out) if n.startswith("orders.avro")] if code == 0 else []
    check("export order: spanlift export cuts the same six files", len(files) == 6, f"{code} {files} {err[-300:]}")
    text = run([spanlift, "simulate", "--export-order", dump])[1]
    check("export order: text names both orders", "export dump order" in text and "export file order" in text, text[:600])
    for flag, present in (("--export-order", True), ("--no-rewrite", False)):
        report = os.path.join(tmp, "export_order_report" + flag)
        code, _, err = run([spanlift, "convert", "-o", report, flag, dump])
        with open(os.path.join(report, "report.html"), encoding="utf-8") as f:
            html = f.read()
        drawn = 'id="heat-0-export-files"' in html and "export, file order" in html and "heat-0-export-dump" in html
        check(f"convert -o {flag}: report.html {'draws' if present else 'omits'} the export's orders",
              code in (0, 1) and drawn == present, err[-300:])
    code, _, err = run([spanlift, "simulate", "--export-order", "postgresql://127.0.0.1:1/none"])
    check("--export-order on a database refused, exit 2", code == 2 and "give a dump" in err, err[-300:])


def peak_rss_mb(args):
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read()
    proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss / 1024.0, out.decode("utf-8", "replace")


def check_large(spanlift, tmp, size_mb):
    dump = os.path.join(tmp, "large.sql")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_dump.py"), "--dialect", "mysql",
                    "--size-mb", str(size_mb), dump], check=True, stdout=subprocess.DEVNULL)
    code, rss, out = peak_rss_mb([spanlift, "simulate", "--format", "json", dump])
    check(f"{size_mb} MB dump: simulate exits 0", code == 0)
    check(f"{size_mb} MB dump: peak RSS {rss:.1f} MB < {PEAK_RSS_LIMIT_MB} MB", rss < PEAK_RSS_LIMIT_MB)
    objects = json.loads(out)["objects"] if out.strip() else []
    sampled = [o for o in objects if o["every"] > 1]
    check(f"{size_mb} MB dump: large tables sampled (every > 1)", bool(sampled), str([o["every"] for o in objects]))


def main():
    spanlift = sys.argv[1]
    size_mb = int(sys.argv[sys.argv.index("--size-mb") + 1]) if "--size-mb" in sys.argv else 0
    with tempfile.TemporaryDirectory() as tmp:
        if size_mb:
            check_large(spanlift, tmp, size_mb)
        else:
            check_seeds(spanlift, tmp)
            check_postgres(spanlift, tmp)
            check_interleave(spanlift, tmp)
            check_shards_auto(spanlift, tmp)
            check_export_order(spanlift, tmp)
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
