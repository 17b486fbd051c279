-- policy case_insensitive_keys = "lower": UNIQUE indexes over case-insensitive strings key
-- LOWER(column) (written for this test).
CREATE TABLE `app_user` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `username` varchar(40) NOT NULL,
  `email` varchar(120) DEFAULT NULL,
  `tenant` int NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `app_user_username` (`username`),
  UNIQUE KEY `app_user_tenant_email` (`tenant`,`email`),
  KEY `app_user_email` (`email`)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;
