CREATE TABLE idx_taken (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE my_table (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE my_table_2 (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE `order` (
  `select` INT64 NOT NULL,
  `group` STRING(10),
  `key` INT64,
  `date` DATE,
  my_column INT64,
  x_2fa INT64,
  x_hidden INT64,
  Grosse INT64
) PRIMARY KEY (`select`);

CREATE TABLE t2 (
  id INT64 NOT NULL
) PRIMARY KEY (id);

CREATE TABLE users (
  id INT64 NOT NULL,
  my_col INT64,
  my_col_2 INT64
) PRIMARY KEY (id);

CREATE INDEX idx_id ON my_table_2 (id);

CREATE INDEX `index` ON `order` (`group`);

CREATE INDEX t2_idx_taken ON t2 (id);

CREATE INDEX users_idx_id ON users (id);
