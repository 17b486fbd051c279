CREATE TABLE event (
  id INT64 NOT NULL,
  code STRING(MAX) NOT NULL,
  payload STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE reading (
  sensor_id INT64 NOT NULL,
  taken_on DATE NOT NULL,
  seq INT64 NOT NULL,
  value NUMERIC
) PRIMARY KEY (sensor_id, taken_on);

CREATE TABLE visit (
  site STRING(MAX) NOT NULL,
  `at` TIMESTAMP NOT NULL,
  synth_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (synth_id);

CREATE UNIQUE INDEX event_p0_code_key ON event (code);

CREATE UNIQUE INDEX reading_2024_seq ON reading (seq, taken_on);
