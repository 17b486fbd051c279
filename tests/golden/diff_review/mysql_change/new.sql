CREATE TABLE events (
  id CHAR(36) NOT NULL PRIMARY KEY,
  kind VARCHAR(20) NOT NULL,
  payload TEXT,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CHECK (kind <> '')
) ENGINE=InnoDB;
CREATE INDEX events_created ON events (created_at);
