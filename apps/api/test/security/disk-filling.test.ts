import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  RegistrationMessages as M,
  Messages,
  readFile,
  registerFirstCheck,
  registerUpload,
  uploadAvatar,
} from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../fixtures/accounts-fixture';
import { pathOf } from '../fixtures/call';
import { austinBusiness } from '../fixtures/form-fixtures';
import { solidPng } from '../fixtures/images';
import { useTestApp } from '../fixtures/use-test-app';
import { freshAddress, post, signIn, upload } from './security-helpers';

// Anonymous callers must not be able to fill DATA_DIR: drafts, documents, avatars and resized
// copies are each bounded.
const t = useTestApp({ withBuilds: false, accounts: true });
let png: Buffer;
beforeAll(async () => {
  png = await solidPng(40, 30, '#9ac');
});

const business = austinBusiness('Disk Fillers Ltd', '55-1234567');
const startDraft = (ip: string) => post(t, registerFirstCheck.path, business, { ip });
const listFiles = async (dir: string): Promise<string[]> => {
  try {
    return (await fs.readdir(dir)).sort();
  } catch {
    return [];
  }
};

describe('registration drafts', () => {
  it('attack: one address opens registration drafts without limit', async () => {
    const ip = freshAddress();
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await startDraft(ip));
    const made = answers.filter((a) => a.err === ErrorCode.OK);
    expect(made).toHaveLength(20);
    const refused = answers.slice(20);
    for (const a of refused) {
      expect(a.err).toBe(ErrorCode.RATE_LIMITED);
      expect(a.errmsg).toBe(Messages.tooManyRequests);
    }
    const { rows } = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registration_drafts',
    );
    expect(rows[0]!.n).toBe(20);
    // Another address is not affected, and continuing one's own draft is never counted.
    expect((await startDraft(freshAddress())).err).toBe(ErrorCode.OK);
    const key = made[0]!.val.register_key as string;
    const again = await post(
      t,
      registerFirstCheck.path,
      { ...business, register_key: key },
      {
        ip,
      },
    );
    expect(again.val).toEqual({ register_key: key });
  });
});

describe('registration documents', () => {
  it('attack: 20 parallel uploads race past the 10-file limit', async () => {
    const key = (await startDraft(freshAddress())).val.register_key as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(
          t,
          registerUpload.path,
          { register_key: key },
          { bytes: png, name: `p${i}.png`, type: 'image/png' },
        ),
      ),
    );
    const stored = answers.filter((a) => a.err === ErrorCode.OK);
    expect(stored).toHaveLength(10);
    for (const a of answers.filter((x) => x.err !== ErrorCode.OK))
      expect(a.errmsg).toBe(M.tooManyFiles);

    // The rows and the files on disk agree: refused uploads leave nothing behind.
    const { rows } = await t.testDb.db.query<{ stored_name: string }>(
      'SELECT stored_name FROM registration_files WHERE deleted_at IS NULL',
    );
    expect(rows).toHaveLength(stored.length);
    const onDisk = await listFiles(path.join(t.config.dataDir, 'files', 'registration'));
    expect(onDisk).toEqual(rows.map((r) => r.stored_name).sort());
  });
});

describe('avatars', () => {
  it('attack: every avatar upload leaves the replaced picture on disk', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    let headImg = '';
    for (const background of ['#111', '#222', '#333']) {
      const jpg = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await upload(t, uploadAvatar.path, {}, { bytes: jpg, name: 'me.jpg' }, token);
      expect(res.err).toBe(ErrorCode.OK);
      headImg = res.val.head_img as string;
      // Reading it makes a resized copy, which must go with the picture.
      expect((await t.app.inject({ method: 'GET', url: headImg })).statusCode).toBe(200);
    }
    const current = /avatar\/([^?]+)/.exec(headImg)![1]!;
    expect(await listFiles(path.join(t.config.dataDir, 'files', 'avatar'))).toEqual([current]);
    const cache = path.join(t.config.dataDir, 'cache', 'images', 'avatar');
    for (const size of await listFiles(cache))
      expect(await listFiles(path.join(cache, size))).toEqual([current]);
  });
});

describe('resized copies', () => {
  it('attack: each requested height adds one more resized copy to the cache', async () => {
    const dir = path.join(t.config.dataDir, 'files', 'product');
    await fs.mkdir(dir, { recursive: true });
    await sharp({ create: { width: 900, height: 900, channels: 3, background: '#abc' } })
      .jpeg()
      .toFile(path.join(dir, 'tall.jpg'));
    for (let height = 1; height <= 60; height++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${pathOf(readFile, { block_id: 'product', file_name: 'tall.jpg' })}?width=300&height=${height * 7}`,
      });
      expect(res.statusCode).toBe(200);
      // Never smaller than the box asked for: the browser scales down, not up.
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.height).toBeGreaterThanOrEqual(Math.min(height * 7, 300));
    }
    const sizes = await listFiles(path.join(t.config.dataDir, 'cache', 'images', 'product'));
    // Width 300 with no height or one of the five standard heights: six copies at most.
    expect(sizes.length).toBeLessThanOrEqual(6);
  });
});
