#!/usr/bin/env python3
"""Generates a big synthetic dump shaped like real mysqldump or pg_dump output.

    python3 bench/gen_dump.py --dialect mysql|postgres --size-mb N [--loadable] OUT

mysql: the mysqldump header and executable comments, a few CREATE TABLEs, then extended INSERTs
of about 1 MiB each (mysqldump's usual net_buffer_length) whose rows mix numbers, NULLs and
strings with backslash escapes, quotes, commas, semicolons and parentheses.
postgres: the pg_dump header and SETs, the same tables, then COPY ... FROM stdin blocks of
tab-separated rows with \\N and backslash escapes, each ended by a \\. line, then setval and
constraints.
The output is deterministic for a given size (fixed random seed). --loadable makes rows a server
would have dumped (no NULL in a NOT NULL column, valid JSON), as `spanlift export` benchmarks need;
without it the output is what it always was.
"""
import json
import argparse
import random
import sys

TABLES = [
    # name, columns (name, mysql type, postgres type, value kind)
    ("customer", [("id", "int NOT NULL AUTO_INCREMENT", "integer NOT NULL", "id"),
                  ("name", "varchar(120) NOT NULL", "character varying(120) NOT NULL", "name"),
                  ("email", "varchar(255) DEFAULT NULL", "character varying(255)", "email"),
                  ("balance", "decimal(12,2) NOT NULL", "numeric(12,2) NOT NULL", "money"),
                  ("created_at", "datetime NOT NULL", "timestamp without time zone NOT NULL", "time"),
                  ("note", "text", "text", "text")]),
    ("orders", [("id", "bigint NOT NULL AUTO_INCREMENT", "bigint NOT NULL", "id"),
                ("customer_id", "int NOT NULL", "integer NOT NULL", "int"),
                ("status", "enum('new','paid','shipped') NOT NULL", "text NOT NULL", "status"),
                ("total", "decimal(12,2) DEFAULT NULL", "numeric(12,2)", "money"),
                ("placed_at", "datetime NOT NULL", "timestamp without time zone NOT NULL", "time"),
                ("comment", "varchar(500) DEFAULT NULL", "character varying(500)", "text")]),
    ("event_log", [("id", "bigint NOT NULL AUTO_INCREMENT", "bigint NOT NULL", "id"),
                   ("kind", "varchar(32) NOT NULL", "character varying(32) NOT NULL", "status"),
                   ("payload", "json DEFAULT NULL", "jsonb", "json"),
                   ("at", "timestamp NOT NULL", "timestamp with time zone NOT NULL", "time")]),
]

WORDS = ("alpha beta gamma delta O'Brien l'hôtel naïve café \"quoted\" semi;colon comma,separated "
         "(paren) back\\slash tab\there new\nline 100% under_score dash-dash -- /* not a comment */ "
         "#hash $$dollar$$ `tick` Zürich 東京 emoji🙂").split(" ")


