-- The outbox relay (decision 040): messages are delivered after the request that recorded them
-- has answered. attempted_at is when a sweep last claimed an unsent message, so that two
-- processes sweeping at once do not both send it; the partial index keeps the sweep's read to
-- the unsent rows.
ALTER TABLE outbox ADD COLUMN attempted_at timestamptz;
CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL;
