-- Views and change streams: modelled on a Spanner side (spanlift diff compares them).
CREATE TABLE Singers (
  SingerId STRING(36) NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  Status STRING(10),
) PRIMARY KEY (SingerId);

CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE VIEW SingerNames SQL SECURITY INVOKER AS
  SELECT Singers.SingerId AS SingerId, Singers.FirstName || ' ' || Singers.LastName AS Name
  FROM Singers;

-- A view that reads another view is listed after it.
CREATE VIEW ActiveNames SQL SECURITY INVOKER AS SELECT s.Name FROM SingerNames AS s;

create or replace view SingerNames sql security invoker as
  select Singers.SingerId as SingerId, Singers.LastName as Name from Singers where Singers.Status = 'active';

CREATE CHANGE STREAM Everything FOR ALL;
CREATE CHANGE STREAM SingerStatus FOR Singers(Status), Albums OPTIONS (retention_period = '7d', value_capture_type = 'NEW_ROW');
CREATE CHANGE STREAM KeysOnly FOR Albums();
ALTER CHANGE STREAM KeysOnly SET OPTIONS (exclude_delete = true);
CREATE CHANGE STREAM Nothing;
CREATE CHANGE STREAM Gone FOR ALL;
DROP CHANGE STREAM Gone;
