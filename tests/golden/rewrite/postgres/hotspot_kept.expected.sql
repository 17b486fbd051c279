CREATE TABLE metrics (
  recorded_at TIMESTAMP NOT NULL DEFAULT (CURRENT_TIMESTAMP()),
  value FLOAT64
) PRIMARY KEY (recorded_at);

CREATE TABLE raw_ticks (
  `at` TIMESTAMP NOT NULL,
  sensor STRING(MAX) NOT NULL
) PRIMARY KEY (`at`);

CREATE TABLE samples (
  sample_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  taken TIMESTAMP NOT NULL
) PRIMARY KEY (sample_id);

CREATE INDEX raw_ticks_by_sensor ON raw_ticks (sensor);

CREATE INDEX samples_by_taken ON samples (taken);
