import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFile } from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/fixtures/call';
import { NOT_CALLS } from '../../../test/fixtures/not-calls';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp();
beforeAll(async () => {
  const dir = path.join(t.config.dataDir, 'files', 'product');
  await fs.mkdir(dir, { recursive: true });
  const draw = sharp({
    create: { width: 1200, height: 900, channels: 4, background: '#8a5a2b80' },
  });
  await draw.clone().png().toFile(path.join(dir, 'chair.png'));
  await draw.clone().flatten({ background: '#fff' }).jpeg().toFile(path.join(dir, 'chair.jpg'));
});

const read = (url: string) => t.app.inject({ method: 'GET', url });

describe('read_file images', () => {
  it('resizes to the default width 500 and keeps the format', async () => {
    const res = await read(pathOf(readFile, { block_id: 'product', file_name: 'chair.jpg' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(500);
    expect(meta.height).toBe(375);
  });

  it.each([100, 300, 400, 600])('serves width %i and caches it on disk', async (width) => {
    const res = await read(
      `${pathOf(readFile, { block_id: 'product', file_name: 'chair.png' })}?width=${width}`,
    );
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(width);
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
    const cached = path.join(
      t.config.dataDir,
      'cache',
      'images',
      'product',
      `${width}x0`,
      'chair.png',
    );
    await expect(fs.stat(cached)).resolves.toBeTruthy();
  });

  it('fits inside a requested height', async () => {
    const res = await read(
      `${pathOf(readFile, { block_id: 'product', file_name: 'chair.jpg' })}?width=400&height=100`,
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.height).toBe(100);
    expect(meta.width).toBeLessThanOrEqual(400);
  });

  it('refuses widths outside the list', async () => {
    const res = await read(
      `${pathOf(readFile, { block_id: 'product', file_name: 'chair.jpg' })}?width=250`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errmsg).toContain('width');
  });

  it('answers a placeholder, briefly cached, for a missing file', async () => {
    const res = await read(
      `${pathOf(readFile, { block_id: 'product', file_name: 'no-such.jpg' })}?width=300`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('never reads outside the files folder', async () => {
    const secret = path.join(t.config.dataDir, 'secret.png');
    await fs.copyFile(path.join(t.config.dataDir, 'files', 'product', 'chair.png'), secret);
    for (const url of [
      NOT_CALLS.traversalEncodedFile,
      NOT_CALLS.traversalEncodedBlock,
      NOT_CALLS.traversalDotDot,
    ]) {
      const res = await read(url);
      // Either refused outright or answered with the placeholder, never the file.
      if (res.statusCode === 200) expect(res.headers['cache-control']).toBe('public, max-age=60');
      else expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('makes each size once under concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        read(`${pathOf(readFile, { block_id: 'product', file_name: 'chair.jpg' })}?width=100`),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const dir = path.join(t.config.dataDir, 'cache', 'images', 'product', '100x0');
    const leftovers = (await fs.readdir(dir)).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});

describe('temp dir hygiene', () => {
  it('uses a private DATA_DIR per test app', () => {
    expect(t.config.dataDir.startsWith(os.tmpdir())).toBe(true);
  });
});
