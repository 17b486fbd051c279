-- Seed scenario (Schema design best practices): Users keyed by a last-access timestamp (H001),
-- and an index on a monotonic non-key column (H003).
CREATE TABLE Users (
  LastAccess DATETIME NOT NULL,
  UserId BIGINT NOT NULL,
  FirstName VARCHAR(100),
  LastName VARCHAR(100),
  PRIMARY KEY (LastAccess, UserId)
);

CREATE TABLE Accounts (
  AccountId BIGINT NOT NULL PRIMARY KEY,
  CreatedAt TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  Email VARCHAR(255) NOT NULL,
  UNIQUE KEY AccountsByCreated (CreatedAt, Email)
);
CREATE INDEX AccountsByCreatedAt ON Accounts (CreatedAt);
