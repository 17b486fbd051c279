-- Partitioned tables become one Spanner table (docs/rules/C071.md).
CREATE TABLE events (
  id BIGINT NOT NULL,
  happened DATE NOT NULL,
  PRIMARY KEY (id, happened)
) PARTITION BY RANGE (YEAR(happened)) (
  PARTITION p2024 VALUES LESS THAN (2025),
  PARTITION pmax VALUES LESS THAN MAXVALUE
);
