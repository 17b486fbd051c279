-- The policy opts in to name-only evidence (name_evidence = true): hits.created, an integer that
-- only its name says is a time, now has the key reordered behind page_id, as lint's H001 fix
-- proposes. A tenant's name is no evidence at all (docs/hotspots.md): company_movie stays.
CREATE TABLE hits (
  created bigint NOT NULL,
  page_id integer NOT NULL,
  PRIMARY KEY (created, page_id)
);
CREATE TABLE company_movie (
  company_id integer NOT NULL,
  movie_id integer NOT NULL,
  role text,
  PRIMARY KEY (company_id, movie_id)
);
