-- Seed scenario (Sharding of timestamp-ordered data): LogEntries keyed by (CompanyId, UserId,
-- Timestamp) with a (CompanyId, Timestamp) index: a skewed prefix (H005) in both.
CREATE TABLE LogEntries (
  CompanyId VARCHAR(64) NOT NULL,
  UserId VARCHAR(64) NOT NULL,
  Timestamp TIMESTAMP(6) NOT NULL,
  LogEntry TEXT,
  PRIMARY KEY (CompanyId, UserId, Timestamp)
);
CREATE INDEX LogEntriesByCompany ON LogEntries (CompanyId, Timestamp);
