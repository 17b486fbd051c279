-- Policy sections name tables by their Spanner or source names; one names no table (written for this test).
CREATE TABLE `événements` (
  `créé_le` datetime NOT NULL,
  `kind` varchar(20) NOT NULL,
  PRIMARY KEY (`créé_le`, `kind`)
) ENGINE=InnoDB;
CREATE TABLE audit_events (
  created_at datetime NOT NULL,
  actor varchar(40) NOT NULL,
  PRIMARY KEY (created_at, actor)
) ENGINE=InnoDB;
