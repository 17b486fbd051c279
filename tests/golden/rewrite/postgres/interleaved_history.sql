-- Seed scenario: a history table under its parent, read newest-first: interleaved in the
-- parent (the foreign key it replaces is dropped) with the timestamp DESC.
CREATE TABLE users (
  user_id bigserial PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE user_access_log (
  user_id bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  accessed_at timestamptz NOT NULL DEFAULT now(),
  ip inet,
  PRIMARY KEY (user_id, accessed_at)
);
CREATE INDEX user_access_log_by_user ON user_access_log (user_id, accessed_at);
SELECT setval('users_user_id_seq', 5000);
