-- DDL wrapped in DO blocks, as migration tools write it (written for this test).
CREATE TABLE account (
  id bigint PRIMARY KEY,
  tier text NOT NULL
);
CREATE TABLE invoice (
  id bigint PRIMARY KEY,
  account_id bigint NOT NULL,
  state text
);

-- Drizzle: an enum and a foreign key, each ignoring "already exists".
DO $$ BEGIN
 CREATE TYPE "public"."invoice_state" AS ENUM('draft', 'open', 'paid');
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
ALTER TABLE invoice ALTER COLUMN state TYPE invoice_state USING state::invoice_state;

DO $$ BEGIN
 ALTER TABLE "invoice" ADD CONSTRAINT "invoice_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;

-- Flyway style: an existence guard, a named tag and a RAISE in the handler.
DO LANGUAGE plpgsql $body$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'invoice_account_idx') THEN
    CREATE INDEX invoice_account_idx ON invoice (account_id);
  END IF;
  BEGIN
    ALTER TABLE account ADD COLUMN created_at timestamptz DEFAULT now();
  EXCEPTION WHEN duplicate_column OR duplicate_table THEN
    RAISE NOTICE 'column created_at already exists';
  END;
END
$body$;

-- Not readable without running it: dynamic SQL, a loop, variables, a condition.
DO $$ BEGIN
  EXECUTE format('ALTER TABLE %I ADD COLUMN note text', 'account');
END $$;
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE 'ALTER TABLE ' || t || ' ADD COLUMN audit_id bigint';
  END LOOP;
END $$;
DO $$ BEGIN
  IF current_setting('server_version_num')::int >= 150000 THEN
    CREATE INDEX invoice_state_idx ON invoice (state);
  END IF;
END $$;
