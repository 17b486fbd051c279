CREATE TABLE account (
  id INT64 NOT NULL,
  tier STRING(MAX) NOT NULL,
  created_at TIMESTAMP DEFAULT (CURRENT_TIMESTAMP())
) PRIMARY KEY (id);

CREATE TABLE invoice (
  id INT64 NOT NULL,
  account_id INT64 NOT NULL,
  state STRING(5),
  CONSTRAINT invoice_state_enum CHECK (state IN ('draft', 'open', 'paid'))
) PRIMARY KEY (id);

CREATE INDEX invoice_account_idx ON invoice (account_id);

ALTER TABLE invoice ADD CONSTRAINT invoice_account_id_account_id_fk FOREIGN KEY (account_id) REFERENCES account (id) ON DELETE CASCADE;
