import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
