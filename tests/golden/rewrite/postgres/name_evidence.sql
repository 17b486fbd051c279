-- The policy opts in to name-only evidence (name_evidence = true): company_id, skewed by its
-- name alone, now has the key reordered, as lint's H005 fix proposes.
CREATE TABLE company_movie (
  company_id integer NOT NULL,
  movie_id integer NOT NULL,
  role text,
  PRIMARY KEY (company_id, movie_id)
);
