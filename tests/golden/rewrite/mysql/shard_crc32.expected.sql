CREATE TABLE Readings (
  ShardId INT64 NOT NULL,
  SensorId STRING(36) NOT NULL,
  TakenAt TIMESTAMP NOT NULL,
  Value FLOAT64
) PRIMARY KEY (ShardId, TakenAt, SensorId);
