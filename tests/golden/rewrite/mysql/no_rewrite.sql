-- --no-rewrite: the plain conversion, no R-codes.
CREATE TABLE Events (
  CreatedAt DATETIME NOT NULL,
  Id BIGINT NOT NULL AUTO_INCREMENT,
  PRIMARY KEY (CreatedAt, Id),
  KEY Id (Id)
);
