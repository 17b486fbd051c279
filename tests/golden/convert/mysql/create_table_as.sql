-- CREATE TABLE ... SELECT: defined columns first, then the query's (NOT NULL, DEFAULT, comments kept).
CREATE TABLE users (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(190) NOT NULL COMMENT 'login',
  score INT NOT NULL DEFAULT 0
) ENGINE=InnoDB;
CREATE TABLE users_copy (PRIMARY KEY (id)) ENGINE=InnoDB AS SELECT * FROM users;
CREATE TABLE user_emails SELECT u.id AS user_id, u.email, CAST(u.score AS CHAR(12)) AS score_text FROM users u;
-- Migration step: copy, drop, rename.
CREATE TABLE users_new AS SELECT id, email FROM users;
DROP TABLE users;
RENAME TABLE users_new TO users;
ALTER TABLE users ADD PRIMARY KEY (id);
-- Not typed (P012): an expression without a known type.
CREATE TABLE counts AS SELECT email, COUNT(*) AS n FROM users_copy GROUP BY email;
