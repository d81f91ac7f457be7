-- Issue 33: what can be bought now follows spec 8 and the flash deal's own price.
--   L3: a product with no stock and none coming (availability 'unavailable') is excluded from
--       the cart's count and checkout, and refused by add-to-cart; a sample is not held to stock.
--   M1: a line added on the flash-deals site can be bought only while its deal runs (a deal
--       price below the MSRP, an end still ahead): the price charged is the deal's.
-- cart_line_buyable is the rule the header count reads; cart-lines.ts `lineNotice` mirrors it
-- and cart-header-count.api.test.ts compares the two.

-- A flash deal is running (catalog pricing.ts `flashDealFields` reads the same facts).
CREATE FUNCTION cart_deal_live(p_deal numeric, p_ends timestamptz, p_msrp numeric)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_deal IS NOT NULL AND p_ends IS NOT NULL AND p_ends > now() AND p_deal < p_msrp
$$;

CREATE FUNCTION cart_line_buyable(p products, p_flash boolean, p_type smallint, p_count integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p.status = '1' AND CASE
    WHEN p_flash THEN p.cash_stock > 0 AND p_count <= p.cash_stock
      AND cart_deal_live(p.deal_price, p.deal_ends_at, p.msrp_price)
    WHEN p_type = 1 THEN p.stock > 0 OR p.future_stock > 0
    ELSE true
  END
$$;

CREATE OR REPLACE FUNCTION cart_header_count(p_user integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(l.count), 0)::bigint
    FROM cart_lines l JOIN products p ON p.sku_number = l.sku_number
    WHERE l.user_id = p_user
      AND cart_line_buyable(p, l.added_on_brand = 'FFD', l.product_data_type, l.count));
END $$;

CREATE OR REPLACE FUNCTION cart_add(
  p_user integer, p_sku text, p_type smallint, p_custom smallint, p_variant text,
  p_fabric_sku text, p_fabric_name text, p_count integer, p_brand text, p_add_type smallint,
  p_ai_source smallint, p_line_cap integer, p_max_lines integer, p_clamp boolean,
  p_flash boolean, p_site_brand text, p_sample_brand text
) RETURNS TABLE (outcome text, line_id bigint, line_count integer, header_count bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_count integer;
  v_lines integer;
  v_status text;
  v_brand_id text;
  v_flash boolean;
  v_units integer;
  v_stock integer;
  v_future integer;
  v_deal_live boolean;
BEGIN
  SELECT p.status, p.brand_id, p.is_flash_deal, p.cash_stock, p.stock, p.future_stock,
      cart_deal_live(p.deal_price, p.deal_ends_at, p.msrp_price)
    INTO v_status, v_brand_id, v_flash, v_units, v_stock, v_future, v_deal_live
  FROM products p WHERE p.sku_number = p_sku;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF v_status = '3' THEN
    RETURN QUERY SELECT 'taken_down'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF v_status <> '1' THEN
    RETURN QUERY SELECT 'unavailable'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF p_flash THEN
    IF NOT v_flash THEN
      RETURN QUERY SELECT 'not_on_this_site'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
    IF p_type = 2 THEN
      RETURN QUERY SELECT 'sample_not_flash'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
    IF v_units <= 0 OR NOT v_deal_live THEN
      RETURN QUERY SELECT 'unavailable'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
  ELSE
    IF p_type = 1 AND v_stock <= 0 AND v_future <= 0 THEN
      RETURN QUERY SELECT 'unavailable'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
    IF p_site_brand IS NOT NULL AND v_brand_id <> p_site_brand THEN
      RETURN QUERY SELECT 'not_on_this_site'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
    IF p_type = 2 AND v_brand_id <> p_sample_brand THEN
      RETURN QUERY SELECT 'sample_other_brand'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  PERFORM pg_advisory_xact_lock(7013, p_user);
  SELECT l.id, l.count INTO v_id, v_count FROM cart_lines l
  WHERE l.user_id = p_user AND l.sku_number = p_sku AND l.product_data_type = p_type
    AND l.variant_key = p_variant;
  IF p_flash AND NOT p_clamp AND coalesce(v_count, 0) + p_count > v_units THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF v_id IS NOT NULL THEN
    v_count := v_count + p_count;
    IF v_count > p_line_cap THEN
      IF NOT p_clamp THEN
        RETURN QUERY SELECT 'line_cap'::text, NULL::bigint, NULL::integer, NULL::bigint;
        RETURN;
      END IF;
      v_count := p_line_cap;
    END IF;
    UPDATE cart_lines SET count = v_count, updated_at = now() WHERE id = v_id;
  ELSE
    SELECT count(*) INTO v_lines FROM cart_lines WHERE user_id = p_user;
    IF v_lines >= p_max_lines THEN
      RETURN QUERY SELECT 'cart_full'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
    INSERT INTO cart_lines (user_id, sku_number, product_data_type, customizable_type, variant_key,
      fabric_sku, fabric_name, count, added_on_brand, add_type, ai_source)
    VALUES (p_user, p_sku, p_type, p_custom, p_variant, p_fabric_sku, p_fabric_name,
      least(p_count, p_line_cap), p_brand, p_add_type, p_ai_source)
    RETURNING id, count INTO v_id, v_count;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_id, v_count, cart_header_count(p_user);
END $$;
