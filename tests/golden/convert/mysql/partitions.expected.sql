CREATE TABLE events (
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(CAST(id AS STRING), '|', FORMAT_DATE('%Y-%m-%d', happened))), 16))) STORED,
  id INT64 NOT NULL,
  happened DATE NOT NULL
) PRIMARY KEY (ShardId, id, happened);
