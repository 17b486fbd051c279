-- Two databases converted with the policy schemas = "named" (written for this test): the shard
-- functions and the shard-read queries of the snippets name each table as `schema`.`table` and an
-- index of a named schema as `schema.index` (FORCE_INDEX takes one identifier).
USE `eu`;
CREATE TABLE `events` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `happened_at` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (`id`),
  KEY `events_by_time` (`happened_at`)
) ENGINE=InnoDB;
USE `us`;
CREATE TABLE `events` (
  `day` date NOT NULL,
  `n` int NOT NULL,
  PRIMARY KEY (`day`)
) ENGINE=InnoDB;
