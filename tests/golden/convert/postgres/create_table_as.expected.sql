CREATE TABLE customers (
  id INT64 NOT NULL,
  name STRING(80),
  created TIMESTAMP,
  status STRING(10)
) PRIMARY KEY (id);

CREATE TABLE order_report (
  order_id INT64,
  customer STRING(80),
  total NUMERIC,
  synth_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (synth_id);

CREATE TABLE orders (
  id INT64 NOT NULL,
  customer_id INT64,
  total NUMERIC
) PRIMARY KEY (id);

ALTER TABLE orders ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers (id);
