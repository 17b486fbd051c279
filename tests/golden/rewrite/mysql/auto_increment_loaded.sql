-- Seed scenario: an auto-increment key loaded in key order: a bit-reversed identity whose
-- counter starts past the loaded ids, so existing ids and foreign keys keep working.
CREATE TABLE customers (
  id INT NOT NULL AUTO_INCREMENT,
  name VARCHAR(100) NOT NULL,
  PRIMARY KEY (id)
) ENGINE=InnoDB AUTO_INCREMENT=4;
INSERT INTO customers (id, name) VALUES (1, 'a'), (2, 'b'), (3, 'c');
CREATE TABLE invoices (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id INT NOT NULL,
  issued_at DATETIME NOT NULL,
  KEY invoices_by_issued (issued_at),
  CONSTRAINT invoices_customer FOREIGN KEY (customer_id) REFERENCES customers (id)
) ENGINE=InnoDB AUTO_INCREMENT=1001;