class Values:
    """Random column values, kept as Python objects; each dialect escapes them itself."""

    POOL = 20000  # distinct rows per table; rows are drawn from the pool with fresh ids (speed)

    def __init__(self, rng, loadable=False):
        self.rng = rng
        self.loadable = loadable

    def make(self, kind, row_id, nullable=True):
        r = self.rng
        if kind == "id":
            return row_id
        if r.random() < 0.08 and kind not in ("status", "time", "name") and (nullable or not self.loadable):
            return None
        if kind == "int":
            return r.randint(1, 1_000_000)
        if kind == "money":
            return "%d.%02d" % (r.randint(-500, 100000), r.randint(0, 99))
        if kind == "time":
            return "20%02d-%02d-%02d %02d:%02d:%02d" % (r.randint(10, 25), r.randint(1, 12), r.randint(1, 28),
                                                        r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
        if kind == "status":
            return r.choice(("new", "paid", "shipped"))
        if kind == "name":
            return " ".join(r.choices(WORDS, k=2))
        if kind == "email":
            return "user%d@example.com" % r.randint(1, 10**6)
        if kind == "json":
            word, n = r.choice(WORDS), r.randint(0, 99)
            if self.loadable:
                return json.dumps({"k": word, "n": n}, ensure_ascii=False)
            return '{"k": "%s", "n": %d}' % (word.replace('"', '\\"').replace("\n", "\\n"), n)
        return " ".join(r.choices(WORDS, k=r.randint(3, 20)))

    def bodies(self, cols, literal, sep):
        """A pool of row bodies (every column but the leading id), already escaped."""
        return [sep.join(literal(self.make(c[3], 0, "NOT NULL" not in c[1])) for c in cols[1:])
                for _ in range(self.POOL)]


def mysql_literal(v):
    if v is None:
        return "NULL"
    if isinstance(v, int):
        return str(v)
    return "'" + (v.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"')
                  .replace("\n", "\\n").replace("\t", "\\t")) + "'"


def copy_field(v):
    if v is None:
        return "\\N"
    if isinstance(v, int):
        return str(v)
    return v.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def mysql_header(out):
    out.write("""-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: bench
-- ------------------------------------------------------
-- Server version\t8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;
""")


def mysql_table(out, name, cols):
    out.write(f"\n--\n-- Table structure for table `{name}`\n--\n\nDROP TABLE IF EXISTS `{name}`;\n"
              "/*!40101 SET @saved_cs_client     = @@character_set_client */;\n"
              "/*!50503 SET character_set_client = utf8mb4 */;\n"
              f"CREATE TABLE `{name}` (\n")
    for c in cols:
        out.write(f"  `{c[0]}` {c[1]},\n")
    out.write("  PRIMARY KEY (`id`)\n) ENGINE=InnoDB AUTO_INCREMENT=1 DEFAULT CHARSET=utf8mb4 "
              "COLLATE=utf8mb4_0900_ai_ci;\n/*!40101 SET character_set_client = @saved_cs_client */;\n")


def mysql_data(out, name, cols, budget, values):
    out.write(f"\n--\n-- Dumping data for table `{name}`\n--\n\nLOCK TABLES `{name}` WRITE;\n"
              f"/*!40000 ALTER TABLE `{name}` DISABLE KEYS */;\n")
    pool = values.bodies(cols, mysql_literal, ",")
    written, row_id = 0, 0
    while written < budget:
        rows, size = [], 0
        for body in values.rng.choices(pool, k=8000):
            row_id += 1
            rows.append(f"({row_id},{body})")
            size += len(rows[-1]) + 1
            if size >= (1 << 20) or written + size >= budget:
                break
        stmt = f"INSERT INTO `{name}` VALUES " + ",".join(rows) + ";\n"
        out.write(stmt)
        written += len(stmt)
    out.write(f"/*!40000 ALTER TABLE `{name}` ENABLE KEYS */;\nUNLOCK TABLES;\n")


def mysql_footer(out):
    out.write("/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;\n\n/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;\n"
              "/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;\n"
              "/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;\n\n-- Dump completed on 2026-01-01  0:00:00\n")


def pg_header(out):
    out.write("""--
-- PostgreSQL database dump
--

-- Dumped from database version 15.4
-- Dumped by pg_dump version 15.4

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;
""")


def pg_table(out, name, cols):
    out.write(f"\n--\n-- Name: {name}; Type: TABLE; Schema: public; Owner: postgres\n--\n\n"
              f"CREATE TABLE public.{name} (\n")
    out.write(",\n".join(f"    {c[0]} {c[2]}" for c in cols))
    out.write(f"\n);\n\n\nALTER TABLE public.{name} OWNER TO postgres;\n\n"
              f"CREATE SEQUENCE public.{name}_id_seq\n    START WITH 1\n    INCREMENT BY 1\n    NO MINVALUE\n"
              f"    NO MAXVALUE\n    CACHE 1;\n\nALTER SEQUENCE public.{name}_id_seq OWNED BY public.{name}.id;\n")


def pg_data(out, name, cols, budget, values):
    out.write(f"\n--\n-- Data for Name: {name}; Type: TABLE DATA; Schema: public; Owner: postgres\n--\n\n"
              f"COPY public.{name} ({', '.join(c[0] for c in cols)}) FROM stdin;\n")
    pool = values.bodies(cols, copy_field, "\t")
    written, row_id = 0, 0
    while written < budget:
        lines = [f"{row_id + i + 1}\t{body}" for i, body in enumerate(values.rng.choices(pool, k=5000))]
        row_id += len(lines)
        block = "\n".join(lines) + "\n"
        out.write(block)
        written += len(block)
    out.write("\\.\n\n\n")
    return row_id


def pg_footer(out, ids):
    for name, last in ids:
        out.write(f"SELECT pg_catalog.setval('public.{name}_id_seq', {last}, true);\n\n")
    for name, _ in ids:
        out.write(f"ALTER TABLE ONLY public.{name}\n    ADD CONSTRAINT {name}_pkey PRIMARY KEY (id);\n\n")
    out.write("--\n-- PostgreSQL database dump complete\n--\n\n")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dialect", choices=("mysql", "postgres"), required=True)
    p.add_argument("--size-mb", type=float, required=True, help="approximate output size in MiB")
    p.add_argument("--loadable", action="store_true", help="rows a server would have dumped (see above)")
    p.add_argument("out", help="output file ('-' for stdout)")
    args = p.parse_args()

    values = Values(random.Random(20260101), args.loadable)
    budget = int(args.size_mb * (1 << 20))
    weights = (0.3, 0.5, 0.2)  # share of the data per table
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8", newline="\n")
    with out:
        if args.dialect == "mysql":
            mysql_header(out)
            for (name, cols), w in zip(TABLES, weights):
                mysql_table(out, name, cols)
                mysql_data(out, name, cols, int(budget * w), values)
            mysql_footer(out)
        else:
            pg_header(out)
            for name, cols in TABLES:
                pg_table(out, name, cols)
            ids = [(name, pg_data(out, name, cols, int(budget * w), values))
                   for (name, cols), w in zip(TABLES, weights)]
            pg_footer(out, ids)


if __name__ == "__main__":
    main()
