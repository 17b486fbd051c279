CREATE TABLE Accounts (
  AccountId STRING(36) NOT NULL,
  Nickname STRING(40),
) PRIMARY KEY (AccountId);

CREATE INDEX AccountsByNickname ON Accounts (Nickname);

CREATE TABLE Audit (
  AccountId STRING(36) NOT NULL,
  At_ TIMESTAMP NOT NULL,
) PRIMARY KEY (AccountId, At_),
  INTERLEAVE IN PARENT Accounts ON DELETE CASCADE;
