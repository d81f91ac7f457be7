import fs from 'node:fs/promises';
import path from 'node:path';
import {
  aiCaseList,
  type Call,
  caseDetail,
  caseImage,
  ErrorCode,
  inpainting,
  inpaintingMessage,
  VisualizationMessages as V,
} from '@portal/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import { uploadRoomPhoto } from '../../../test/fixtures/room-photo';
import {
  loadTwoTenants,
  otherTenant,
  TENANT_KEYS,
  TENANTS,
  type TenantKey,
} from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two tenants whose room photos and AI cases differ (north two cases, south
// one). Each user reads, marks and sees the pictures of their own cases only; a sub-account and
// a customer of the same company have their own (none), not their designer's.

const t = useTestApp({ withBuilds: false, catalog: true });
const CA = { host: 'ca.localhost' };
const CASES = { north: 2, south: 1 } as const;

interface Side {
  designer: string;
  photo: string;
  cases: number[];
  /** The rendered pictures of the first case. */
  renders: string[];
}
const s = {} as Record<TenantKey, Side>;
const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token, ...CA });

const room = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Transparent cut-outs of two living-room products, so that cases render. */
const writeCutouts = async () => {
  const dir = path.join(t.config.dataDir, 'files', 'product');
  await fs.mkdir(dir, { recursive: true });
  for (const sku of ['CA-SOF-001', 'CA-SOF-002']) {
    await sharp({
      create: { width: 200, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 150, height: 60, channels: 4, background: '#803030' } },
          left: 25,
          top: 75,
        },
      ])
      .png()
      .toFile(path.join(dir, `${sku}.png`));
  }
};

const waitDone = async (token: string) => {
  const end = Date.now() + 60_000;
  for (;;) {
    const list = await as(token)(aiCaseList, { page: 1, limit: 48 });
    if (list.val.is_complete === 1 || Date.now() > end) return list.val;
    await new Promise((r) => setTimeout(r, 250));
  }
};
const fileOf = (url: string) => url.split('/').pop()!;
const picture = (token: string, file_name: string) =>
  callApi(t, caseImage, undefined, { token, ...CA, params: { file_name } });

beforeAll(async () => {
  await loadTwoTenants(t.testDb.db);
  await writeCutouts();
  for (const key of TENANT_KEYS) {
    const designer = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer', ...CA });
    const colour = key === 'north' ? '#c8b89e' : '#9eb8c8';
    const up = await uploadRoomPhoto(t, await room(480, 270, colour), { token: designer });
    expect(up.err, up.errmsg).toBe(ErrorCode.OK);
    const cases: number[] = [];
    for (let i = 0; i < CASES[key]; i += 1) {
      const started = await as(designer)(inpainting, {
        type: 'living_room',
        source: 2,
        file_name: up.val.file_name,
        areas: [{ left: 100 + 20 * i, top: 80, width: 250, height: 150 }],
      });
      expect(started.err, started.errmsg).toBe(ErrorCode.OK);
      cases.push(started.val.case_id);
    }
    s[key] = { designer, photo: up.val.file_name, cases, renders: [] };
  }
  for (const key of TENANT_KEYS) {
    expect((await waitDone(s[key].designer)).is_complete).toBe(1);
    const detail = await as(s[key].designer)(caseDetail, { id: s[key].cases[0] });
    s[key].renders = detail.val.case_detail_list.flatMap(
      (v: { high_definition_image: string; low_definition_image: string }) => [
        fileOf(v.high_definition_image),
        fileOf(v.low_definition_image),
      ],
    );
  }
}, 120_000);

describe('AI cases: each user reaches only their own', () => {
  it('lists only their own cases, with their own totals', async () => {
    for (const key of TENANT_KEYS) {
      const list = await as(s[key].designer)(aiCaseList, { page: 1, limit: 48 });
      const ids = list.val.case_list.map((c: { case_id: number }) => c.case_id);
      expect(ids.sort((a: number, b: number) => a - b)).toEqual(s[key].cases);
      expect(list.val.total).toBe(CASES[key]);
      expect(list.val.case_list.every((c: { status: number }) => c.status === 1)).toBe(true);
    }
  });

  it("reads, marks and starts none of the other tenant's cases, and changes nothing", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      for (const id of s[other].cases) {
        const read = await call(caseDetail, { id });
        expect([read.err, read.errmsg, read.val]).toEqual([
          ErrorCode.NOT_FOUND,
          V.caseNotFound,
          null,
        ]);
        const marked = await call(inpaintingMessage, { case_id: id });
        expect(marked.err).toBe(ErrorCode.NOT_FOUND);
      }
      const borrowed = await call(inpainting, {
        type: 'living_room',
        source: 2,
        file_name: s[other].photo,
        areas: [{ left: 100, top: 80, width: 250, height: 150 }],
      });
      expect(borrowed.errmsg).toBe(V.uploadFirst);
    }
    for (const key of TENANT_KEYS) {
      const list = await as(s[key].designer)(aiCaseList, { page: 1, limit: 48 });
      expect(list.val.total).toBe(CASES[key]);
      expect(list.val.case_list.some((c: { notified: boolean }) => c.notified)).toBe(false);
    }
  });

  it('serves the photo and renders of a case to their owner only', async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      expect(s[key].renders).toHaveLength(8);
      for (const file of [s[key].photo, s[key].renders[0]!]) {
        const own = await picture(s[key].designer, file);
        expect(own.headers['content-type']).toBe('image/jpeg');
      }
      for (const file of [s[other].photo, ...s[other].renders]) {
        expect((await picture(s[key].designer, file)).json().err).toBe(ErrorCode.NO_PERMISSION);
      }
    }
  });

  it("a sub-account and a customer of the company have none of their designer's cases", async () => {
    for (const key of TENANT_KEYS) {
      for (const email of [TENANTS[key].sub, TENANTS[key].customer]) {
        const token = await signInAs(t, email, CA);
        const list = await as(token)(aiCaseList, { page: 1, limit: 48 });
        expect(list.val).toMatchObject({ case_list: [], total: 0 });
        const read = await as(token)(caseDetail, { id: s[key].cases[0] });
        expect(read.err).toBe(ErrorCode.NOT_FOUND);
        expect((await picture(token, s[key].photo)).json().err).toBe(ErrorCode.NO_PERMISSION);
      }
    }
  });

  it('marks a finished case as announced for its owner only', async () => {
    for (const key of TENANT_KEYS) {
      const marked = await as(s[key].designer)(inpaintingMessage, { case_id: s[key].cases[0] });
      expect(marked.val).toEqual({ case_id: s[key].cases[0], notified: true });
    }
    for (const key of TENANT_KEYS) {
      const list = await as(s[key].designer)(aiCaseList, { page: 1, limit: 48 });
      const notified = list.val.case_list
        .filter((c: { notified: boolean }) => c.notified)
        .map((c: { case_id: number }) => c.case_id);
      expect(notified).toEqual([s[key].cases[0]]);
    }
  });
});
