import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = path.join(import.meta.dirname, 'cli.ts');

interface Run {
  code: number | null;
  out: string;
}

/** Runs the seed CLI in its own process, on PGlite in `dataDir`, as `npm run seed` would. */
const runCli = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<Run>((resolve, reject) => {
    const { DATABASE_URL: _db, SEED_PRODUCTS: _n, NODE_ENV: _env, ...base } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...base, DATA_DIR: dataDir, ...env },
      cwd: path.join(import.meta.dirname, '../../..'),
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });

// One PGlite folder, used step by step; the server suite runs the seed itself, not the CLI.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('seed CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-cli-'));
  });
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses NODE_ENV=production without --allow-production, before opening anything', async () => {
    const run = await runCli(dataDir, ['--products', '5'], { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/Refusing to seed with NODE_ENV=production/);
    await expect(fs.readdir(dataDir)).resolves.toEqual([]);
  });

  it('rejects a bad --products value with the usage text', async () => {
    const run = await runCli(dataDir, ['--products', 'many']);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/--products must be a whole number/);
    expect(run.out).toMatch(/Usage: npm run seed/);
  });

  it('migrates and seeds an empty database, printing a summary with timings', async () => {
    const run = await runCli(dataDir, ['--products', '40']);
    expect(run.out).toMatch(/products {5}40 \(ca 8, art 8, jc 8, rowe 8, else 8/);
    expect(run.out).toMatch(/timings {6}pictures [\d.]+ s, products [\d.]+ s/);
    expect(run.code).toBe(0);
    await expect(fs.access(path.join(dataDir, 'files/product/placeholder.png'))).resolves.toBe(
      undefined,
    );
  });

  it('leaves a filled catalogue alone without --reset, and replaces it with --reset', async () => {
    const again = await runCli(dataDir, ['--products', '10']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/already has data; nothing changed/);
    const reset = await runCli(dataDir, ['--reset', '--products', '10']);
    expect(reset.code).toBe(0);
    expect(reset.out).toMatch(/Emptying the catalogue/);
    expect(reset.out).toMatch(/products {5}10 /);
    expect(reset.out).toMatch(/pictures {5}0 drawn/);
  });
});
