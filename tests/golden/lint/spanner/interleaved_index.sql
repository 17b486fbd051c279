-- H004 on indexes: order_items is interleaved in orders already, and two of its indexes start with
-- orders' key; only the one that does not is left global.
CREATE TABLE orders (
  order_id INT64 NOT NULL,
  placed_at TIMESTAMP NOT NULL,
) PRIMARY KEY (order_id);
CREATE TABLE order_items (
  order_id INT64 NOT NULL,
  line_no INT64 NOT NULL,
  added_at TIMESTAMP NOT NULL,
  sku STRING(MAX) NOT NULL,
) PRIMARY KEY (order_id, line_no), INTERLEAVE IN PARENT orders ON DELETE CASCADE;
CREATE INDEX order_items_added_at ON order_items (order_id, added_at);
CREATE UNIQUE INDEX order_items_sku ON order_items (order_id, sku);
CREATE INDEX order_items_by_sku ON order_items (sku);
CREATE INDEX order_items_interleaved ON order_items (order_id, sku), INTERLEAVE IN orders;
