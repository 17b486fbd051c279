CREATE TABLE cdr (
  shard_id INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', calldate, 'UTC'), '|', uniqueid)), 16))) STORED,
  calldate TIMESTAMP NOT NULL,
  uniqueid STRING(32) NOT NULL,
  src STRING(80) NOT NULL DEFAULT (''),
  dst STRING(80) NOT NULL DEFAULT (''),
  duration INT64 NOT NULL DEFAULT (0)
) PRIMARY KEY (shard_id, calldate, uniqueid);
