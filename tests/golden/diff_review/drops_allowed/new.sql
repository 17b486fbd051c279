CREATE TABLE Accounts (
  AccountId STRING(36) NOT NULL,
) PRIMARY KEY (AccountId);
