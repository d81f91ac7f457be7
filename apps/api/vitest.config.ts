import { defineConfig } from 'vitest/config';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // The same suite twice: on PGlite ('api'), and on PostgreSQL ('api-postgres') when
    // TEST_DATABASE_URL is set. PGlite-only files (folder persistence, lock, process) run once.
    name: onServer ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onServer
      ? ['src/db/database.test.ts', 'src/config.test.ts', 'test/server-lifecycle.test.ts']
      : [],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One module graph per worker, not per file: PGlite's WebAssembly compile and the migrated
    // template (test-database.ts) then cost once per worker instead of ~10 s per file.
    isolate: false,
    globalSetup: onServer ? ['test/postgres-template.global.ts'] : [],
  },
});
