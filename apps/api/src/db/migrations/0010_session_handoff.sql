-- One-time codes that carry a session from one brand site to a sibling (decision 016). Only the
-- code's hash is kept; the token is sealed with a key derived from the code (AES-256-GCM), so
-- this table alone gives no usable token. Single use, a minute long, for one target brand.
CREATE TABLE session_handoffs (
  code_hash    text PRIMARY KEY,
  session_id   bigint NOT NULL REFERENCES sessions(id),
  target_brand text NOT NULL,
  sealed       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX session_handoffs_expires_idx ON session_handoffs (expires_at);
