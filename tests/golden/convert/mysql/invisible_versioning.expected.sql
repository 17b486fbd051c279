CREATE TABLE ledger_entry (
  id INT64 NOT NULL,
  amount NUMERIC NOT NULL,
  audit_note STRING(200) HIDDEN,
  revision INT64 NOT NULL DEFAULT (0) HIDDEN
) PRIMARY KEY (id);

CREATE TABLE price (
  sku STRING(32) NOT NULL,
  cents INT64 NOT NULL
) PRIMARY KEY (sku);

CREATE TABLE price_explicit (
  sku STRING(32) NOT NULL,
  cents INT64 NOT NULL,
  valid_from TIMESTAMP,
  valid_to TIMESTAMP
) PRIMARY KEY (sku);
