CREATE TABLE zero_lengths (
  id INT64 NOT NULL,
  c STRING(1),
  b BYTES(1),
  v STRING(65535)
) PRIMARY KEY (id);
