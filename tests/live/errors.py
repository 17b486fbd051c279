"""Bad input (issue 23): wrong host or port, refused connection, wrong password, a database that
does not exist, a user without privilege on some tables, a table dropped while being read, a
connection lost mid-read, a statement timeout, malformed URIs. Each is one clear line naming the
database and what failed, exit 2, no output directory, and never the password; a user with
privileges on some tables only gets those read and the rest reported."""
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time

SECRET = "Sup3r-Secret-pw"


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def convert(spanlift, uri, env, extra_env=None, args=()):
    work = tempfile.mkdtemp(prefix="spanlift-live-err.")
    out = os.path.join(work, "out")
    proc_env = dict(env, **(extra_env or {}))
    proc = subprocess.run([spanlift, "convert", *args, "-o", out, uri], capture_output=True, env=proc_env, timeout=120,
                          stdin=subprocess.DEVNULL)
    written = os.path.exists(out)
    subprocess.run(["rm", "-rf", work])
    return proc, written


def expect_failure(checks, label, spanlift, uri, env, words, extra_env=None, args=()):
    proc, written = convert(spanlift, uri, env, extra_env, args)
    err = proc.stderr.decode(errors="replace")
    text = err + proc.stdout.decode(errors="replace")
    lines = [line for line in err.splitlines() if line.strip()]
    problems = []
    if proc.returncode != 2:
        problems.append(f"exit {proc.returncode}")
    if written:
        problems.append("the output directory was written")
    if SECRET in text:
        problems.append("the password is printed")
    if len(lines) != 1:
        problems.append(f"{len(lines)} lines on stderr")
    for w in words:
        if w not in err:
            problems.append(f"no {w!r} in the message")
    checks.check(not problems, f"{label}: exit 2, one line naming it, no password, nothing written",
                 "; ".join(problems) + " | " + err.strip()[:300])


def pg_password_auth(servers):
    """A role that must give a password over TCP (the test cluster trusts everyone else)."""
    hba = os.path.join(servers.work, "pg", "data", "pg_hba.conf")
    with open(hba, encoding="utf-8") as f:
        text = f.read()
    with open(hba, "w", encoding="utf-8") as f:
        f.write("host all reader 127.0.0.1/32 scram-sha-256\n" + text)
    servers.psql("postgres", f"CREATE ROLE reader LOGIN PASSWORD '{SECRET}'; SELECT pg_reload_conf();")


def setup(servers):
    servers.run(["createdb", "errs"])
    servers.psql("errs", """
CREATE TABLE open_t (id int PRIMARY KEY, v text); CREATE TABLE closed_t (id int PRIMARY KEY, v text);
CREATE TABLE doomed (id int PRIMARY KEY);
INSERT INTO open_t SELECT i, 'x' FROM generate_series(1, 50) i; INSERT INTO closed_t SELECT i, 'y' FROM generate_series(1, 50) i;
ANALYZE;""")
    pg_password_auth(servers)
    servers.psql("errs", "GRANT SELECT ON open_t TO reader;")
    servers.mariadb("CREATE DATABASE errs")
    servers.mariadb("""
CREATE TABLE open_t (id int PRIMARY KEY, v text); CREATE TABLE closed_t (id int PRIMARY KEY, v text);
CREATE TABLE doomed (id int PRIMARY KEY);""", db="errs")
    servers.mariadb(f"CREATE USER reader@'127.0.0.1' IDENTIFIED BY '{SECRET}'; GRANT SELECT ON errs.open_t TO reader@'127.0.0.1';")


def during_pause(action, delay=1.0):
    t = threading.Timer(delay, action)
    t.start()
    return t


