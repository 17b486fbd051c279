CREATE TABLE archive_orders (
  id INT64 NOT NULL,
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE shop_orders (
  id INT64 NOT NULL,
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE shop_items (
  id INT64 NOT NULL,
  n INT64 NOT NULL
) PRIMARY KEY (id, n),
  INTERLEAVE IN PARENT shop_orders ON DELETE CASCADE;

CREATE INDEX orders_note ON shop_orders (note);

CREATE CHANGE STREAM order_changes FOR shop_orders(note), archive_orders;
