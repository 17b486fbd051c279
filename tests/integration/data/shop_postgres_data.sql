-- Rows for samples/shop_postgres.sql that make pg_dump's COPY and INSERT output hard to split:
-- quotes, semicolons, comment markers, dollar quotes, backslashes, tabs, newlines, a line that
-- looks like COPY's end marker, non-ASCII text and raw bytes. Also moves sequences and the
-- identity so that the dumps carry non-trivial setval() values.
INSERT INTO companies (name, plan) VALUES
  ('O''Brien; Sons -- not a comment', 'enterprise'),
  (E'Tab\there /* nor this */ $$dollar$$ $tag$', 'free'),
  (E'Multi\nline\n\\.\nafter the marker', 'pro'),
  (E'Back\\slash \\N and ünïcødé 日本 🚀', 'free');

INSERT INTO users (company_id, email, display_name, tags, last_access) VALUES
  (1, 'wile@acme.test', 'Wile E.', '{"a;b","c''d","e\"f"}', '2026-03-01 12:00:00+00'),
  (2, 'peter@initech.test', E'Peter\r\nGibbons', '{}', NULL),
  (3, 'x;y@example.test', NULL, '{"INSERT INTO x VALUES (1);"}', now());
SELECT setval(pg_get_serial_sequence('users', 'id'), 9000000000);
INSERT INTO users (company_id, email) VALUES (4, 'big@example.test');

INSERT INTO orders (user_id, total, placed_at, notes) VALUES
  (1, 10.50, '2026-01-02 03:04:05', E'line one;\nINSERT INTO orders VALUES (1);\n-- trailing'),
  (2, 0, '2026-01-03 00:00:00', NULL),
  (3, 99999999.99, '2026-02-28 23:59:59.999999', E'\\.');

INSERT INTO order_items (order_id, line_no, sku, quantity, unit_price)
  SELECT id, n, 'SKU-' || lpad(n::text, 8, '0'), n, 1.25 FROM orders, generate_series(1, 3) AS n;

INSERT INTO log_entries (company_id, user_id, ts, entry) VALUES
  (1, 1, '2026-01-01 00:00:00+00', '{"msg": "a;b", "q": "it''s", "nested": {"k": [1, 2, "$$"]}}'),
  (1, 1, '2026-01-01 00:00:01+00', NULL);

INSERT INTO audit_events (occurred_at, user_id, action, payload) VALUES
  ('2026-06-01 10:00:00+00', 1, 'login', '\x00ff275c3b0a2e'),
  ('2026-06-02 10:00:00+00', 2, 'logout;', NULL);

-- A standalone sequence that was used, and one that never was (pg_dump writes is_called false).
CREATE SEQUENCE invoice_numbers START WITH 500 INCREMENT BY 10;
SELECT nextval('invoice_numbers'), nextval('invoice_numbers');
CREATE SEQUENCE unused_numbers;

-- Volume: pg_dump writes these as one long COPY or 20000 INSERTs.
INSERT INTO log_entries (company_id, user_id, ts, entry)
  SELECT 2, g % 50, timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second',
         jsonb_build_object('n', g, 's', 'semi;colon ''quote'' \back')
  FROM generate_series(1, 20000) AS g;
