-- Two databases in one script, as `mysqldump --databases shop archive` writes them (written for
-- this test), converted with the policy schemas = "named": each database becomes a Spanner named
-- schema. Both hold an `orders` table and an index `orders_by_day`; the names stay as they are,
-- each in its own schema, and nothing of one database acts on the other's.
CREATE DATABASE /*!32312 IF NOT EXISTS*/ `shop` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `shop`;
DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `customer` varchar(64) NOT NULL,
  `total` decimal(10,2) NOT NULL,
  `created_at` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (`id`),
  UNIQUE KEY `orders_customer_total` (`customer`,`total`),
  KEY `orders_by_day` (`created_at`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE `line` (
  `order_id` bigint NOT NULL,
  `n` int NOT NULL,
  `sku` varchar(20) NOT NULL,
  PRIMARY KEY (`order_id`,`n`),
  CONSTRAINT `line_order` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
INSERT INTO `orders` (`id`, `customer`, `total`, `created_at`) VALUES (1,'ann',10.00,'2024-01-01 10:00:00'),(2,'bob',12.50,'2024-01-02 11:00:00');

CREATE DATABASE /*!32312 IF NOT EXISTS*/ `archive` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `archive`;
DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (
  `order_ref` char(12) NOT NULL,
  `archived_at` datetime NOT NULL,
  PRIMARY KEY (`order_ref`),
  KEY `orders_by_day` (`archived_at`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
ALTER TABLE `orders` ADD COLUMN `reason` varchar(200) DEFAULT NULL;
INSERT INTO `orders` VALUES ('A-1','2020-01-01 00:00:00',NULL);
CREATE TABLE `audit-log` (
  `id` int unsigned NOT NULL AUTO_INCREMENT,
  `order_ref` char(12) NOT NULL,
  `at` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (`id`),
  CONSTRAINT `audit_order` FOREIGN KEY (`order_ref`) REFERENCES `orders` (`order_ref`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;

-- A database whose name Spanner cannot take as it is.
CREATE DATABASE /*!32312 IF NOT EXISTS*/ `web-stats` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `web-stats`;
CREATE TABLE `orders` (
  `day` date NOT NULL,
  `n` int NOT NULL,
  PRIMARY KEY (`day`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
-- a qualified name reaches the other database
ALTER TABLE `shop`.`orders` ADD COLUMN `note` varchar(100) DEFAULT NULL;
