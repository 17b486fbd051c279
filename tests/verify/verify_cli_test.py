#!/usr/bin/env python3
"""`spanlift verify` and `convert --verify` against the real Cloud Spanner emulator.

Usage: verify_cli_test.py SPANLIFT SAMPLES_DIR
One emulator (tests/emulator/emulator.py) serves most checks through --emulator; one check lets
spanlift start its own and checks it is gone afterwards. Exits 77 with a visible SKIPPED line when
the emulator is not installed. Prints one line per check and `N passed, M failed`.
"""
import glob
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "emulator"))
import emulator  # noqa: E402

SPANLIFT, SAMPLES = sys.argv[1], sys.argv[2]
results = []

ACCEPTED = """-- a comment before the first statement
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
) PRIMARY KEY (SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(MAX),
  Year INT64,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE INDEX AlbumsByTitle ON Albums (Title) STORING (Year);
"""

# The middle statement has a type Spanner does not know (line 6, column 11), and an index on it.
BROKEN = """CREATE TABLE a (
  id INT64 NOT NULL,
) PRIMARY KEY (id);

CREATE TABLE b (id INT64 NOT NULL,
  x FLOAT) PRIMARY KEY (id);

CREATE INDEX b_by_x ON b (x);

CREATE TABLE c (id INT64 NOT NULL) PRIMARY KEY (id);

CREATE TABLEX d (id INT64) PRIMARY KEY (id);
"""

# Only spelling differs from what GetDatabaseDdl prints: no V002.
SPELLING = """create table `Mixed` (
  `Id` int64 not null,
  s string(max),
  n int64 default ((1 + 2)),
  check (n > 0),
) primary key (`Id` asc);

create table child (Id int64 not null, k int64 not null, pid int64,
  constraint fk_child foreign key (pid) references Mixed (Id) on delete no action)
  primary key (Id, k), interleave in parent Mixed on delete no action;

create null_filtered index child_by_k on child (k asc) storing (pid);
create sequence seq options (sequence_kind = 'bit_reversed_positive', skip_range_min = 1, skip_range_max = 1000);
"""

# Named schemas with a table of one name in two of them: compared schema by schema, in both read-backs.
NAMED = """CREATE SCHEMA shop;
CREATE SCHEMA archive;
CREATE TABLE shop.orders (id INT64 NOT NULL, created TIMESTAMP NOT NULL) PRIMARY KEY (id);
CREATE TABLE archive.orders (id INT64 NOT NULL, note STRING(MAX)) PRIMARY KEY (note, id);
CREATE TABLE orders (id INT64 NOT NULL) PRIMARY KEY (id);
CREATE INDEX shop.orders_created ON shop.orders (created);
CREATE TABLE shop.items (id INT64 NOT NULL, n INT64 NOT NULL) PRIMARY KEY (id, n),
  INTERLEAVE IN PARENT shop.orders ON DELETE CASCADE;
"""

PG_ACCEPTED = """CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name character varying(100),
  PRIMARY KEY (singer_id)
);
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title text,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE INDEX albums_by_title ON albums (title);
"""

PG_BROKEN = """CREATE TABLE t (id bigint NOT NULL, PRIMARY KEY (id));
CREATE TABLE u (id bigint NOT NULL, x nosuchtype, PRIMARY KEY (id));
"""


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'PASS' if ok else 'FAIL'} {name}" + ("" if ok else f": {detail}"), flush=True)


def run(args, env=None):
    full_env = dict(os.environ)
    for k in ("SPANNER_EMULATOR_HOST", "SPANLIFT_EMULATOR_DIR"):
        full_env.pop(k, None)
    full_env.update(env or {})
    p = subprocess.run([SPANLIFT] + args, capture_output=True, text=True, env=full_env, timeout=900)
    return p.returncode, p.stdout, p.stderr


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def child_named(parent, name):
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == parent and os.path.basename(os.readlink(f"/proc/{pid}/exe")) == name:
                return int(pid)
        except (OSError, ValueError, IndexError):
            continue
    return None


def answers(gateway):
    """Whether the gateway's REST port (from its command line) answers."""
    try:
        with open(f"/proc/{gateway}/cmdline") as f:
            args = f.read().split("\0")
        port = args[args.index("--http_port") + 1]
        emulator.Emulator(f"http://127.0.0.1:{port}/v1").call("GET", "/projects/x/instances", timeout=2)
        return True
    except Exception:  # noqa: BLE001 - not up yet
        return False