def run(checks, servers, spanlift):
    setup(servers)
    env = servers.env
    port = free_port()
    expect_failure(checks, "postgres: refused connection", spanlift, f"postgresql://reader:{SECRET}@127.0.0.1:{port}/errs",
                   env, ["cannot connect to postgresql://127.0.0.1:%d/errs" % port])
    expect_failure(checks, "mariadb: refused connection", spanlift, f"mysql://reader:{SECRET}@127.0.0.1:{port}/errs", env,
                   ["cannot connect to mysql://127.0.0.1:%d/errs" % port])
    expect_failure(checks, "postgres: unknown host", spanlift, f"postgres://reader:{SECRET}@no-such-host.invalid/errs", env,
                   ["cannot connect to postgres://no-such-host.invalid/errs"])
    expect_failure(checks, "mariadb: unknown host", spanlift, f"mariadb://reader:{SECRET}@no-such-host.invalid/errs", env,
                   ["cannot connect to mariadb://no-such-host.invalid/errs"])
    expect_failure(checks, "postgres: wrong password", spanlift, servers.pg_uri("errs", "reader", SECRET + "x"), env,
                   ["password authentication failed"])
    expect_failure(checks, "mariadb: wrong password", spanlift, servers.my_uri("errs", "reader", SECRET + "x"), env,
                   ["Access denied"])
    expect_failure(checks, "postgres: no such database", spanlift, servers.pg_uri("nope", "reader", SECRET), env,
                   ['"nope" does not exist'])
    expect_failure(checks, "mariadb: no such database", spanlift, servers.my_uri("nope", "reader", SECRET), env, ["nope"])
    expect_failure(checks, "no database named", spanlift, f"mysql://reader:{SECRET}@127.0.0.1:{servers.my_port}", env,
                   ["names no database", "--schema"])
    expect_failure(checks, "postgres: --schema that does not exist", spanlift, servers.pg_uri("errs", "reader", SECRET), env,
                   ["--schema nope: no such schema"], args=["--schema", "nope"])
    expect_failure(checks, "malformed URI: bad port", spanlift, f"postgresql://reader:{SECRET}@127.0.0.1:99999/errs", env,
                   ["invalid database URI", "port"])
    expect_failure(checks, "a URI with files", spanlift, servers.pg_uri("errs", "reader", SECRET), env,
                   ["only input"], args=["/dev/null"])
    # Passwords from the environment and ~/.pgpass.
    for label, uri, extra in (
            ("postgres: password from PGPASSWORD", servers.pg_uri("errs", "reader"), {"PGPASSWORD": SECRET}),
            ("mariadb: password from MYSQL_PWD", servers.my_uri("errs", "reader"), {"MYSQL_PWD": SECRET})):
        proc, _ = convert(spanlift, uri, env, extra)
        checks.check(proc.returncode in (0, 1) and SECRET not in proc.stderr.decode(errors="replace"), label,
                     proc.stderr.decode(errors="replace")[-300:])
    home = tempfile.mkdtemp(prefix="spanlift-live-home.")
    with open(os.path.join(home, ".pgpass"), "w", encoding="utf-8") as f:
        f.write(f"127.0.0.1:{servers.pg_port}:errs:reader:{SECRET}\n")
    os.chmod(os.path.join(home, ".pgpass"), 0o600)
    proc, _ = convert(spanlift, servers.pg_uri("errs", "reader"), env, {"HOME": home})
    checks.check(proc.returncode in (0, 1), "postgres: password from ~/.pgpass", proc.stderr.decode(errors="replace")[-300:])
    subprocess.run(["rm", "-rf", home])
    check_prompt(checks, servers, spanlift, env)
    check_privileges(checks, servers, spanlift, env)
    check_mid_read(checks, servers, spanlift, env)


