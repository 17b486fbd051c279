CREATE TABLE Documents (
  DocId STRING(36) NOT NULL,
  Title STRING(80),
  Body STRING(MAX),
  UpdatedAt TIMESTAMP,
) PRIMARY KEY (DocId);

CREATE INDEX DocumentsByUpdate ON Documents (UpdatedAt);
