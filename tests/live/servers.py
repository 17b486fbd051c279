"""Throwaway PostgreSQL and MariaDB servers for the live-database tests (scripts/servers.sh), and
the clients to talk to them. One pair of servers per test run, shared by every case."""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "integration"))
import profile_truth_test  # noqa: E402  (the servers' environment file, read the same way)
SERVERS = os.path.join(ROOT, "scripts", "servers.sh")


def available():
    return subprocess.run([SERVERS, "available"]).returncode == 0


def read_env(path):
    """servers.sh's environment file, without any password the developer's environment holds."""
    env = profile_truth_test.read_env(path)
    for key in ("PGPASSWORD", "MYSQL_PWD", "PGPASSFILE", "PGSERVICE"):
        env.pop(key, None)
    return env


class Servers:
    """Starts both servers in a temporary directory; stop() (or the context) removes everything."""

    def __init__(self, extra_mariadb_args=""):
        self.work = tempfile.mkdtemp(prefix="spanlift-live.")
        os.chmod(self.work, 0o755)
        env = dict(os.environ, MARIADB_EXTRA_ARGS=extra_mariadb_args)
        proc = subprocess.run([SERVERS, "start", self.work], capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            self.stop()
            raise RuntimeError("servers did not start: " + proc.stderr[-800:])
        self.env = read_env(os.path.join(self.work, "env"))
        self.pg_port = int(self.env["PGPORT"])
        self.my_port = int(self.env["MARIADB_PORT"])

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        subprocess.run([SERVERS, "stop", self.work], capture_output=True)
        shutil.rmtree(self.work, ignore_errors=True)

    def run(self, args, stdin=None, check=True, timeout=600):
        proc = subprocess.run(args, input=stdin, capture_output=True, env=self.env, timeout=timeout)
        if check and proc.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:4])}: {proc.stderr.decode(errors='replace')[-600:]}")
        return proc

    # ---- PostgreSQL ----
    def psql(self, db, sql, check=True):
        out = self.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", db], stdin=sql.encode(), check=check)
        return out.stdout.decode("utf-8")

    def pg_uri(self, db, user="postgres", password=None):
        auth = user + (":" + password if password is not None else "")
        return f"postgresql://{auth}@127.0.0.1:{self.pg_port}/{db}"

    # ---- MariaDB ----
    def mariadb(self, sql, db=None, check=True, force=False):
        args = ["mariadb", "--no-defaults", "-u", "root", "-S", self.env["MARIADB_SOCKET"], "-N", "-B",
                "--default-character-set=utf8mb4"]
        if force:
            args.append("--force")
        if db:
            args.append(db)
        return self.run(args, stdin=sql.encode(), check=check).stdout.decode("utf-8")

    def my_uri(self, db, user="root", password=None, scheme="mariadb"):
        auth = user + (":" + password if password is not None else "")
        return f"{scheme}://{auth}@127.0.0.1:{self.my_port}/{db}"
