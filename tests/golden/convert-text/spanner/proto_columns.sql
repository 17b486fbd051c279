-- Proto and enum columns: types of the proto bundle, with a package, without one, and with a
-- reserved word after a dot (backticks kept where a part needs them). Spanner needs the bundle's
-- descriptors file to apply this, so it is checked as text (docs/spanner-ddl-coverage.md).
CREATE PROTO BUNDLE (
  shop.v1.Item,
  shop.v1.`Order`,
  Color,
);

CREATE TABLE Catalog (
  Id INT64 NOT NULL,
  Item shop.v1.Item,
  Placed shop.v1.`Order`,
  Tint Color,
  History ARRAY<shop.v1.Item>,
) PRIMARY KEY (Id);

-- IF NOT EXISTS after the model's name, as the community parser also reads it.
CREATE MODEL Summarizer IF NOT EXISTS
INPUT (prompt STRING(MAX))
OUTPUT (content STRING(MAX))
REMOTE OPTIONS (endpoint = '//aiplatform.googleapis.com/projects/p/locations/us-central1/publishers/google/models/m');
