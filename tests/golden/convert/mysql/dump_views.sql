-- A view as mysqldump writes it (written for this test): a placeholder with the view's columns
-- before the tables, the real definition after them. One view.
CREATE TABLE `item` (
  `id` int NOT NULL,
  `price` int NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
DROP TABLE IF EXISTS `cheap_item`;
/*!50001 DROP VIEW IF EXISTS `cheap_item`*/;
SET @saved_cs_client     = @@character_set_client;
/*!50503 SET character_set_client = utf8mb4 */;
/*!50001 CREATE VIEW `cheap_item` AS SELECT 
 1 AS `id`,
 1 AS `price`*/;
SET character_set_client = @saved_cs_client;
/*!50001 DROP VIEW IF EXISTS `cheap_item`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `cheap_item` AS select `item`.`id` AS `id`,`item`.`price` AS `price` from `item` where (`item`.`price` < 10) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
