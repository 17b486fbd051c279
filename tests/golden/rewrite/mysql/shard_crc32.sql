-- Strategy shard with the application-side CRC32 scheme and 4 shards (shard_crc32.toml).
CREATE TABLE Readings (
  SensorId VARCHAR(36) NOT NULL,
  TakenAt DATETIME(6) NOT NULL,
  Value DOUBLE,
  PRIMARY KEY (TakenAt, SensorId)
);
