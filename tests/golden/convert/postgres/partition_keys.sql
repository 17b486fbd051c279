-- Keys declared on partitions, the way pg_dump writes them when the parent has none (written for
-- this test).
-- One hash partition holds every row: its key and unique constraints are the table's.
CREATE TABLE event (
  id bigint NOT NULL,
  code text NOT NULL,
  payload text
) PARTITION BY HASH (id);
CREATE TABLE event_p0 PARTITION OF event FOR VALUES WITH (modulus 1, remainder 0);
ALTER TABLE ONLY event_p0 ADD CONSTRAINT event_p0_pkey PRIMARY KEY (id);
ALTER TABLE ONLY event_p0 ADD CONSTRAINT event_p0_code_key UNIQUE (code);

-- Every partition declares the same key, which includes the partition key.
CREATE TABLE reading (
  sensor_id integer NOT NULL,
  taken_on date NOT NULL,
  seq integer NOT NULL,
  value numeric
) PARTITION BY RANGE (taken_on);
CREATE TABLE reading_2024 PARTITION OF reading FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE reading_2025 PARTITION OF reading FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
ALTER TABLE ONLY reading_2024 ADD CONSTRAINT reading_2024_pkey PRIMARY KEY (sensor_id, taken_on);
ALTER TABLE ONLY reading_2025 ADD CONSTRAINT reading_2025_pkey PRIMARY KEY (sensor_id, taken_on);
CREATE UNIQUE INDEX reading_2024_seq ON reading_2024 (seq, taken_on);
CREATE UNIQUE INDEX reading_2025_seq ON reading_2025 (seq, taken_on);
-- unique per partition only: without the partition key it is not the table's
CREATE UNIQUE INDEX reading_2024_seq_only ON reading_2024 (seq);
CREATE UNIQUE INDEX reading_2025_seq_only ON reading_2025 (seq);

-- The partitions disagree: no key is the table's.
CREATE TABLE visit (
  site text NOT NULL,
  at timestamptz NOT NULL
) PARTITION BY LIST (site);
CREATE TABLE visit_a PARTITION OF visit FOR VALUES IN ('a');
CREATE TABLE visit_b PARTITION OF visit FOR VALUES IN ('b');
ALTER TABLE ONLY visit_a ADD CONSTRAINT visit_a_pkey PRIMARY KEY (site, at);
