-- TINYINT(1): a flag, or a small integer (written for this test).
-- Without rows: the default, the comment and the name are the evidence.
CREATE TABLE `widget` (
  `id` int NOT NULL AUTO_INCREMENT,
  `is_active` tinyint(1) NOT NULL DEFAULT '1',
  `archived` tinyint(1) DEFAULT NULL,
  `max_level` tinyint(1) NOT NULL DEFAULT 127,
  `retries_left` tinyint(1) NOT NULL DEFAULT '2',
  `display_order` tinyint(1) NOT NULL DEFAULT '0',
  `menuIdx` tinyint(1) NOT NULL DEFAULT 0,
  `visibility` tinyint(1) NOT NULL DEFAULT 0 COMMENT '0 = hidden, 1 = shown, 2 = archived',
  `small` tinyint(4) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
-- With rows: they decide (`flagged` holds only 0 and 1, `promoted` holds 3).
CREATE TABLE `post` (
  `id` int NOT NULL,
  `flagged` tinyint(1) NOT NULL DEFAULT 0,
  `promoted` tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
INSERT INTO `post` VALUES (1,0,0),(2,1,3),(3,0,1);
