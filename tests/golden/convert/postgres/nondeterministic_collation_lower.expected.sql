CREATE TABLE account (
  id INT64 NOT NULL,
  email STRING(MAX) NOT NULL,
  login STRING(MAX) NOT NULL,
  display_name STRING(MAX),
  city STRING(MAX),
  email_lower STRING(MAX) NOT NULL AS (LOWER(email)) STORED,
  login_lower STRING(MAX) NOT NULL AS (LOWER(login)) STORED,
  display_name_lower STRING(MAX) AS (LOWER(display_name)) STORED
) PRIMARY KEY (id);

CREATE TABLE tag (
  label STRING(MAX) NOT NULL
) PRIMARY KEY (label);

CREATE UNIQUE NULL_FILTERED INDEX account_city ON account (city);

CREATE UNIQUE NULL_FILTERED INDEX account_display_name ON account (display_name_lower);

CREATE UNIQUE INDEX account_email_key ON account (email_lower);

CREATE UNIQUE INDEX account_login ON account (login_lower);
