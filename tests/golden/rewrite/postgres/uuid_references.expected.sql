CREATE TABLE mailings (
  id INT64 NOT NULL,
  email STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE order_lines (
  shop_code STRING(8) NOT NULL,
  order_no INT64 NOT NULL,
  order_lines_order_fkey_uuid STRING(36) NOT NULL,
  line_no INT64 NOT NULL
) PRIMARY KEY (shop_code, order_no, line_no);

CREATE TABLE orders (
  `uuid` STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  shop_code STRING(8) NOT NULL,
  order_no INT64 NOT NULL,
  buyer_id INT64 NOT NULL,
  buyer_uuid STRING(36) NOT NULL,
  seller_id INT64,
  seller_uuid_2 STRING(36),
  seller_uuid STRING(36)
) PRIMARY KEY (`uuid`);

CREATE TABLE users (
  `uuid` STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  id INT64 NOT NULL,
  email STRING(MAX) NOT NULL,
  manager_id INT64,
  manager_uuid STRING(36)
) PRIMARY KEY (`uuid`);

CREATE UNIQUE INDEX orders_by_old_key ON orders (shop_code, order_no);

CREATE UNIQUE INDEX users_by_old_key ON users (id);

CREATE UNIQUE INDEX users_email_key ON users (email);

ALTER TABLE mailings ADD CONSTRAINT mailings_email_fkey FOREIGN KEY (email) REFERENCES users (email);

ALTER TABLE order_lines ADD CONSTRAINT order_lines_order_fkey FOREIGN KEY (order_lines_order_fkey_uuid) REFERENCES orders (`uuid`);

ALTER TABLE orders ADD CONSTRAINT orders_buyer_id_fkey FOREIGN KEY (buyer_uuid) REFERENCES users (`uuid`) ON DELETE CASCADE;

ALTER TABLE orders ADD CONSTRAINT orders_seller_id_fkey FOREIGN KEY (seller_uuid_2) REFERENCES users (`uuid`);

ALTER TABLE users ADD CONSTRAINT users_manager_id_fkey FOREIGN KEY (manager_uuid) REFERENCES users (`uuid`);
