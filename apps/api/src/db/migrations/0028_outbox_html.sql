-- Issue 34: a mail may carry an HTML part beside its text (the order confirmation lists its
-- items and links to the order). The settle statement records it with the order, so the
-- function takes one argument more; the old one is dropped (its signature is the 14 arguments).
ALTER TABLE outbox ADD COLUMN html text;

DROP FUNCTION order_settle(bigint, bigint, text, text, text, numeric, jsonb, text, integer,
  bigint[], text, text, text, text);

CREATE FUNCTION order_settle(
  p_payment bigint, p_order bigint, p_status text, p_ref text, p_state text, p_paid numeric,
  p_answer jsonb, p_note text, p_user integer, p_lines bigint[], p_channel text, p_to text,
  p_subject text, p_body text, p_html text
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
  RETURN QUERY INSERT INTO outbox (channel, recipient, subject, body, html)
    VALUES (p_channel, p_to, p_subject, p_body, p_html)
    RETURNING id, created_at;
END $$;
