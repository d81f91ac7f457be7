-- An order's two writes in one statement each (decision 039), as cart_add did for the cart
-- (decision 037): reserve before the gateway is asked, settle after it answered. Each was a
-- transaction of five or six round trips holding its rows' locks across all of them; a function
-- call is one round trip and, on its own, its own transaction (all or nothing: a refusal raises,
-- which undoes every write of the call).

-- Reserve: the payment row (unique per user and key), FFD stock taken (never below 0), the
-- coupon's use, the order awaiting payment with its items. Answers no row when the key is taken
-- (nothing written). Raises 'stock_short' (DETAIL: the SKU) or 'coupon_gone' (SQLSTATE P0001).
-- p_order and p_items are the orders and order_items columns as JSON (jsonb_populate_record
-- types them by the tables' own column types).
CREATE FUNCTION order_reserve(
  p_user integer, p_key text, p_gateway text, p_method text, p_amount numeric, p_draft jsonb,
  p_order jsonb, p_items jsonb, p_stock jsonb
) RETURNS TABLE (reserved_order bigint, reserved_payment bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_payment bigint;
  v_order bigint;
  v_stock record;
  v_coupon text := p_order->>'coupon_code';
BEGIN
  INSERT INTO payments (user_id, idempotency_key, method, amount, gateway, draft)
  VALUES (p_user, p_key, p_method, p_amount, p_gateway, p_draft)
  ON CONFLICT (user_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_payment;
  IF v_payment IS NULL THEN
    RETURN;
  END IF;
  FOR v_stock IN SELECT s.sku, s.count FROM jsonb_to_recordset(p_stock) AS s(sku text, count integer)
  LOOP
    UPDATE products SET cash_stock = cash_stock - v_stock.count
    WHERE sku_number = v_stock.sku AND cash_stock >= v_stock.count;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock_short' USING DETAIL = v_stock.sku;
    END IF;
  END LOOP;
  IF v_coupon IS NOT NULL THEN
    UPDATE coupons SET used_count = used_count + 1 WHERE code = v_coupon AND used_count < max_uses;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'coupon_gone';
    END IF;
  END IF;
  INSERT INTO orders (order_number, user_id, company_id, customer_id, brand_code, kind, status,
    payment_method, payment_state, subtotal, discount, shipping, tax, processing_fee, total,
    coupon_code, shipping_method, ship_to, billing_address)
  SELECT o.order_number, o.user_id, o.company_id, o.customer_id, o.brand_code, o.kind,
    'pending_payment', o.payment_method, o.payment_state, o.subtotal, o.discount, o.shipping,
    o.tax, o.processing_fee, o.total, o.coupon_code, o.shipping_method, o.ship_to,
    o.billing_address
  FROM jsonb_populate_record(NULL::orders, p_order) o
  RETURNING id INTO v_order;
  INSERT INTO order_items (order_id, sku_number, name, image, brand_id, product_data_type,
    customizable_type, count, unit_price, line_total)
  SELECT v_order, i.sku_number, i.name, i.image, i.brand_id, i.product_data_type,
    i.customizable_type, i.count, i.unit_price, i.line_total
  FROM jsonb_populate_recordset(NULL::order_items, p_items) i;
  UPDATE payments SET order_id = v_order WHERE id = v_payment;
  RETURN QUERY SELECT v_order, v_payment;
END $$;

-- Settle: the payment settled with the answer to replay (only while still pending: a
-- reconciliation may have raced the request), the order placed with its first timeline entry,
-- the ordered cart lines removed (the caller's own only), and the confirmation recorded in the
-- outbox, so it exists exactly when the order does. Answers the outbox row to deliver after the
-- commit, or no row when the payment was settled already (nothing written).
CREATE FUNCTION order_settle(
  p_payment bigint, p_order bigint, p_status text, p_ref text, p_state text, p_paid numeric,
  p_answer jsonb, p_note text, p_user integer, p_lines bigint[], p_channel text, p_to text,
  p_subject text, p_body text
) RETURNS TABLE (outbox_id bigint, outbox_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET status = p_status, gateway_ref = p_ref, answer = p_answer,
    settled_at = now()
  WHERE id = p_payment AND status = 'pending';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE orders SET status = 'preparing', payment_state = p_state, amount_paid = p_paid
  WHERE id = p_order;
  INSERT INTO order_events (order_id, status, note) VALUES (p_order, 'preparing', p_note);
  DELETE FROM cart_lines WHERE user_id = p_user AND id = ANY (p_lines);
  RETURN QUERY INSERT INTO outbox (channel, recipient, subject, body)
    VALUES (p_channel, p_to, p_subject, p_body)
    RETURNING id, created_at;
END $$;
