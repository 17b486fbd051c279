-- N beyond 64: the IN UNNEST read uses GENERATE_ARRAY instead of a literal list; a STRING key.
CREATE TABLE Events (
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(IFNULL(`Key`, '')), 1000))) STORED,
  `Key` STRING(MAX),
  CreatedAt TIMESTAMP NOT NULL,
) PRIMARY KEY (ShardId, CreatedAt);
