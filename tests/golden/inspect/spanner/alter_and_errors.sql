# Schema changes in GoogleSQL, as an UpdateDatabaseDdl batch would carry them, with one bad
# statement in the middle (one P001; the statements after it still apply).
CREATE SCHEMA archive;
CREATE TABLE Accounts (
  AccountId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  Email     STRING(320) NOT NULL,
  Balance   NUMERIC,
  Created   TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (AccountId);

CREATE TABLE Payments (
  AccountId STRING(36) NOT NULL,
  PaymentId INT64 NOT NULL AUTO_INCREMENT,
  Amount    NUMERIC NOT NULL,
  Note      STRING(MAX) DEFAULT ("""multi-line
note with 'quotes'"""),
  PaidAt    TIMESTAMP,
) PRIMARY KEY (AccountId, PaymentId DESC),
  INTERLEAVE IN PARENT Accounts;

CREATE TABLE archive.OldPayments (Id INT64, Payload BYTES(MAX)) PRIMARY KEY (Id);

CREATE UNIQUE INDEX AccountsByEmail ON Accounts (Email);
CREATE INDEX PaymentsByTime ON Payments (PaidAt DESC) STORING (Amount), INTERLEAVE IN Accounts;

-- Bad: STRING without a length.
ALTER TABLE Accounts ADD COLUMN Nickname STRING;

ALTER TABLE Accounts ADD COLUMN Country STRING(2);
ALTER TABLE Accounts ALTER COLUMN Balance SET DEFAULT (0);
ALTER TABLE Accounts ADD CONSTRAINT CK_Balance CHECK (Balance >= 0);
ALTER TABLE Payments SET ON DELETE CASCADE;
ALTER TABLE Payments ADD ROW DELETION POLICY (OLDER_THAN(PaidAt, INTERVAL 365 DAY));
ALTER TABLE Payments ALTER COLUMN PaymentId ALTER IDENTITY SET SKIP RANGE 1, 100000;
ALTER TABLE Payments ADD CONSTRAINT FK_Account FOREIGN KEY (AccountId) REFERENCES Accounts (AccountId) NOT ENFORCED;
ALTER INDEX PaymentsByTime ADD STORED COLUMN Note;
CREATE SEQUENCE InvoiceSeq BIT_REVERSED_POSITIVE;
ALTER SEQUENCE InvoiceSeq SET OPTIONS (start_with_counter = 1000);
ALTER TABLE Accounts DROP CONSTRAINT CK_Missing;
DROP INDEX AccountsByEmail;
CREATE CHANGE STREAM Everything FOR ALL;
ALTER CHANGE STREAM Everything SET OPTIONS (retention_period = '36h');
DROP CHANGE STREAM Everything;
