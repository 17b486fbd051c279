-- R011: the policy turns the shard and index passes off, so the timestamp-led key and index stay
-- hot and are reported; a table whose strategy the policy chose is not.
CREATE TABLE metrics (recorded_at timestamptz NOT NULL DEFAULT now(), value double precision);
ALTER TABLE metrics ADD PRIMARY KEY (recorded_at);
CREATE TABLE raw_ticks (at timestamptz NOT NULL PRIMARY KEY, sensor text NOT NULL);
CREATE INDEX raw_ticks_by_sensor ON raw_ticks (sensor);
CREATE TABLE samples (sample_id uuid PRIMARY KEY DEFAULT gen_random_uuid(), taken timestamptz NOT NULL);
CREATE INDEX samples_by_taken ON samples (taken);
