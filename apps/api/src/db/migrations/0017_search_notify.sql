-- Every API process keeps an in-memory search index (decision 025) and learns here which
-- products changed: the ids of each statement's rows on channel 'product_search', or '*' when a
-- statement touched more than fit one notification (imports, seeds): then it re-reads everything.
CREATE FUNCTION product_search_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT id FROM old_rows LIMIT 501) o;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT id FROM new_rows LIMIT 501) o;
  END IF;
  IF n > 0 THEN
    PERFORM pg_notify('product_search', CASE WHEN n > 500 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_search_notify_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();
CREATE TRIGGER product_search_notify_update AFTER UPDATE ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();
CREATE TRIGGER product_search_notify_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_notify();
