-- Issue 9 part 2: where a column's name is the only evidence, lint reports it with low confidence
-- and the key is not rewritten by default. company_id may name a film studio (few rows per value
-- or many: the schema does not say), so company_movie keeps its key.
CREATE TABLE company (company_id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE movie (movie_id integer PRIMARY KEY, title text NOT NULL);
CREATE TABLE company_movie (
  company_id integer NOT NULL,
  movie_id integer NOT NULL,
  role text,
  PRIMARY KEY (company_id, movie_id)
);
