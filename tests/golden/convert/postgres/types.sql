-- Every row of the PostgreSQL type table (docs/type-mapping.md), enums, domains and arrays.
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE DOMAIN positive_int AS integer NOT NULL DEFAULT 1 CHECK (VALUE > 0);
CREATE DOMAIN us_zip AS varchar(10) CHECK (VALUE ~ '^[0-9]{5}$' OR VALUE ~ '^[0-9]{5}-[0-9]{4}$');
CREATE DOMAIN odd_check AS text CHECK (my_function(VALUE));
CREATE TABLE numbers (
  id bigint PRIMARY KEY,
  s smallint, i integer, b bigint, i2 int2, i8 int8,
  n numeric, n1 numeric(12,2), n2 numeric(40,0), n3 numeric(12,10), d decimal(5),
  r real, f8 double precision, f float, f4 float(4), m money, bo boolean
);
CREATE TABLE texts (
  id bigint PRIMARY KEY,
  c char, c5 char(5), bp bpchar(3), v varchar, v20 character varying(20), t text, nm name,
  ct text COLLATE "C", by bytea, u uuid, j json, jb jsonb, x xml
);
CREATE TABLE temporals (
  id bigint PRIMARY KEY,
  d date, ts timestamp, ts3 timestamp(3) without time zone, tz timestamptz, tz6 timestamp(6) with time zone,
  t time, tt timetz, iv interval, ivd interval day to second
);
CREATE TABLE others (
  id bigint PRIMARY KEY,
  ip inet, net cidr, mac macaddr, mac8 macaddr8, b1 bit, b8 bit(8), b100 bit(100), vb varbit(20),
  tsv tsvector, tsq tsquery, p point, bx box, poly polygon, c circle, r int4range, dr daterange,
  o oid, lsn pg_lsn
);
CREATE TABLE user_types (
  id bigint PRIMARY KEY,
  feeling mood NOT NULL DEFAULT 'ok',
  feelings mood[],
  qty positive_int,
  zip us_zip,
  odd odd_check,
  embedding public.vector(3),
  ints integer[], texts text[] DEFAULT '{}', grid integer[][], names varchar(20)[] NOT NULL DEFAULT '{a,b}'
);
