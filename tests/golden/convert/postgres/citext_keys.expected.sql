CREATE TABLE label (
  name STRING(MAX) NOT NULL
) PRIMARY KEY (name);

CREATE TABLE member (
  id INT64 NOT NULL,
  email STRING(MAX) NOT NULL,
  nickname STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE UNIQUE INDEX member_email_key ON member (email);

CREATE UNIQUE INDEX member_nickname_key ON member (nickname);
