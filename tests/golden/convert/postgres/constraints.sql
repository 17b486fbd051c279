-- Keys, CHECK, UNIQUE and FOREIGN KEY (docs/rules/C030.md .. C036.md).
CREATE TABLE parents (
  id integer NOT NULL,
  code text NOT NULL,
  kind character varying(10),
  price numeric(10,2),
  CONSTRAINT parents_pkey PRIMARY KEY (id),
  CONSTRAINT parents_code_key UNIQUE (code),
  CONSTRAINT parents_kind_check CHECK (((kind)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[]))),
  CONSTRAINT parents_kind_not CHECK (((kind)::text <> ALL (ARRAY['x'::text, 'y'::text]))),
  CONSTRAINT parents_price_check CHECK ((price > (0)::numeric)),
  CONSTRAINT parents_code_check CHECK ((code ~~ 'P%'::text)),
  CONSTRAINT parents_code_ci CHECK ((code ~~* 'p%'::text)),
  CONSTRAINT parents_code_re CHECK ((code ~ '^[A-Z]'::text)),
  CONSTRAINT parents_between CHECK ((id BETWEEN 1 AND 1000000)),
  CONSTRAINT parents_case CHECK ((CASE WHEN (kind IS NULL) THEN true ELSE (length((kind)::text) > 0) END)),
  CONSTRAINT parents_json CHECK ((jsonb_typeof(to_jsonb(code)) = 'string'::text)),
  CONSTRAINT parents_clock CHECK ((now() > '2000-01-01 00:00:00+00'::timestamp with time zone))
);
CREATE TABLE json_keyed (
  doc jsonb NOT NULL,
  tags text[] NOT NULL,
  weight real NOT NULL,
  PRIMARY KEY (doc, tags, weight)
);
CREATE TABLE unique_only (
  a integer NOT NULL,
  b integer NOT NULL,
  UNIQUE (a, b)
);
CREATE TABLE nothing_unique (note text);
CREATE TABLE children (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES parents ON DELETE CASCADE,
  parent_code text,
  other integer,
  CONSTRAINT children_code_fkey FOREIGN KEY (parent_code) REFERENCES parents (code) ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT children_default_fkey FOREIGN KEY (other) REFERENCES parents (id) ON DELETE SET DEFAULT,
  CONSTRAINT children_full_fkey FOREIGN KEY (other) REFERENCES parents (id) MATCH FULL DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT children_restrict_fkey FOREIGN KEY (other) REFERENCES parents (id) ON DELETE RESTRICT ON UPDATE RESTRICT
);
ALTER TABLE ONLY children ADD CONSTRAINT children_missing_fkey FOREIGN KEY (other) REFERENCES public.gone (id);
ALTER TABLE ONLY children ADD CONSTRAINT children_mismatch_fkey FOREIGN KEY (parent_code) REFERENCES parents (id);
