CREATE TABLE events (
  shard_id INT64 NOT NULL,
  events_by_kind_time_shard_id INT64 NOT NULL,
  occurred_at TIMESTAMP NOT NULL,
  kind STRING(20) NOT NULL
) PRIMARY KEY (shard_id, occurred_at);

CREATE INDEX events_by_kind_time ON events (events_by_kind_time_shard_id, occurred_at, kind);
