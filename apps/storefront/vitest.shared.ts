import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { Brands } from '../../packages/contract/src/brands.ts';
import { brandAlias, brandDefines } from './brand-build.ts';

const TESTS = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

/**
 * Test files that replace a module (vi.mock): they need a module graph of their own. The others
 * share one per worker, which spares each file jsdom's set-up and the import of React, Mantine
 * and the router (the step took 106 s isolated, 21 s shared). Read from the files, so a new
 * file with vi.mock is isolated without anyone listing it.
 */
export const mockingTestFiles = (): string[] =>
  fs
    .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TESTS.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) =>
      MOCKS_A_MODULE.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    );

/** Unit tests run as the HOM build; tests of other brands pass the brand in explicitly. */
export const storefrontTestConfig = (which: 'shared' | 'mocking') => {
  const mocking = mockingTestFiles();
  return defineConfig({
    plugins: [react()],
    define: brandDefines(Brands.HOM),
    resolve: { alias: brandAlias(Brands.HOM) },
    test: {
      name: which === 'shared' ? 'storefront' : 'storefront-mocking',
      root: import.meta.dirname,
      include: which === 'shared' ? ['src/**/*.test.{ts,tsx}'] : mocking,
      exclude: which === 'shared' ? ['**/node_modules/**', ...mocking] : [],
      isolate: which === 'mocking',
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://hom.localhost:8080/' } },
      setupFiles: ['./src/test/setup.ts'],
      // The route-table tests load every lazy screen; on a busy 2-core machine that outlasts 5 s.
      testTimeout: 20_000,
    },
  });
};
