import { defineConfig } from 'vitest/config';

// Each workspace keeps its own config; `vitest run` at the root runs them all. `tools`: tests
// of the repository's own scripts (scripts/**/*.test.mjs, such as the layer check's).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/storefront/vitest.config.ts',
      'apps/storefront/vitest.mocking.config.ts',
      {
        test: {
          name: 'tools',
          root: import.meta.dirname,
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
