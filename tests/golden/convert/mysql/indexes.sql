-- Secondary indexes (docs/rules/C040.md .. C047.md).
CREATE TABLE articles (
  id INT NOT NULL PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  body TEXT,
  slug VARCHAR(100),
  published DATETIME,
  score FLOAT,
  location POINT NOT NULL,
  KEY idx_published (published DESC, id),
  KEY idx_title_prefix (title(20)),
  UNIQUE KEY uq_slug (slug),
  UNIQUE KEY uq_title_prefix (title(50)),
  KEY idx_hash (slug) USING HASH,
  KEY idx_btree (title) USING BTREE,
  KEY idx_score (score),
  KEY idx_expression ((lower(title))),
  FULLTEXT KEY ft_body (body),
  SPATIAL KEY sp_location (location)
);
CREATE INDEX idx_created ON articles (published);
CREATE UNIQUE INDEX uq_title ON articles (title);
