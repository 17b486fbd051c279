-- Generated columns: what has a GoogleSQL equivalent is translated, and what reads a column that
-- had to become plain is reported (written for this test).
CREATE TABLE `case_file` (
  `id` int NOT NULL AUTO_INCREMENT,
  `caseref` varchar(20) NOT NULL,
  `suffix` varchar(5) DEFAULT NULL,
  `label` varchar(60) GENERATED ALWAYS AS (concat_ws('-',`caseref`,`suffix`)) STORED,
  `doc` json DEFAULT NULL,
  `owner` varchar(64) GENERATED ALWAYS AS (json_unquote(json_extract(`doc`,_utf8mb4'$.owner'))) VIRTUAL,
  `owner_email` varchar(120) GENERATED ALWAYS AS (`doc` ->> '$.owner_email') STORED,
  -- no GoogleSQL equivalent: becomes plain, and everything reading it is reported
  `ref_key` varchar(30) GENERATED ALWAYS AS (md5(concat(`caseref`,`suffix`))) STORED,
  `ref_short` varchar(8) GENERATED ALWAYS AS (left(`ref_key`,8)) VIRTUAL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `case_file_ref` (`ref_key`),
  KEY `case_file_ref_short` (`ref_short`),
  KEY `case_file_owner` (`owner`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
-- a MySQL Document Store collection, as the X DevAPI creates it
CREATE TABLE `notes` (
  `doc` json DEFAULT NULL,
  `_id` varbinary(32) GENERATED ALWAYS AS (json_unquote(json_extract(`doc`,_utf8mb4'$._id'))) STORED NOT NULL,
  `_json_schema` json GENERATED ALWAYS AS (_utf8mb4'{"type":"object"}') VIRTUAL,
  PRIMARY KEY (`_id`),
  CONSTRAINT `$val_strict_2190F99D7C6BE98E2C1EFE4E110B46A3D43C9751` CHECK (json_schema_valid(`_json_schema`,`doc`)) /*!80016 NOT ENFORCED */
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_bin;
