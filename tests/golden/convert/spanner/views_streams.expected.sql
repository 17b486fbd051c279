CREATE TABLE Singers (
  SingerId STRING(36) NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  Status STRING(10)
) PRIMARY KEY (SingerId);

CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  Title STRING(MAX)
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE CHANGE STREAM Everything FOR ALL;

CREATE CHANGE STREAM SingerStatus FOR Singers(Status), Albums OPTIONS (retention_period = '7d', value_capture_type = 'NEW_ROW');

CREATE CHANGE STREAM KeysOnly FOR Albums() OPTIONS (exclude_delete = true);

CREATE CHANGE STREAM Nothing;

CREATE VIEW SingerNames SQL SECURITY INVOKER AS select Singers.SingerId as SingerId, Singers.LastName as Name from Singers where Singers.Status = 'active';

CREATE VIEW ActiveNames SQL SECURITY INVOKER AS SELECT s.Name FROM SingerNames AS s;
