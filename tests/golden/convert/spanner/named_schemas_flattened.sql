-- A Spanner schema with named schemas, converted with the policy schemas = "prefix": tables of
-- one name in two schemas, an interleaved child naming its parent by its qualified name, a change
-- stream (written for this test).
CREATE SCHEMA shop;
CREATE SCHEMA archive;
CREATE TABLE shop.orders (id INT64 NOT NULL, note STRING(MAX)) PRIMARY KEY (id);
CREATE TABLE archive.orders (id INT64 NOT NULL, note STRING(MAX)) PRIMARY KEY (id);
CREATE TABLE shop.items (id INT64 NOT NULL, n INT64 NOT NULL) PRIMARY KEY (id, n),
  INTERLEAVE IN PARENT shop.orders ON DELETE CASCADE;
CREATE INDEX shop.orders_note ON shop.orders (note);
CREATE CHANGE STREAM order_changes FOR shop.orders(note), archive.orders;
