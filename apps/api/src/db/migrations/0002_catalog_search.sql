-- Catalogue search: weighted full-text (name and SKU above category and material above
-- description) and trigram similarity for typo tolerance and prefix matches on names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE products ADD COLUMN category_name text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_vector tsvector;

CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name INTO NEW.category_name FROM categories c WHERE c.id = NEW.category_id;
  NEW.category_name := coalesce(NEW.category_name, '');
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', replace(NEW.sku_number, '-', ' ') || ' ' || NEW.sku_number), 'A') ||
    setweight(to_tsvector('english', NEW.category_name || ' ' || array_to_string(NEW.materials, ' ')
      || ' ' || array_to_string(NEW.finishes, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  RETURN NEW;
END $$;

CREATE TRIGGER products_search_refresh
  BEFORE INSERT OR UPDATE OF name, sku_number, description, materials, finishes, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();

UPDATE products SET name = name;

CREATE INDEX products_search_idx ON products USING gin (search_vector);
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
CREATE INDEX products_sku_trgm_idx ON products USING gin (lower(sku_number) gin_trgm_ops);
CREATE INDEX products_price_idx ON products (msrp_price);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_rooms_idx ON products USING gin (rooms);
