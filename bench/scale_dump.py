"""Scales a real dump's rows up to a size: real-shaped data for the benchmarks.

The source's schema and statements stay as they are; each table's rows are written again and again
right where the source has them, the copy's leading integer (the key, in these samples) moved past
every row before so keys stay distinct and rising, as a server would have dumped them:
- mysql: every INSERT's rows become mysqldump's extended INSERT lines (`--extended-insert`, lines of
  about 1 MB, backquoted table names), from the sample's own rows (sakila: 16 tables, many key,
  index and foreign-key columns per row, binary and text values);
- postgres: every COPY block's rows are repeated inside the block (tab-separated, pg_dump's text
  format).
Usage: scale_dump.py --dialect mysql|postgres --size-mb N SOURCE OUT
"""
import argparse
import math
import re
import sys

LINE_BYTES = 1 << 20  # mysqldump's default net_buffer_length: the longest INSERT line


def split_tuples(values):
    """The '(...)' tuples of a VALUES list, quotes and backslash escapes respected."""
    tuples, depth, start, quote, i = [], 0, 0, None, 0
    while i < len(values):
        c = values[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "(":
            if depth == 0:
                start = i
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                tuples.append(values[start:i + 1])
        i += 1
    return tuples


def leading_int(row, sep):
    head = row[1:] if sep == "," else row
    m = re.match(r"(\d+)" + re.escape(sep), head)
    return int(m.group(1)) if m else None


def shifted(row, sep, offset):
    if offset == 0:
        return row
    lead = "(" if sep == "," else ""
    m = re.match(re.escape(lead) + r"(\d+)" + re.escape(sep), row)
    if not m:
        return row
    return lead + str(int(m.group(1)) + offset) + row[m.end(1):]


INSERT = re.compile(r"^INSERT INTO\s+(`?)(\w+)\1\s+VALUES\s*", re.M)


def mysql_pieces(text):
    """[(kind, payload)]: ("text", str) or ("rows", (table, [tuple, ...]))."""
    pieces, at = [], 0
    for m in INSERT.finditer(text):
        if m.start() < at:
            continue
        end = text.find(";\n", m.end())
        end = len(text) if end < 0 else end
        pieces.append(("text", text[at:m.start()]))
        pieces.append(("rows", (m.group(2), split_tuples(text[m.end():end]))))
        at = end + 2
    pieces.append(("text", text[at:]))
    return pieces


def postgres_pieces(text):
    pieces, at = [], 0
    for m in re.finditer(r"^COPY\s+(\S+)[^\n]*FROM stdin;\n", text, re.M):
        end = text.find("\n\\.\n", m.end())
        pieces.append(("text", text[at:m.end()]))
        pieces.append(("rows", (m.group(1), text[m.end():end].split("\n"))))
        at = end + 1
    pieces.append(("text", text[at:]))
    return pieces


def write_mysql_rows(out, table, rows):
    line, size = [], 0
    for row in rows:
        if line and size + len(row) + 1 > LINE_BYTES:
            out.write("INSERT INTO `%s` VALUES %s;\n" % (table, ",".join(line)))
            line, size = [], 0
        line.append(row)
        size += len(row) + 1
    if line:
        out.write("INSERT INTO `%s` VALUES %s;\n" % (table, ",".join(line)))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dialect", choices=("mysql", "postgres"), required=True)
    p.add_argument("--size-mb", type=float, required=True, help="approximate output size in MiB")
    p.add_argument("source")
    p.add_argument("out")
    a = p.parse_args()
    text = open(a.source, encoding="utf-8", errors="surrogateescape").read()
    sep = "," if a.dialect == "mysql" else "\t"
    pieces = mysql_pieces(text) if a.dialect == "mysql" else postgres_pieces(text)
    rows_of = [payload[1] for kind, payload in pieces if kind == "rows"]
    data = sum(len(r) + 1 for rows in rows_of for r in rows)
    rest = sum(len(v) for k, v in pieces if k == "text")
    if data == 0:
        sys.exit(f"{a.source}: no rows to scale")
    copies = max(1, math.ceil((a.size_mb * 1048576 - rest) / data))
    # One stride per table: past the largest leading integer any of its statements holds.
    stride = {}
    for kind, payload in pieces:
        if kind == "rows":
            table, rows = payload
            ids = [v for v in (leading_int(r, sep) for r in rows) if v is not None]
            stride[table] = max(stride.get(table, 0), max(ids, default=0) + 1)
    with open(a.out, "w", encoding="utf-8", errors="surrogateescape") as out:
        for kind, payload in pieces:
            if kind == "text":
                out.write(payload)
                continue
            table, rows = payload
            scaled = (shifted(r, sep, c * stride[table]) for c in range(copies) for r in rows)
            if a.dialect == "mysql":
                write_mysql_rows(out, table, scaled)
            else:
                for r in scaled:
                    out.write(r + "\n")
    print(f"{a.out}: {copies} copies of the rows of {a.source}", file=sys.stderr)


if __name__ == "__main__":
    main()
