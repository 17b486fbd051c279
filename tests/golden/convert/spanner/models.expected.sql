CREATE TABLE Reviews (
  ReviewId INT64 NOT NULL,
  Body STRING(MAX)
) PRIMARY KEY (ReviewId);

CREATE MODEL Sentiment INPUT (text STRING(MAX))
  OUTPUT (score FLOAT64)
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/us-central1/endpoints/123');

CREATE MODEL Embeddings INPUT (content STRING(MAX))
  OUTPUT (embeddings STRUCT<statistics STRUCT<truncated BOOL, token_count FLOAT64>, `values` ARRAY<FLOAT64>>)
  REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/us-central1/publishers/google/models/text-embedding-004');
