"""Peer: PostgreSQL's own parser (libpg_query through pglast) on a whole file.

Run with Debian's interpreter (/usr/bin/python3), where python3-pglast is installed.
Prints the statement count so the work cannot be skipped.
"""
import sys

import pglast


def main():
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        text = f.read()
    mode = sys.argv[2] if len(sys.argv) > 2 else "ast"
    if mode == "raw":  # libpg_query's raw parse, JSON out, no Python AST
        from pglast.parser import parse_sql_json
        print(len(parse_sql_json(text)))
    else:
        print(len(pglast.parse_sql(text)))


if __name__ == "__main__":
    main()
