import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, readFile, uploadAvatar, userInfo } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../src/modules/files/image-limits';
import { ACCOUNTS } from '../fixtures/accounts-fixture';
import { pathOf } from '../fixtures/call';
import { austinBusiness } from '../fixtures/form-fixtures';
import { useTestApp } from '../fixtures/use-test-app';
import { pngBomb, post, signIn, upload, uploadToNewDraft } from './security-helpers';

// A 20000 x 20000 PNG is a few hundred bytes on the wire and 1.2 GB once decoded.
const t = useTestApp({ withBuilds: false, accounts: true });
const bomb = pngBomb();

const listFiles = async (dir: string) => {
  try {
    return await fs.readdir(dir);
  } catch {
    return [];
  }
};

describe('decompression bombs', () => {
  it('is a small file that claims 400 megapixels', async () => {
    expect(bomb.length).toBeLessThan(10_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([20_000, 20_000]);
  });

  it('attack: a PNG bomb is accepted as a registration document', async () => {
    const res = await uploadToNewDraft(t, austinBusiness('Bomb Makers', '66-1234567'), {
      bytes: bomb,
      name: 'certificate.png',
      type: 'image/png',
    });
    expect(res.err).toBe(ErrorCode.BAD_REQUEST);
    expect(res.errmsg).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await listFiles(path.join(t.config.dataDir, 'files', 'registration'))).toEqual([]);
  });

  it('attack: a PNG bomb is accepted as an avatar', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    const res = await upload(t, uploadAvatar.path, {}, { bytes: bomb, name: 'me.png' }, token);
    expect(res.err).toBe(ErrorCode.BAD_REQUEST);
    expect(res.errmsg).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await listFiles(path.join(t.config.dataDir, 'files', 'avatar'))).toEqual([]);
    const info = await post(t, userInfo.path, {}, { token });
    expect(info.val.head_img).toBe('');
  });

  it('attack: reading a PNG bomb stored before the upload check answers 500', async () => {
    for (const block of ['avatar', 'product']) {
      const dir = path.join(t.config.dataDir, 'files', block);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'bomb.png'), bomb);
      // A truncated picture within the size limit is just as unreadable.
      await fs.writeFile(path.join(dir, 'broken.png'), pngBomb(200, 200).subarray(0, 60));
      for (const name of ['bomb.png', 'broken.png']) {
        for (const query of ['', '?width=100', '?width=600&height=300']) {
          const res = await t.app.inject({
            method: 'GET',
            url: `${pathOf(readFile, { block_id: block, file_name: name })}${query}`,
          });
          // Spec 8: broken images fall back to the placeholder, briefly cached.
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('image/png');
          expect(res.headers['cache-control']).toBe('public, max-age=60');
          expect((await sharp(res.rawPayload).metadata()).width).toBeLessThanOrEqual(1000);
        }
      }
    }
  });
});
