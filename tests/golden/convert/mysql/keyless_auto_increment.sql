-- A table without a primary key but with an AUTO_INCREMENT column (MySQL requires it to be
-- indexed, here by a plain KEY): the column becomes the key, then a bit-reversed identity.
CREATE TABLE hits (
  id INT NOT NULL AUTO_INCREMENT,
  url VARCHAR(200) NOT NULL,
  KEY (id)
) ENGINE=InnoDB AUTO_INCREMENT=501;
