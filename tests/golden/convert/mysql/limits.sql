-- Spanner's lengths (docs/rules/C083.md): MySQL allows CHAR(0) and BINARY(0).
CREATE TABLE zero_lengths (
  id INT PRIMARY KEY,
  c CHAR(0),
  b BINARY(0),
  v VARCHAR(65535)
);
