-- MariaDB system versioning written out in full (issue 11): the row start/end columns stay
-- ordinary columns, the period and the versioning are P007 notes.
CREATE TABLE accounts (
  id INT PRIMARY KEY,
  balance DECIMAL(10,2),
  s TIMESTAMP(6) GENERATED ALWAYS AS ROW START INVISIBLE,
  e TIMESTAMP(6) GENERATED ALWAYS AS ROW END INVISIBLE,
  PERIOD FOR SYSTEM_TIME (s, e)
) WITH SYSTEM VERSIONING;
CREATE TABLE stays (
  period INT,
  valid_from DATE NOT NULL,
  valid_to DATE NOT NULL,
  PERIOD FOR valid_period (valid_from, valid_to)
);
