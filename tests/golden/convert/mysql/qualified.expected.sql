CREATE TABLE archive_orders (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE shop_archive_orders (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE shop_orders (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE shop_orders_2 (
  id INT64 NOT NULL
) PRIMARY KEY (id);
