import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { Brands } from '../../packages/contract/src/brands.ts';
import { brandAlias, brandDefines } from './brand-build.ts';

// Unit tests run as the HOM build; tests of other brands pass the brand in explicitly.
export default defineConfig({
  plugins: [react()],
  define: brandDefines(Brands.HOM),
  resolve: { alias: brandAlias(Brands.HOM) },
  test: {
    name: 'storefront',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://hom.localhost:8080/' } },
    setupFiles: ['./src/test/setup.ts'],
    // The route-table tests load every lazy screen; on a busy 2-core machine that outlasts 5 s.
    testTimeout: 20_000,
  },
});
