-- Catalogue: brands, rooms, categories, collections, products and the per-brand menus.
CREATE TABLE brands (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  brand_id    text NOT NULL,
  host        text NOT NULL,
  tagline     text NOT NULL DEFAULT ''
);

CREATE TABLE rooms (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  parent_id   integer REFERENCES categories(id),
  shape       text NOT NULL,
  rooms       text[] NOT NULL DEFAULT '{}',
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE collections (
  id          serial PRIMARY KEY,
  brand_id    text NOT NULL,
  slug        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  image       text,
  UNIQUE (brand_id, slug)
);

CREATE TABLE products (
  id            serial PRIMARY KEY,
  sku_number    text NOT NULL UNIQUE,
  brand_id      text NOT NULL,
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  category_id   integer NOT NULL REFERENCES categories(id),
  collection_id integer REFERENCES collections(id),
  rooms         text[] NOT NULL DEFAULT '{}',
  width         numeric(7,2) NOT NULL,
  length        numeric(7,2) NOT NULL,
  height        numeric(7,2) NOT NULL,
  materials     text[] NOT NULL DEFAULT '{}',
  finishes      text[] NOT NULL DEFAULT '{}',
  msrp_price    numeric(10,2) NOT NULL,
  trade_price   numeric(10,2) NOT NULL,
  status        text NOT NULL DEFAULT '1',
  stock         integer NOT NULL DEFAULT 0,
  future_stock  integer NOT NULL DEFAULT 0,
  cash_stock    integer NOT NULL DEFAULT 0,
  is_flash_deal boolean NOT NULL DEFAULT false,
  is_new        boolean NOT NULL DEFAULT false,
  image         text NOT NULL,
  images        text[] NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_brand_idx ON products (brand_id, status);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_collection_idx ON products (collection_id);

CREATE TABLE brand_menus (
  brand_code  text NOT NULL REFERENCES brands(code),
  kind        text NOT NULL CHECK (kind IN ('menu', 'pad', 'footer')),
  tree        jsonb NOT NULL,
  PRIMARY KEY (brand_code, kind)
);
