-- The designer's workspace (issue 13 part A): customers' profiles, projects (tearsheets) and
-- their lines. Customers are users rows (account_type 'customer', parent_user_id = their
-- designer); the profile holds the create-customer form's address and the invitation state.
-- A customer's phone lives here, not in users.phone: that column is a unique sign-in identity.
CREATE TABLE customer_profiles (
  user_id        integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone          text NOT NULL DEFAULT '',
  street_address text NOT NULL DEFAULT '',
  city           text NOT NULL DEFAULT '',
  state          text NOT NULL DEFAULT '',
  postal         text NOT NULL DEFAULT '',
  country        text NOT NULL DEFAULT 'US',
  -- Last invitation sent (a set-password link valid 3 days); activated = the user has a password.
  invited_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- owner_user_id: the account whose customer it is (moves with the customer, see
-- workspace-transfer.service.ts); kept beside customer_id so a designer's list is one index range.
CREATE TABLE projects (
  id            serial PRIMARY KEY,
  owner_user_id integer NOT NULL REFERENCES users(id),
  customer_id   integer NOT NULL REFERENCES users(id),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Spec 5: unique per customer (compared without case, after trimming).
CREATE UNIQUE INDEX projects_customer_name_idx ON projects (customer_id, lower(name));
CREATE INDEX projects_owner_idx ON projects (owner_user_id, updated_at DESC, id DESC);

-- One line per SKU and customization (customizable_type 0 standard, 1-3 customized, 4 COM);
-- adding it again adds to the quantity. Prices are never stored: read by role from the catalogue.
CREATE TABLE project_lines (
  id                bigserial PRIMARY KEY,
  project_id        integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  sku_number        text NOT NULL,
  buy_number        integer NOT NULL CHECK (buy_number BETWEEN 1 AND 999),
  customizable_type smallint NOT NULL DEFAULT 0 CHECK (customizable_type BETWEEN 0 AND 4),
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, sku_number, customizable_type)
);

-- Customer search within one designer: the owner's customers by name.
CREATE INDEX users_customers_of_idx ON users (parent_user_id, first_name, last_name) WHERE account_type = 'customer';
