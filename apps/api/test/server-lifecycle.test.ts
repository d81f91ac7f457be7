import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { registerOptionList } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './fixtures/server-process';

// The real server process: start-up messages, refusal of a locked folder, and a graceful
// shutdown that lets an in-flight request finish. PGlite only (folder lock); no demo seed.
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  spawnServer({ DATABASE_URL: '', DATA_DIR: tmp, ...env });

const exitCode = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/**
 * A POST whose body is held back after its first byte: the server has the request (its route is
 * chosen, the request logged) but cannot answer it until `finish` sends the rest.
 */
const heldRequest = (port: number, url: string, body: string) => {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    headers: {
      host: 'hom.localhost',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 1));
  return { answer, finish: () => req.end(body.slice(1)) };
};

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

    // A request in flight when SIGTERM arrives still gets its answer: the server has it (logged)
    // before the signal, and its body only arrives once shutdown has begun.
    const inFlight = heldRequest(port, registerOptionList.path, '{}');
    await first.until(/register\/optionList.*"msg":"incoming request"/);
    first.child.kill('SIGTERM');
    await first.until(/shutting down/);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ err: 200, errmsg: '' });
    expect(await exitCode(first.child)).toBe(0);
    // The folder is free again.
    await expect(fs.stat(path.join(tmp, 'pglite.lock'))).rejects.toThrow();
  });
});
