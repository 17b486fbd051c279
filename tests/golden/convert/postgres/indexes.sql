-- Secondary indexes (docs/rules/C040.md .. C047.md).
CREATE TABLE docs (
  id bigint PRIMARY KEY,
  owner integer NOT NULL,
  title text,
  created timestamptz NOT NULL,
  deleted timestamptz,
  body jsonb,
  tags text[],
  area box,
  size integer
);
CREATE INDEX docs_created_idx ON docs USING btree (created DESC);
CREATE INDEX docs_owner_nulls ON docs (owner, title NULLS FIRST, created DESC NULLS LAST, size NULLS LAST);
CREATE INDEX docs_owner_include ON docs (owner) INCLUDE (title, id);
CREATE INDEX docs_live ON docs (owner) WHERE deleted IS NULL;
CREATE INDEX docs_titled ON docs (title) WHERE title IS NOT NULL AND deleted IS NOT NULL;
CREATE UNIQUE INDEX docs_title_live ON docs (title) WHERE (deleted IS NULL);
CREATE UNIQUE INDEX docs_owner_title ON docs (owner, title);
CREATE INDEX docs_lower_title ON docs (lower(title));
CREATE INDEX docs_body ON docs USING gin (body);
CREATE INDEX docs_tags ON docs (tags);
CREATE INDEX docs_area ON docs USING gist (area);
CREATE INDEX docs_size_hash ON docs USING hash (size);
CREATE INDEX docs_created_brin ON docs USING brin (created);
CREATE INDEX ON docs (size, owner);
