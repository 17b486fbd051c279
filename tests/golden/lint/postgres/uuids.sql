-- H006: time-ordered UUIDs in keys; random (v4) UUIDs are fine.
CREATE TABLE sessions (id uuid PRIMARY KEY DEFAULT uuid_generate_v1(), data jsonb);
CREATE TABLE jobs (id uuid PRIMARY KEY DEFAULT uuidv7(), state text);
CREATE TABLE carts (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), items jsonb);
CREATE TABLE uploads (path text PRIMARY KEY, ulid char(26) NOT NULL);
CREATE INDEX uploads_by_ulid ON uploads (ulid);
CREATE TABLE tenant_users (
  tenant_id bigint NOT NULL,
  user_id uuid NOT NULL DEFAULT gen_random_uuid(),
  PRIMARY KEY (tenant_id, user_id)
);
