-- Content forms (contact, sample requests) and the dealer directory.
CREATE TABLE contact_messages (
  id             bigserial PRIMARY KEY,
  brand_code     text NOT NULL,
  full_name      text NOT NULL,
  phone          text NOT NULL DEFAULT '',
  email          text NOT NULL,
  order_number   text NOT NULL DEFAULT '',
  company_name   text NOT NULL DEFAULT '',
  product_number text NOT NULL DEFAULT '',
  comments       text NOT NULL,
  user_id        integer REFERENCES users(id),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sample_requests (
  id            bigserial PRIMARY KEY,
  brand_code    text NOT NULL,
  full_name     text NOT NULL,
  email         text NOT NULL DEFAULT '',
  item_number   text NOT NULL,
  finish_name   text NOT NULL,
  company_name  text NOT NULL,
  full_address  text NOT NULL,
  comments      text NOT NULL,
  user_id       integer REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dealers (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  street      text NOT NULL,
  city        text NOT NULL,
  state       text NOT NULL,
  postal_code text NOT NULL,
  phone       text NOT NULL,
  latitude    double precision NOT NULL,
  longitude   double precision NOT NULL,
  brands      text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX dealers_state_idx ON dealers (state);
