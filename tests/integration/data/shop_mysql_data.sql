-- Rows for samples/shop_mysql.sql that make mysqldump's INSERT output hard to split: quotes
-- (mysqldump writes \'), backslashes, semicolons, comment markers, newlines, NUL, non-ASCII
-- text and raw bytes in a BLOB. Also moves the AUTO_INCREMENT counters.
INSERT INTO companies (name, plan) VALUES
  ('O''Brien; Sons -- not a comment', 'enterprise'),
  ('Tab\there /* nor this */ */ #hash', 'free'),
  ('Multi\nline\r\nwith "double" and `back` quotes', 'pro'),
  ('Back\\slash \\N \0 and ünïcødé 日本 🚀', 'free');

INSERT INTO users (company_id, email, display_name, last_access) VALUES
  (101, 'a;b@example.test', 'DELIMITER ;;', '2026-03-01 12:00:00'),
  (102, 'c@example.test', 'INSERT INTO users VALUES (1);', NULL);
ALTER TABLE users AUTO_INCREMENT = 9000000000;
INSERT INTO users (company_id, email) VALUES (103, 'big@example.test');

INSERT INTO orders (user_id, total, placed_at, status, notes) VALUES
  (1, 10.50, '2026-01-02 03:04:05.123456', 'placed,paid', 'line one;\nINSERT INTO orders VALUES (1);\n-- trailing'),
  (2, 0, '2026-01-03 00:00:00', 'cancelled', NULL),
  (5001, 99999999.99, '2026-02-28 23:59:59.999999', 'shipped', '\\');

INSERT INTO order_items (order_id, line_no, sku, quantity, unit_price)
  SELECT o.id, n.n, CONCAT('SKU-', LPAD(n.n, 8, '0')), n.n, 1.25
  FROM orders o CROSS JOIN (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3) n;

INSERT INTO log_entries (company_id, user_id, ts, entry) VALUES
  (1, 1, '2026-01-01 00:00:00', '{"msg": "a;b", "q": "it''s", "nested": {"k": [1, 2, "*/"]}}'),
  (1, 1, '2026-01-01 00:00:01.5', NULL);

INSERT INTO audit_events (occurred_at, user_id, action, payload) VALUES
  ('2026-06-01 10:00:00', 1, 'login', UNHEX('00FF275C3B0A2E2F2A')),
  ('2026-06-02 10:00:00', 2, 'logout;', NULL);

-- Volume: mysqldump splits these into several extended INSERTs (net_buffer_length), or 20000.
INSERT INTO log_entries (company_id, user_id, ts, entry)
  SELECT 2, seq % 50, TIMESTAMP '2025-01-01 00:00:00' + INTERVAL seq SECOND,
         JSON_OBJECT('n', seq, 's', 'semi;colon ''quote'' \\back')
  FROM seq_1_to_20000;
