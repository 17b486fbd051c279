-- no file-level ignore here
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(50) NOT NULL,
  Avatar STRING(MAX),
) PRIMARY KEY (UserId);

CREATE UNIQUE INDEX UsersByEmail ON Users (Email);

CREATE TABLE Orders (
  OrderId INT64 NOT NULL,
  UserId STRING(36) NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
  CONSTRAINT OrdersUser FOREIGN KEY (UserId) REFERENCES Users (UserId),
) PRIMARY KEY (OrderId);

CREATE INDEX OrdersByCreated ON Orders (CreatedAt);

CREATE TABLE Log (
  ShardId INT64 AS (ABS(MOD(FARM_FINGERPRINT(LogId), 16))) STORED,
  LogId STRING(36) NOT NULL,
) PRIMARY KEY (ShardId, LogId);
