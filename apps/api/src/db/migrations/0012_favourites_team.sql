-- Favourites, collections shared by signed links (decision 020), and sub-accounts (issue 13 B).
-- A list belongs to one account: the designer's own (owner = the designer or sub-account) or a
-- customer's (owner = the customer's users row). A customer's list therefore follows the
-- customer when a closed sub-account's customers move to the parent.
CREATE TABLE favourites (
  owner_user_id integer NOT NULL REFERENCES users(id),
  sku_number    text NOT NULL,
  -- Who pressed the heart: the designer for a customer's list, or the customer.
  added_by      integer NOT NULL REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_user_id, sku_number)
);
CREATE INDEX favourites_owner_recent_idx ON favourites (owner_user_id, created_at DESC);

CREATE TABLE favourite_collections (
  id            serial PRIMARY KEY,
  owner_user_id integer NOT NULL REFERENCES users(id),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favourite_collections_owner_idx ON favourite_collections (owner_user_id, id DESC);

CREATE TABLE favourite_collection_items (
  collection_id integer NOT NULL REFERENCES favourite_collections(id) ON DELETE CASCADE,
  sku_number    text NOT NULL,
  position      integer NOT NULL,
  PRIMARY KEY (collection_id, sku_number)
);

-- One row per e-mail sent; the link names the row and is signed with the key below.
CREATE TABLE collection_shares (
  id            bigserial PRIMARY KEY,
  collection_id integer NOT NULL REFERENCES favourite_collections(id) ON DELETE CASCADE,
  email         text NOT NULL,
  shared_by     integer NOT NULL REFERENCES users(id),
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_shares_collection_idx ON collection_shares (collection_id);

-- HMAC keys by purpose, made on first use (random, 256 bits): no configuration to forget.
CREATE TABLE signing_keys (
  purpose    text PRIMARY KEY,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sub-accounts are users rows (account_type 'sub_account', parent_user_id = the designer);
-- users.status: not_activated = to be activated, active = activated, closed = closed.
CREATE TABLE sub_accounts (
  user_id      integer PRIMARY KEY REFERENCES users(id),
  invited_at   timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  closed_at    timestamptz
);

-- Invitation links (valid 3 days, spec 6): only the token's hash is stored.
CREATE TABLE sub_account_invites (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_account_invites_user_idx ON sub_account_invites (user_id);
