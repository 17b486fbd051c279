"""The Cloud Spanner emulator as a test oracle: start it on free loopback ports, talk to its REST
API, stop it by process group.

    with emulator.started() as emu:          # exits 77 with a visible message when not installed
        db = emu.database()                  # a fresh GoogleSQL database ('postgresql' for PG)
        db.update_ddl(["CREATE TABLE t (id INT64) PRIMARY KEY (id)"])
        db.insert("t", ["id"], [["1"]])
        rows = db.query("SELECT id FROM t")  # values as the REST API spells them (INT64 as text)
        fields, rows = db.query_typed("SELECT id FROM t")  # plus each column's type code

The gateway (`gateway_main`) serves REST on --http_port and starts `emulator_main` for gRPC; both
run in their own process group, which is killed on exit, so no emulator outlives a test.
The REST conventions are the public Spanner API's (v1), as the official docker image serves them.
"""

import contextlib
import itertools
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

PACKAGE_DIR = "/usr/lib/google-cloud-sdk/bin/cloud_spanner_emulator"
HOW_TO_GET = ("install the Debian package google-cloud-cli-spanner-emulator "
              "(or `gcloud components install cloud-spanner-emulator`), or run the docker image "
              "gcr.io/cloud-spanner-emulator/emulator and set SPANNER_EMULATOR_HOST")
SKIP = 77
PROJECT = "spanlift-test"
INSTANCE = "emulator"


def binary_dir():
    """Where gateway_main and emulator_main are, or None."""
    for d in (os.environ.get("SPANLIFT_EMULATOR_DIR"), PACKAGE_DIR):
        if d and os.access(os.path.join(d, "gateway_main"), os.X_OK):
            return d
    return None


