import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process: start-up messages, refusal of a locked folder, and a graceful
// shutdown that lets an in-flight request finish. PGlite only (folder lock); no demo seed.
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const serverTs = path.resolve(import.meta.dirname, '../src/server.ts');
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const start = (env: Record<string, string>) => {
  const child = spawn(tsx, [serverTs], {
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
      SEED_ON_EMPTY: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: tmp,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const until = (re: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = re.exec(out);
        if (m) {
          clearInterval(timer);
          resolve(m);
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`exited ${child.exitCode} before ${re}: ${out}`));
        }
      }, 25);
    });
  return { child, until, output: () => out };
};

const exitCode = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('refuses a bad configuration naming the key', async () => {
    const bad = start({ PORT: 'not-a-port' });
    expect(await exitCode(bad.child)).toBe(1);
    expect(bad.output()).toContain('PORT:');
  });

  it('starts, refuses a second process on its folder, and shuts down gracefully', async () => {
    const first = start({});
    const port = Number((await first.until(/http:\/\/hom\.localhost:(\d+)\/home/))[1]);
    // The list of sites may arrive in more than one chunk of output: wait for its last line.
    await first.until(/http:\/\/ffd\.localhost:\d+\/home/);

    const second = start({});
    expect(await exitCode(second.child)).toBe(1);
    expect(second.output()).toContain('is in use by another process');

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    first.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await exitCode(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');
    // The folder is free again.
    await expect(fs.stat(path.join(tmp, 'pglite.lock'))).rejects.toThrow();
  });
});
