CREATE TABLE capitals (
  id INT64 NOT NULL,
  name STRING(MAX),
  country STRING(MAX),
  synth_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (synth_id);

CREATE TABLE cities (
  id INT64 NOT NULL,
  name STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE measurements (
  city_id INT64 NOT NULL,
  logdate DATE NOT NULL,
  peak INT64
) PRIMARY KEY (city_id, logdate);

CREATE TABLE readings (
  city_id INT64 NOT NULL,
  logdate DATE NOT NULL,
  synth_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (synth_id);

CREATE TABLE scratch (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE INDEX measurements_2025_peak ON measurements (peak);

ALTER TABLE readings ADD CONSTRAINT readings_city_id_logdate_fkey FOREIGN KEY (city_id, logdate) REFERENCES measurements (city_id, logdate);
