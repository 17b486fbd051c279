-- Unique keys over strings that MySQL compares case-insensitively (written for this test).
CREATE TABLE `account` (
  `id` int NOT NULL AUTO_INCREMENT,
  `login` varchar(64) NOT NULL,
  `email` varchar(191) NOT NULL,
  `api_key` varchar(40) COLLATE utf8mb4_bin NOT NULL,
  `tag` varbinary(32) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `account_login` (`login`),
  UNIQUE KEY `account_email_tag` (`email`,`tag`),
  UNIQUE KEY `account_api_key` (`api_key`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
-- the charset's default collation (utf8mb4_0900_ai_ci) is case-insensitive too
CREATE TABLE `country` (
  `code` char(2) NOT NULL,
  `name` varchar(80) NOT NULL,
  PRIMARY KEY (`code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
-- case-sensitive collations: nothing to report
CREATE TABLE `token` (
  `value` varchar(64) NOT NULL,
  `scope` varchar(32) CHARACTER SET latin1 COLLATE latin1_general_cs NOT NULL,
  PRIMARY KEY (`value`),
  UNIQUE KEY `token_scope` (`scope`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
