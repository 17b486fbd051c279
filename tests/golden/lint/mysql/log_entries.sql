-- Seed scenario (Sharding of timestamp-ordered data), schema only: LogEntries keyed by (CompanyId,
-- UserId, Timestamp) with a (CompanyId, Timestamp) index. A company's name is no evidence of skew
-- (docs/hotspots.md): no finding without rows; log_entries_rows.sql has the seed's data.
CREATE TABLE LogEntries (
  CompanyId VARCHAR(64) NOT NULL,
  UserId VARCHAR(64) NOT NULL,
  Timestamp TIMESTAMP(6) NOT NULL,
  LogEntry TEXT,
  PRIMARY KEY (CompanyId, UserId, Timestamp)
);
CREATE INDEX LogEntriesByCompany ON LogEntries (CompanyId, Timestamp);
