-- Cara, the chat assistant (issue 15, decision 023). One history per owner: a signed-in user, or
-- a visitor's guest id (the guest-id header). An AI message keeps its segments (to redraw cards)
-- and the conversation's constraint state, so 'cheaper' refines the previous request.
CREATE TABLE chat_messages (
  id            bigserial PRIMARY KEY,
  user_id       integer REFERENCES users(id) ON DELETE CASCADE,
  guest_id      text,
  brand_code    text NOT NULL,
  send_user_id  text NOT NULL,
  text          text NOT NULL,
  segments      jsonb NOT NULL,
  state         jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
);
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, created_at DESC, id DESC);
CREATE INDEX chat_messages_guest_idx ON chat_messages (guest_id, created_at DESC, id DESC);

-- Usage events of /mibd/common/add_log (spec 7 log types).
CREATE TABLE activity_logs (
  id          bigserial PRIMARY KEY,
  type        text NOT NULL,
  tag1        text,
  tag2        text,
  tag3        text,
  tag4        text,
  tag5        text,
  data1       text,
  data2       text,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  guest_id    text,
  brand_code  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_type_idx ON activity_logs (type, created_at);
