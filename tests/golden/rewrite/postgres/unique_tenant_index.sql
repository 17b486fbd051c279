-- Issue 9 part 1: a UNIQUE single-column index on a tenant-named column holds one row per value,
-- so it is not skewed and stays as it is (sharding it would make every lookup read every shard).
-- A non-unique one is reported by lint (H005, the name being the only evidence) and not rewritten.
CREATE TABLE branches (id bigserial PRIMARY KEY, org_id integer, com_id integer);
CREATE UNIQUE INDEX index_branches_on_org_id ON branches (org_id);
CREATE TABLE invoices (id bigserial PRIMARY KEY, account_id integer NOT NULL, tenant_id integer NOT NULL,
  organization_id integer NOT NULL, total numeric);
CREATE UNIQUE INDEX index_invoices_on_tenant_id ON invoices (tenant_id);
CREATE INDEX index_invoices_on_account_id ON invoices (account_id);
CREATE INDEX index_invoices_on_organization_id ON invoices (organization_id);
