CREATE TABLE LogEntries (
  LogEntriesByCompanyShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CONCAT(CAST(CompanyId AS STRING), '|', FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', `Timestamp`, 'UTC'))), 16))) STORED,
  CompanyId INT64 NOT NULL,
  UserId INT64 NOT NULL,
  `Timestamp` TIMESTAMP NOT NULL,
  LogEntry STRING(MAX)
) PRIMARY KEY (UserId, CompanyId, `Timestamp`);

CREATE INDEX LogEntriesByCompany ON LogEntries (LogEntriesByCompanyShardId, CompanyId, `Timestamp`);
