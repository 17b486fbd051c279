-- Schemas, quoted and reserved names (docs/names.md).
CREATE SCHEMA app;
CREATE TABLE public.orders (id integer PRIMARY KEY);
CREATE TABLE app.orders (id integer PRIMARY KEY, "Order" integer, "select" text, "from" text);
CREATE TABLE app.line_items (id integer PRIMARY KEY, order_id integer REFERENCES app.orders (id));
CREATE TABLE app_orders (id integer PRIMARY KEY);
CREATE TABLE "Mixed Case" ("Some Column" integer PRIMARY KEY, "ID" integer, id integer);
CREATE TABLE "all" ("by" integer PRIMARY KEY);
CREATE TABLE "a_table_name_that_is_much_longer_than_spanner_allows_because_it_goes_on_and_on_and_on_and_on_and_on_and_on_and_on_and_on_and_on_and_on" (
  id integer PRIMARY KEY
);
CREATE INDEX orders_idx ON public.orders (id);
CREATE INDEX orders_idx ON app.orders (id);
CREATE SEQUENCE app.counter;
CREATE SEQUENCE counter;
-- Spanner reserves the prefixes PK_ and CK_IS_NOT_NULL_ for constraint names it makes (C050).
CREATE TABLE membership (id integer PRIMARY KEY, group_id integer, CONSTRAINT ck_is_not_null_group CHECK (group_id > 0));
ALTER TABLE ONLY membership ADD CONSTRAINT pk_membership FOREIGN KEY (group_id) REFERENCES membership (id);
