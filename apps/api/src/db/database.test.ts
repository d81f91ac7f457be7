import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { FolderInUseError } from './folder-lock';
import { listMigrations, migrate } from './migrate';

// PGlite-specific: persistence in a folder and the folder lock. (PostgreSQL is covered by the
// API suite running with TEST_DATABASE_URL.)
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-db-'));
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const holder = path.resolve(import.meta.dirname, '../../test/fixtures/hold-database.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

const startHolder = (dir: string) => {
  const child = spawn(tsx, [holder, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waitFor = (word: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const hit = lines.find((l) => l.startsWith(word));
        if (hit) resolve(hit);
      };
      child.stdout!.on('data', (d: Buffer) => {
        lines.push(...d.toString().split('\n'));
        check();
      });
      child.on('exit', () => {
        check();
        reject(new Error(`child exited without ${word}: ${lines.join('|')}`));
      });
    });
  return { child, waitFor };
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('PGlite in a folder', () => {
  it('keeps committed data across a restart', async () => {
    const dir = path.join(tmp, 'persist');
    const first = await openDatabase({ pgliteDir: dir });
    await migrate(first);
    await first.query(
      `INSERT INTO brands (code, name, brand_id, host) VALUES ('ZZ', 'Persisted', 'else', 'zz.localhost')`,
    );
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    expect(await migrate(second)).toEqual([]);
    const { rows } = await second.query<{ name: string }>(
      `SELECT name FROM brands WHERE code = 'ZZ'`,
    );
    expect(rows).toEqual([{ name: 'Persisted' }]);
    await second.close();
  });

  it('applies every numbered migration once', async () => {
    const db = await openDatabase({});
    const applied = await migrate(db);
    expect(applied.length).toBe((await listMigrations()).length);
    expect(applied[0]).toMatch(/^0001_/);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it('refuses a second opener in the same process', async () => {
    const dir = path.join(tmp, 'same-process');
    const a = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(FolderInUseError);
    await a.close();
    const b = await openDatabase({ pgliteDir: dir });
    await b.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = path.join(tmp, 'crashed');
    await fs.mkdir(tmp, { recursive: true });
    // A pid that cannot be alive: beyond the kernel's pid limit.
    await fs.writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 7, host: os.hostname(), started: 'then' }),
    );
    const db = await openDatabase({ pgliteDir: dir });
    const owner = JSON.parse(await fs.readFile(`${dir}.lock`, 'utf8'));
    expect(owner.pid).toBe(process.pid);
    await db.close();
    await expect(fs.stat(`${dir}.lock`)).rejects.toThrow();
  });

  it('refuses a folder held by another process, with a clear message, until it is released', async () => {
    const dir = path.join(tmp, 'other-process');
    const owner = startHolder(dir);
    await owner.waitFor('HOLDING');

    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another process/);
    const rival = startHolder(dir);
    expect(await rival.waitFor('REFUSED')).toContain('in use by another process');

    owner.child.kill('SIGTERM');
    await owner.waitFor('CLOSED');
    expect(await exited(owner.child)).toBe(0);
    const after = await openDatabase({ pgliteDir: dir });
    await after.close();
  });
});
