-- PRIMARY KEY (): a table with no key columns holds at most one row (a settings row).
CREATE TABLE Settings (
  Theme STRING(20),
  PageSize INT64 NOT NULL DEFAULT (50),
) PRIMARY KEY ();
