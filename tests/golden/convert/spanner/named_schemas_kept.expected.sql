CREATE SCHEMA shop;

CREATE SCHEMA archive;

CREATE SCHEMA reserved_for_later;

CREATE SEQUENCE shop.order_ids OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE archive.orders (
  id INT64 NOT NULL,
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE shop.orders (
  id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE shop.order_ids)),
  note STRING(MAX)
) PRIMARY KEY (id);

CREATE TABLE shop.items (
  id INT64 NOT NULL,
  n INT64 NOT NULL
) PRIMARY KEY (id, n),
  INTERLEAVE IN PARENT shop.orders ON DELETE CASCADE;

CREATE INDEX archive.orders_note ON archive.orders (note);

CREATE INDEX shop.orders_note ON shop.orders (note);

CREATE CHANGE STREAM order_changes FOR shop.orders(note), archive.orders;
