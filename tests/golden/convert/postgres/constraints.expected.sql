CREATE TABLE children (
  id INT64 NOT NULL,
  parent_id INT64,
  parent_code STRING(MAX),
  other INT64
) PRIMARY KEY (id);

CREATE TABLE json_keyed (
  doc STRING(MAX) NOT NULL,
  tags STRING(MAX) NOT NULL,
  weight FLOAT32 NOT NULL
) PRIMARY KEY (doc, tags, weight);

CREATE TABLE nothing_unique (
  note STRING(MAX),
  synth_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (synth_id);

CREATE TABLE parents (
  id INT64 NOT NULL,
  code STRING(MAX) NOT NULL,
  kind STRING(10),
  price NUMERIC,
  CONSTRAINT parents_kind_check CHECK (kind IN ('a', 'b')),
  CONSTRAINT parents_kind_not CHECK (kind NOT IN ('x', 'y')),
  CONSTRAINT parents_price_check CHECK (price > NUMERIC '0'),
  CONSTRAINT parents_code_check CHECK (code LIKE 'P%'),
  CONSTRAINT parents_code_ci CHECK (LOWER(code) LIKE LOWER('p%')),
  CONSTRAINT parents_code_re CHECK (REGEXP_CONTAINS(code, '^[A-Z]')),
  CONSTRAINT parents_between CHECK (id BETWEEN 1 AND 1000000),
  CONSTRAINT parents_case CHECK (CASE WHEN (kind IS NULL) THEN TRUE ELSE (LENGTH(kind) > 0) END)
) PRIMARY KEY (id);

CREATE TABLE unique_only (
  a INT64 NOT NULL,
  b INT64 NOT NULL
) PRIMARY KEY (a, b);

CREATE UNIQUE INDEX parents_code_key ON parents (code);

ALTER TABLE children ADD CONSTRAINT children_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES parents (id) ON DELETE CASCADE;

ALTER TABLE children ADD CONSTRAINT children_code_fkey FOREIGN KEY (parent_code) REFERENCES parents (code);

ALTER TABLE children ADD CONSTRAINT children_default_fkey FOREIGN KEY (other) REFERENCES parents (id);

ALTER TABLE children ADD CONSTRAINT children_full_fkey FOREIGN KEY (other) REFERENCES parents (id);

ALTER TABLE children ADD CONSTRAINT children_restrict_fkey FOREIGN KEY (other) REFERENCES parents (id);
