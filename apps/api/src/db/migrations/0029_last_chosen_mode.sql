-- The view an account chose last (decision 054): a sign-in on any brand site lands in it. Only
-- the views that need no customer are kept; NULL (never chosen) means the spec's browsing default.
ALTER TABLE users ADD COLUMN last_mode text CHECK (last_mode IN ('mibd_safe', 'mibd_designer'));