def check_prompt(checks, servers, spanlift, env):
    """With no password anywhere and a terminal (script(1) gives one), the password is asked for,
    without echo, and the read goes on."""
    if not shutil.which("script"):
        print("note: no script(1): the password prompt is not tested")
        return
    for label, uri in (("postgres", servers.pg_uri("errs", "reader")), ("mariadb", servers.my_uri("errs", "reader"))):
        feed = subprocess.Popen(["script", "-qec", f"{spanlift} inspect {uri}", "/dev/null"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        time.sleep(1.5)  # the prompt is up
        out, _ = feed.communicate((SECRET + "\n").encode(), timeout=120)
        text = out.decode(errors="replace")
        checks.check(feed.returncode in (0, 1) and "Password for " in text and "table " in text and SECRET not in text,
                     f"{label}: the password asked for on a terminal, not echoed", text[-400:])


def check_privileges(checks, servers, spanlift, env):
    for label, uri in (("postgres", servers.pg_uri("errs", "reader", SECRET)), ("mariadb", servers.my_uri("errs", "reader", SECRET))):
        proc = subprocess.run([spanlift, "inspect", "--profile-data", "--sample-rows", "10", uri], capture_output=True,
                              env=env, timeout=120)
        out = proc.stdout.decode(errors="replace")
        ok = proc.returncode in (0, 1) and "open_t" in out and SECRET not in out
        if label == "postgres":  # the catalog shows every table; statistics and rows of closed_t are refused
            ok = ok and "table public.open_t" in out and "table public.closed_t" in out and "note: table public.closed_t: no SELECT privilege" in out
        else:  # information_schema hides closed_t: the note says the user sees only what it may read
            ok = ok and "closed_t" not in out.split("note:")[0] and "privileges on some tables only" in out
        checks.check(ok, f"{label}: a user with SELECT on some tables: those are read, the rest reported",
                     out[-600:] + proc.stderr.decode(errors="replace")[-300:])


def check_mid_read(checks, servers, spanlift, env):
    pg, my = servers.pg_uri("errs"), servers.my_uri("errs")
    # A table dropped while the read pauses after reading the columns.
    t = during_pause(lambda: servers.psql("errs", "DROP TABLE doomed;"))
    expect_failure(checks, "postgres: a table dropped while being read", spanlift, pg, env,
                   ["doomed", "dropped or replaced while it was being read"], {"SPANLIFT_LIVE_TEST_PAUSE": "columns:3"})
    t.join()
    t = during_pause(lambda: servers.mariadb("DROP TABLE doomed", db="errs"))
    expect_failure(checks, "mariadb: a table dropped while being read", spanlift, my, env,
                   ["doomed", "dropped or replaced while it was being read"], {"SPANLIFT_LIVE_TEST_PAUSE": "columns:3"})
    t.join()
    # The session killed mid-read.
    t = during_pause(lambda: servers.psql("postgres", "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                                      "WHERE application_name = 'spanlift';"))
    expect_failure(checks, "postgres: the connection lost mid-read", spanlift, pg, env,
                   ["postgresql://127.0.0.1:%d/errs" % servers.pg_port, "reading"], {"SPANLIFT_LIVE_TEST_PAUSE": "columns:4"})
    t.join()

    def kill_mariadb():
        ids = servers.mariadb("SELECT ID FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT SLEEP%'").split()
        for i in ids:
            servers.mariadb(f"KILL {i}", check=False)
    t = during_pause(kill_mariadb)
    expect_failure(checks, "mariadb: the connection lost mid-read", spanlift, my, env,
                   ["mariadb://127.0.0.1:%d/errs" % servers.my_port, "reading"], {"SPANLIFT_LIVE_TEST_PAUSE": "columns:4"})
    t.join()
    # A statement over the time limit.
    expect_failure(checks, "postgres: a statement timeout", spanlift, pg, env, ["statement timeout"],
                   {"SPANLIFT_LIVE_TEST_PAUSE": "tables:3"}, ["--statement-timeout", "500"])
    expect_failure(checks, "mariadb: a statement timeout", spanlift, my, env, ["max_statement_time"],
                   {"SPANLIFT_LIVE_TEST_PAUSE": "tables:3"}, ["--statement-timeout", "500"])
    time.sleep(0.1)
