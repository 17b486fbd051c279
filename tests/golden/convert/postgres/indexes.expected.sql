CREATE TABLE docs (
  docs_created_idx_shard_id INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', created, 'UTC')), 16))) STORED,
  id INT64 NOT NULL,
  owner INT64 NOT NULL,
  title STRING(MAX),
  created TIMESTAMP NOT NULL,
  deleted TIMESTAMP,
  body JSON,
  tags ARRAY<STRING(MAX)>,
  area STRING(MAX),
  size INT64
) PRIMARY KEY (id);

CREATE INDEX docs_created_idx ON docs (docs_created_idx_shard_id, created DESC);

CREATE INDEX docs_live ON docs (owner);

CREATE INDEX docs_owner_include ON docs (owner) STORING (title);

CREATE INDEX docs_owner_nulls ON docs (owner, title, created DESC, size);

CREATE UNIQUE NULL_FILTERED INDEX docs_owner_title ON docs (owner, title);

CREATE INDEX docs_size_hash ON docs (size);

CREATE INDEX docs_size_owner_idx ON docs (size, owner);

CREATE INDEX docs_titled ON docs (title) WHERE title IS NOT NULL AND deleted IS NOT NULL;
