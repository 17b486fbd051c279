CREATE TABLE company_movie (
  company_id INT64 NOT NULL,
  movie_id INT64 NOT NULL,
  `role` STRING(MAX)
) PRIMARY KEY (company_id, movie_id);

CREATE TABLE hits (
  created INT64 NOT NULL,
  page_id INT64 NOT NULL
) PRIMARY KEY (page_id, created);
