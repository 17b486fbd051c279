-- Names in other scripts are transliterated (written for this test).
CREATE TABLE `pedido` (
  `id` int NOT NULL,
  `total_años` decimal(10,2) NOT NULL,
  `total_anos` decimal(10,2) DEFAULT NULL,
  `città` varchar(40) DEFAULT NULL,
  `straße` varchar(80) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE `عميل` (
  `معرف` int NOT NULL,
  `الاسم` varchar(100) NOT NULL,
  PRIMARY KEY (`معرف`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE `заказ` (
  `номер` int NOT NULL,
  `сумма` decimal(10,2) NOT NULL,
  `日付` date NOT NULL,
  `emoji_😀` varchar(10) DEFAULT NULL,
  PRIMARY KEY (`номер`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
