-- Trade registration: drafts (a key held by the applicant's browser), uploaded documents,
-- certificates and the signed agreement of a company.
CREATE TABLE registration_drafts (
  id          bigserial PRIMARY KEY,
  key_hash    text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);

CREATE TABLE registration_files (
  id            text PRIMARY KEY,
  draft_id      bigint NOT NULL REFERENCES registration_drafts(id),
  original_name text NOT NULL,
  stored_name   text NOT NULL,
  mime          text NOT NULL,
  size          integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz
);
CREATE INDEX registration_files_draft_idx ON registration_files (draft_id) WHERE deleted_at IS NULL;

CREATE TABLE certificates (
  id                 serial PRIMARY KEY,
  company_id         integer NOT NULL REFERENCES companies(id),
  kind               text NOT NULL CHECK (kind IN ('sales_tax', 'reseller')),
  registration_state text NOT NULL DEFAULT '',
  state_tax_number   text NOT NULL DEFAULT '',
  certificate_number text NOT NULL DEFAULT '',
  valid_from         date,
  valid_to           date,
  files              text[] NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificates_company_idx ON certificates (company_id);

CREATE TABLE company_agreements (
  company_id     integer PRIMARY KEY REFERENCES companies(id),
  print_name     text NOT NULL,
  title          text NOT NULL,
  signature_file text NOT NULL,
  agreed_at      timestamptz NOT NULL DEFAULT now()
);
