-- Per-table strategies from the policy (strategies.toml): uuid, sequence, none, and a table
-- whose passes are disabled.
CREATE TABLE accounts (id bigint PRIMARY KEY, name text);
CREATE TABLE tickets (id bigint PRIMARY KEY, title text);
CREATE TABLE raw_events (at timestamptz PRIMARY KEY);
CREATE TABLE audit (at timestamptz NOT NULL, actor text NOT NULL, PRIMARY KEY (at, actor));
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id)
);
