ALTER DATABASE shop SET OPTIONS (version_retention_period = '3d', default_leader = 'us-east1');

CREATE PROTO BUNDLE (shop.Details, shop.Details.Kind);

CREATE LOCALITY GROUP hot OPTIONS (storage = 'ssd');

CREATE LOCALITY GROUP cold OPTIONS (storage = 'hdd', ssd_to_hdd_spill_timespan = '10d');

CREATE PLACEMENT europe OPTIONS (instance_partition = 'eu-partition');

CREATE ROLE reader;

CREATE ROLE writer;

CREATE TABLE Docs (
  DocId INT64 NOT NULL,
  Location STRING(32) NOT NULL PLACEMENT KEY,
  Body STRING(MAX) OPTIONS (locality_group = 'cold'),
  Embedding ARRAY<FLOAT32>(vector_length=>4),
  UpdatedAt TIMESTAMP DEFAULT (PENDING_COMMIT_TIMESTAMP()) ON UPDATE (PENDING_COMMIT_TIMESTAMP()) OPTIONS (allow_commit_timestamp = true)
) PRIMARY KEY (DocId),
  OPTIONS (locality_group = 'hot');

CREATE TABLE Events (
  Name STRING(MAX),
  OccurredAt TIMESTAMP
);

CREATE TABLE Person (
  Id INT64 NOT NULL,
  Name STRING(MAX)
) PRIMARY KEY (Id);

CREATE TABLE Knows (
  Id INT64 NOT NULL,
  OtherId INT64 NOT NULL
) PRIMARY KEY (Id, OtherId),
  INTERLEAVE IN PARENT Person;

CREATE INDEX DocsByLocation ON Docs (Location) OPTIONS (locality_group = 'cold');

CREATE VECTOR INDEX DocsByEmbedding ON Docs (Embedding) STORING (Body) WHERE Embedding IS NOT NULL OPTIONS (distance_type = 'COSINE', tree_depth = 2, num_leaves = 1000);

CREATE CHANGE STREAM Everything FOR ALL;

CREATE PROPERTY GRAPH Social NODE TABLES (Person)
  EDGE TABLES (Knows SOURCE KEY (Id) REFERENCES Person (Id) DESTINATION KEY (OtherId) REFERENCES Person (Id));

ALTER STATISTICS auto_20260101 SET OPTIONS (allow_gc = false);

GRANT SELECT ON TABLE Docs TO ROLE reader;

GRANT SELECT ON TABLE Person TO ROLE reader;

GRANT SELECT(Name) ON TABLE Person TO ROLE writer;

GRANT UPDATE(Name) ON TABLE Person TO ROLE writer;

GRANT ROLE reader TO ROLE writer;

GRANT SELECT ON CHANGE STREAM Everything TO ROLE reader;
