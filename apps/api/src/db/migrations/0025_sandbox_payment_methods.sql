-- The sandbox gateway's vault (decision 045): what each token its tokenization step made stands
-- for, derived there from the number (test-card table, else a credit card). It is the gateway's
-- record, as a real gateway's vault is: an order reads the method, funding (the card fee) and
-- last four digits back from it, never from the client. The outcome is the test number's.
CREATE TABLE sandbox_payment_methods (
  token       text PRIMARY KEY,
  method      text NOT NULL,
  funding     text NOT NULL,
  outcome     text NOT NULL,
  last4       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
