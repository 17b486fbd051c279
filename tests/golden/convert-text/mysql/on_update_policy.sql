-- The same level from a policy file: spanner_features = 2026 (docs/policy.md).
CREATE TABLE sessions (
  id CHAR(36) NOT NULL PRIMARY KEY,
  seen_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP
);
