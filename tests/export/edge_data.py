"""Edge rows for the export tests (issue 24, "Tests"): 64-bit limits, NUMERIC precision and scale,
timestamps across DST changes and before 1970, dates before year 1000, empty and NULL strings,
unicode, binary, JSON with nested arrays, an identity key with gaps (the source ids must stay), an
interleavable child and a timestamp-keyed table the rewrites shard. Loaded into the real servers,
dumped by the real mysqldump / pg_dump, exported, and compared with the servers.
"""
import datetime

MYSQL = r"""
CREATE TABLE edge (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  i64 BIGINT NULL, u8 TINYINT UNSIGNED NULL, flag TINYINT(1) NULL, b1 BIT(1) NULL, b10 BIT(10) NULL,
  d38 DECIMAL(38,9) NULL, d10 DECIMAL(10,2) NULL, f FLOAT NULL, dbl DOUBLE NULL,
  s VARCHAR(20) NULL, t TEXT NULL, ch CHAR(3) NULL, vb VARBINARY(16) NULL, bl BLOB NULL,
  dt DATE NULL, dtm DATETIME(6) NULL, ts TIMESTAMP(6) NULL DEFAULT NULL, tm TIME NULL, yr YEAR NULL,
  j JSON NULL, e ENUM('a','b') NULL, st SET('x','y','z') NULL, geo POINT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
INSERT INTO edge VALUES
 (1, 9223372036854775807, 255, 1, b'1', b'1000000001', 99999999999999999999999999999.999999999, -0.01, 0.1, 1e308,
  '', 'unicode ✓ 日本 🎉', 'abc', 0x00FF275C0A, 0x0102, '0999-01-01', '1969-12-31 23:59:59.999999',
  '2021-03-28 01:30:00.5', '-838:59:59', 2155, '{"a": [1, [2, {"b": null}]], "c": "ü"}', 'b', 'x,z',
  ST_GeomFromText('POINT(1 -2.5)')),
 (7, -9223372036854775808, 0, 0, b'0', b'0', -0.000000001, 12345678.90, -3.25, -2.2250738585072014e-308,
  'tab\there', 'quote '' and \\ backslash', '', '', '', '1000-01-01', '1900-01-01 00:00:00',
  '1970-01-01 00:00:01', '00:00:00', 1901, '[]', 'a', '', NULL),
 (1000, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  NULL, NULL, NULL, NULL, NULL, NULL, NULL),
 (1001, 0, 1, 1, b'1', b'1111111111', 0, 0, 0, 0, 'x', 'line1\nline2', 'z', 0x00, 0x00, '9999-12-31',
  '9999-12-31 23:59:59.999999', '2038-01-19 03:14:07', '838:59:59', 2000, '{"deep": [[[[1]]]]}', 'a', 'y',
  ST_GeomFromText('POINT(0 0)'));
CREATE TABLE readings (
  taken_at DATETIME(6) NOT NULL PRIMARY KEY, sensor VARCHAR(20) NOT NULL, value DOUBLE NOT NULL
) ENGINE=InnoDB;
CREATE TABLE edge_notes (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, edge_id BIGINT NOT NULL, note VARCHAR(50) NOT NULL,
  CONSTRAINT fk_notes_edge FOREIGN KEY (edge_id) REFERENCES edge (id) ON DELETE CASCADE
) ENGINE=InnoDB;
"""

POSTGRES = r"""
CREATE TABLE edge (
  id bigserial PRIMARY KEY,
  i64 bigint, i16 smallint, flag boolean, b10 bit(10), vb varbit(20),
  n38 numeric(38,9), n10 numeric(10,2), m money, r real, dp double precision,
  s varchar(20), t text, ch char(3), by bytea,
  dt date, tsz timestamptz, tsn timestamp, tm time, iv interval,
  j json, jb jsonb, u uuid, arr integer[], tarr text[], addr inet, pt point
);
INSERT INTO edge VALUES
 (1, 9223372036854775807, 32767, true, B'1000000001', B'101', 99999999999999999999999999999.999999999, -0.01,
  -1234.5, 0.1, 'NaN', '', 'unicode ✓ 日本 🎉', 'abc', '\x00ff275c0a', '0999-01-01',
  '2021-03-28 03:30:00+02', '1969-12-31 23:59:59.999999', '23:59:59.5', '1 year 2 mons 3 days 04:05:06.5',
  '{"a": [1, [2, {"b": null}]], "c": "ü"}', '{"z": 1, "a": [true, false]}',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', '{1,NULL,-3}', '{"a b","q\"x",NULL,""}', '192.168.0.1/24', '(1,-2.5)'),
 (7, -9223372036854775808, -32768, false, B'0000000000', B'', -0.000000001, 12345678.90, 0, -3.25,
  '-Infinity', 'tab	here', E'quote '' and \\ backslash\nnewline', '', '', '1000-01-01',
  '1900-01-01 00:00:00+00', '1900-01-01 00:00:00', '00:00:00', '-1 days +02:00:00', '[]', '[]',
  NULL, '{}', '{}', '::1', '(0,0)'),
 (1000, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
 (1001, 0, 0, true, B'1111111111', B'11111111111111111111', 0, 0, 0.01, 1e38, 1e308, 'x', 'z', 'z', '\x00',
  '9999-12-31', '2021-10-31 02:30:00+01', '9999-12-31 23:59:59.999999', '12:00:00', '00:00:00',
  '{"deep": [[[[1]]]]}', '{"deep": [[[[1]]]]}', '00000000-0000-0000-0000-000000000000', '{2147483647}',
  '{"NULL"}', '10.0.0.0/8', '(1e-300,1e300)');
SELECT setval('edge_id_seq', 1001);
CREATE TABLE readings (
  taken_at timestamptz NOT NULL PRIMARY KEY, sensor varchar(20) NOT NULL, value double precision NOT NULL
);
CREATE TABLE edge_notes (
  id bigserial PRIMARY KEY, edge_id bigint NOT NULL REFERENCES edge (id) ON DELETE CASCADE,
  note varchar(50) NOT NULL
);
"""


def readings(dialect, rows=1500):
    """Timestamp-keyed rows (the shard rewrite's case): one sensor reading every 7 minutes, across
    the March 2021 DST change in Europe."""
    base = datetime.datetime(2021, 3, 27, 22, 0)
    values = []
    for i in range(rows):
        stamp = (base + datetime.timedelta(minutes=7 * i)).strftime("%Y-%m-%d %H:%M:%S")
        stamp += "+01" if dialect == "postgres" else ""
        values.append(f"('{stamp}', 's{i % 5}', {i * 0.25})")
    out = []
    for start in range(0, len(values), 500):
        out.append("INSERT INTO readings VALUES " + ",".join(values[start:start + 500]) + ";")
    return "\n".join(out) + "\n"


def notes(rows=40):
    ids = [1, 7, 1000, 1001]
    values = [f"({i + 1}, {ids[i % 4]}, 'note {i}')" for i in range(rows)]
    return "INSERT INTO edge_notes VALUES " + ",".join(values) + ";\n"


def script(dialect):
    base = MYSQL if dialect == "mysql" else POSTGRES
    tail = readings(dialect) + notes()
    if dialect == "postgres":
        tail += "SELECT setval('edge_notes_id_seq', 40);\n"
    return base + tail
