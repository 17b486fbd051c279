CREATE TABLE audit_events (
  shard_id INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', created_at, 'UTC'), '|', actor)), 4))) STORED,
  created_at TIMESTAMP NOT NULL,
  actor STRING(40) NOT NULL
) PRIMARY KEY (shard_id, created_at, actor);

CREATE TABLE evenements (
  shard_id INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', cree_le, 'UTC'), '|', kind)), 8))) STORED,
  cree_le TIMESTAMP NOT NULL,
  kind STRING(20) NOT NULL
) PRIMARY KEY (shard_id, cree_le, kind);
