import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { Brands, getHealthz, SESSION_HOP_TRIED_COOKIE } from '@portal/contract';
import { chromiumPath, journeysChromiumPath } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The local OpenID provider standing in for Rowe's (started by e2e/rowe.spec.ts). */
export const ROWE_IDP_PORT = E2E_PORT + 18;
export const ROWE_REDIRECT = `http://rowe.localhost:${E2E_PORT}/validateLogon`;
// One folder per port, so two runs (say, two people or two helpers) never share a database.
const artifacts = path.join(import.meta.dirname, '.artifacts', String(E2E_PORT));
/** The e2e server's DATA_DIR (the admin command is run against it). */
export const E2E_DATA_DIR = path.join(artifacts, 'data');

// Killed runs leave /tmp/playwright_* behind: keep Chromium's temp files in our own folder.
process.env.TMPDIR = path.join(artifacts, 'tmp');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Journeys that measure type and paint, or depend on how the browser keeps one site's storage
 * from another's (the session across brand sites), run on the full browser; the rest on the
 * headless shell when it is installed (scripts/chromium.mjs, decision 056).
 */
const FULL_BROWSER_SPECS =
  /(brand-fonts|brand-fonts-caps|largest-paint|session-hop|session-sharing)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(artifacts, 'results'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: a journey that passes only on its second try is listed as "flaky" in the
  // report and gets fixed (decision 032), but no longer throws away a whole CI run.
  retries: 1,
  // Journeys on a 2-core machine that also runs the server: generous per-test time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://hom.localhost:${E2E_PORT}`,
    // Each browser starts as one that has already asked the shared origin for a session in this
    // browser session (decision 054): journeys that do not test that hop are not sent through it
    // after their first page paints. e2e/session-hop.spec.ts starts without this mark.
    storageState: {
      cookies: Object.values(Brands).map((brand) => ({
        name: SESSION_HOP_TRIED_COOKIE,
        value: '1',
        domain: brand.defaultHost,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    // Recording a trace on every test cost 30% of the step (screencast and snapshots on each
    // action): only a retry, which follows a failure, records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: journeysChromiumPath(), args: CHROMIUM_ARGS } },
    },
    {
      // As people's browser does it: font metrics and line breaks differ in the headless shell
      // (there ART's caps fallback broke as many names as the plain one), and a typed address
      // of another brand site found the session there without the hop.
      name: 'chromium-full',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // The real server on the real builds, with a fresh PGlite folder seeded on first start.
    command: 'node e2e/start-server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}${getHealthz.path}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Search as production does: from the in-memory index (decision 025).
      SEARCH_INDEX: 'true',
      ROWE_OIDC_ISSUER: `http://127.0.0.1:${ROWE_IDP_PORT}`,
      ROWE_OIDC_CLIENT_ID: 'portal',
      ROWE_OIDC_CLIENT_SECRET: 'portal-secret-for-tests',
      ROWE_OIDC_REDIRECT_URI: ROWE_REDIRECT,
    },
  },
});
