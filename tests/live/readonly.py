"""Read-only proven (issue 23): around a whole live read (schema, statistics, a sample of rows,
through `convert -o`), the servers' WAL position (PostgreSQL), binary log position and redo log
sequence number (MariaDB) and their row write counters do not move."""
import subprocess
import tempfile
import time

PG_STATE = ("SELECT pg_current_wal_insert_lsn(), tup_inserted, tup_updated, tup_deleted "
            "FROM pg_stat_database WHERE datname = current_database()")


def pg_state(servers, db):
    servers.psql(db, "SELECT pg_stat_force_next_flush();", check=False)
    return servers.psql(db, PG_STATE).strip()


def my_state(servers):
    status = dict(line.split("\t") for line in servers.mariadb(
        "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_lsn_current', 'Innodb_rows_inserted', "
        "'Innodb_rows_updated', 'Innodb_rows_deleted', 'Handler_update', 'Handler_delete')").splitlines())
    binlog = servers.mariadb("SHOW MASTER STATUS").strip()
    return binlog, status


def settle(read, tries=20):
    """The server's own background work (purge, statistics) must be done before the baseline."""
    last = read()
    for _ in range(tries):
        time.sleep(0.5)
        now = read()
        if now == last:
            return now
        last = now
    return last


def run_read(spanlift, uri, env):
    with tempfile.TemporaryDirectory() as work:
        return subprocess.run([spanlift, "convert", "--sample-rows", "200", "-o", work + "/out", uri],
                              capture_output=True, env=env, timeout=300)


def run(checks, servers, spanlift):
    db = "work"  # the workload case's database, with rows to sample (created here when run alone)
    if db not in servers.psql("postgres", "SELECT datname FROM pg_database"):
        import workload
        workload.pg_setup(servers)
        workload.my_setup(servers)
    servers.psql(db, "CHECKPOINT;")
    before = settle(lambda: pg_state(servers, db))
    proc = run_read(spanlift, servers.pg_uri(db), servers.env)
    time.sleep(0.3)
    after = pg_state(servers, db)
    checks.check(proc.returncode in (0, 1) and before == after,
                 "postgres: WAL insert position and row write counters unchanged by a live read with a sample",
                 f"exit {proc.returncode}; before {before}; after {after}; {proc.stderr.decode(errors='replace')[-300:]}")
    servers.mariadb("SET GLOBAL innodb_max_purge_lag_wait = 0")  # purge done: no redo written meanwhile
    before = settle(lambda: my_state(servers))
    proc = run_read(spanlift, servers.my_uri(db), servers.env)
    after = my_state(servers)
    checks.check(proc.returncode in (0, 1) and before == after,
                 "mariadb: binary log position, redo LSN and row write counters unchanged by a live read with a sample",
                 f"exit {proc.returncode}; before {before}; after {after}; {proc.stderr.decode(errors='replace')[-300:]}")
