import fs from 'node:fs/promises';
import path from 'node:path';
import {
  aiCaseList,
  caseDetail,
  caseImage,
  ErrorCode,
  inpainting,
  inpaintingMessage,
  Messages,
  officialPictures,
  VisualizationMessages,
  visitorImageByCode,
} from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/fixtures/call';
import { uploadRoomPhoto } from '../../../test/fixtures/room-photo';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { type Answer, workspaceKit } from '../../../test/fixtures/workspace-fixture';
import { CatalogRepository } from '../catalog/catalog.repository';
import { CatalogService } from '../catalog/catalog.service';
import { buildVisualization } from './visualization.module';

const t = useTestApp({ withBuilds: false });
let kit: Awaited<ReturnType<typeof workspaceKit>>;
let designer: string;
let other: string;
const CA = 'ca.localhost';

const room = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8b89e' } })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 4),
            height: Math.round(height / 4),
            channels: 3,
            background: '#555555',
          },
        },
        left: Math.round(width / 3),
        top: Math.round(height / 2),
      },
    ])
    .jpeg()
    .toBuffer();

const upload = (file: Buffer, token?: string, name = 'room.jpg') =>
  uploadRoomPhoto(t, file, { token, name });

const ca = <V = Record<string, unknown>>(url: string, body: object, token?: string) =>
  kit.call<V>(url, body, token, CA);

interface CaseList {
  case_list: {
    case_id: number;
    status: number;
    errmsg: string | null;
    notified: boolean;
    thumbnail: string | null;
  }[];
  is_complete: number;
}

const waitDone = async (token: string, ms = 20_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const list = await ca<CaseList>(aiCaseList.path, { page: 1, limit: 20 }, token);
    if (list.val.is_complete === 1 || Date.now() > end) return list.val;
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Transparent cut-outs of the fixture's living-room products, as the seed draws them. */
const writeCutouts = async () => {
  const dir = path.join(t.config.dataDir, 'files', 'product');
  await fs.mkdir(dir, { recursive: true });
  for (const [sku, colour] of [
    ['CA-SOF-001', '#803030'],
    ['CA-SOF-002', '#305080'],
  ] as const) {
    await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 300, height: 120, channels: 4, background: colour } },
          left: 50,
          top: 150,
        },
      ])
      .png()
      .toFile(path.join(dir, `${sku}.png`));
  }
};

beforeAll(async () => {
  kit = await workspaceKit(t);
  await writeCutouts();
  designer = await kit.designer(kit.ACCOUNTS.designer);
  other = await kit.signIn(kit.ACCOUNTS.customer);
}, 60_000);

