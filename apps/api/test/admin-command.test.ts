import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dealerApplicationStart, dealerApplicationSubmit, registerUpload } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './fixtures/server-process';

// `npm run admin` beside the running server process (issue 34): on PGlite the server holds the
// folder, so the command must ask it (DATA_DIR/admin.sock); on PostgreSQL it opens the database.
// Either way the applicant's mail is delivered (DATA_DIR/outbox, the development transport).
const CLI = path.resolve(import.meta.dirname, '../src/cli/admin.ts');
const serverUrl = process.env.TEST_DATABASE_URL;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const runCli = (env: Record<string, string>, args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, TEST_DATABASE_URL: '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });

/** A fresh PostgreSQL database for the server and the command (the server migrates it). */
const freshPostgres = async () => {
  const name = `portal_admin_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

describe(`the admin command beside a running server (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-admin-'));
    const database = serverUrl ? await freshPostgres() : null;
    if (database) drop = database.drop;
    env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
    server = await startServerProcess(env);
  });
  afterAll(async () => {
    await server?.stop();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const call = async (
    url: string,
    body: string | FormData,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
      method: 'POST',
      body,
      headers: { host: 'ca-dealer.localhost', ...headers },
    });
    return (await res.json()) as { err: number; errmsg: string; val: Record<string, string> };
  };
  const json = { 'content-type': 'application/json' };

  const apply = async (email: string) => {
    const key = (await call(dealerApplicationStart.path, '{}', json)).val.register_key!;
    const form = new FormData();
    form.append('register_key', key);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'resale.pdf');
    const file = (await call(registerUpload.path, form)).val.file_id!;
    const body = {
      register_key: key,
      company: `Dealer ${email}`,
      contact_name: 'Nia Brooks',
      email,
      phone: '336-555-0142',
      territory: 'Piedmont Triad',
      street: '12 Commerce Blvd',
      city: 'High Point',
      state: 'NC',
      postal_code: '27260',
      certificate_number: 'NC-88120',
      valid_from: '2025-01-01',
      valid_to: `${new Date().getFullYear() + 1}-06-30`,
      certificate_files: [file],
    };
    expect((await call(dealerApplicationSubmit.path, JSON.stringify(body), json)).err).toBe(200);
  };

  /** Mail the server's relay (or the command's, on PostgreSQL) wrote to DATA_DIR/outbox. */
  const delivered = async (to: string) => {
    const dir = path.join(dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
    );
    return mails.filter((m: { to: string }) => m.to === to) as { subject: string; body: string }[];
  };

  it('lists, approves and rejects with a reason while the server runs; the mail goes out', async () => {
    await apply('nia@triad.test');
    await apply('leo@coast.test');

    const pending = await runCli(env, ['pending']);
    expect(pending.code).toBe(0);
    expect(pending.out).toMatch(/dealer .*nia@triad\.test {2}Dealer nia@triad\.test/);
    expect(pending.out).toMatch(/leo@coast\.test/);

    const approved = await runCli(env, ['approve', 'nia@triad.test']);
    expect([approved.code, approved.out]).toEqual([
      0,
      expect.stringContaining('dealer application approved'),
    ]);
    await expect
      .poll(async () => (await delivered('nia@triad.test')).map((m) => m.subject), {
        timeout: 15_000,
      })
      .toContain('Activate your trade account');
    const activation = (await delivered('nia@triad.test')).find((m) =>
      m.subject.startsWith('Activate'),
    )!;
    expect(activation.body).toMatch(/http:\/\/ca-dealer\.localhost:\d+\/setPassword\?token=/);

    const noReason = await runCli(env, ['reject', 'leo@coast.test']);
    expect([noReason.code, noReason.out]).toEqual([
      2,
      expect.stringContaining('reject needs --reason'),
    ]);
    const rejected = await runCli(env, [
      'reject',
      'leo@coast.test',
      '--reason',
      'Territory already served.',
    ]);
    expect([rejected.code, rejected.out]).toEqual([
      0,
      expect.stringContaining('dealer application rejected'),
    ]);
    await expect
      .poll(async () => (await delivered('leo@coast.test')).map((m) => m.body).join('\n'), {
        timeout: 15_000,
      })
      .toContain('Reason: Territory already served.');

    const nothing = await runCli(env, ['approve', 'nobody@nowhere.test']);
    expect([nothing.code, nothing.out.trim()]).toEqual([
      1,
      'No application waits for review for nobody@nowhere.test.',
    ]);
    expect((await runCli(env, ['pending'])).out.trim()).toBe('No applications wait for review.');
  }, 240_000); // six runs of the command, each a process that loads tsx

  it.skipIf(Boolean(serverUrl))(
    'keeps its channel to the server owner-only, and works alone once the server stops',
    async () => {
      const socket = path.join(dataDir, 'admin.sock');
      expect((await fs.stat(socket)).mode & 0o777).toBe(0o600);
      await server.stop();
      await expect(fs.stat(socket)).rejects.toThrow();
      // Without a server the command opens the folder itself (its lock held while it runs).
      const alone = await runCli(env, ['pending']);
      expect([alone.code, alone.out.trim()]).toEqual([0, 'No applications wait for review.']);
    },
  );
});
