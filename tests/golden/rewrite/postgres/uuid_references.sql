-- The uuid strategy (uuid_references.toml) and every foreign key that referenced the old key: a
-- self-reference, two keys from one table (NOT NULL with ON DELETE CASCADE, and nullable), a
-- composite key written in another column order (its child would otherwise be interleaved), a
-- name already taken, and a key to another UNIQUE column, which stays. orders' old key starts with
-- the tenant-like shop_code, so the index pass shards ordersByOldKey.
CREATE TABLE users (
  id bigint PRIMARY KEY,
  email text NOT NULL UNIQUE,
  manager_id bigint REFERENCES users (id)
);
CREATE TABLE orders (
  shop_code varchar(8) NOT NULL,
  order_no bigint NOT NULL,
  buyer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id bigint REFERENCES users (id),
  seller_uuid uuid,
  PRIMARY KEY (shop_code, order_no)
);
CREATE TABLE order_lines (
  shop_code varchar(8) NOT NULL,
  order_no bigint NOT NULL,
  line_no int NOT NULL,
  PRIMARY KEY (shop_code, order_no, line_no),
  CONSTRAINT order_lines_order_fkey FOREIGN KEY (order_no, shop_code) REFERENCES orders (order_no, shop_code)
);
CREATE TABLE mailings (
  id bigint PRIMARY KEY,
  email text REFERENCES users (email)
);
