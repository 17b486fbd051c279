CREATE SEQUENCE app_counter OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE SEQUENCE `counter` OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE a_table_name_that_is_much_longer_than_spanner_allows_because_it (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE `all` (
  `by` INT64 NOT NULL
) PRIMARY KEY (`by`);

CREATE TABLE app_line_items (
  id INT64 NOT NULL,
  order_id INT64
) PRIMARY KEY (id);

CREATE TABLE app_orders (
  id INT64 NOT NULL,
  `Order` INT64,
  `select` STRING(MAX),
  `from` STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE app_orders_2 (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE membership (
  id INT64 NOT NULL,
  group_id INT64,
  CONSTRAINT x_ck_is_not_null_group CHECK (group_id > 0)
) PRIMARY KEY (id);

CREATE TABLE Mixed_Case (
  Some_Column INT64 NOT NULL,
  ID INT64,
  id_2 INT64
) PRIMARY KEY (Some_Column);

CREATE TABLE orders (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE INDEX app_orders_orders_idx ON app_orders (id);

CREATE INDEX orders_idx ON orders (id);

ALTER TABLE app_line_items ADD CONSTRAINT line_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES app_orders (id);

ALTER TABLE membership ADD CONSTRAINT x_pk_membership FOREIGN KEY (group_id) REFERENCES membership (id);
