CREATE TABLE articles (
  id INT64 NOT NULL,
  title STRING(200) NOT NULL,
  body STRING(MAX),
  slug STRING(100),
  published TIMESTAMP,
  score FLOAT32,
  location STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE INDEX idx_btree ON articles (title);

CREATE INDEX idx_created ON articles (published);

CREATE INDEX idx_hash ON articles (slug);

CREATE INDEX idx_published ON articles (published DESC, id);

CREATE INDEX idx_score ON articles (score);

CREATE INDEX idx_title_prefix ON articles (title);

CREATE UNIQUE NULL_FILTERED INDEX uq_slug ON articles (slug);

CREATE UNIQUE INDEX uq_title ON articles (title);

CREATE UNIQUE INDEX uq_title_prefix ON articles (title);