def skip_if_missing():
    """Exits 77 (ctest SKIP_RETURN_CODE) with a visible message when the emulator is missing."""
    if binary_dir() is None:
        print(f"SKIPPED: the Cloud Spanner emulator is not installed: {HOW_TO_GET}", flush=True)
        sys.exit(SKIP)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def watch_parent(pgid):
    """ctest kills a timed-out test with SIGKILL and no `finally` runs: a detached watcher kills
    the emulator's process group once this process is gone, so no emulator outlives its test."""
    subprocess.Popen(
        ["sh", "-c", 'while kill -0 "$0" 2>/dev/null; do sleep 2; done; kill -9 "-$1" 2>/dev/null',
         str(os.getpid()), str(pgid)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)


class SpannerError(Exception):
    """An error the emulator answered with: code (google.rpc.Code) and Spanner's message."""

    def __init__(self, code, message):
        super().__init__(f"[{code}] {message}")
        self.code = code
        self.message = message


class Emulator:
    def __init__(self, rest_base):
        self.rest = rest_base.rstrip("/")
        self.process = None
        self.log_path = None
        self._ids = itertools.count(1)

    # -- lifecycle ---------------------------------------------------------------------------
    @classmethod
    def start(cls, timeout=60):
        d = binary_dir()
        grpc, http = free_port(), free_port()
        log = tempfile.NamedTemporaryFile(prefix="spanner-emulator-", suffix=".log", delete=False)
        proc = subprocess.Popen(
            [os.path.join(d, "gateway_main"), "--hostname", "127.0.0.1", "--grpc_port", str(grpc),
             "--http_port", str(http), "--grpc_binary", os.path.join(d, "emulator_main")],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        emu = cls(f"http://127.0.0.1:{http}/v1")
        emu.process, emu.log_path, emu.grpc_port, emu.http_port = proc, log.name, grpc, http
        watch_parent(proc.pid)
        emu._wait_ready(timeout)
        emu._create_instance()
        return emu

    def _wait_ready(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            try:
                self.call("GET", f"/projects/{PROJECT}/instances")
                return
            except (OSError, SpannerError):
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"the emulator did not start; its log: {self.log_path}")

    def stop(self):
        if self.process and self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        if self.log_path:
            with contextlib.suppress(OSError):
                os.unlink(self.log_path)

    # -- REST --------------------------------------------------------------------------------
    def call(self, method, path, body=None, timeout=600):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.rest + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                text = r.read().decode()
        except urllib.error.HTTPError as e:
            text = e.read().decode()
        answer = json.loads(text) if text.strip() else {}
        if isinstance(answer, dict) and "code" in answer and "message" in answer and len(answer) <= 3:
            raise SpannerError(answer["code"], answer["message"])
        if isinstance(answer, dict) and answer.get("error"):
            raise SpannerError(answer["error"].get("code"), answer["error"].get("message"))
        return answer

    def _create_instance(self):
        self.call("POST", f"/projects/{PROJECT}/instances", {
            "instanceId": INSTANCE,
            "instance": {"config": "emulator-config", "displayName": INSTANCE, "nodeCount": 1}})

    def database(self, dialect="google"):
        """A new, empty database; dialect 'google' (GoogleSQL) or 'postgresql'."""
        name = f"db{next(self._ids)}"
        if dialect == "postgresql":
            body = {"createStatement": f'CREATE DATABASE "{name}"',
                    "databaseDialect": "POSTGRESQL"}
        else:
            body = {"createStatement": f"CREATE DATABASE `{name}`"}
        self.call("POST", f"/projects/{PROJECT}/instances/{INSTANCE}/databases", body)
        return Database(self, f"/projects/{PROJECT}/instances/{INSTANCE}/databases/{name}")


class Database:
    def __init__(self, emu, path):
        self.emu = emu
        self.path = path
        self._session = None

    def update_ddl(self, statements):
        """Applies one batch; the emulator applies all of it or none (raises SpannerError)."""
        if statements:
            self.emu.call("PATCH", self.path + "/ddl", {"statements": list(statements)})

    def ddl(self):
        return self.emu.call("GET", self.path + "/ddl").get("statements", [])

    def drop(self):
        """Drops the database (an instance holds at most 100 on the emulator)."""
        self.emu.call("DELETE", self.path)

    @property
    def session(self):
        if self._session is None:
            self._session = self.emu.call("POST", self.path + "/sessions", {})["name"]
        return self._session

    def query(self, sql, params=None, param_types=None):
        """Rows of a read-only query, values as the REST API spells them (INT64 as text)."""
        body = {"sql": sql}
        if params:
            body["params"] = params
            body["paramTypes"] = param_types or {}
        return self.emu.call("POST", f"/{self.session}:executeSql", body).get("rows", [])

    def query_typed(self, sql, read_write=False):
        """(fields, rows) of a query: fields are (type code, array element code or None) per
        column, values as the REST API spells them. read_write: in a read-write transaction
        (committed), which GET_NEXT_SEQUENCE_VALUE needs."""
        body = {"sql": sql}
        if read_write:
            tx = self.emu.call("POST", f"/{self.session}:beginTransaction", {"options": {"readWrite": {}}})["id"]
            body["transaction"] = {"id": tx}
            body["seqno"] = "1"
        answer = self.emu.call("POST", f"/{self.session}:executeSql", body)
        if read_write:
            self.emu.call("POST", f"/{self.session}:commit", {"transactionId": tx})
        fields = [(f["type"]["code"], f["type"].get("arrayElementType", {}).get("code"))
                  for f in answer.get("metadata", {}).get("rowType", {}).get("fields", [])]
        return fields, answer.get("rows", [])

    def commit(self, mutations):
        self.emu.call("POST", f"/{self.session}:commit",
                      {"singleUseTransaction": {"readWrite": {}}, "mutations": mutations})

    def insert(self, table, columns, rows, batch=500):
        """Inserts rows (lists of REST-spelled values) in commits of `batch` rows."""
        for i in range(0, len(rows), batch):
            self.commit([{"insert": {"table": table, "columns": list(columns),
                                     "values": rows[i:i + batch]}}])

    def execute_dml(self, statements):
        """Runs DML statements in one read-write transaction and commits it."""
        tx = self.emu.call("POST", f"/{self.session}:beginTransaction",
                           {"options": {"readWrite": {}}})["id"]
        for seq, sql in enumerate(statements):
            self.emu.call("POST", f"/{self.session}:executeSql",
                          {"sql": sql, "transaction": {"id": tx}, "seqno": str(seq + 1)})
        self.emu.call("POST", f"/{self.session}:commit", {"transactionId": tx})


@contextlib.contextmanager
def started():
    """The emulator for the duration of a with-block; exits 77 when it is not installed."""
    skip_if_missing()
    # SIGTERM (ctest, a user) unwinds like Ctrl-C, so the emulator is stopped at once.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    emu = Emulator.start()
    try:
        yield emu
    finally:
        emu.stop()


def split_statements(text):
    """Spanner DDL as spanlift writes it: statements end with ';' at the end of a line.
    Returns (first line number, statement text) pairs."""
    out, current, start = [], [], None
    for number, line in enumerate(text.splitlines(), 1):
        if start is None:
            if not line.strip() or line.lstrip().startswith("--"):
                continue
            start = number
        current.append(line)
        if line.rstrip().endswith(";"):
            out.append((start, "\n".join(current).rstrip()[:-1]))
            current, start = [], None
    if current:
        out.append((start, "\n".join(current)))
    return out


if __name__ == "__main__":
    if sys.argv[1:] == ["--installed"]:  # exit status only: is the emulator here?
        sys.exit(0 if binary_dir() else 1)
    # Smoke check: python3 tests/emulator/emulator.py
    with started() as emu:
        db = emu.database()
        db.update_ddl(["CREATE TABLE t (id INT64 NOT NULL, s STRING(MAX)) PRIMARY KEY (id)"])
        db.insert("t", ["id", "s"], [["1", "a"], ["2", None]])
        print(db.ddl(), db.query("SELECT id, s FROM t ORDER BY id"))
        try:
            db.update_ddl(["CREATE TABLE bad (x FOO) PRIMARY KEY (x)"])
        except SpannerError as e:
            print("rejected as expected:", e)
        print("emulator ok", shutil.which("true") is not None)
