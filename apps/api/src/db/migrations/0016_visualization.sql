-- Room visualization (issue 16, decision 024). Photos uploaded for a visualization (a visitor's
-- carries a Photo Code to redeem once signed in), AI cases and their rendered variants. The
-- background jobs themselves live in pg-boss's own schema (created by pg-boss at start).
CREATE TABLE ai_photos (
  id          bigserial PRIMARY KEY,
  file_name   text NOT NULL UNIQUE,
  user_id     integer REFERENCES users(id) ON DELETE CASCADE,
  image_code  text UNIQUE,
  width       integer NOT NULL,
  height      integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ai_cases (
  id            bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_code    text NOT NULL,
  source        smallint NOT NULL,
  room_type     text NOT NULL,
  file_name     text NOT NULL,
  sku_number    text,
  areas         jsonb NOT NULL,
  shade         boolean NOT NULL DEFAULT true,
  -- 0 generating, 1 complete, negative failed (spec 3)
  status        smallint NOT NULL DEFAULT 0,
  errmsg        text,
  notified      boolean NOT NULL DEFAULT false,
  attempts      integer NOT NULL DEFAULT 0,
  -- While a worker renders it: when its claim lapses (a restart or a crash leaves it behind).
  lease_until   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE INDEX ai_cases_user_idx ON ai_cases (user_id, id DESC);
CREATE INDEX ai_cases_pending_idx ON ai_cases (status) WHERE status = 0;

CREATE TABLE ai_case_variants (
  id            bigserial PRIMARY KEY,
  case_id       bigint NOT NULL REFERENCES ai_cases(id) ON DELETE CASCADE,
  position      smallint NOT NULL,
  high_image    text NOT NULL,
  low_image     text NOT NULL,
  sku_numbers   text[] NOT NULL DEFAULT '{}',
  UNIQUE (case_id, position)
);
