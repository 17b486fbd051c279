-- citext keys are case-insensitive (written for this test).
CREATE EXTENSION IF NOT EXISTS citext;
CREATE TABLE member (
  id bigint PRIMARY KEY,
  email citext NOT NULL UNIQUE,
  nickname text NOT NULL UNIQUE
);
CREATE TABLE label (
  name citext PRIMARY KEY
);
