import { defineConfig } from 'vitest/config';

// Each workspace keeps its own config; `vitest run` at the root runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/storefront'],
  },
});
