-- Seed scenario (Choosing the right primary keys): an auto-increment key loaded in key order.
-- convert makes it a bit-reversed identity (C060), so it is no longer monotonic; the table whose
-- ids the application assigns is.
CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_ref VARCHAR(36) NOT NULL,
  total DECIMAL(10, 2)
) AUTO_INCREMENT = 1001;
INSERT INTO orders VALUES (1, 'a', 1.00), (2, 'b', 2.00), (3, 'c', 3.00);

CREATE TABLE invoices (
  id BIGINT NOT NULL PRIMARY KEY,
  order_id BIGINT NOT NULL,
  FOREIGN KEY (order_id) REFERENCES orders (id)
);
INSERT INTO invoices VALUES (1, 1), (2, 2), (3, 3);
