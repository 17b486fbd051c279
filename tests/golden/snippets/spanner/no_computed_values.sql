-- Nothing computed: no snippets/ directory (the expectation is empty).
CREATE TABLE Plain (
  Id STRING(36) NOT NULL,
) PRIMARY KEY (Id);
