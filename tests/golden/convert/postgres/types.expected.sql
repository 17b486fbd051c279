CREATE TABLE numbers (
  id INT64 NOT NULL,
  s INT64,
  i INT64,
  b INT64,
  i2 INT64,
  i8 INT64,
  n NUMERIC,
  n1 NUMERIC,
  n2 STRING(42),
  n3 STRING(14),
  d NUMERIC,
  r FLOAT32,
  f8 FLOAT64,
  f FLOAT64,
  f4 FLOAT32,
  m NUMERIC,
  bo BOOL
) PRIMARY KEY (id);

CREATE TABLE others (
  id INT64 NOT NULL,
  ip STRING(43),
  net STRING(43),
  mac STRING(17),
  mac8 STRING(23),
  b1 BOOL,
  b8 INT64,
  b100 BYTES(13),
  vb BYTES(MAX),
  tsv STRING(MAX),
  tsq STRING(MAX),
  p STRING(MAX),
  bx STRING(MAX),
  poly STRING(MAX),
  c STRING(MAX),
  r STRING(MAX),
  dr STRING(MAX),
  o INT64,
  lsn STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE temporals (
  id INT64 NOT NULL,
  d DATE,
  ts TIMESTAMP,
  ts3 TIMESTAMP,
  tz TIMESTAMP,
  tz6 TIMESTAMP,
  t STRING(15),
  tt STRING(21),
  iv STRING(MAX),
  ivd STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE texts (
  id INT64 NOT NULL,
  c STRING(1),
  c5 STRING(5),
  bp STRING(3),
  v STRING(MAX),
  v20 STRING(20),
  t STRING(MAX),
  nm STRING(63),
  ct STRING(MAX),
  `by` BYTES(MAX),
  u STRING(36),
  j JSON,
  jb JSON,
  x STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE user_types (
  id INT64 NOT NULL,
  feeling STRING(5) NOT NULL DEFAULT ('ok'),
  feelings ARRAY<STRING(5)>,
  qty INT64 NOT NULL DEFAULT (1),
  zip STRING(10),
  odd STRING(MAX),
  embedding STRING(MAX),
  ints ARRAY<INT64>,
  texts ARRAY<STRING(MAX)> DEFAULT (ARRAY<STRING>[]),
  grid STRING(MAX),
  names ARRAY<STRING(20)> NOT NULL DEFAULT (ARRAY<STRING>['a', 'b']),
  CONSTRAINT user_types_feeling_enum CHECK (feeling IN ('sad', 'ok', 'happy')),
  CONSTRAINT user_types_qty_positive_int_check CHECK (qty > 0),
  CONSTRAINT user_types_zip_us_zip_check CHECK (REGEXP_CONTAINS(zip, '^[0-9]{5}$') OR REGEXP_CONTAINS(zip, '^[0-9]{5}-[0-9]{4}$'))
) PRIMARY KEY (id);
