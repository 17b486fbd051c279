CREATE TABLE accounts (
  id UUID NOT NULL DEFAULT (NEW_UUID()),
  `parent` UUID,
  legacy UUID DEFAULT (NEW_UUID()),
  tags ARRAY<UUID>,
  email STRING(MAX) NOT NULL
) PRIMARY KEY (id);

CREATE INDEX accounts_parent ON accounts (`parent`);
