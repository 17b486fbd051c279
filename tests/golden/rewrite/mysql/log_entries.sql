-- Seed scenario (sharding of timestamp-ordered data): LogEntries keyed by
-- (CompanyId, UserId, Timestamp) with a (CompanyId, Timestamp) index; CompanyId is skewed
-- (log_entries.toml): the key is reordered and the index gets EntryShardId-style sharding.
CREATE TABLE LogEntries (
  CompanyId BIGINT NOT NULL,
  UserId BIGINT NOT NULL,
  Timestamp DATETIME(6) NOT NULL,
  LogEntry TEXT,
  PRIMARY KEY (CompanyId, UserId, Timestamp)
);
CREATE INDEX LogEntriesByCompany ON LogEntries (CompanyId, Timestamp);
