-- Issue 34: a sign-in lands in the view the user chose last (decision 057). Null until the
-- first choice: the first sign-in lands in the spec's default (browsing for designers).
ALTER TABLE users ADD COLUMN last_mode text;
