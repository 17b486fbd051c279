-- Source names that try to end or reorder a line comment in the snippets (written for this test):
-- quotes, backslashes before u (a Java unicode escape), */, a newline, U+2028, U+202E, U+0085.
CREATE TABLE `t"\u000a */ x` (
  `id
next` bigint NOT NULL AUTO_INCREMENT,
  PRIMARY KEY (`id
next`)
) ENGINE=InnoDB;
CREATE TABLE `sep ara‮tor` (
  `número\` bigint NOT NULL AUTO_INCREMENT,
  PRIMARY KEY (`número\`)
) ENGINE=InnoDB;
