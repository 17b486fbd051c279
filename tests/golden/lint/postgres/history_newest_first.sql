-- Seed scenario: a history table under its parent, read newest-first: interleave candidate (H004)
-- with an ascending timestamp key part (H002); a child that needs its key reordered (H004).
CREATE TABLE users (
  user_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
);
CREATE TABLE user_access_history (
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  accessed_at timestamptz NOT NULL DEFAULT now(),
  ip inet,
  PRIMARY KEY (user_id, accessed_at)
);
CREATE TABLE user_settings (
  setting text NOT NULL,
  owner uuid NOT NULL REFERENCES users,
  value text,
  PRIMARY KEY (setting, owner)
);
