-- A mysqldump-style dump with rows: an auto-increment key with gaps (bit-reversed), a
-- timestamp key (sharded by --shards 8), random UUID keys, sharded indexes, a natural key kept as
-- it was (quantiles), and a table too small for split points. Run with --split-rows 10.
CREATE TABLE `orders` (
  `id` int NOT NULL AUTO_INCREMENT,
  `customer` varchar(40) NOT NULL,
  `total` int DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `orders_customer` (`customer`)
) ENGINE=InnoDB;
CREATE TABLE `samples` (
  `taken_on` date NOT NULL,
  `taken_at` datetime NOT NULL,
  `reading` int DEFAULT NULL,
  PRIMARY KEY (`taken_on`,`taken_at`)
) ENGINE=InnoDB;
CREATE TABLE `sessions` (
  `token` char(36) NOT NULL,
  `user_name` varchar(20) DEFAULT NULL,
  PRIMARY KEY (`token`),
  KEY `sessions_user` (`user_name`)
) ENGINE=InnoDB;
CREATE TABLE `products` (
  `code` varchar(12) NOT NULL,
  `title` varchar(40) DEFAULT NULL,
  PRIMARY KEY (`code`)
) ENGINE=InnoDB;
CREATE TABLE `countries` (
  `code` char(2) NOT NULL,
  PRIMARY KEY (`code`)
) ENGINE=InnoDB;
INSERT INTO `orders` VALUES (1,'cust13',969),(3,'cust14',115),(5,'cust21',433),(16,'cust04',552),(20,'cust10',903),(23,'cust19',571),(24,'cust05',999),(37,'cust22',906),(38,'cust01',568),(42,'cust05',NULL),(52,'cust16',835),(54,'cust02',410),(58,'cust19',428),(59,'cust21',610),(69,'cust15',488),(71,'cust19',393),(87,'cust17',31),(90,'cust20',743),(95,'cust02',990),(96,'cust06',999),(98,'cust25',NULL),(104,'cust21',267),(113,'cust11',963),(118,'cust11',886),(122,'cust22',394),(124,'cust21',317),(131,'cust03',258),(132,'cust07',343),(136,'cust11',380),(143,'cust16',586),(148,'cust25',783),(154,'cust16',NULL),(160,'cust05',28),(165,'cust12',842),(169,'cust27',440),(170,'cust01',531),(171,'cust00',227),(172,'cust21',437),(174,'cust01',397),(177,'cust06',790);
INSERT INTO `samples` VALUES ('2024-01-01','2024-01-01 00:00:00',0),('2024-01-01','2024-01-01 01:07:00',1),('2024-01-01','2024-01-01 02:14:00',2),('2024-01-01','2024-01-01 03:21:00',3),('2024-01-02','2024-01-02 04:28:00',4),('2024-01-02','2024-01-02 05:35:00',5),('2024-01-02','2024-01-02 06:42:00',6),('2024-01-02','2024-01-02 07:49:00',7),('2024-01-03','2024-01-03 08:56:00',8),('2024-01-03','2024-01-03 09:03:00',9),('2024-01-03','2024-01-03 10:10:00',10),('2024-01-03','2024-01-03 11:17:00',11),('2024-01-04','2024-01-04 12:24:00',12),('2024-01-04','2024-01-04 13:31:00',13),('2024-01-04','2024-01-04 14:38:00',14),('2024-01-04','2024-01-04 15:45:00',15),('2024-01-05','2024-01-05 16:52:00',16),('2024-01-05','2024-01-05 17:59:00',17),('2024-01-05','2024-01-05 18:06:00',18),('2024-01-05','2024-01-05 19:13:00',19),('2024-01-06','2024-01-06 20:20:00',20),('2024-01-06','2024-01-06 21:27:00',21),('2024-01-06','2024-01-06 22:34:00',22),('2024-01-06','2024-01-06 23:41:00',23),('2024-01-07','2024-01-07 00:48:00',24),('2024-01-07','2024-01-07 01:55:00',25),('2024-01-07','2024-01-07 02:02:00',26),('2024-01-07','2024-01-07 03:09:00',27),('2024-01-08','2024-01-08 04:16:00',28),('2024-01-08','2024-01-08 05:23:00',29),('2024-01-08','2024-01-08 06:30:00',30),('2024-01-08','2024-01-08 07:37:00',31),('2024-01-09','2024-01-09 08:44:00',32),('2024-01-09','2024-01-09 09:51:00',33),('2024-01-09','2024-01-09 10:58:00',34),('2024-01-09','2024-01-09 11:05:00',35),('2024-01-10','2024-01-10 12:12:00',36),('2024-01-10','2024-01-10 13:19:00',37),('2024-01-10','2024-01-10 14:26:00',38),('2024-01-10','2024-01-10 15:33:00',39);
INSERT INTO `sessions` VALUES ('8ccaec71-c0d7-4cc5-9a44-db6e9b774054','user0'),('b22635cb-13f6-4ff1-ad94-a778387be8b8','user1'),('46cbd355-6ef8-4434-896e-bec44616e73d','user2'),('a30dd21d-9a21-4dab-981c-14cf7f90925c','user3'),('75923260-8396-4e9b-8d53-ba11b9d3087c','user4'),('482a52a2-56f3-4ef1-b573-7c8f5e4945ed','user5'),('f57083ef-b26b-4b30-b9ec-55a374a43821','user6'),('f4b5546c-3d6a-45bd-bb24-6c17db04a838','user7'),('ec9ba198-76f8-4037-aae5-68bafd1032e8','user8'),('307186cf-2e91-45b6-9d3b-bce08c81dda8','user9'),('e97b93dd-384a-44c5-bf9f-842dc43547b6','user10'),('44ac4c11-f29c-4831-81b5-67489b5eaf0a','user11'),('577f8847-cd26-4e1c-854a-cf4fea5b1e10','user12'),('023590f7-cb81-43ef-bdd8-a0af2df6559f','user13'),('9e7bd62f-3f5f-4ff5-8a3e-f19e805c2f63','user14'),('ff9d608a-5c67-4c72-bbdb-4de81db6027c','user15'),('061eefe0-27a1-4894-80eb-e5578beb81b1','user16'),('c9932fb6-e1c8-4247-928c-8100ed711aba','user17'),('a3b0718f-4789-4893-94fa-f4b1ab288d38','user18'),('86f90255-c8bf-40f0-bac1-71b11e3c492c','user19'),('a0835b6b-7d60-4939-ba36-21f580904b4c','user20'),('f2597377-af3d-4c6b-833e-dedd5a8e7f31','user21'),('29828207-bd23-4058-a4f2-0d3471e07116','user22'),('df880b11-9dec-4a32-8a94-09b172e45d1d','user23'),('f1a3ab9f-547a-448d-873e-ffcf0bc66a8a','user24'),('b22b2e65-a3e6-46f3-83e2-500bdcb6be69','user25'),('36cd424e-cac7-4511-b466-f16171f1f9a4','user26'),('4143da51-855e-4a74-88f7-1cb0bbe7ec1e','user27'),('b1b0d8fe-00f1-468e-aeec-6a9b074ce872','user28'),('e2ed8971-8eda-4fbd-a1b9-2d1d06fa7b3e','user29'),('3dc1523c-236c-443d-ab9a-4742440d8382','user30'),('fabf0a79-78c5-4723-af6e-71b73344cbb0','user31'),('9feedf85-91f8-46d0-8f57-b06c0f0cbc74','user32'),('f644d360-efb8-4545-ab80-cd26b803511c','user33'),('6aeb7dbd-0a09-4049-82ab-d2604206bb4d','user34'),('e6a56ae6-17c6-4895-96a3-b48b6e61849e','user35'),('94859972-32f1-4f13-8a0b-296a679c67d6','user36'),('5e540e8f-fae2-46dc-98f4-53288e92e1b8','user37'),('903636cf-6291-40e2-bc5f-b419a358201d','user38'),('b5cb2a93-b055-47f9-8461-73f029324e16','user39');
INSERT INTO `products` VALUES ('arznlm','t0'),('bhxtli','t1'),('biaxlm','t2'),('byjlrw','t3'),('bzpkge','t4'),('cettoe','t5'),('cjljpw','t6'),('dfnleb','t7'),('dmrfup','t8'),('eaagyg','t9'),('eickjt','t10'),('exwjpf','t11'),('ffjkgr','t12'),('fymfyz','t13'),('haxgni','t14'),('hubfdl','t15'),('iwrcjv','t16'),('kfcpiq','t17'),('kfppwf','t18'),('kjfzcu','t19'),('kqtlek','t20'),('ljbncg','t21'),('lqlqiy','t22'),('mjalnf','t23'),('njeotf','t24'),('odsxyz','t25'),('ounebu','t26'),('phmrds','t27'),('pijpme','t28'),('qopwxk','t29'),('saobwf','t30'),('satvwk','t31'),('tgdyho','t32'),('tixlzw','t33'),('vugfwg','t34'),('xbctrm','t35'),('xseuzn','t36'),('xuqaoy','t37'),('zrqlcz','t38'),('zylwsv','t39');
INSERT INTO `countries` VALUES ('de'),('fr'),('jp');
