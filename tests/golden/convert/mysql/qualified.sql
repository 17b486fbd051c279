-- Tables qualified with two databases: the database becomes a prefix (docs/names.md).
CREATE TABLE shop.orders (id INT PRIMARY KEY);
CREATE TABLE archive.orders (id INT PRIMARY KEY);
CREATE TABLE shop.archive_orders (id INT PRIMARY KEY);
CREATE TABLE shop_orders (id INT PRIMARY KEY);
