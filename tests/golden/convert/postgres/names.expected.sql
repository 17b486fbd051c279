CREATE SEQUENCE app_counter OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE SEQUENCE `counter` OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE a_table_name_that_is_much_longer_than_spanner_allows_because_it (
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  id INT64 NOT NULL
) PRIMARY KEY (ShardId, id);

CREATE TABLE `all` (
  `by` INT64 NOT NULL
) PRIMARY KEY (`by`);

CREATE TABLE app_line_items (
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  id INT64 NOT NULL,
  order_id INT64
) PRIMARY KEY (ShardId, id);

CREATE TABLE app_orders (
  app_orders_orders_idxShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  id INT64 NOT NULL,
  `Order` INT64,
  `select` STRING(MAX),
  `from` STRING(MAX)
) PRIMARY KEY (ShardId, id);

CREATE TABLE app_orders_2 (
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  id INT64 NOT NULL
) PRIMARY KEY (ShardId, id);

CREATE TABLE Mixed_Case (
  Some_Column INT64 NOT NULL,
  ID INT64,
  id_2 INT64
) PRIMARY KEY (Some_Column);

CREATE TABLE orders (
  orders_idxShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  ShardId INT64 NOT NULL AS (ABS(MOD(FARM_FINGERPRINT(CAST(id AS STRING)), 16))) STORED,
  id INT64 NOT NULL
) PRIMARY KEY (ShardId, id);

CREATE INDEX app_orders_orders_idx ON app_orders (app_orders_orders_idxShardId, id);

CREATE INDEX orders_idx ON orders (orders_idxShardId, id);

ALTER TABLE app_line_items ADD CONSTRAINT line_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES app_orders (id);