def closed_port():
    return emulator.free_port()  # free now: nothing listens there


ON_UPDATE = """CREATE TABLE items (
  id BIGINT PRIMARY KEY,
  token CHAR(36),
  updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP
);
"""


def check_features_2026(addr, tmp):
    """The emulator predates the 2026 forms (docs/spanner-features.md): convert --verify applies the
    2025 form of the same conversion and says so; diff --verify refuses rather than blame Spanner."""
    source = write(tmp, "on_update.sql", ON_UPDATE)
    out = os.path.join(tmp, "out-2026")
    code, _, err = run(["convert", "--from", "mysql", "--spanner-features", "2026", "-o", out, "--verify",
                        "--emulator", addr, source])
    written = open(os.path.join(out, "schema.sql")).read() if os.path.exists(os.path.join(out, "schema.sql")) else ""
    check("convert --spanner-features 2026: schema.sql has ON UPDATE, --verify checks the 2025 form",
          code == 0 and "ON UPDATE (PENDING_COMMIT_TIMESTAMP())" in written and "predates" in err
          and "1 applied, 0 rejected" in err and "[V00" not in err and os.listdir(out).count(".spanlift-verify-2025") == 0,
          f"exit {code}: {err[-2000:]}")
    code, _, err = run(["diff", "--from", "mysql", "--spanner-features", "2026", "--verify", "--emulator", addr,
                        source, source])
    check("diff --verify --spanner-features 2026: exit 2, says the emulator cannot check it",
          code == 2 and "predates" in err, f"exit {code}: {err[-1000:]}")