describe('room photos and Photo Codes', () => {
  let code = '';

  it('a visitor uploads a landscape photo and gets a 6-character Photo Code', async () => {
    const res = await upload(await room(800, 450));
    expect(res.err, res.errmsg).toBe(ErrorCode.OK);
    expect(res.val.image_code).toMatch(/^[a-z0-9]{6}$/);
    expect([res.val.width, res.val.height]).toEqual([800, 450]);
    code = res.val.image_code!;
  });

  it('refuses portrait photos and files that are not pictures with the spec texts', async () => {
    expect((await upload(await room(400, 600))).errmsg).toBe(VisualizationMessages.landscape);
    const text = await upload(Buffer.from('just some text, not a photo'), undefined, 'room.png');
    expect(text.errmsg).toBe(VisualizationMessages.imageType);
  });

  it('reads a 24-bit BMP (spec 5 lists bmp; sharp has no decoder for it)', async () => {
    const w = 40;
    const h = 20;
    const stride = w * 3;
    const bmp = Buffer.alloc(54 + stride * h);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(w, 18);
    bmp.writeInt32LE(h, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.fill(200, 54);
    const res = await upload(bmp, designer, 'room.bmp');
    expect(res.err, res.errmsg).toBe(ErrorCode.OK);
    expect([res.val.width, res.val.height]).toEqual([w, h]);
    expect(res.val.image_code).toBeNull();
  });

  it('a signed-in user redeems the code (any case); a wrong one is "Error Code"', async () => {
    const ok = await ca<{ filename: string }>(
      visitorImageByCode.path,
      { image_code: code.toUpperCase() },
      designer,
    );
    expect(ok.err, ok.errmsg).toBe(ErrorCode.OK);
    expect(ok.val.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const wrong = await ca(visitorImageByCode.path, { image_code: 'zzzzzz' }, designer);
    expect(wrong.errmsg).toBe(VisualizationMessages.errorCode);
    // Already redeemed by the designer: nobody else can take it.
    const taken = await ca(visitorImageByCode.path, { image_code: code }, other);
    expect([VisualizationMessages.errorCode, Messages.noPermission]).toContain(taken.errmsg);
    const visitor = await ca(visitorImageByCode.path, { image_code: code });
    expect(visitor.err).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('AI cases', () => {
  let caseId = 0;
  let fileName = '';
  /** Starts a living-room case on the uploaded photo with one area. */
  const inpaint = (
    area: { left: number; top: number; width: number; height: number },
    token: string,
    source = 2,
  ) =>
    ca<{ case_id: number }>(
      inpainting.path,
      { type: 'living_room', source, file_name: fileName, areas: [area] },
      token,
    );

  it('starts a case and renders four variants in the background', async () => {
    const up = await upload(await room(960, 540), designer);
    fileName = up.val.file_name;
    const started = await inpaint({ left: 200, top: 150, width: 500, height: 300 }, designer);
    expect(started.err, started.errmsg).toBe(ErrorCode.OK);
    caseId = started.val.case_id;
    const list = await waitDone(designer);
    const mine = list.case_list.find((c) => c.case_id === caseId)!;
    expect(mine.status).toBe(1);
    expect(mine.thumbnail).toMatch(/^\/ca\/ai\/image\/[a-f0-9]{32}-low\.jpg$/);
    expect(mine.notified).toBe(false);
  }, 30_000);

  it('case detail lists four variants with both images and the products with prices', async () => {
    const detail = await ca<{
      case_detail_list: {
        high_definition_image: string;
        low_definition_image: string;
        products: { sku_number: string; product_price_about?: { final_price: number } }[];
      }[];
    }>(caseDetail.path, { id: caseId }, designer);
    expect(detail.err, detail.errmsg).toBe(ErrorCode.OK);
    expect(detail.val.case_detail_list).toHaveLength(4);
    for (const v of detail.val.case_detail_list) {
      expect(v.products.length).toBeGreaterThan(0);
      expect(v.products[0]!.product_price_about?.final_price).toBeGreaterThan(0);
    }
    const high = await t.app.inject({
      url: detail.val.case_detail_list[0]!.high_definition_image,
      headers: { host: CA, 'x-auth-token': designer },
    });
    expect(high.statusCode).toBe(200);
    expect(high.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(high.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([960, 540]);
    const low = await t.app.inject({
      url: detail.val.case_detail_list[0]!.low_definition_image,
      headers: { host: CA, 'x-auth-token': designer },
    });
    expect((await sharp(low.rawPayload).metadata()).width).toBe(600);
  });

  it('keeps cases and their pictures to their owner', async () => {
    const foreign = await ca(caseDetail.path, { id: caseId }, other);
    expect(foreign.err).not.toBe(ErrorCode.OK);
    expect(JSON.stringify(foreign.val)).toBe('null');
    const photo = await t.app.inject({
      url: pathOf(caseImage, { file_name: fileName }),
      headers: { host: CA, 'x-auth-token': other },
    });
    expect(photo.json().err).toBe(ErrorCode.NO_PERMISSION);
    const borrowed = await inpaint({ left: 0, top: 0, width: 50, height: 50 }, other, 1);
    expect(borrowed.err).not.toBe(ErrorCode.OK);
    const visitor = await ca(aiCaseList.path, {});
    expect(visitor.err).toBe(ErrorCode.NO_PERMISSION);
  });

  it('announces a finished case once (inpainting_message)', async () => {
    const first = await ca<{ notified: boolean }>(
      inpaintingMessage.path,
      { case_id: caseId },
      designer,
    );
    expect(first.val.notified).toBe(true);
    const list = await ca<CaseList>(aiCaseList.path, {}, designer);
    expect(list.val.case_list.find((c) => c.case_id === caseId)!.notified).toBe(true);
  });

  it('refuses a case without an area inside the photo: "Select an area first"', async () => {
    const none = await inpaint({ left: 5000, top: 10, width: 100, height: 100 }, designer);
    expect(none.errmsg).toBe(VisualizationMessages.selectArea);
    const tiny = await inpaint({ left: 10, top: 10, width: 1, height: 100 }, designer);
    expect(tiny.errmsg).toBe(VisualizationMessages.selectArea);
  });

  it('generates from an official example room with its preset area', async () => {
    const res = await t.app.inject({ url: officialPictures.path, headers: { host: CA } });
    const list = (res.json() as Answer<{ list: { id: number; type: string }[] }>).val.list;
    expect(res.statusCode).toBe(200);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(4);
    const started = await ca<{ case_id: number }>(
      inpainting.path,
      { type: 'living_room', source: 1, official_picture_id: list[0]!.id },
      designer,
    );
    expect(started.err, started.errmsg).toBe(ErrorCode.OK);
    const done = await waitDone(designer);
    expect(done.case_list.find((c) => c.case_id === started.val.case_id)!.status).toBe(1);
  }, 30_000);
});

describe('restart safety', () => {
  it('resumes queued and abandoned cases, fails one that stopped a worker twice', async () => {
    const db = t.testDb.db;
    const user = (
      await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        kit.ACCOUNTS.designer,
      ])
    ).rows[0]!.id;
    const photo = (
      await db.query<{ file_name: string }>(
        'SELECT file_name FROM ai_photos WHERE user_id = $1 LIMIT 1',
        [user],
      )
    ).rows[0]!.file_name;
    const insert = async (attempts: number, lease: string | null) =>
      Number(
        (
          await db.query<{ id: string }>(
            `INSERT INTO ai_cases (user_id, brand_code, source, room_type, file_name, areas, attempts, lease_until)
             VALUES ($1, 'CA', 2, 'living_room', $2, $3, $4, ${lease ?? 'NULL'}) RETURNING id`,
            [
              user,
              `ai-photo/${photo}`,
              JSON.stringify([{ left: 10, top: 10, width: 300, height: 200 }]),
              attempts,
            ],
          )
        ).rows[0]!.id,
      );
    // As a crashed process leaves them: queued with no job, running with a lapsed claim, and
    // one that already stopped a worker twice.
    const queued = await insert(0, null);
    const running = await insert(1, "now() - interval '1 minute'");
    const doomed = await insert(2, "now() - interval '1 minute'");
    const catalog = new CatalogService(new CatalogRepository(db));
    const restarted = buildVisualization(db, t.config, catalog, { error: () => {} });
    try {
      expect(await restarted.start()).toBe(3);
      const end = Date.now() + 20_000;
      let rows: { id: string; status: number; errmsg: string | null }[] = [];
      while (Date.now() < end) {
        rows = (
          await db.query<{ id: string; status: number; errmsg: string | null }>(
            'SELECT id, status, errmsg FROM ai_cases WHERE id = ANY($1)',
            [[queued, running, doomed]],
          )
        ).rows;
        if (rows.every((r) => r.status !== 0)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const status = Object.fromEntries(rows.map((r) => [Number(r.id), r]));
      expect(status[queued]!.status).toBe(1);
      expect(status[running]!.status).toBe(1);
      expect(status[doomed]!.status).toBeLessThan(0);
      expect(status[doomed]!.errmsg).toBe(VisualizationMessages.generationFailed);
    } finally {
      await restarted.stop();
    }
  }, 40_000);
});
