-- Seed scenario: a Users table keyed by the last-access timestamp (schema design best practices).
-- The key has a high-cardinality part behind the timestamp: reorder.
CREATE TABLE Users (
  LastAccess DATETIME NOT NULL,
  UserId BIGINT NOT NULL,
  Name VARCHAR(100),
  PRIMARY KEY (LastAccess, UserId)
);
-- Only a timestamp in the key: shard.
CREATE TABLE UserAccessTimes (
  LastAccess DATETIME(6) NOT NULL,
  PRIMARY KEY (LastAccess)
);
