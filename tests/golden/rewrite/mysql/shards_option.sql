-- --shards 8 on a key with only monotonic parts.
CREATE TABLE Samples (
  TakenOn DATE NOT NULL,
  TakenAt DATETIME NOT NULL,
  PRIMARY KEY (TakenOn, TakenAt)
);
