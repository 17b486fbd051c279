CREATE TABLE company (
  company_id INT64 NOT NULL,
  name STRING(MAX) NOT NULL
) PRIMARY KEY (company_id);

CREATE TABLE company_movie (
  company_id INT64 NOT NULL,
  movie_id INT64 NOT NULL,
  `role` STRING(MAX)
) PRIMARY KEY (company_id, movie_id);

CREATE TABLE movie (
  movie_id INT64 NOT NULL,
  title STRING(MAX) NOT NULL
) PRIMARY KEY (movie_id);