def main():
    emulator.skip_if_missing()
    with emulator.started() as emu, tempfile.TemporaryDirectory() as tmp:
        addr = f"127.0.0.1:{emu.http_port}"

        code, _, err = run(["verify", "--emulator", addr, write(tmp, "ok.sql", ACCEPTED)])
        check("accepted schema: exit 0, nothing reported", code == 0 and "[V00" not in err
              and "3 applied, 0 rejected" in err, f"exit {code}: {err}")

        path = write(tmp, "broken.sql", BROKEN)
        code, _, err = run(["verify", "--emulator", addr, path])
        v001 = re.findall(r"^(\S+):(\d+):(\d+): error: (.*) \[V001\]$", err, re.M)
        check("broken statement: exit 1", code == 1, f"exit {code}: {err}")
        check("broken statement: V001 at the statement, with Spanner's message",
              any(l == "5" and c == "1" and "FLOAT" in m for _, l, c, m in v001), err)
        check("syntax error: V001 at Spanner's line:col inside the statement",
              any(l == "12" and c == "8" and "TABLEX" in m for _, l, c, m in v001), err)
        check("index on the rejected table: V003 naming the earlier statement",
              re.search(rf"{re.escape(path)}:8:1: error: .*broken.sql:5:1 was rejected\) \[V003\]", err) is not None, err)
        check("the other statements still applied", "2 applied, 3 rejected" in err and "[V002]" not in err, err)

        code, _, err = run(["verify", "--emulator", addr, write(tmp, "named.sql", NAMED)])
        check("named schemas: tables of one name in two schemas compared apart, no false V002",
              code == 0 and "[V00" not in err and "7 applied, 0 rejected" in err, f"exit {code}: {err}")

        code, _, err = run(["verify", "--emulator", addr, write(tmp, "spelling.sql", SPELLING)])
        check("spelling the emulator normalises: no false V002", code == 0 and "[V00" not in err, f"exit {code}: {err}")

        samples = sorted(glob.glob(os.path.join(SAMPLES, "*.sql")))
        for sample in samples:
            out = os.path.join(tmp, "out-" + os.path.basename(sample))
            code, _, err = run(["convert", "-o", out, "--verify", "--emulator", addr, sample])
            check(f"convert --verify {os.path.basename(sample)}: exit 0, no V001/V002",
                  code == 0 and "[V00" not in err and "0 rejected" in err, f"exit {code}: {err[-3000:]}")
        if samples:
            code, _, err = run(["verify", "--emulator", addr, out])
            check("verify DIR reads DIR/schema.sql", code == 0 and "0 rejected" in err, f"exit {code}: {err[-2000:]}")

        check_features_2026(addr, tmp)

        code, _, err = run(["verify", "--dialect", "postgresql", "--emulator", addr, write(tmp, "pg.sql", PG_ACCEPTED)])
        check("--dialect postgresql: accepted, catalog matches", code == 0 and "[V00" not in err
              and "3 applied" in err, f"exit {code}: {err}")
        code, _, err = run(["verify", "--dialect", "postgresql", "--emulator", addr, write(tmp, "pgbad.sql", PG_BROKEN)])
        check("--dialect postgresql: rejected statement at its line", code == 1 and
              re.search(r"pgbad.sql:2:1: error: .*\[V001\]", err) is not None, f"exit {code}: {err}")

        code, _, err = run(["verify", "--emulator", f"127.0.0.1:{closed_port()}", os.path.join(tmp, "ok.sql")])
        check("--emulator with nothing listening: exit 2, says how to get one",
              code == 2 and "no Spanner emulator answers" in err and "docker" in err, f"exit {code}: {err}")
        code, _, err = run(["verify", os.path.join(tmp, "ok.sql")],
                           {"SPANNER_EMULATOR_HOST": f"127.0.0.1:{closed_port()}"})
        check("SPANNER_EMULATOR_HOST with nothing listening: exit 2", code == 2 and "SPANNER_EMULATOR_HOST" in err,
              f"exit {code}: {err}")
        code, _, err = run(["verify", os.path.join(tmp, "ok.sql")], {"SPANLIFT_EMULATOR_DIR": "/nonexistent"})
        check("no emulator installed: exit 2, says how to get one",
              code == 2 and "gcloud components install cloud-spanner-emulator" in err, f"exit {code}: {err}")
        code, _, err = run(["verify", "--emulator", addr, os.path.join(tmp, "missing.sql")])
        check("missing input: exit 2", code == 2 and "cannot read" in err, f"exit {code}: {err}")

    # Nothing given: spanlift starts the installed emulator and stops it (checked by its port).
    with tempfile.TemporaryDirectory() as tmp:
        code, _, err = run(["verify", write(tmp, "ok.sql", ACCEPTED)])
        port = re.search(r"on http://127\.0\.0\.1:(\d+) \(the local emulator", err)
        check("no address: starts the local emulator, exit 0", code == 0 and port is not None, f"exit {code}: {err}")
        if port:
            left = subprocess.run(["pgrep", "-f", f"--http_port {port.group(1)}"], capture_output=True, text=True).stdout
            check("the emulator it started is stopped", left.strip() == "", left)

    # The emulator it started dies in the middle: exit 2 promptly, with a message, nothing left.
    with tempfile.TemporaryDirectory() as tmp:
        big = "".join(f"CREATE TABLE t{i} (id INT64 NOT NULL, s STRING(MAX)) PRIMARY KEY (id);\n"
                      f"CREATE INDEX t{i}_s ON t{i} (s);\n" for i in range(400))
        env = {k: v for k, v in os.environ.items() if k not in ("SPANNER_EMULATOR_HOST", "SPANLIFT_EMULATOR_DIR")}
        proc = subprocess.Popen([SPANLIFT, "verify", write(tmp, "big.sql", big)], stderr=subprocess.PIPE, text=True,
                                env=env)
        gateway = None
        for _ in range(300):
            gateway = gateway or child_named(proc.pid, "gateway_main")
            if gateway and os.path.exists(f"/proc/{gateway}") and answers(gateway):
                break
            time.sleep(0.1)
        if gateway:
            time.sleep(1.0)
            os.killpg(gateway, signal.SIGKILL)
        try:
            _, err = proc.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
        check("the emulator dies mid-run: exit 2 with a message", proc.returncode == 2 and
              ("the emulator died" in err or "stopped answering" in err), f"exit {proc.returncode}: {err[-500:]}")
        for _ in range(50):  # killed processes take a moment to be reaped
            left = subprocess.run(["pgrep", "-g", str(gateway or 0)], capture_output=True, text=True).stdout
            if not left.strip():
                break
            time.sleep(0.1)
        check("nothing of it is left running", gateway is not None and left.strip() == "", f"{gateway}: {left}")

    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
