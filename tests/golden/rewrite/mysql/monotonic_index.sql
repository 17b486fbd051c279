-- Seed scenario: an index on a monotonic non-key column (best practice #3); the UNIQUE one is
-- sharded by a hash of its own columns so it stays unique.
CREATE TABLE Users (
  UserId CHAR(36) NOT NULL PRIMARY KEY,
  LastAccess TIMESTAMP NULL,
  SignupNo BIGINT NOT NULL,
  Email VARCHAR(200) NOT NULL,
  INDEX UsersByLastAccess (LastAccess),
  UNIQUE KEY UsersBySignup (SignupNo, Email)
);
CREATE TABLE Signups (
  id BIGINT NOT NULL PRIMARY KEY,
  note TEXT
);
