CREATE TABLE computed (
  id INT64 NOT NULL,
  quantity INT64 NOT NULL,
  unit_price NUMERIC NOT NULL,
  total NUMERIC AS (quantity * unit_price) STORED,
  total_virtual NUMERIC AS (quantity * unit_price),
  total_not_null NUMERIC NOT NULL AS (quantity * unit_price) STORED,
  name_lower STRING(50) AS (LOWER(CONCAT('x', CAST(quantity AS STRING)))) STORED,
  mysql_only STRING(50),
  name_key STRING(50) AS (UPPER(CAST(unit_price AS STRING)))
) PRIMARY KEY (id);

CREATE TABLE defaults (
  id INT64 NOT NULL,
  n INT64 DEFAULT (0),
  neg INT64 DEFAULT (-1),
  bad_int INT64,
  price NUMERIC NOT NULL DEFAULT (NUMERIC '0.00'),
  ratio FLOAT64 DEFAULT (1.5),
  flag BOOL NOT NULL DEFAULT (TRUE),
  label STRING(20) NOT NULL DEFAULT ('it\'s'),
  too_long STRING(3),
  quoted STRING(20) DEFAULT ('dq'),
  escaped STRING(20) DEFAULT ('a\nb'),
  nothing STRING(20),
  born DATE DEFAULT (DATE '2000-01-31'),
  zero_date DATE NOT NULL,
  zero_dt TIMESTAMP NOT NULL,
  epoch TIMESTAMP DEFAULT (TIMESTAMP '1970-01-01 00:00:01+00'),
  created TIMESTAMP NOT NULL DEFAULT (CURRENT_TIMESTAMP()),
  created6 TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()),
  updated TIMESTAMP NOT NULL DEFAULT (CURRENT_TIMESTAMP()),
  touched TIMESTAMP,
  today DATE DEFAULT (CURRENT_DATE()),
  now_date DATE DEFAULT (CURRENT_DATE()),
  token STRING(36) DEFAULT (GENERATE_UUID()),
  random_value FLOAT64,
  bits INT64 DEFAULT (5),
  raw BYTES(4) DEFAULT (b'\xca\xfe'),
  state STRING(4) NOT NULL DEFAULT ('new'),
  tags ARRAY<STRING(1)> DEFAULT (ARRAY<STRING>['a', 'c']),
  doc JSON DEFAULT (JSON '{}'),
  CONSTRAINT defaults_state_enum CHECK (state IN ('new', 'done'))
) PRIMARY KEY (id);

CREATE INDEX idx_name_key ON computed (name_key);
