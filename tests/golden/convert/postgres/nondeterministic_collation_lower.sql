-- The same keys with policy case_insensitive_keys = "lower" (written for this test).
CREATE COLLATION public.ci_level2 (provider = icu, deterministic = false, locale = 'und-u-ks-level2');
CREATE COLLATION IF NOT EXISTS "AccentFree" (provider = 'icu', locale = 'und-u-ks-level1', deterministic = 'off');
CREATE COLLATION german (provider = icu, locale = 'de-DE');
CREATE COLLATION german_copy FROM german;
CREATE DOMAIN handle AS text COLLATE ci_level2;
CREATE TABLE account (
  id bigint PRIMARY KEY,
  email text COLLATE public.ci_level2 NOT NULL,
  login handle NOT NULL,
  display_name text COLLATE "AccentFree",
  city text COLLATE german,
  CONSTRAINT account_email_key UNIQUE (email)
);
CREATE UNIQUE INDEX account_login ON account (login);
CREATE UNIQUE INDEX account_display_name ON account (display_name);
CREATE UNIQUE INDEX account_city ON account (city);
CREATE TABLE tag (
  label text COLLATE ci_level2 PRIMARY KEY
);
