-- Customer search by trigrams (decision 035, revised): a keyword of three letters or more finds
-- its few customers through this index instead of testing every customer's text; shorter ones
-- still read the covering index of 0019. Partial like that one: the search names the literal.
CREATE INDEX users_customers_trgm_idx ON users USING gin (search_text gin_trgm_ops)
  WHERE account_type = 'customer';
