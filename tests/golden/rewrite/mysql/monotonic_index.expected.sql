CREATE TABLE Signups (
  id INT64 NOT NULL,
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE Users (
  UsersByLastAccessShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(IFNULL(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', LastAccess, 'UTC'), '')), 16))) STORED,
  UserId STRING(36) NOT NULL,
  LastAccess TIMESTAMP,
  SignupNo INT64 NOT NULL,
  Email STRING(200) NOT NULL
) PRIMARY KEY (UserId);

CREATE INDEX UsersByLastAccess ON Users (UsersByLastAccessShardId, LastAccess);

CREATE UNIQUE INDEX UsersBySignup ON Users (SignupNo, Email);
