-- Add-to-cart in one statement (decision 037): the cart's lock, the caps and the write run in
-- the database, in one round trip. Inside a PL/pgSQL function each statement reads a fresh
-- snapshot (READ COMMITTED), so what follows the lock sees every add committed before it: two
-- adds of one cart cannot both see room for one more line. Called on its own (its statement is
-- its transaction) or inside one (the guest cart merged at sign-in: all or none).

-- The header count (spec 4): the counts of lines that can be bought now (status '1'): the
-- product is on sale, and a line added on the flash-deals site has units left for its count.
-- Mirrors cart-lines.ts `lineNotice`; cart-header-count.api.test.ts compares the two.
-- PL/pgSQL rather than SQL: its statement's plan is kept per connection, where a SQL function
-- called from another function is planned on every call (1.3 ms measured, more than the read).
CREATE FUNCTION cart_header_count(p_user integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(l.count), 0)::bigint
    FROM cart_lines l JOIN products p ON p.sku_number = l.sku_number
    WHERE l.user_id = p_user AND p.status = '1'
      AND (l.added_on_brand <> 'FFD' OR (p.cash_stock > 0 AND l.count <= p.cash_stock)));
END $$;

CREATE FUNCTION cart_add(
  p_user integer, p_sku text, p_type smallint, p_custom smallint, p_variant text,
  p_fabric_sku text, p_fabric_name text, p_count integer, p_brand text, p_add_type smallint,
  p_ai_source smallint, p_line_cap integer, p_max_lines integer, p_clamp boolean
) RETURNS TABLE (outcome text, line_id bigint, line_count integer, header_count bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_count integer;
  v_lines integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7013, p_user);
  SELECT l.id, l.count INTO v_id, v_count FROM cart_lines l
  WHERE l.user_id = p_user AND l.sku_number = p_sku AND l.product_data_type = p_type
    AND l.variant_key = p_variant;
  IF FOUND THEN
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
