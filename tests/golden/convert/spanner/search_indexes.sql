-- Spanner objects the emulator accepts beside tables: TOKENLIST columns, search indexes (STORING,
-- PARTITION BY, ORDER BY, WHERE, OPTIONS) and table synonyms (written for this test, after
-- Spanner's full-text search documentation). Models are in models.sql: the emulator (528.0.0)
-- answers a CREATE MODEL after these indexes with random errors about them. Database options are
-- in convert-text/spanner/all_kinds.sql: the emulator (528.0.0) crashes now and then when a
-- version_retention_period precedes a search index.

CREATE TABLE Albums (
  AlbumId STRING(36) NOT NULL,
  SingerId INT64 NOT NULL,
  ReleaseTimestamp INT64 NOT NULL,
  AlbumTitle STRING(MAX),
  Rating FLOAT64,
  AlbumTitle_Tokens TOKENLIST AS (TOKENIZE_FULLTEXT(AlbumTitle)) HIDDEN,
  Rating_Tokens TOKENLIST AS (TOKENIZE_NUMBER(Rating)) HIDDEN,
  SYNONYM (Records),
) PRIMARY KEY (AlbumId);

CREATE SEARCH INDEX AlbumsIndex ON Albums (AlbumTitle_Tokens, Rating_Tokens)
  STORING (Rating)
  PARTITION BY SingerId
  ORDER BY ReleaseTimestamp DESC
  WHERE Rating IS NOT NULL
  OPTIONS (sort_order_sharding = true);

CREATE SEARCH INDEX `TitlesOnly` ON Albums (AlbumTitle_Tokens);
