-- H003: non-interleaved indexes led by monotonic columns, a UNIQUE one, and a foreign key whose
-- backing index is led by a timestamp; H001 for serial-free integer ids and a timestamp key.
CREATE TABLE events (
  event_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  body text
);
CREATE INDEX events_created ON events (created_at);
CREATE UNIQUE INDEX events_updated ON events (updated_at, event_id);
CREATE TABLE daily_totals (
  day date PRIMARY KEY,
  total bigint NOT NULL
);
CREATE TABLE daily_notes (
  note_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL REFERENCES daily_totals (day),
  note text
);
CREATE TABLE tickets (
  id bigint PRIMARY KEY,
  title text
);
