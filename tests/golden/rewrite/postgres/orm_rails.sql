-- A Rails-shaped structure.sql: bigint ids fed by sequences, *_id foreign keys, created_at /
-- updated_at, schema_migrations and ar_internal_metadata. Without interleave.rename_keys the
-- plan is proposed (R007, H004); orm_rails_renamed (this file, .toml policy) applies it.
CREATE TABLE public.schema_migrations (version character varying NOT NULL);
CREATE TABLE public.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE TABLE public.users (
    id bigint NOT NULL,
    email character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.users_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;
CREATE TABLE public.images (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    url character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.images_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.images_id_seq OWNED BY public.images.id;
CREATE TABLE public.image_variants (
    id bigint NOT NULL,
    image_id bigint NOT NULL,
    width integer NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.image_variants_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.image_variants_id_seq OWNED BY public.image_variants.id;
CREATE TABLE public.posts (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    cover_image_id bigint,
    title character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.posts_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.posts_id_seq OWNED BY public.posts.id;
CREATE TABLE public.comments (
    id bigint NOT NULL,
    post_id bigint NOT NULL,
    user_id bigint NOT NULL,
    parent_id bigint,
    body text,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.comments_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.comments_id_seq OWNED BY public.comments.id;
CREATE TABLE public.reactions (
    id bigint NOT NULL,
    comment_id bigint NOT NULL,
    user_id bigint NOT NULL,
    kind character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);
CREATE SEQUENCE public.reactions_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.reactions_id_seq OWNED BY public.reactions.id;
ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);
ALTER TABLE ONLY public.images ALTER COLUMN id SET DEFAULT nextval('public.images_id_seq'::regclass);
ALTER TABLE ONLY public.image_variants ALTER COLUMN id SET DEFAULT nextval('public.image_variants_id_seq'::regclass);
ALTER TABLE ONLY public.posts ALTER COLUMN id SET DEFAULT nextval('public.posts_id_seq'::regclass);
ALTER TABLE ONLY public.comments ALTER COLUMN id SET DEFAULT nextval('public.comments_id_seq'::regclass);
ALTER TABLE ONLY public.reactions ALTER COLUMN id SET DEFAULT nextval('public.reactions_id_seq'::regclass);
ALTER TABLE ONLY public.schema_migrations ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);
ALTER TABLE ONLY public.ar_internal_metadata ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);
ALTER TABLE ONLY public.users ADD CONSTRAINT users_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.images ADD CONSTRAINT images_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.image_variants ADD CONSTRAINT image_variants_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.posts ADD CONSTRAINT posts_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.comments ADD CONSTRAINT comments_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.reactions ADD CONSTRAINT reactions_pkey PRIMARY KEY (id);
CREATE UNIQUE INDEX index_users_on_email ON public.users USING btree (email);
CREATE INDEX index_images_on_user_id ON public.images USING btree (user_id);
CREATE INDEX index_image_variants_on_image_id ON public.image_variants USING btree (image_id);
CREATE INDEX index_posts_on_user_id ON public.posts USING btree (user_id);
CREATE INDEX index_comments_on_post_id ON public.comments USING btree (post_id);
CREATE INDEX index_reactions_on_comment_id ON public.reactions USING btree (comment_id);
ALTER TABLE ONLY public.images ADD CONSTRAINT fk_rails_19ab5e2b1c FOREIGN KEY (user_id) REFERENCES public.users(id);
ALTER TABLE ONLY public.image_variants ADD CONSTRAINT fk_rails_3a5f1d2e4b FOREIGN KEY (image_id) REFERENCES public.images(id) ON DELETE CASCADE;
ALTER TABLE ONLY public.posts ADD CONSTRAINT fk_rails_5b5ddfd518 FOREIGN KEY (user_id) REFERENCES public.users(id);
ALTER TABLE ONLY public.posts ADD CONSTRAINT fk_rails_7c1e4f2a9d FOREIGN KEY (cover_image_id) REFERENCES public.images(id);
ALTER TABLE ONLY public.comments ADD CONSTRAINT fk_rails_2fd19c0db7 FOREIGN KEY (post_id) REFERENCES public.posts(id);
ALTER TABLE ONLY public.comments ADD CONSTRAINT fk_rails_03de2dc08c FOREIGN KEY (user_id) REFERENCES public.users(id);
ALTER TABLE ONLY public.comments ADD CONSTRAINT fk_rails_31554e7034 FOREIGN KEY (parent_id) REFERENCES public.comments(id);
ALTER TABLE ONLY public.reactions ADD CONSTRAINT fk_rails_9f02fc96a0 FOREIGN KEY (comment_id) REFERENCES public.comments(id);
ALTER TABLE ONLY public.reactions ADD CONSTRAINT fk_rails_e6a1b5f3c2 FOREIGN KEY (user_id) REFERENCES public.users(id);
INSERT INTO public.schema_migrations (version) VALUES ('20240101000000'), ('20240102000000');
