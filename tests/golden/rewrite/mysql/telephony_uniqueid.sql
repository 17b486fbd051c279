-- Issue 9 part 2: Asterisk's uniqueid is VARCHAR "<epoch>.<sequence>", so it sorts by time like
-- calldate. The reorder must not move it to the front of the key: the table is sharded instead.
CREATE TABLE cdr (
  calldate DATETIME NOT NULL,
  uniqueid VARCHAR(32) NOT NULL,
  src VARCHAR(80) NOT NULL DEFAULT '',
  dst VARCHAR(80) NOT NULL DEFAULT '',
  duration INT NOT NULL DEFAULT 0,
  PRIMARY KEY (calldate, uniqueid)
);
