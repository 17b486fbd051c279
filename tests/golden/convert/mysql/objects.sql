-- Views, routines and triggers are listed as not converted (docs/rules/C091.md); comments C092.
CREATE TABLE t (
  id INT PRIMARY KEY COMMENT 'the id',
  name VARCHAR(10) COMMENT 'the name'
) COMMENT 'a table';
CREATE VIEW v AS SELECT id FROM t;
CREATE TRIGGER trg BEFORE INSERT ON t FOR EACH ROW SET NEW.name = UPPER(NEW.name);
CREATE PROCEDURE p() SELECT 1;
CREATE FUNCTION f() RETURNS INT DETERMINISTIC RETURN 1;
