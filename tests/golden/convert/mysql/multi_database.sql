-- Two databases in one script, as `mysqldump --databases shop archive` writes them (written for
-- this test): each database's `orders` stays its own table, and statements after a USE act on
-- that database's objects only.
CREATE DATABASE /*!32312 IF NOT EXISTS*/ `shop` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `shop`;
DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `customer` varchar(64) NOT NULL,
  `total` decimal(10,2) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `orders_customer_total` (`customer`,`total`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE `line` (
  `order_id` bigint NOT NULL,
  `n` int NOT NULL,
  PRIMARY KEY (`order_id`,`n`),
  CONSTRAINT `line_order` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
INSERT INTO `orders` VALUES (1,'ann',10.00),(2,'bob',12.50);

CREATE DATABASE /*!32312 IF NOT EXISTS*/ `archive` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;
USE `archive`;
DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (
  `order_ref` char(12) NOT NULL,
  `archived_at` datetime NOT NULL,
  PRIMARY KEY (`order_ref`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
ALTER TABLE `orders` ADD COLUMN `reason` varchar(200) DEFAULT NULL;
CREATE INDEX `orders_archived` ON `orders` (`archived_at`);
INSERT INTO `orders` VALUES ('A-1','2020-01-01 00:00:00',NULL);
-- a qualified name reaches the other database
ALTER TABLE `shop`.`orders` ADD COLUMN `note` varchar(100) DEFAULT NULL;
