-- --spanner-features 2026: PostgreSQL uuid columns become Spanner's native UUID type and
-- gen_random_uuid() becomes NEW_UUID() (the local emulator rejects the UUID type: text only).
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent uuid,
  legacy uuid DEFAULT uuid_generate_v1(),
  tags uuid[],
  email text NOT NULL
);
CREATE INDEX accounts_parent ON accounts (parent);
