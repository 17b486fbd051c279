-- spanlift sample: a small multi-tenant shop in MySQL / MariaDB.
-- It has the patterns that hotspot on Spanner: auto-increment keys, timestamp-led keys and
-- indexes, a low-cardinality tenant prefix, and parent/child tables that could be interleaved.

CREATE TABLE companies (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  name VARCHAR(200) NOT NULL,
  plan ENUM('free','pro','enterprise') NOT NULL DEFAULT 'free',
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id),
  UNIQUE KEY uq_companies_name (name)
) ENGINE=InnoDB AUTO_INCREMENT=101 DEFAULT CHARSET=utf8mb4;

CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT,
  company_id INT UNSIGNED NOT NULL,
  email VARCHAR(255) NOT NULL,
  display_name VARCHAR(100) DEFAULT NULL,
  is_admin TINYINT(1) NOT NULL DEFAULT 0,
  last_access TIMESTAMP NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id),
  UNIQUE KEY uq_users_email (email),
  KEY idx_users_last_access (last_access),
  CONSTRAINT fk_users_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=5001 DEFAULT CHARSET=utf8mb4;

CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT,
  user_id BIGINT NOT NULL,
  status SET('placed','paid','shipped','cancelled') NOT NULL DEFAULT 'placed',
  total DECIMAL(12,2) NOT NULL,
  placed_at DATETIME(6) NOT NULL,
  notes TEXT,
  PRIMARY KEY (id),
  KEY idx_orders_placed_at (placed_at DESC),
  KEY idx_orders_user (user_id, placed_at),
  CONSTRAINT fk_orders_user FOREIGN KEY (user_id) REFERENCES users (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE order_items (
  order_id BIGINT NOT NULL,
  line_no SMALLINT UNSIGNED NOT NULL,
  sku CHAR(12) NOT NULL,
  quantity INT NOT NULL DEFAULT 1,
  unit_price DECIMAL(10,2) NOT NULL,
  line_total DECIMAL(12,2) AS (quantity * unit_price) STORED,
  PRIMARY KEY (order_id, line_no),
  CONSTRAINT fk_items_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
  CONSTRAINT chk_quantity CHECK (quantity > 0)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Seed guidance's LogEntries: keyed by (CompanyId, UserId, Timestamp), indexed by company and time.
CREATE TABLE log_entries (
  company_id INT UNSIGNED NOT NULL,
  user_id BIGINT NOT NULL,
  ts TIMESTAMP(6) NOT NULL,
  entry JSON,
  PRIMARY KEY (company_id, user_id, ts),
  KEY log_entries_by_company (company_id, ts)
) ENGINE=InnoDB;

CREATE TABLE audit_events (
  occurred_at DATETIME NOT NULL,
  user_id BIGINT NOT NULL,
  action VARCHAR(40) NOT NULL,
  payload BLOB,
  PRIMARY KEY (occurred_at, user_id)
) ENGINE=InnoDB;

INSERT INTO companies (id, name, plan) VALUES (1,'Acme','pro'),(2,'Initech','free');
INSERT INTO users (id, company_id, email) VALUES (1,1,'wile@acme.test'),(2,2,'peter@initech.test');
