-- Partitions fold into their root table; inheritance children stay (docs/rules/C070.md .. C073.md).
CREATE TABLE measurements (
  city_id integer NOT NULL,
  logdate date NOT NULL,
  peak integer,
  PRIMARY KEY (city_id, logdate)
) PARTITION BY RANGE (logdate);
CREATE TABLE measurements_2024 PARTITION OF measurements FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')
  PARTITION BY LIST (city_id);
CREATE TABLE measurements_2024_paris PARTITION OF measurements_2024 FOR VALUES IN (1);
CREATE TABLE measurements_2025 PARTITION OF measurements FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
CREATE INDEX measurements_2025_peak ON measurements_2025 (peak);
CREATE TABLE cities (id integer PRIMARY KEY, name text);
CREATE TABLE capitals (country text) INHERITS (cities);
CREATE UNLOGGED TABLE scratch (id integer PRIMARY KEY);
CREATE TABLE readings (
  city_id integer NOT NULL, logdate date NOT NULL,
  FOREIGN KEY (city_id, logdate) REFERENCES measurements_2025 (city_id, logdate)
);
