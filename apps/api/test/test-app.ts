import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Brands } from '@portal/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database with its own DATA_DIR. `dist` gets a tiny build per brand
 * (index.html naming the brand, one hashed asset) unless `withBuilds` is false.
 */
export const createTestApp = async (
  opts: {
    withBuilds?: boolean;
    env?: NodeJS.ProcessEnv;
    /** A logger of the test's own (e.g. to read what is logged). */
    logger?: FastifyServerOptions['logger'];
    /** Extra routes for a test, registered before the app is ready. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const dist = path.join(dir, 'dist');
  if (opts.withBuilds !== false) await writeFakeBuilds(dist);
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    STOREFRONT_DIST: dist,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...opts.env,
  });
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, db: testDb.db, logger: opts.logger });
  const tally = tallyAnswers(app);
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    testDb,
    close: async () => {
      tally.print();
      await app.close();
      await testDb.cleanup();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
};

/** An asset of the fake builds that has a .br copy beside it. */
export const PRECOMPRESSED_ASSET = 'vendor-def456.js';

/** first-screens.json of the fake builds. */
export const FAKE_FIRST_SCREENS = {
  every: ['/assets/screens-layout-1.js'],
  screens: {
    list: ['/assets/product-list-1.js', '/assets/catalog-1.css'],
    home: ['/assets/home-1.js'],
  },
  shellCss: ['/assets/header-icons-1.css'],
};

export const writeFakeBuilds = async (dist: string) => {
  for (const brand of Object.values(Brands)) {
    const root = path.join(dist, brand.slug);
    await fs.mkdir(path.join(root, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'index.html'),
      `<!doctype html><html><head><title>${brand.titleSuffix}</title></head><body data-brand="${brand.code}">${'<p>padding</p>'.repeat(200)}</body></html>`,
    );
    await fs.writeFile(
      path.join(root, 'assets', 'index-abc123.js'),
      `console.log('${brand.code}');`,
    );
    await fs.writeFile(path.join(root, 'robots.txt'), 'User-agent: *\n');
    // The files each first screen needs beyond the entry (first-screens-plugin.ts).
    await fs.writeFile(path.join(root, 'first-screens.json'), JSON.stringify(FAKE_FIRST_SCREENS));
    // A script with the brotli copy the build writes next to it (build-brands.mjs).
    const vendor = Array.from(
      { length: 400 },
      (_, i) => `export const v${i} = '${brand.code}-${i}';`,
    ).join('\n');
    await fs.writeFile(path.join(root, 'assets', PRECOMPRESSED_ASSET), vendor);
    await fs.writeFile(
      path.join(root, 'assets', `${PRECOMPRESSED_ASSET}.br`),
      zlib.brotliCompressSync(vendor, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
};

/**
 * SECURITY_FIGURES=1 prints, per test app, how many requests were made, how many were refused
 * (HTTP >= 400 or an envelope err other than 200) and how many answered >= 500: the figures the
 * security suite reports for each attack category (`npm run security:figures`).
 */
const tallyAnswers = (app: FastifyInstance) => {
  const counts = { requests: 0, refused: 0, serverErrors: 0 };
  if (!process.env.SECURITY_FIGURES) return { print: () => {} };
  app.addHook('onSend', async (_request, reply, payload) => {
    counts.requests += 1;
    if (reply.statusCode >= 500) counts.serverErrors += 1;
    const err = typeof payload === 'string' ? /^\{"err":(\d+)/.exec(payload)?.[1] : undefined;
    if (reply.statusCode >= 400 || (err && err !== '200')) counts.refused += 1;
    return payload;
  });
  return {
    print: () => {
      const file = path.basename(expect.getState().testPath ?? 'unknown');
      console.log(
        `security-figures ${file} requests=${counts.requests} refused=${counts.refused} 5xx=${counts.serverErrors}`,
      );
    },
  };
};
