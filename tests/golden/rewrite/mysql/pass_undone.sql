-- R010: every key part is a time, so nothing can be reordered in front; a shard column would
-- make 17 key columns (Spanner allows 16), so the shard pass is undone for this table and the
-- hotspot is reported (R011). The pass is retried table by table: `logins` keeps its shard.
CREATE TABLE readings (
  taken_at datetime NOT NULL,
  t2 datetime NOT NULL,
  t3 datetime NOT NULL,
  t4 datetime NOT NULL,
  t5 datetime NOT NULL,
  t6 datetime NOT NULL,
  t7 datetime NOT NULL,
  t8 datetime NOT NULL,
  t9 datetime NOT NULL,
  t10 datetime NOT NULL,
  t11 datetime NOT NULL,
  t12 datetime NOT NULL,
  t13 datetime NOT NULL,
  t14 datetime NOT NULL,
  t15 datetime NOT NULL,
  t16 datetime NOT NULL,
  PRIMARY KEY (taken_at, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16)
);
CREATE TABLE logins (logged_in_at datetime NOT NULL PRIMARY KEY);
