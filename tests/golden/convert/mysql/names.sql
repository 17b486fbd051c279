-- Spanner names: reserved words quoted, invalid and colliding names renamed (docs/names.md).
CREATE TABLE `order` (
  `select` INT NOT NULL PRIMARY KEY,
  `group` VARCHAR(10),
  `key` INT,
  `date` DATE,
  `my-column` INT,
  `2fa` INT,
  `_hidden` INT,
  `Größe` INT,
  KEY `index` (`group`)
);
CREATE TABLE `my table` (id INT PRIMARY KEY);
CREATE TABLE my_table (id INT PRIMARY KEY, KEY idx_id (id));
CREATE TABLE users (id INT PRIMARY KEY, `my col` INT, my_col INT, KEY idx_id (id));
CREATE TABLE idx_taken (id INT PRIMARY KEY);
CREATE TABLE t2 (id INT PRIMARY KEY, KEY idx_taken (id));
