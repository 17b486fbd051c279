#!/usr/bin/env bash
# Regenerates samples/shop_mysql_dump.sql: samples/shop_mysql.sql loaded into a throwaway MariaDB
# (scripts/servers.sh), seeded with deterministic rows, dumped by the real mysqldump. The dump is
# the bundled sample with rows that `spanlift export` (docs/export.md) and the quick start use.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'scripts/servers.sh stop "$dir" >/dev/null 2>&1; rm -rf "$dir"' EXIT
scripts/servers.sh start "$dir" mariadb >/dev/null
# shellcheck disable=SC1091
source "$dir/env"
db=(mariadb --no-defaults --default-character-set=utf8mb4 -u root -S "$MARIADB_SOCKET")
"${db[@]}" -e "CREATE DATABASE shop"
"${db[@]}" shop <samples/shop_mysql.sql
"${db[@]}" shop <<'SQL'
SET time_zone = '+00:00';
DELETE FROM users; DELETE FROM companies;
INSERT INTO companies (id, name, plan, created_at)
  SELECT seq, CONCAT('Company ', seq), ELT(1 + seq % 3, 'free', 'pro', 'enterprise'),
         '2020-01-01' + INTERVAL seq DAY FROM seq_1_to_12;
INSERT INTO users (id, company_id, email, display_name, is_admin, last_access, created_at)
  SELECT seq, 1 + (seq * seq) % 12, CONCAT('user', seq, '@example.test'),
         IF(seq % 5 = 0, NULL, CONCAT('Úser ', seq)), seq % 17 = 0,
         IF(seq % 3 = 0, NULL, '2024-03-31 00:30:00' + INTERVAL seq MINUTE),
         '2021-01-01' + INTERVAL seq HOUR FROM seq_1_to_150;
INSERT INTO orders (id, user_id, status, total, placed_at, notes)
  SELECT seq, 1 + (seq * 7) % 150, ELT(1 + seq % 4, 'placed', 'placed,paid', 'paid,shipped', 'cancelled'),
         (seq * 37) % 100000 / 100, '2022-10-30 00:00:00' + INTERVAL seq * 97 SECOND,
         IF(seq % 9 = 0, 'gift wrap, "fragile"', NULL) FROM seq_1_to_400;
INSERT INTO order_items (order_id, line_no, sku, quantity, unit_price)
  SELECT o.seq, l.seq, CONCAT('SKU-', LPAD((o.seq * l.seq) % 999, 5, '0')), 1 + (o.seq + l.seq) % 4,
         ((o.seq * 13 + l.seq) % 5000) / 100 FROM seq_1_to_400 o JOIN seq_1_to_3 l;
INSERT INTO log_entries (company_id, user_id, ts, entry)
  SELECT 1 + seq % 12, 1 + seq % 150, '2023-03-26 00:00:00' + INTERVAL seq * 11 SECOND,
         JSON_OBJECT('n', seq, 'tags', JSON_ARRAY('a', seq % 3)) FROM seq_1_to_500;
INSERT INTO audit_events (occurred_at, user_id, action, payload)
  SELECT '2019-12-31 23:00:00' + INTERVAL seq * 61 SECOND, 1 + seq % 150, ELT(1 + seq % 3, 'login', 'logout', 'update'),
         IF(seq % 4 = 0, NULL, UNHEX(LPAD(HEX(seq), 8, '0'))) FROM seq_1_to_200;
SQL
mysqldump --no-defaults --default-character-set=utf8mb4 --skip-dump-date -u root -S "$MARIADB_SOCKET" shop \
  >samples/shop_mysql_dump.sql
echo "wrote samples/shop_mysql_dump.sql"
