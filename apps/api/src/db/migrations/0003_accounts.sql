-- Accounts and sessions: companies (trade accounts), users of every account type, sessions with
-- hashed tokens, one-time codes, password reset links, throttling, and the mail/SMS outbox.
CREATE TABLE companies (
  id                  serial PRIMARY KEY,
  name                text NOT NULL,
  dba                 text NOT NULL DEFAULT '',
  kind                text NOT NULL DEFAULT 'designer' CHECK (kind IN ('designer', 'dealer', 'internal')),
  business_type       text NOT NULL DEFAULT '',
  federal_id          text NOT NULL DEFAULT '',
  website             text NOT NULL DEFAULT '',
  street              text NOT NULL DEFAULT '',
  city                text NOT NULL DEFAULT '',
  state               text NOT NULL DEFAULT '',
  postal_code         text NOT NULL DEFAULT '',
  country             text NOT NULL DEFAULT 'US',
  how_heard           text NOT NULL DEFAULT '',
  referrer            text NOT NULL DEFAULT '',
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected', 'closed')),
  max_active_accounts integer NOT NULL DEFAULT 10,
  tier                text NOT NULL DEFAULT 'Bronze',
  created_at          timestamptz NOT NULL DEFAULT now(),
  reviewed_at         timestamptz
);
CREATE UNIQUE INDEX companies_federal_id_idx ON companies (federal_id) WHERE federal_id <> '';

CREATE TABLE users (
  id               serial PRIMARY KEY,
  company_id       integer REFERENCES companies(id),
  -- Sub-accounts: the parent designer. Customers: their designer.
  parent_user_id   integer REFERENCES users(id),
  account_type     text NOT NULL CHECK (account_type IN
                     ('designer', 'sub_account', 'customer', 'dealer', 'client_agent', 'staff', 'ffd')),
  email            text NOT NULL,
  phone            text,
  first_name       text NOT NULL DEFAULT '',
  last_name        text NOT NULL DEFAULT '',
  password_hash    text,
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'not_activated', 'active', 'closed')),
  -- Registered with a phone number only: must sign in with an SMS code.
  phone_registered boolean NOT NULL DEFAULT false,
  head_img         text NOT NULL DEFAULT '',
  agent_code       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE UNIQUE INDEX users_phone_idx ON users (phone) WHERE phone IS NOT NULL;
CREATE INDEX users_parent_idx ON users (parent_user_id);

CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  user_id       integer NOT NULL REFERENCES users(id),
  mode          text NOT NULL,
  customer_id   integer REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz,
  end_reason    text CHECK (end_reason IN ('logout', 'password_change', 'account_closed'))
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE one_time_codes (
  id          bigserial PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'register')),
  target      text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_target_idx ON one_time_codes (purpose, target, created_at DESC);

CREATE TABLE password_links (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Failed attempts per key ('account:<email>', 'ip:<address>'): lock after repeated failures.
CREATE TABLE throttle (
  key           text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0,
  window_start  timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz
);

CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('mail', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);
