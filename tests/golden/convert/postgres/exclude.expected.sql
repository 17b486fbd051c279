CREATE TABLE booking (
  id INT64 NOT NULL,
  room INT64 NOT NULL,
  during STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE TABLE handle_claim (
  id INT64 NOT NULL,
  Handle STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE member (
  id INT64 NOT NULL,
  tenant_id INT64 NOT NULL,
  email STRING(MAX) NOT NULL,
  handle STRING(MAX),
  deleted_at TIMESTAMP
) PRIMARY KEY (id);

CREATE UNIQUE NULL_FILTERED INDEX handle_claim_Handle_excl ON handle_claim (Handle);
