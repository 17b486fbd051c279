-- --spanner-features 2026 (docs/spanner-features.md, docs/rules/C028.md): MySQL's ON UPDATE
-- CURRENT_TIMESTAMP becomes Spanner's ON UPDATE on a commit-timestamp column. Newer than the
-- local emulator: checked as text (and read back by spanlift's Spanner grammar).
CREATE TABLE items (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  changed DATETIME(6) NULL ON UPDATE CURRENT_TIMESTAMP(6),
  touched DATETIME DEFAULT '2000-01-01 00:00:00' ON UPDATE NOW(),
  local_change TIMESTAMP NULL DEFAULT NULL ON UPDATE LOCALTIMESTAMP,
  day DATE
);
-- A key column never changes in Spanner: its ON UPDATE is dropped (C021).
CREATE TABLE events (
  id BIGINT NOT NULL,
  at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (id, at)
);
