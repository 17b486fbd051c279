-- MySQL dump 10.13  Distrib 8.0.31, for Linux (x86_64)
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40103 SET TIME_ZONE='+00:00' */;
DROP TABLE IF EXISTS `event_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
CREATE TABLE `event_log` (
  `id` bigint unsigned NOT NULL AUTO_INCREMENT,
  `tenant` varchar(32) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  `kind` enum('click','view','buy') NOT NULL DEFAULT 'view',
  `flags` set('a','b') DEFAULT NULL,
  `at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
  `day` date GENERATED ALWAYS AS (cast(`at` as date)) VIRTUAL,
  `payload` json DEFAULT NULL,
  `geo` point /*!80003 SRID 4326 */ DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uq_tenant_at` (`tenant`,`at` DESC),
  KEY `idx_prefix` (`tenant`(8)),
  KEY `idx_expr` ((lower(`tenant`))),
  FULLTEXT KEY `ft_kind` (`kind`),
  CONSTRAINT `chk_kind` CHECK ((`kind` <> 'buy') OR (`payload` IS NOT NULL))
) ENGINE=InnoDB AUTO_INCREMENT=90001 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci COMMENT='events'
/*!50100 PARTITION BY RANGE (`id`)
(PARTITION p0 VALUES LESS THAN (1000000) ENGINE = InnoDB,
 PARTITION p1 VALUES LESS THAN MAXVALUE ENGINE = InnoDB) */;
LOCK TABLES `event_log` WRITE;
/*!40000 ALTER TABLE `event_log` DISABLE KEYS */;
INSERT INTO `event_log` VALUES (1,'acme','view',NULL,'2026-01-01 00:00:00.000',NULL,NULL,NULL),(2,'acme','buy','a,b','2026-01-01 00:00:01.000',NULL,'{\"x\": \"it\'s;\"}',NULL);
/*!40000 ALTER TABLE `event_log` ENABLE KEYS */;
UNLOCK TABLES;
CREATE TABLE `child` (
  `event_id` bigint unsigned NOT NULL,
  `n` int NOT NULL,
  PRIMARY KEY (`event_id`,`n`),
  CONSTRAINT `child_ibfk_1` FOREIGN KEY (`event_id`) REFERENCES `event_log` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB;
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER `ev_ins` BEFORE INSERT ON `event_log` FOR EACH ROW BEGIN SET NEW.tenant = lower(NEW.tenant); END */;;
DELIMITER ;
/*!50001 CREATE VIEW `recent` AS select `id` from `event_log` */;
