#!/usr/bin/env python3
"""Regenerates mariadb_10_11_nonreserved.txt: the MariaDB keywords usable unquoted as names.

MariaDB (10.6+) lists its keywords in INFORMATION_SCHEMA.KEYWORDS but, unlike MySQL, does not say
which are reserved, so the server decides: a word is kept when it accepts it unquoted as a table,
column and index name in one statement. Starts a throwaway server with scripts/servers.sh.
  tests/keywords/gen_mariadb_keywords.py [OUT]
"""
import datetime
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sql(socket, statement, database=None):
    args = ["mariadb", "--no-defaults", f"--socket={socket}", "-u", "root", "-N", "-B"]
    if database:
        args.append(database)
    return subprocess.run(args + ["-e", statement], capture_output=True, text=True)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                             "mariadb_10_11_nonreserved.txt")
    servers = os.path.join(ROOT, "scripts", "servers.sh")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([servers, "start", tmp, "mariadb"], check=True)
        try:
            socket = os.path.join(tmp, "mariadb", "mysqld.sock")
            version = sql(socket, "SELECT VERSION()").stdout.strip()
            words = sorted(set(sql(socket, "SELECT WORD FROM INFORMATION_SCHEMA.KEYWORDS").stdout.split()))
            sql(socket, "CREATE DATABASE k")
            accepted = []
            for w in words:
                if not w.replace("_", "").isalnum():
                    continue  # operators such as && and <=
                r = sql(socket, f"CREATE TABLE {w} ({w} INT, KEY {w} ({w})); DROP TABLE `{w}`", "k")
                if r.returncode == 0:
                    accepted.append(w)
        finally:
            subprocess.run([servers, "stop", tmp])
    with open(out, "w", encoding="utf-8") as f:
        f.write(f"# MariaDB {version}: the {len(accepted)} of its {len(words)} INFORMATION_SCHEMA.KEYWORDS words the\n")
        f.write("# server accepts unquoted as a table, column and index name (CREATE TABLE w (w INT, KEY w (w))).\n")
        f.write(f"# Generated {datetime.date.today()} by tests/keywords/gen_mariadb_keywords.py; one word a line.\n")
        for w in accepted:
            f.write(w + "\n")
    print(f"{len(accepted)} of {len(words)} keywords accepted as names by MariaDB {version}")


if __name__ == "__main__":
    main()
