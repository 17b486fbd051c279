-- CREATE TABLE ... AS: columns typed from the tables read before (names and types only).
CREATE TABLE customers (id bigint PRIMARY KEY, name varchar(80) NOT NULL, created timestamptz DEFAULT now());
CREATE TABLE orders (id bigint PRIMARY KEY, customer_id bigint REFERENCES customers, total numeric(12,2));
-- A migration step: copy, drop the original, rename the copy, add the key back.
CREATE TABLE customers_v2 AS SELECT id, name, created, 'active'::varchar(10) AS status FROM customers;
DROP TABLE customers CASCADE;
ALTER TABLE customers_v2 RENAME TO customers;
ALTER TABLE customers ADD PRIMARY KEY (id);
-- Joins and aliases; WITH NO DATA.
CREATE TABLE order_report (order_id, customer, total) AS
  SELECT o.id, c.name, o.total FROM orders o JOIN customers AS c ON c.id = o.customer_id WITH NO DATA;
-- An aggregate: the columns cannot be known (P012, listed as not converted).
CREATE TABLE totals AS SELECT customer_id, sum(total) AS total FROM orders GROUP BY customer_id;
-- Session-local: skipped.
CREATE TEMP TABLE scratch AS SELECT * FROM orders;
