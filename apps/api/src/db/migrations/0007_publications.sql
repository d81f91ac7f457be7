-- Magazines and e-catalogues (publications) drawn from the catalogue, and visitor feedback.
-- The issues are editorial data, not demo rows: each one names the slice of the catalogue it
-- prints (a room for a magazine, a top-level category or everything for a catalogue); the PDF
-- and the cover are drawn by the server from the live catalogue.
CREATE TABLE publications (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('magazine', 'catalog')),
  brand_code   text NOT NULL,
  slug         text NOT NULL,
  title        text NOT NULL,
  subtitle     text NOT NULL DEFAULT '',
  summary      text NOT NULL DEFAULT '',
  room         text,
  category     text,
  finish       text NOT NULL,
  cover_shapes text[] NOT NULL,
  published_on date NOT NULL,
  UNIQUE (brand_code, kind, slug)
);
CREATE INDEX publications_brand_idx ON publications (brand_code, kind, published_on DESC);

INSERT INTO publications (kind, brand_code, slug, title, subtitle, summary, room, category, finish, cover_shapes, published_on)
SELECT 'magazine', b.code, i.slug, i.title, i.subtitle, i.summary, i.room, NULL, i.finish, i.shapes, i.published_on
FROM (VALUES ('HOM'), ('CA'), ('CA_DEALER'), ('ROWE'), ('JC'), ('ART')) AS b(code)
CROSS JOIN (VALUES
  ('spring-2026', 'Spring 2026', 'The Living Room Issue',
   'Deep sofas, light tables and the pieces that make a room feel lived in.',
   'living_room', '#8a9a7b', ARRAY['sofa', 'coffee-table'], DATE '2026-03-01'),
  ('winter-2025', 'Winter 2025', 'The Dining Issue',
   'Long tables, upholstered chairs and sideboards for the season of gathering.',
   'dining_room', '#7b4b3a', ARRAY['dining-table', 'dining-chair'], DATE '2025-12-01'),
  ('fall-2025', 'Fall 2025', 'The Bedroom Issue',
   'Beds, nightstands and quiet corners in warm, layered finishes.',
   'bed_room', '#5b6b82', ARRAY['bed', 'nightstand'], DATE '2025-09-01'),
  ('summer-2025', 'Summer 2025', 'The Home Office Issue',
   'Desks, bookcases and lamps for rooms that work as hard as they look.',
   'home_office', '#b08a4a', ARRAY['desk', 'bookcase'], DATE '2025-06-01')
) AS i(slug, title, subtitle, summary, room, finish, shapes, published_on);

INSERT INTO publications (kind, brand_code, slug, title, subtitle, summary, room, category, finish, cover_shapes, published_on)
SELECT 'catalog', b.code, i.slug, i.title, i.subtitle, i.summary, NULL, i.category, i.finish, i.shapes, i.published_on
FROM (VALUES ('HOM'), ('CA'), ('CA_DEALER'), ('ROWE'), ('JC'), ('ART')) AS b(code)
CROSS JOIN (VALUES
  ('complete-2026', '2026 Catalogue', 'The complete collection',
   'Every piece in the current range, by category, with sizes and item numbers.',
   NULL, '#3f3a34', ARRAY['sofa', 'sideboard'], DATE '2026-01-15'),
  ('seating-2026', 'Seating 2026', 'Sofas, chairs and benches',
   'Upholstery and seating with frame sizes for space planning.',
   'seating', '#6d5a4b', ARRAY['armchair', 'loveseat'], DATE '2026-01-15'),
  ('tables-2026', 'Tables 2026', 'Dining, occasional and desks',
   'Tables for every room, with tops and heights listed.',
   'tables', '#4e5d52', ARRAY['dining-table', 'side-table'], DATE '2026-01-15'),
  ('storage-2026', 'Storage 2026', 'Case goods and cabinets',
   'Dressers, chests, sideboards and cabinets with their full dimensions.',
   'storage', '#5a4a60', ARRAY['dresser', 'cabinet'], DATE '2026-01-15')
) AS i(slug, title, subtitle, summary, category, finish, shapes, published_on);

-- Feedback left on /feedback; read back on /feedbackDetail by its unguessable reference.
CREATE TABLE feedback (
  id          bigserial PRIMARY KEY,
  ref         text NOT NULL UNIQUE,
  brand_code  text NOT NULL,
  rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  topic       text NOT NULL,
  comments    text NOT NULL,
  email       text NOT NULL DEFAULT '',
  user_id     integer REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
