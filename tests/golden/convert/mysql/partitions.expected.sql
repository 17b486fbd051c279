CREATE TABLE events (
  id INT64 NOT NULL,
  happened DATE NOT NULL
) PRIMARY KEY (id, happened);
