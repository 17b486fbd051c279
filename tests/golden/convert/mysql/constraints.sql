-- Primary keys, tables without one, CHECK, UNIQUE and FOREIGN KEY (docs/rules/C030.md .. C036.md).
CREATE TABLE parents (
  id INT NOT NULL AUTO_INCREMENT,
  code VARCHAR(10) NOT NULL,
  score FLOAT NOT NULL,
  PRIMARY KEY (id DESC),
  UNIQUE KEY uq_code (code),
  CONSTRAINT chk_score CHECK (score >= 0 AND score <= 100),
  CONSTRAINT chk_code CHECK (code REGEXP '^[A-Z]+$'),
  CONSTRAINT chk_mysql_only CHECK (json_valid(code))
);
CREATE TABLE float_keyed (
  f FLOAT NOT NULL,
  name VARCHAR(200) NOT NULL,
  PRIMARY KEY (f, name(20))
);
CREATE TABLE unique_keyed (
  email VARCHAR(100) NOT NULL,
  nickname VARCHAR(100),
  UNIQUE KEY uq_nickname (nickname),
  UNIQUE KEY uq_email (email)
);
CREATE TABLE keyless (
  a INT,
  b VARCHAR(10),
  KEY idx_a (a)
);
CREATE TABLE children (
  id INT NOT NULL PRIMARY KEY,
  parent_id INT,
  parent_code VARCHAR(10),
  other_id INT,
  CONSTRAINT fk_cascade FOREIGN KEY (parent_id) REFERENCES parents (id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT fk_set_null FOREIGN KEY (parent_code) REFERENCES parents (code) ON DELETE SET NULL,
  CONSTRAINT fk_restrict FOREIGN KEY (parent_id) REFERENCES parents (id) ON DELETE RESTRICT ON UPDATE RESTRICT,
  CONSTRAINT fk_no_action FOREIGN KEY (parent_id) REFERENCES parents (id) ON DELETE NO ACTION,
  CONSTRAINT fk_missing FOREIGN KEY (other_id) REFERENCES nowhere (id),
  CONSTRAINT fk_type_mismatch FOREIGN KEY (parent_code) REFERENCES parents (id),
  CONSTRAINT fk_cycle FOREIGN KEY (other_id) REFERENCES cycle_b (id)
);
CREATE TABLE cycle_b (
  id INT NOT NULL PRIMARY KEY,
  child_id INT,
  CONSTRAINT fk_back FOREIGN KEY (child_id) REFERENCES children (id)
);
