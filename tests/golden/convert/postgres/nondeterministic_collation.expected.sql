CREATE TABLE account (
  id INT64 NOT NULL,
  email STRING(MAX) NOT NULL,
  login STRING(MAX) NOT NULL,
  display_name STRING(MAX),
  city STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE tag (
  label STRING(MAX) NOT NULL
) PRIMARY KEY (label);

CREATE UNIQUE NULL_FILTERED INDEX account_city ON account (city);

CREATE UNIQUE NULL_FILTERED INDEX account_display_name ON account (display_name);

CREATE UNIQUE INDEX account_email_key ON account (email);

CREATE UNIQUE INDEX account_login ON account (login);
