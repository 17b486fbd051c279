-- Skew the schema's structure shows (docs/hotspots.md, section 2): a reference to the table's own
-- rows whose top-level rows all hold 0, a short binary type code followed by a time, and a
-- concatenated own-id name; and a parent reference in a UNIQUE index, which Spanner makes
-- NULL_FILTERED, so its NULL rows are not in it.
CREATE TABLE comments (
  comment_id bigint unsigned NOT NULL AUTO_INCREMENT,
  comment_post_id bigint unsigned NOT NULL DEFAULT 0,
  comment_parent bigint unsigned NOT NULL DEFAULT 0,
  body text NOT NULL,
  PRIMARY KEY (comment_id),
  KEY comment_parent (comment_parent)
);
CREATE TABLE logging (
  log_id int unsigned NOT NULL AUTO_INCREMENT,
  log_type varbinary(32) NOT NULL DEFAULT '',
  log_timestamp binary(14) NOT NULL,
  PRIMARY KEY (log_id),
  KEY log_type_time (log_type, log_timestamp)
);
CREATE TABLE transactionarchive (
  transactionid int NOT NULL,
  amount decimal(10,2) NOT NULL,
  PRIMARY KEY (transactionid)
);
CREATE TABLE namespaces (
  id bigint NOT NULL AUTO_INCREMENT,
  parent_id bigint DEFAULT NULL,
  path varchar(255) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY parent_id_id (parent_id, id),
  KEY parent_id (parent_id),
  CONSTRAINT namespaces_parent FOREIGN KEY (parent_id) REFERENCES namespaces (id)
);
