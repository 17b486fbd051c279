CREATE TABLE audit (
  id INT64 NOT NULL,
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE billing_accounts (
  id INT64 NOT NULL,
  owner STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE TABLE billing_invoices (
  id INT64 NOT NULL,
  account_id INT64,
  amount NUMERIC
) PRIMARY KEY (id);

CREATE INDEX invoices_account ON billing_invoices (account_id);

ALTER TABLE billing_invoices ADD CONSTRAINT invoices_account_id_fkey FOREIGN KEY (account_id) REFERENCES billing_accounts (id);
