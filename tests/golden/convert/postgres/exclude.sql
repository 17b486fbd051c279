-- EXCLUDE constraints (written for this test): equality on every element is uniqueness.
CREATE TABLE member (
  id bigint PRIMARY KEY,
  tenant_id bigint NOT NULL,
  email text NOT NULL,
  handle text,
  deleted_at timestamptz
);
-- uniqueness of live rows only: a partial unique constraint
ALTER TABLE member ADD CONSTRAINT member_live_email
  EXCLUDE USING btree (email WITH =, tenant_id WITH =) WHERE (deleted_at IS NULL);
-- plain uniqueness written as EXCLUDE (hash, unnamed)
CREATE TABLE handle_claim (
  id bigint PRIMARY KEY,
  "Handle" text,
  EXCLUDE USING hash ("Handle" WITH =)
);
-- a real exclusion (ranges must not overlap): not uniqueness
CREATE TABLE booking (
  id bigint PRIMARY KEY,
  room int NOT NULL,
  during tstzrange NOT NULL,
  CONSTRAINT booking_no_overlap EXCLUDE USING gist (room WITH =, during WITH &&)
);
