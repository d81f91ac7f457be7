-- Rowe single sign-on (OpenID Connect): pending authorisations, linked identities, and short-lived
-- codes that carry an unlinked Rowe identity to the linking sign-in.
CREATE TABLE oidc_states (
  state         text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  bind_user_id  integer REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rowe_identities (
  sub       text PRIMARY KEY,
  user_id   integer NOT NULL UNIQUE REFERENCES users(id),
  email     text NOT NULL DEFAULT '',
  linked_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rowe_link_codes (
  code_hash  text PRIMARY KEY,
  sub        text NOT NULL,
  email      text NOT NULL DEFAULT '',
  given_name text NOT NULL DEFAULT '',
  family_name text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
