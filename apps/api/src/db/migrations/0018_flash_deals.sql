-- Flash deals (FFD): the deal price a signed-in shopper pays and when the deal ends (issue 18).
-- Null on products that are no flash deal; the price is below the original (MSRP).
ALTER TABLE products ADD COLUMN deal_price numeric(10,2);
ALTER TABLE products ADD COLUMN deal_ends_at timestamptz;
ALTER TABLE products ADD CONSTRAINT products_deal_price_check
  CHECK (deal_price IS NULL OR (deal_price > 0 AND deal_price < msrp_price));

-- Catalogues seeded before this migration: 25-45% off, ending one to seven days from now.
UPDATE products
SET deal_price = round(msrp_price * (0.55 + (id % 5) * 0.05), 2),
    deal_ends_at = now() + make_interval(hours => 24 + (id % 7) * 24 + (id % 11))
WHERE is_flash_deal;
