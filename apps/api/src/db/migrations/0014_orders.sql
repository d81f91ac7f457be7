-- Checkout, payments and orders (issue 14, decision 022).
-- An order and its payment record are written in one transaction; the payment row is keyed by
-- the client's Idempotency-Key so the same key replays the first answer.

CREATE TABLE billing_addresses (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id),
  full_name   text NOT NULL,
  street      text NOT NULL,
  city        text NOT NULL,
  state       text NOT NULL,
  postal_code text NOT NULL,
  country     text NOT NULL DEFAULT 'US',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_addresses_user_idx ON billing_addresses (user_id);

CREATE TABLE coupons (
  code          text PRIMARY KEY,
  description   text NOT NULL DEFAULT '',
  percent_off   numeric(5,2) NOT NULL DEFAULT 0,
  amount_off    numeric(10,2) NOT NULL DEFAULT 0,
  min_subtotal  numeric(10,2) NOT NULL DEFAULT 0,
  -- Empty: every brand; otherwise the brand_ids whose lines it applies to.
  brand_ids     text[] NOT NULL DEFAULT '{}',
  -- 'n' products only, 's' samples only, '' both.
  order_kind    text NOT NULL DEFAULT '',
  valid_from    timestamptz NOT NULL DEFAULT now(),
  valid_to      timestamptz,
  max_uses      integer NOT NULL DEFAULT 1000,
  used_count    integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Net-30 or deposit terms granted to a company (none: pay in full at order).
CREATE TABLE company_payment_terms (
  company_id  integer PRIMARY KEY REFERENCES companies(id),
  terms       text NOT NULL CHECK (terms IN ('deposit_50', 'net_30')),
  granted_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE current_account_applications (
  id               bigserial PRIMARY KEY,
  company_id       integer NOT NULL REFERENCES companies(id),
  user_id          integer NOT NULL REFERENCES users(id),
  company_name     text NOT NULL,
  contact_name     text NOT NULL,
  email            text NOT NULL,
  phone            text NOT NULL,
  requested_limit  integer NOT NULL,
  bank_reference   text NOT NULL,
  trade_references text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  reviewed_at      timestamptz
);
CREATE INDEX current_account_applications_company_idx ON current_account_applications (company_id);

CREATE TABLE orders (
  id               bigserial PRIMARY KEY,
  order_number     text NOT NULL UNIQUE,
  user_id          integer NOT NULL REFERENCES users(id),
  company_id       integer REFERENCES companies(id),
  -- The customer the designer ordered for (communicate mode), seen in customerOrder.
  customer_id      integer REFERENCES users(id),
  brand_code       text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('n', 's')),
  -- 'pending_payment' only between the first write and the gateway's answer (never listed).
  status           text NOT NULL CHECK (status IN
                     ('pending_payment', 'preparing', 'ready_to_ship', 'shipped', 'delivered', 'cancelled')),
  payment_method   text NOT NULL CHECK (payment_method IN ('card', 'ach', 'net_30')),
  payment_state    text NOT NULL DEFAULT 'pending',
  subtotal         numeric(12,2) NOT NULL,
  discount         numeric(12,2) NOT NULL DEFAULT 0,
  shipping         numeric(12,2) NOT NULL,
  tax              numeric(12,2) NOT NULL,
  processing_fee   numeric(12,2) NOT NULL,
  total            numeric(12,2) NOT NULL,
  amount_paid      numeric(12,2) NOT NULL DEFAULT 0,
  coupon_code      text REFERENCES coupons(code),
  shipping_method  text NOT NULL,
  ship_to          jsonb NOT NULL,
  billing_address  jsonb,
  tracking_supplier text,
  waybill          text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_company_idx ON orders (company_id, created_at DESC);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC);

CREATE TABLE order_items (
  id                bigserial PRIMARY KEY,
  order_id          bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  sku_number        text NOT NULL,
  name              text NOT NULL,
  image             text NOT NULL,
  brand_id          text NOT NULL,
  product_data_type smallint NOT NULL,
  customizable_type smallint NOT NULL DEFAULT 0,
  count             integer NOT NULL CHECK (count > 0),
  unit_price        numeric(12,2) NOT NULL,
  line_total        numeric(12,2) NOT NULL
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_events (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status      text NOT NULL,
  note        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- One row per submission (Idempotency-Key). 'pending' while the gateway is asked; the draft is
-- what a start-up reconciliation needs to settle a charge whose order write never finished.
CREATE TABLE payments (
  id               bigserial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users(id),
  idempotency_key  text NOT NULL,
  order_id         bigint REFERENCES orders(id) ON DELETE SET NULL,
  method           text NOT NULL,
  amount           numeric(12,2) NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN
                     ('pending', 'succeeded', 'review', 'declined', 'failed', 'not_charged')),
  gateway          text NOT NULL,
  gateway_ref      text,
  draft            jsonb NOT NULL,
  -- The first answer, replayed for the same key: {err, errmsg, val}.
  answer           jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';

-- The sandbox gateway's own ledger (it stands for the remote gateway: survives our restarts).
CREATE TABLE sandbox_charges (
  id               text PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  amount           numeric(12,2) NOT NULL,
  token_last4      text NOT NULL,
  method           text NOT NULL,
  status           text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
