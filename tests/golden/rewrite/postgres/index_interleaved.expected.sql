CREATE TABLE companies (
  company_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  name STRING(MAX) NOT NULL
) PRIMARY KEY (company_id);

CREATE TABLE company_events (
  company_id STRING(36) NOT NULL,
  event_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  created_at TIMESTAMP NOT NULL DEFAULT (CURRENT_TIMESTAMP())
) PRIMARY KEY (company_id, event_id),
  INTERLEAVE IN PARENT companies ON DELETE CASCADE;

CREATE INDEX company_events_by_time ON company_events (company_id, created_at), INTERLEAVE IN companies;
