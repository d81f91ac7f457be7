-- The shopping cart (issue 14, decision 021): one cart per account across every brand site, so
-- the header count is the same on CA, ROWE and JC. Prices are never stored: the server computes
-- them from the product and the caller's role each time the cart is read or checked out.
-- A line is one SKU of one kind (1 product, 2 sample) with one customization (variant_key: ''
-- for none, the COM fabric or the option for customized lines); adding it again adds to count.
CREATE TABLE cart_lines (
  id                bigserial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id),
  sku_number        text NOT NULL REFERENCES products(sku_number),
  product_data_type smallint NOT NULL DEFAULT 1 CHECK (product_data_type IN (1, 2)),
  -- 0 standard, 1-3 customized, 4 COM (customer's own material: fabric details below).
  customizable_type smallint NOT NULL DEFAULT 0 CHECK (customizable_type BETWEEN 0 AND 4),
  variant_key       text NOT NULL DEFAULT '',
  fabric_sku        text,
  fabric_name       text,
  count             integer NOT NULL CHECK (count BETWEEN 1 AND 99),
  -- The brand site the line was added on and how (spec 7 add: add_type, ai_source).
  added_on_brand    text NOT NULL,
  add_type          smallint NOT NULL DEFAULT 4,
  ai_source         smallint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, sku_number, product_data_type, variant_key)
);
CREATE INDEX cart_lines_user_idx ON cart_lines (user_id, created_at);
