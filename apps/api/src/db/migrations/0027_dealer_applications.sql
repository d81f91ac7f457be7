-- Dealer applications (Request Access on the dealer site) and the record of staff review
-- actions. An application holds what the applicant typed and its resale certificate files (the
-- draft's uploads); approval makes the dealer company, its user and the certificate.
CREATE TABLE dealer_applications (
  id                 bigserial PRIMARY KEY,
  draft_id           bigint NOT NULL REFERENCES registration_drafts(id),
  company            text NOT NULL,
  contact_name       text NOT NULL,
  email              text NOT NULL,
  phone              text NOT NULL,
  territory          text NOT NULL,
  street             text NOT NULL,
  city               text NOT NULL,
  state              text NOT NULL,
  postal_code        text NOT NULL,
  certificate_number text NOT NULL,
  valid_from         date NOT NULL,
  valid_to           date NOT NULL,
  files              text[] NOT NULL DEFAULT '{}',
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason             text NOT NULL DEFAULT '',
  company_id         integer REFERENCES companies(id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  reviewed_at        timestamptz
);
-- One application waiting per address: a second one is refused until the first is decided.
CREATE UNIQUE INDEX dealer_applications_pending_email_idx
  ON dealer_applications (lower(email)) WHERE status = 'pending';

-- Who did what to which application, and when (the admin command; later the staff console).
CREATE TABLE review_actions (
  id          bigserial PRIMARY KEY,
  actor       text NOT NULL,
  action      text NOT NULL CHECK (action IN ('approve', 'reject')),
  kind        text NOT NULL CHECK (kind IN ('trade', 'dealer')),
  email       text NOT NULL,
  reason      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_actions_email_idx ON review_actions (lower(email));
