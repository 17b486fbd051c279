CREATE TABLE singers (
  singer_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID())
) PRIMARY KEY (singer_id);

CREATE TABLE albums (
  album_id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  singer_id STRING(36) NOT NULL
) PRIMARY KEY (singer_id, album_id),
  INTERLEAVE IN PARENT singers ON DELETE NO ACTION;

CREATE TABLE order_items (
  order_id STRING(36) NOT NULL,
  line INT64 NOT NULL
) PRIMARY KEY (order_id, line);

CREATE TABLE orders (
  id STRING(36) NOT NULL
) PRIMARY KEY (id);

CREATE TABLE songs (
  singer_id STRING(36) NOT NULL,
  album_id STRING(36) NOT NULL,
  track INT64 NOT NULL
) PRIMARY KEY (singer_id, album_id, track),
  INTERLEAVE IN PARENT albums ON DELETE CASCADE;

ALTER TABLE order_items ADD CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id);

ALTER TABLE songs ADD CONSTRAINT songs_singer_id_fkey FOREIGN KEY (singer_id) REFERENCES singers (singer_id);
