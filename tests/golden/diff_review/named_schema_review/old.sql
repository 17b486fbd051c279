CREATE SCHEMA sales;
CREATE TABLE sales.Events (
  Id INT64 NOT NULL,
  Kind STRING(20) NOT NULL,
  CreatedAt TIMESTAMP,
) PRIMARY KEY (Id);
CREATE INDEX sales.EventsByKind ON sales.Events (Kind);
CREATE TABLE Events (
  Id INT64 NOT NULL,
  Kind STRING(20),
) PRIMARY KEY (Id);
