-- R008: an index led by a skewed tenant column that is also the parent's key lives with the
-- parent once the child is interleaved: INTERLEAVE IN the parent, no shard column.
CREATE TABLE companies (company_id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL);
CREATE TABLE company_events (
  company_id uuid NOT NULL REFERENCES companies ON DELETE CASCADE,
  event_id uuid NOT NULL DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, event_id)
);
CREATE INDEX company_events_by_time ON company_events (company_id, created_at);
