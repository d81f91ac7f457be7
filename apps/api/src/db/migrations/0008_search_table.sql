-- A narrow copy of what a list page filters, sorts and counts on, kept in step with products by
-- statement-level triggers. Products rows are ~1.4 kB (description, pictures, the positional
-- search vector); reading 17k of them for one keyword cost ~70 ms, the narrow rows a fifth.

-- A promotion flag (ART's /sale and sale tags).
ALTER TABLE products ADD COLUMN on_sale boolean NOT NULL DEFAULT false;

-- The availability of spec 4; kept equal to availabilityOf in the contract (tested).
CREATE FUNCTION product_availability(status text, stock integer, future_stock integer)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status = '3' THEN 'taken_down'
    WHEN status = '2' THEN 'unavailable'
    WHEN stock > 5 THEN 'in_stock'
    WHEN stock > 0 THEN 'low_stock'
    WHEN future_stock > 0 THEN 'backorder'
    ELSE 'unavailable' END
$$;

CREATE TABLE product_search (
  id            integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  brand_id      text NOT NULL,
  status        text NOT NULL,
  is_flash_deal boolean NOT NULL,
  is_new        boolean NOT NULL,
  on_sale       boolean NOT NULL,
  category_id   integer NOT NULL,
  collection_id integer,
  rooms         text[] NOT NULL,
  msrp_price    numeric(10,2) NOT NULL,
  trade_price   numeric(10,2) NOT NULL,
  availability  text NOT NULL,
  created_at    timestamptz NOT NULL,
  -- Lower-cased name: the name sort and typo matching.
  name_key      text NOT NULL,
  -- Weighted name and SKU (A) and category, materials and finishes (B): the relevance rank.
  rank_vector   tsvector NOT NULL,
  -- Every searchable word, description included, without positions: matching only.
  match_vector  tsvector NOT NULL
);

CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, brand_id, status, is_flash_deal, is_new, on_sale, category_id,
    collection_id, rooms, msrp_price, trade_price, availability, created_at, name_key,
    rank_vector, match_vector)
  SELECT n.id, n.brand_id, n.status, n.is_flash_deal, n.is_new, n.on_sale, n.category_id,
    n.collection_id, n.rooms, n.msrp_price, n.trade_price,
    product_availability(n.status, n.stock, n.future_stock), n.created_at, lower(n.name),
    ts_filter(n.search_vector, '{a,b}'), strip(n.search_vector)
  FROM new_rows n
  ON CONFLICT (id) DO UPDATE SET brand_id = EXCLUDED.brand_id, status = EXCLUDED.status,
    is_flash_deal = EXCLUDED.is_flash_deal, is_new = EXCLUDED.is_new,
    on_sale = EXCLUDED.on_sale, category_id = EXCLUDED.category_id,
    collection_id = EXCLUDED.collection_id, rooms = EXCLUDED.rooms,
    msrp_price = EXCLUDED.msrp_price, trade_price = EXCLUDED.trade_price,
    availability = EXCLUDED.availability, created_at = EXCLUDED.created_at,
    name_key = EXCLUDED.name_key, rank_vector = EXCLUDED.rank_vector,
    match_vector = EXCLUDED.match_vector;
  RETURN NULL;
END $$;

CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();
CREATE TRIGGER product_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();

INSERT INTO product_search (id, brand_id, status, is_flash_deal, is_new, on_sale, category_id,
  collection_id, rooms, msrp_price, trade_price, availability, created_at, name_key,
  rank_vector, match_vector)
SELECT p.id, p.brand_id, p.status, p.is_flash_deal, p.is_new, p.on_sale, p.category_id,
  p.collection_id, p.rooms, p.msrp_price, p.trade_price,
  product_availability(p.status, p.stock, p.future_stock), p.created_at, lower(p.name),
  ts_filter(p.search_vector, '{a,b}'), strip(p.search_vector)
FROM products p;

CREATE INDEX product_search_match_idx ON product_search USING gin (match_vector);
CREATE INDEX product_search_name_trgm_idx ON product_search USING gin (name_key gin_trgm_ops);
CREATE INDEX product_search_brand_idx ON product_search (brand_id, status);
CREATE INDEX product_search_created_idx ON product_search (created_at DESC, id DESC);
-- The search reads product_search now; the wide table keeps only what the detail page needs.
DROP INDEX products_name_trgm_idx;
DROP INDEX products_rooms_idx;
DROP INDEX products_price_idx;
ANALYZE product_search;
