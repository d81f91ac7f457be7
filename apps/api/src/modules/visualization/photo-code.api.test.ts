import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  inpainting,
  VisualizationLimits,
  VisualizationMessages,
  visitorImageByCode,
} from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadRoomPhoto } from '../../../test/fixtures/room-photo';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { workspaceKit } from '../../../test/fixtures/workspace-fixture';

/** A visitor's Photo Code: issued with the upload, spent on redemption, lapsing after 7 days. */
const t = useTestApp({ withBuilds: false });
let kit: Awaited<ReturnType<typeof workspaceKit>>;
let designer: string;
let customer: string;
const CA = 'ca.localhost';

const photo = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#b8a890' } })
    .jpeg()
    .toBuffer();

let address = 0;
// Uploads are counted per address: each from its own.
const upload = async (token?: string) =>
  uploadRoomPhoto(t, await photo(), {
    token,
    type: 'image/jpeg',
    remoteAddress: `10.8.0.${++address}`,
  });

const redeem = (code: string, token?: string) =>
  kit.call<{ filename: string; url: string }>(
    visitorImageByCode.path,
    { image_code: code },
    token,
    CA,
  );

const image = (url: string, token: string) =>
  t.app.inject({ url, headers: { host: CA, 'x-auth-token': token } });

beforeAll(async () => {
  kit = await workspaceKit(t);
  designer = await kit.designer(kit.ACCOUNTS.designer);
  customer = await kit.signIn(kit.ACCOUNTS.customer);
}, 60_000);

describe('Photo Codes', () => {
  it('a visitor gets a code with its expiry; a signed-in upload gets none', async () => {
    const visitor = await upload();
    expect(visitor.err, visitor.errmsg).toBe(ErrorCode.OK);
    expect(visitor.val.image_code).toMatch(/^[a-hj-km-np-z2-9]{6}$/);
    const lifetime = Date.parse(visitor.val.image_code_expire_time!) - Date.now();
    const hours = VisualizationLimits.photoCodeLifetimeHours;
    expect(lifetime).toBeGreaterThan((hours - 0.1) * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(hours * 3600_000);
    const own = await upload(designer);
    expect(own.val.image_code).toBeNull();
    expect(own.val.image_code_expire_time).toBeNull();
  });

  it('works once: the photo becomes the redeemer’s, the code is spent for everyone', async () => {
    const { val } = await upload();
    const code = val.image_code!;
    // Before redemption nobody signed in can see the visitor's photo.
    expect((await image(val.url, designer)).json().err).toBe(ErrorCode.NO_PERMISSION);

    const ok = await redeem(code.toUpperCase(), designer);
    expect(ok.err, ok.errmsg).toBe(ErrorCode.OK);
    expect(ok.val.filename).toBe(val.file_name);
    const file = await image(ok.val.url, designer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    for (const token of [designer, customer]) {
      expect((await redeem(code, token)).errmsg).toBe(VisualizationMessages.errorCode);
    }
    expect((await image(ok.val.url, customer)).json().err).toBe(ErrorCode.NO_PERMISSION);

    // The redeemed photo starts a case like any upload of the designer's.
    const started = await kit.call<{ case_id: number }>(
      inpainting.path,
      {
        type: 'living_room',
        source: 2,
        file_name: ok.val.filename,
        areas: [{ left: 100, top: 100, width: 200, height: 150 }],
      },
      designer,
      CA,
    );
    expect(started.err, started.errmsg).toBe(ErrorCode.OK);
  });

  it('needs a signed-in caller; unknown and short codes are "Error Code"', async () => {
    const { val } = await upload();
    expect((await redeem(val.image_code!)).err).toBe(ErrorCode.NO_PERMISSION);
    expect((await redeem('zzzzzz', designer)).errmsg).toBe(VisualizationMessages.errorCode);
    expect((await redeem(val.image_code!.slice(0, 5), designer)).errmsg).toBe(
      VisualizationMessages.errorCode,
    );
    // Still unspent: the visitor's code works for the first signed-in user.
    expect((await redeem(val.image_code!, customer)).err).toBe(ErrorCode.OK);
  });

  it('lapses after its lifetime; a later visitor upload removes the lapsed photo', async () => {
    const { val } = await upload();
    const hours = VisualizationLimits.photoCodeLifetimeHours;
    await t.testDb.db.query(
      `UPDATE ai_photos SET created_at = now() - make_interval(hours => $1) - interval '1 minute'
       WHERE file_name = $2`,
      [hours, val.file_name],
    );
    expect((await redeem(val.image_code!, designer)).errmsg).toBe(VisualizationMessages.errorCode);

    const stored = path.join(t.config.dataDir, 'files', 'ai-photo', val.file_name);
    await expect(fs.stat(stored)).resolves.toBeTruthy();
    expect((await upload()).err).toBe(ErrorCode.OK);
    const left = await t.testDb.db.query('SELECT 1 FROM ai_photos WHERE file_name = $1', [
      val.file_name,
    ]);
    expect(left.rows).toHaveLength(0);
    await expect(fs.stat(stored)).rejects.toThrow();
  });

  it('counts redemptions per address: guessing stops after 10 in 10 minutes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: visitorImageByCode.path,
        remoteAddress: '10.7.7.7',
        headers: { host: CA, 'x-auth-token': designer },
        payload: { image_code: `zzzz${String(i).padStart(2, '2')}`.slice(0, 6) },
      });
      answers.push(res.json().err);
    }
    expect(answers.slice(0, 10).every((err) => err === ErrorCode.BAD_REQUEST)).toBe(true);
    expect(answers[10]).toBe(ErrorCode.RATE_LIMITED);
  });
});
