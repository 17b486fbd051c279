CREATE TABLE articles (
  idx_createdShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(IFNULL(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', published, 'UTC'), '')), 16))) STORED,
  idx_publishedShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(IFNULL(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', published, 'UTC'), ''), '|', CAST(id AS STRING))), 16))) STORED,
  id INT64 NOT NULL,
  title STRING(200) NOT NULL,
  body STRING(MAX),
  slug STRING(100),
  published TIMESTAMP,
  score FLOAT64,
  location STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE INDEX idx_btree ON articles (title);

CREATE INDEX idx_created ON articles (idx_createdShardId, published);

CREATE INDEX idx_hash ON articles (slug);

CREATE INDEX idx_published ON articles (idx_publishedShardId, published DESC, id);

CREATE INDEX idx_score ON articles (score);

CREATE INDEX idx_title_prefix ON articles (title);

CREATE UNIQUE NULL_FILTERED INDEX uq_slug ON articles (slug);

CREATE UNIQUE INDEX uq_title ON articles (title);

CREATE UNIQUE INDEX uq_title_prefix ON articles (title);
