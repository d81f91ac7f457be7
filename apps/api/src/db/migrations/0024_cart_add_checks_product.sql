-- Add-to-cart checks its product in the same statement (decision 041): the product read was a
-- round trip of its own before cart_add. The rules are those of spec 4 and 8 for one site, in
-- this order, each an outcome the service turns into the spec's message:
--   not_found, taken_down ('3'), unavailable (not '1'); on the flash-deals site (p_flash):
--   not_flash (not a flash deal), sample_not_flash, unavailable (no units left), and, under the
--   cart's lock, insufficient (the line's count with this add above the units left; not when a
--   guest cart is merged, p_clamp, whose lines are kept and shown as insufficient); on a brand
--   site (p_site_brand, NULL on HOM, which sells every brand): not_on_this_site; a sample only
--   of the site's own brand (p_sample_brand): sample_other_brand.
-- The FFD units check now runs under the lock: two adds at once cannot both pass it.
DROP FUNCTION cart_add(integer, text, smallint, smallint, text, text, text, integer, text,
  smallint, smallint, integer, integer, boolean);

CREATE FUNCTION cart_add(
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
BEGIN
  SELECT p.status, p.brand_id, p.is_flash_deal, p.cash_stock
    INTO v_status, v_brand_id, v_flash, v_units
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
    IF v_units <= 0 THEN
      RETURN QUERY SELECT 'unavailable'::text, NULL::bigint, NULL::integer, NULL::bigint;
      RETURN;
    END IF;
  ELSE
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
