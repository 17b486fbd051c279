CREATE TABLE company_movie (
  company_id INT64 NOT NULL,
  movie_id INT64 NOT NULL,
  `role` STRING(MAX)
) PRIMARY KEY (movie_id, company_id);
