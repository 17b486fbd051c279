-- Search indexes, roles and grants on both sides of a review (written for this test): each change is planned and reviewed.
CREATE TABLE docs (
  id INT64 NOT NULL,
  body STRING(MAX),
  body_tokens TOKENLIST AS (TOKENIZE_FULLTEXT(body)) HIDDEN,
) PRIMARY KEY (id);
CREATE ROLE auditor;
GRANT SELECT ON TABLE docs TO ROLE auditor;
