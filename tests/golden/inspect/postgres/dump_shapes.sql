--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE SCHEMA app;
CREATE TYPE app.status AS ENUM ('new', 'done');
CREATE DOMAIN app.positive AS integer CONSTRAINT positive_check CHECK ((VALUE > 0));
CREATE FUNCTION app.touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.updated_at := now(); RETURN NEW; END; $$;
CREATE TABLE app.jobs (
    id bigint NOT NULL,
    status app.status DEFAULT 'new'::app.status NOT NULL,
    attempts app.positive,
    tags text[] DEFAULT '{}'::text[],
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp without time zone,
    CONSTRAINT jobs_attempts_check CHECK ((attempts < 10))
);
ALTER TABLE app.jobs OWNER TO postgres;
COMMENT ON TABLE app.jobs IS 'work queue';
CREATE SEQUENCE app.jobs_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE app.jobs_id_seq OWNED BY app.jobs.id;
CREATE TABLE app.runs (
    job_id bigint NOT NULL,
    n integer GENERATED ALWAYS AS IDENTITY,
    at timestamp with time zone NOT NULL
)
PARTITION BY RANGE (at);
CREATE TABLE app.runs_2026 (
    job_id bigint NOT NULL,
    n integer NOT NULL,
    at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY app.runs ATTACH PARTITION app.runs_2026 FOR VALUES FROM ('2026-01-01 00:00:00+00') TO ('2027-01-01 00:00:00+00');
ALTER TABLE ONLY app.jobs ALTER COLUMN id SET DEFAULT nextval('app.jobs_id_seq'::regclass);
COPY app.jobs (id, status, attempts, tags, created_at, updated_at) FROM stdin;
1	new	\N	{a,b}	2026-01-01 00:00:00+00	\N
2	done	3	{}	2026-01-02 00:00:00+00	2026-01-02 00:00:00
\.
SELECT pg_catalog.setval('app.jobs_id_seq', 2, true);
ALTER TABLE ONLY app.jobs ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);
ALTER TABLE ONLY app.runs ADD CONSTRAINT runs_pkey PRIMARY KEY (job_id, n, at);
ALTER TABLE ONLY app.runs_2026 ADD CONSTRAINT runs_2026_pkey PRIMARY KEY (job_id, n, at);
ALTER INDEX app.runs_pkey ATTACH PARTITION app.runs_2026_pkey;
CREATE INDEX jobs_created_idx ON app.jobs USING btree (created_at DESC NULLS LAST) WHERE (status = 'new'::app.status);
CREATE UNIQUE INDEX jobs_lower_tags ON app.jobs USING btree (lower((tags)::text)) INCLUDE (status);
CREATE TRIGGER jobs_touch BEFORE UPDATE ON app.jobs FOR EACH ROW EXECUTE FUNCTION app.touch();
ALTER TABLE ONLY app.runs ADD CONSTRAINT runs_job_id_fkey FOREIGN KEY (job_id) REFERENCES app.jobs(id) ON DELETE CASCADE;
GRANT ALL ON TABLE app.jobs TO PUBLIC;
