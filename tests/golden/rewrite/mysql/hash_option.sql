-- --hash crc32 --shards 4 on the command line: the shard column and the index shard column are
-- INT64 columns the application fills with the CRC32 scheme (no policy file).
CREATE TABLE events (
  occurred_at DATETIME(6) NOT NULL,
  kind VARCHAR(20) NOT NULL,
  PRIMARY KEY (occurred_at),
  KEY events_by_kind_time (occurred_at, kind)
);
