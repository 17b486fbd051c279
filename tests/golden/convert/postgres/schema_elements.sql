-- CREATE SCHEMA with schema elements: each element is modelled in that schema.
CREATE SCHEMA billing AUTHORIZATION app
  CREATE TABLE accounts (id bigint PRIMARY KEY, owner text NOT NULL)
  CREATE TABLE invoices (id bigint PRIMARY KEY, account_id bigint REFERENCES accounts (id), amount numeric(10,2))
  CREATE INDEX invoices_account ON invoices (account_id)
  CREATE VIEW open_invoices AS SELECT * FROM invoices
  GRANT SELECT ON invoices TO reporting;
CREATE TABLE audit (id bigint PRIMARY KEY, note text);
