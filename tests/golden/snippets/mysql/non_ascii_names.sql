-- Renamed source names keep their spelling in the snippets' comments (written for this test).
CREATE TABLE `événements` (
  `créé_le` datetime NOT NULL,
  `類別` varchar(20) NOT NULL,
  `a"b\c` int NOT NULL,
  PRIMARY KEY (`créé_le`, `類別`)
) ENGINE=InnoDB;
CREATE TABLE `pedídos` (
  `número` bigint NOT NULL AUTO_INCREMENT,
  `total_años` int,
  PRIMARY KEY (`número`)
) ENGINE=InnoDB;
