-- Interleave rules: the child key is reordered to start with the parent's key; a child with two
-- possible parents takes the one with the longer key; a rename is only suggested.
CREATE TABLE singers (singer_id uuid PRIMARY KEY DEFAULT gen_random_uuid());
CREATE TABLE albums (
  album_id uuid NOT NULL DEFAULT gen_random_uuid(),
  singer_id uuid NOT NULL REFERENCES singers ON DELETE SET NULL,
  PRIMARY KEY (album_id, singer_id)
);
CREATE TABLE songs (
  singer_id uuid NOT NULL REFERENCES singers,
  album_id uuid NOT NULL,
  track int NOT NULL,
  PRIMARY KEY (singer_id, album_id, track),
  FOREIGN KEY (album_id, singer_id) REFERENCES albums (album_id, singer_id) ON DELETE CASCADE
);
CREATE TABLE orders (id uuid PRIMARY KEY);
CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders (id),
  line int NOT NULL,
  PRIMARY KEY (order_id, line)
);
