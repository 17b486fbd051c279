CREATE PROTO BUNDLE (shop.v1.Item, shop.v1.`Order`, Color);

CREATE TABLE Catalog (
  Id INT64 NOT NULL,
  Item shop.v1.Item,
  Placed shop.v1.`Order`,
  Tint Color,
  History ARRAY<shop.v1.Item>
) PRIMARY KEY (Id);

CREATE MODEL Summarizer IF NOT EXISTS
INPUT (prompt STRING(MAX))
OUTPUT (content STRING(MAX))
REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/us-central1/publishers/google/models/m');
